// Files users upload or the product makes (attachments, PDFs, images, training pictures and
// results). One interface, two places to keep them:
// - FileStore: DATA_DIR/files on this machine (the default). A file is written to a temporary name
//   and renamed into place, so a reader never sees half a file.
// - S3Store: a bucket of an S3-compatible object store (S3_BUCKET), shared by every server process.
//   An object appears whole or not at all.
// Either way a write the storage refuses becomes a 507 and leaves nothing behind, and a file that
// is not there is a 404, not a crash.
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { MESSAGES } from '@sommai/shared';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { HttpError, storageWriteFailed } from './errors.ts';

/** A stored file opened for reading: its bytes as a stream and its length. */
export interface StoredStream {
  body: Readable;
  size: number;
}

/** Where stored files are kept. Keys are "<owner>/<id>…" made by the server. */
export interface ObjectStore {
  /** What the start-up log and /api/health say about storage. */
  readonly description: string;
  /** Writes the whole file or nothing; a refused write throws the 507 error. */
  put(key: string, data: Uint8Array): Promise<void>;
  /** The whole file; a missing one throws a 404. */
  get(key: string): Promise<Buffer>;
  /** The file as a stream with its length, for downloads; a missing one throws a 404. */
  stream(key: string): Promise<StoredStream>;
  /** Removes one file; a file already gone is not an error. */
  remove(key: string): Promise<void>;
  /** Removes every file whose key starts with "<prefix>/". */
  removePrefix(prefix: string): Promise<void>;
  /** Bytes of every file under "<prefix>/" (0 when there is none). */
  sizeUnder(prefix: string): Promise<number>;
  /** Every file under "<prefix>/" (or all of them), with its size. */
  list(prefix?: string): AsyncIterable<{ key: string; size: number }>;
  /** Throws when the storage cannot be reached or written. */
  check(): Promise<void>;
  /**
   * Stores a file and then the row that describes it: when the row cannot be written the file is
   * removed again, so storage never holds a file without its row (nor a row without its file).
   */
  putWithRecord<T>(key: string, data: Uint8Array, record: () => Promise<T>): Promise<T>;
  /** Lets go of connections (the app's onClose). */
  close(): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)+$/;
const PREFIX = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/** Refuses a key that could leave the store's root (or name something the server never makes). */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`bad storage key ${key}`);
  return key;
}

function checkPrefix(prefix: string): string {
  if (!PREFIX.test(prefix) || prefix.includes('..')) throw new Error(`bad storage folder ${prefix}`);
  return prefix;
}

/** The 404 a download of a file that is no longer stored answers. */
export const storedFileMissing = () => new HttpError(404, 'NOT_FOUND', MESSAGES.storedFileMissing);

abstract class BaseStore {
  abstract put(key: string, data: Uint8Array): Promise<void>;
  abstract remove(key: string): Promise<void>;

  async close(): Promise<void> {}

  async putWithRecord<T>(key: string, data: Uint8Array, record: () => Promise<T>): Promise<T> {
    await this.put(key, data);
    try {
      return await record();
    } catch (err) {
      await this.remove(key).catch(() => undefined);
      throw err;
    }
  }
}

/** The file-system calls the store writes with; tests hand in ones that fail like a full disk. */
export interface StorageFs {
  mkdir(dir: string, options: { recursive: true }): Promise<unknown>;
  writeFile(file: string, data: Uint8Array): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  rm(file: string, options: { force: true }): Promise<void>;
}

const isMissing = (err: unknown) => (err as { code?: string } | undefined)?.code === 'ENOENT';
/** Temporary names of writes in progress (or cut off by a crash): never a stored file. */
const isPart = (name: string) => /\.part-[0-9a-f]{12}$/.test(name);

/** DATA_DIR/files on this machine. */
export class FileStore extends BaseStore implements ObjectStore {
  readonly root: string;
  readonly description = 'embedded (DATA_DIR/files)';
  private readonly fs: StorageFs;

  constructor(dataDir: string, fileSystem: StorageFs = fs) {
    super();
    this.root = path.join(dataDir, 'files');
    this.fs = fileSystem;
  }

