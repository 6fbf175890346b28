// The two places files are kept behave the same: DATA_DIR/files and an S3 bucket (s3rver).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { MESSAGES } from '@sommai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { HttpError } from '../../src/lib/errors.ts';
import { FileStore, type ObjectStore, S3Store } from '../../src/lib/storage.ts';
import { copyToBucket } from '../../src/lib/storage-copy.ts';
import { keysIn, startS3, type TestBucket } from '../s3.ts';

let s3: TestBucket;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sommai-store-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const bytes = (s: string) => new Uint8Array(Buffer.from(s));

async function refusal(p: Promise<unknown>): Promise<HttpError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

describe.each([
  ['DATA_DIR/files', () => new FileStore(tempDir()) as ObjectStore],
  ['an S3 bucket', () => s3.store as ObjectStore],
])('files kept in %s', (_, make) => {
  let store: ObjectStore;
  let owner = 0;
  beforeAll(() => {
    store = make();
  });
  const nextOwner = () => `u${++owner}${Math.random().toString(36).slice(2, 8)}`;

  it('gives back what was put, whole or as a stream with its length', async () => {
    const u = nextOwner();
    await store.put(`${u}/a.txt`, bytes('Chablis is Chardonnay'));
    expect((await store.get(`${u}/a.txt`)).toString()).toBe('Chablis is Chardonnay');
    const opened = await store.stream(`${u}/a.txt`);
    expect(opened.size).toBe(21);
    expect(await text(opened.body)).toBe('Chablis is Chardonnay');
    await store.put(`${u}/a.txt`, bytes('replaced'));
    expect((await store.get(`${u}/a.txt`)).toString()).toBe('replaced');
  });

  it('says 404 for a file that is not there, and removing it twice is fine', async () => {
    const u = nextOwner();
    await store.put(`${u}/gone.png`, bytes('x'));
    await store.remove(`${u}/gone.png`);
    await store.remove(`${u}/gone.png`);
    for (const p of [store.get(`${u}/gone.png`), store.stream(`${u}/gone.png`)]) {
      const err = await refusal(p);
      expect(err.status).toBe(404);
      expect(err.message).toBe(MESSAGES.storedFileMissing);
    }
  });

  it('adds up and removes a folder, leaving its neighbours', async () => {
    const u = nextOwner();
    await store.put(`${u}/models/m1/00.jpg`, bytes('12345'));
    await store.put(`${u}/models/m1/result-0.png`, bytes('123'));
    await store.put(`${u}/models/m10/00.jpg`, bytes('1234567'));
    await store.put(`${u}/keep.pdf`, bytes('pdf'));
    expect(await store.sizeUnder(`${u}/models`)).toBe(15);
    expect(await store.sizeUnder(`${u}/models/m1`)).toBe(8);
    expect(await store.sizeUnder(`${u}/nothing`)).toBe(0);
    await store.removePrefix(`${u}/models/m1`);
    expect(await keysIn(store, u)).toEqual([`${u}/keep.pdf`, `${u}/models/m10/00.jpg`]);
    await store.removePrefix(`${u}/models/none`);
  });

  it('refuses keys that would leave the store', async () => {
    await expect(store.put('../etc/passwd', bytes('x'))).rejects.toThrow(/bad storage key/);
    await expect(store.get('u1/../../x')).rejects.toThrow(/bad storage key/);
    await expect(store.removePrefix('..')).rejects.toThrow(/bad storage folder/);
  });

  it('removes the file again when its row cannot be written', async () => {
    const u = nextOwner();
    await expect(
      store.putWithRecord(`${u}/file`, bytes('x'), async () => {
        throw new Error('row refused');
      }),
    ).rejects.toThrow('row refused');
    expect(await keysIn(store, u)).toEqual([]);
  });

  it('is reachable', async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });
});

describe('a bucket that refuses writes', () => {
  it('answers 507 when the bucket does not exist or the store cannot be reached', async () => {
    const missing = new S3Store({ ...optionsOf(s3), bucket: 'no-such-bucket' });
    const down = new S3Store({ ...optionsOf(s3), endpoint: 'http://127.0.0.1:9' });
    try {
      for (const store of [missing, down]) {
        const err = await refusal(store.put('u1/file.png', bytes('x')));
        expect(err.status).toBe(507);
        expect(err.code).toBe('STORAGE_WRITE_FAILED');
        await expect(store.check()).rejects.toBeTruthy();
      }
    } finally {
      await missing.close();
      await down.close();
    }
  });
});

function optionsOf(b: TestBucket) {
  return {
    bucket: b.env.S3_BUCKET,
    endpoint: b.env.S3_ENDPOINT,
    region: b.env.S3_REGION,
    accessKeyId: b.env.S3_ACCESS_KEY_ID,
    secretAccessKey: b.env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  };
}

describe('copying DATA_DIR/files into a bucket', () => {
  it('copies every stored file once, skips what is there on the next run, and ignores writes cut off', async () => {
    const bucket = await startS3('sommai-copy');
    try {
      const dataDir = tempDir();
      const local = new FileStore(dataDir);
      await local.put('u1/a1', bytes('attachment'));
      await local.put('u1/p1.pdf', bytes('%PDF-1.7 …'));
      await local.put('u2/models/m1/result-0.png', bytes('png'));
      mkdirSync(path.join(dataDir, 'files', 'u2'), { recursive: true });
      writeFileSync(path.join(dataDir, 'files', 'u2', 'i1.png.part-0123456789ab'), 'half a file');

      const first = await copyToBucket(local, bucket.store);
      expect(first).toMatchObject({ copied: 3, skipped: 0, failed: 0 });
      expect(await keysIn(bucket.store)).toEqual(['u1/a1', 'u1/p1.pdf', 'u2/models/m1/result-0.png']);
      expect((await bucket.store.get('u1/p1.pdf')).toString()).toBe('%PDF-1.7 …');

      await local.put('u3/new.png', bytes('new'));
      await local.put('u1/a1', bytes('attachment, longer now'));
      const second = await copyToBucket(local, bucket.store);
      expect(second).toMatchObject({ copied: 2, skipped: 2, failed: 0 });
      expect((await bucket.store.get('u1/a1')).toString()).toBe('attachment, longer now');
    } finally {
      await bucket.stop();
    }
  });
});

describe('S3 configuration', () => {
  const base = () => ({ DATA_DIR: tempDir() });
  it('keeps files in DATA_DIR/files without S3_BUCKET', () => {
    expect(loadConfig(base()).s3).toBeUndefined();
  });

  it('reads the bucket settings', () => {
    expect(
      loadConfig({
        ...base(),
        S3_BUCKET: 'sommai-files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: '1',
      }).s3,
    ).toEqual({
      bucket: 'sommai-files',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it.each([
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_BUCKET: required when S3_ENDPOINT is set'],
    [
      { S3_BUCKET: 'sommai-files', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'id' },
      'S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set',
    ],
    [{ S3_BUCKET: 'sommai-files' }, 'S3_REGION: required when S3_BUCKET is set without S3_ENDPOINT'],
    [{ S3_BUCKET: 'Sommai_Files', S3_REGION: 'eu-west-1' }, 'S3_BUCKET must be a bucket name'],
    [{ S3_BUCKET: 'sommai-files', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must'],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig({ ...base(), ...env })).toThrow(message);
  });

  it('never puts the secret key in an error', () => {
    let message = '';
    try {
      loadConfig({ ...base(), S3_SECRET_ACCESS_KEY: 'very-secret-value' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('S3_BUCKET: required when S3_SECRET_ACCESS_KEY is set');
    expect(message).not.toContain('very-secret-value');
  });
});
