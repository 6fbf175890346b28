// An S3-compatible server for the tests (s3rver: files in a temporary folder, nothing downloaded),
// on a free port, with one empty bucket, and the S3_* variables that point the app at it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3Store } from '../src/lib/storage.ts';

export interface TestBucket {
  /** S3_* variables for the app. */
  env: Record<string, string>;
  /** A store on the bucket, to look at what the app wrote. */
  store: S3Store;
  endpoint: string;
  stop(): Promise<void>;
}

export async function startS3(bucket = 'sommai-test'): Promise<TestBucket> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sommai-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: dir,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const store = new S3Store({
    bucket,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  return {
    env,
    store,
    endpoint,
    async stop() {
      await store.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Every key in a store, sorted. */
export async function keysIn(store: { list(prefix?: string): AsyncIterable<{ key: string }> }, prefix?: string) {
  const keys: string[] = [];
  for await (const { key } of store.list(prefix)) keys.push(key);
  return keys.sort();
}