  private resolve(key: string): string {
    return path.join(this.root, checkKey(key));
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    const file = this.resolve(key);
    const temp = `${file}.part-${randomBytes(6).toString('hex')}`;
    try {
      await this.fs.mkdir(path.dirname(file), { recursive: true });
      await this.fs.writeFile(temp, data);
      await this.fs.rename(temp, file);
    } catch (err) {
      await this.fs.rm(temp, { force: true }).catch(() => undefined);
      throw storageWriteFailed(err);
    }
  }

  async get(key: string): Promise<Buffer> {
    return fs.readFile(this.resolve(key)).catch((err) => {
      throw isMissing(err) ? storedFileMissing() : err;
    });
  }

  async stream(key: string): Promise<StoredStream> {
    const file = this.resolve(key);
    // Opened before answering, so a missing file is a 404 and not a stream that fails half-way.
    const handle = await fs.open(file, 'r').catch((err) => {
      throw isMissing(err) ? storedFileMissing() : err;
    });
    try {
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await this.fs.rm(this.resolve(key), { force: true });
  }

  async removePrefix(prefix: string): Promise<void> {
    await fs.rm(path.join(this.root, checkPrefix(prefix)), { recursive: true, force: true });
  }

  async sizeUnder(prefix: string): Promise<number> {
    let total = 0;
    for await (const entry of this.list(prefix)) total += entry.size;
    return total;
  }

  async *list(prefix?: string): AsyncIterable<{ key: string; size: number }> {
    const dir = prefix === undefined ? this.root : path.join(this.root, checkPrefix(prefix));
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || isPart(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const stat = await fs.stat(file).catch(() => undefined);
      if (stat) yield { key: path.relative(this.root, file).split(path.sep).join('/'), size: stat.size };
    }
  }

  async check(): Promise<void> {
    await fs.mkdir(this.root, { recursive: true });
    await fs.access(this.root, fs.constants.W_OK);
  }
}

export interface S3Options {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const nameOf = (err: unknown) => (err as { name?: string } | undefined)?.name;
const isNoSuchKey = (err: unknown) =>
  nameOf(err) === 'NoSuchKey' || nameOf(err) === 'NotFound' || statusOf(err) === 404;

/** A 507 for a write the object store refused or could not be reached for; the cause is logged. */
function writeRefused(err: unknown): HttpError {
  return Object.assign(new HttpError(507, 'STORAGE_WRITE_FAILED'), { cause: err });
}

type S3Sdk = typeof import('@aws-sdk/client-s3');
let s3Sdk: Promise<S3Sdk> | undefined;
/** The S3 SDK is large (hundreds of modules): only a server that keeps files in a bucket loads it. */
const loadS3 = () => (s3Sdk ??= import('@aws-sdk/client-s3'));

/** A bucket of an S3-compatible object store. */
export class S3Store extends BaseStore implements ObjectStore {
  readonly bucket: string;
  readonly description: string;
  readonly #options: S3Options;
  #client: Promise<{ client: S3Client; sdk: S3Sdk }> | undefined;

  constructor(options: S3Options) {
    super();
    this.bucket = options.bucket;
    this.description = `S3 bucket ${options.bucket}${options.endpoint ? ` at ${new URL(options.endpoint).host}` : ''}`;
    this.#options = options;
  }

  /** The client, made on first use together with the SDK it comes from. */
  #s3(): Promise<{ client: S3Client; sdk: S3Sdk }> {
    this.#client ??= loadS3().then((sdk) => {
      const options = this.#options;
      const client = new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        // Without keys the SDK's own chain applies (AWS_* variables, an instance or task role).
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
        // Checksums only where S3 requires them: many S3-compatible stores refuse the newer ones.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
        // An address that never answers fails the request instead of holding it open.
        requestHandler: { connectionTimeout: 5_000 },
      });
      return { client, sdk };
    });
    return this.#client;
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    checkKey(key);
    const { client, sdk } = await this.#s3();
    try {
      await client.send(
        new sdk.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentLength: data.byteLength }),
      );
    } catch (err) {
      throw writeRefused(err);
    }
  }

  private async open(key: string) {
    const { client, sdk } = await this.#s3();
    try {
      return await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
    } catch (err) {
      throw isNoSuchKey(err) ? storedFileMissing() : err;
    }
  }

  async get(key: string): Promise<Buffer> {
    const res = await this.open(key);
    if (!res.Body) throw storedFileMissing();
    return Buffer.from(await res.Body.transformToByteArray());
  }

  async stream(key: string): Promise<StoredStream> {
    const res = await this.open(key);
    if (!res.Body) throw storedFileMissing();
    const body = res.Body instanceof Readable ? res.Body : Readable.fromWeb(res.Body.transformToWebStream() as never);
    return { body, size: res.ContentLength ?? 0 };
  }

  async remove(key: string): Promise<void> {
    // Deleting a key that is not there succeeds in S3.
    const { client, sdk } = await this.#s3();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  async removePrefix(prefix: string): Promise<void> {
    checkPrefix(prefix);
    const { client, sdk } = await this.#s3();
    let batch: string[] = [];
    const flush = async () => {
      if (!batch.length) return;
      const res = await client.send(
        new sdk.DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      batch = [];
      if (res.Errors?.length) throw new Error(`could not delete ${res.Errors.length} objects under ${prefix}/`);
    };
    for await (const { key } of this.list(prefix)) {
      batch.push(key);
      if (batch.length === 1000) await flush();
    }
    await flush();
  }

  async sizeUnder(prefix: string): Promise<number> {
    let total = 0;
    try {
      for await (const entry of this.list(prefix)) total += entry.size;
    } catch (err) {
      // Asked before a file is stored (the quota): a bucket that cannot be listed cannot be written.
      throw writeRefused(err);
    }
    return total;
  }

  async *list(prefix?: string): AsyncIterable<{ key: string; size: number }> {
    const Prefix = prefix === undefined ? undefined : `${checkPrefix(prefix)}/`;
    const { client, sdk } = await this.#s3();
    let ContinuationToken: string | undefined;
    do {
      const res = await client.send(new sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix, ContinuationToken }));
      for (const o of res.Contents ?? []) if (o.Key) yield { key: o.Key, size: o.Size ?? 0 };
      ContinuationToken = res.IsTruncated ? res.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  /** The size of one object, or undefined when it is not there. */
  async sizeOf(key: string): Promise<number | undefined> {
    const { client, sdk } = await this.#s3();
    try {
      const res = await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return res.ContentLength ?? 0;
    } catch (err) {
      if (isNoSuchKey(err)) return undefined;
      throw err;
    }
  }

  async check(): Promise<void> {
    const { client, sdk } = await this.#s3();
    await client.send(new sdk.HeadBucketCommand({ Bucket: this.bucket }));
  }

  override async close(): Promise<void> {
    if (this.#client) (await this.#client).client.destroy();
  }
}

/**
 * Sends a stored file as the answer, with its length; the caller has checked who may read it and
 * sets the type and other headers in `headers`. A file no longer stored is a 404.
 */
export async function sendStored(
  reply: FastifyReply,
  files: ObjectStore,
  key: string,
  headers: Record<string, string>,
  missing: () => Error = storedFileMissing,
): Promise<FastifyReply> {
  const file = await files.stream(key).catch((err) => {
    throw err instanceof HttpError && err.status === 404 ? missing() : err;
  });
  return reply.headers({ ...headers, 'content-length': String(file.size) }).send(file.body);
}

/** The store the configuration asks for: the bucket when S3_BUCKET is set, else DATA_DIR/files. */
export function openStore(config: Pick<Config, 'dataDir' | 's3'>): ObjectStore {
  return config.s3 ? new S3Store(config.s3) : new FileStore(config.dataDir);
}

/** Why the bucket cannot be used, in one line for the start-up error (never the keys). */
export function describeS3Error(err: unknown, bucket: string): string {
  const status = statusOf(err);
  const name = nameOf(err);
  if (name === 'NoSuchBucket' || (status === 404 && name === 'NotFound'))
    return `the bucket ${bucket} does not exist (S3_BUCKET)`;
  if (status === 403 || name === 'AccessDenied' || name === 'InvalidAccessKeyId' || name === 'SignatureDoesNotMatch')
    return `access to the bucket ${bucket} was refused: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`;
  if (status === 301 || name === 'PermanentRedirect') return `the bucket ${bucket} is in another region (S3_REGION)`;
  const code = (err as { code?: string } | undefined)?.code;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT' || code === 'EAI_AGAIN')
    return `the object store cannot be reached (${code}): check S3_ENDPOINT`;
  return `${name ?? 'error'}${status ? ` (HTTP ${status})` : ''}: ${(err as Error)?.message ?? String(err)}`;
}
