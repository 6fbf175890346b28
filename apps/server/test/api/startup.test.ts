// The real server started with something wrong in its setting: it exits with code 1 and one line
// that names the path or variable and says what is wrong, in words.
import { spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestBucket } from '../s3.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const localNode = path.join(root, 'node_modules', '.bin', 'node');
const node = existsSync(localNode) ? localNode : process.execPath;
/** The superuser may write anywhere, so unwritable places are tried as an unprivileged user. */
const asUnprivileged = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sommai-startup-'));
  chmodSync(dir, 0o755);
});
afterAll(() => {
  if (existsSync(path.join(dir, 'locked'))) chmodSync(path.join(dir, 'locked'), 0o755);
  rmSync(dir, { recursive: true, force: true });
});

async function start(
  env: Record<string, string>,
  options: { uid?: number; gid?: number } = {},
  /** A shell line the server is started through (`exec "$0" "$@"` runs it). */
  through?: string,
) {
  const argv = [node, 'apps/server/src/main.js'];
  const [command, ...args] = through ? ['sh', '-c', through, ...argv] : argv;
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), SLOW - 5_000);
    child.once('exit', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  return { code, lines: stderr.trim().split('\n'), stdout };
}

/** Exit code 1, and one line that starts the same way for every cause and never says "undefined". */
function expectOneLine(result: Awaited<ReturnType<typeof start>>, ...parts: (string | RegExp)[]) {
  expect(result.code).toBe(1);
  expect(result.lines).toHaveLength(1);
  const [line] = result.lines;
  expect(line).toMatch(/^SommAI cannot start\. /);
  expect(line).not.toMatch(/undefined|\[object/);
  for (const part of parts) expect(line).toMatch(part);
  expect(result.stdout).not.toMatch(/is running/);
}

const pgProject = process.env.TEST_DB === 'postgres';
/** Each start is a process of its own, on a machine that may be busy. */
const SLOW = 90_000;

describe.skipIf(pgProject)('DATA_DIR', () => {
  it(
    'says a DATA_DIR that is a file is a file',
    async () => {
      const file = path.join(dir, 'a-file');
      writeFileSync(file, 'not a directory');
      expectOneLine(await start({ DATA_DIR: file }), `DATA_DIR ${file}`, /is a file, not a directory/);
      expectOneLine(
        await start({ DATA_DIR: path.join(file, 'data') }),
        `DATA_DIR ${path.join(file, 'data')}`,
        /a part of the path is a file/,
      );
    },
    SLOW,
  );

  it(
    'says a DATA_DIR this process may not write is not writable',
    async () => {
      const locked = path.join(dir, 'locked');
      mkdirSync(locked);
      chmodSync(locked, 0o555);
      expectOneLine(await start({ DATA_DIR: locked }, asUnprivileged), `DATA_DIR ${locked}`, /permission denied/);
      expectOneLine(
        await start({ DATA_DIR: path.join(locked, 'data') }, asUnprivileged),
        `DATA_DIR ${path.join(locked, 'data')}`,
        /cannot be created: permission denied/,
      );
    },
    SLOW,
  );
});

describe.skipIf(pgProject)('the embedded database', () => {
  it(
    'says why its directory cannot be used, where the database itself gives only an error number',
    async () => {
      // DATA_DIR is the server's own, but the database directory in it may not be written.
      const data = path.join(dir, 'data-with-locked-db');
      mkdirSync(path.join(data, 'db'), { recursive: true });
      if (asUnprivileged.uid !== undefined) chownSync(data, asUnprivileged.uid, asUnprivileged.gid);
      chmodSync(path.join(data, 'db'), 0o555);
      const result = await start({ DATA_DIR: data }, asUnprivileged);
      chmodSync(path.join(data, 'db'), 0o755);
      expectOneLine(result, `Cannot open the embedded database in ${path.join(data, 'db')}`, /permission denied/);
    },
    SLOW,
  );
});

describe.skipIf(pgProject)('a new embedded database', () => {
  it(
    'says why it could not be made, and leaves no part of it for a later start to take as a database',
    async () => {
      // Files may not grow beyond 64 KB (the database's largest are 1 MB): the making fails half-way,
      // as on a full disk. The signal such a write raises is ignored, so the write fails with EFBIG.
      const data = path.join(dir, 'data-file-size-limit');
      const result = await start({ DATA_DIR: data }, {}, 'trap "" XFSZ; ulimit -f 128; exec "$0" "$@"');
      expectOneLine(result, `Cannot open the embedded database in ${path.join(data, 'db')}`, /file size limit/);
      expect(readdirSync(data).filter((name) => name.startsWith('db'))).toEqual([]);
    },
    SLOW,
  );
});

describe.skipIf(pgProject)('PORT', () => {
  it(
    'says when another program is using the port',
    async () => {
      const { createServer } = await import('node:net');
      const taken = createServer();
      await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
      const port = (taken.address() as { port: number }).port;
      try {
        expectOneLine(
          await start({ DATA_DIR: path.join(dir, 'data-port'), PORT: String(port) }),
          `Cannot listen on 127.0.0.1:${port} (HOST, PORT)`,
          /another program is using that port/,
        );
      } finally {
        await new Promise((r) => taken.close(r));
      }
    },
    SLOW,
  );
});

describe.skipIf(pgProject)('DATABASE_URL', () => {
  const dataDir = () => path.join(dir, 'data');

  it(
    'says a DATABASE_URL that cannot be read is not a connection URL',
    async () => {
      expectOneLine(
        await start({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://user:pa@ss@db:port/x' }),
        /DATABASE_URL is not a valid connection URL/,
      );
      expectOneLine(
        await start({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://localhost/sommai' }),
        /DATABASE_URL must start with postgres:\/\//,
      );
    },
    SLOW,
  );

  it(
    'says which host is unknown and where nothing answers',
    async () => {
      expectOneLine(
        await start({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://sommai:secret@no-such-host.invalid:5432/sommai' }),
        /DATABASE_URL/,
        /the host no-such-host\.invalid was not found/,
      );
      // A port nobody listens on: the one a server just let go of.
      const { createServer } = await import('node:net');
      const probe = createServer();
      await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
      const port = (probe.address() as { port: number }).port;
      await new Promise((r) => probe.close(r));
      const refused = await start({
        DATA_DIR: dataDir(),
        DATABASE_URL: `postgres://sommai:secret@127.0.0.1:${port}/x`,
      });
      expectOneLine(refused, /DATABASE_URL/, new RegExp(`nothing accepts connections at 127\\.0\\.0\\.1:${port}`));
      // The password is never printed.
      expect(refused.lines[0]).not.toContain('secret');
    },
    SLOW,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'says which database does not exist',
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = '/sommai_no_such_database';
      expectOneLine(
        await start({ DATA_DIR: dataDir(), DATABASE_URL: url.toString() }),
        /DATABASE_URL/,
        /the database "sommai_no_such_database" does not exist/,
      );
    },
    SLOW,
  );
});

describe.skipIf(pgProject)('S3_BUCKET', () => {
  const dataDir = () => path.join(dir, 'data');
  let s3: TestBucket;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(async () => {
    await s3?.stop();
  });

  it(
    'says which bucket does not exist',
    async () => {
      expectOneLine(
        await start({ DATA_DIR: dataDir(), ...s3.env, S3_BUCKET: 'no-such-bucket' }),
        /object storage: the bucket no-such-bucket does not exist \(S3_BUCKET\)/,
      );
    },
    SLOW,
  );

  it(
    'says the keys were refused, never printing the secret',
    async () => {
      const refused = await start({
        DATA_DIR: dataDir(),
        ...s3.env,
        S3_ACCESS_KEY_ID: 'someone-else',
        S3_SECRET_ACCESS_KEY: 'a-secret-never-printed',
      });
      expectOneLine(
        refused,
        /access to the bucket sommai-test was refused: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
      );
      expect(refused.lines[0]).not.toContain('a-secret-never-printed');
    },
    SLOW,
  );

  it(
    'says where no store answers, and that an endpoint needs a bucket',
    async () => {
      expectOneLine(
        await start({ DATA_DIR: dataDir(), ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' }),
        /the object store cannot be reached \(ECONNREFUSED\): check S3_ENDPOINT/,
      );
      expectOneLine(
        await start({ DATA_DIR: dataDir(), S3_ENDPOINT: s3.endpoint }),
        /S3_BUCKET: required when S3_ENDPOINT is set/,
      );
    },
    SLOW,
  );

  it(
    'starts on a bucket and says so',
    async () => {
      const child = spawn(node, ['apps/server/src/main.js'], {
        cwd: root,
        env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir(), ...s3.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      const running = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), SLOW - 5_000);
        child.stdout.on('data', (d) => {
          stdout += d;
          if (stdout.includes('storage:')) {
            clearTimeout(timer);
            resolve(true);
          }
        });
        child.once('exit', () => resolve(false));
      });
      child.kill('SIGTERM');
      expect(running).toBe(true);
      expect(stdout).toMatch(/storage: S3 bucket sommai-test at 127\.0\.0\.1:\d+/);
      expect(stdout).not.toContain('S3RVER');
    },
    SLOW,
  );
});

describe.skipIf(pgProject)('REDIS_URL', () => {
  it(
    'says a REDIS_URL is not one, and where no Redis answers, without its password',
    async () => {
      const dataDir = path.join(dir, 'data-redis');
      expectOneLine(
        await start({ DATA_DIR: dataDir, REDIS_URL: 'http://127.0.0.1:6379' }),
        /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/,
      );
      const { createServer } = await import('node:net');
      const probe = createServer();
      await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
      const port = (probe.address() as { port: number }).port;
      await new Promise((r) => probe.close(r));
      const refused = await start({ DATA_DIR: dataDir, REDIS_URL: `redis://:hunter2secret@127.0.0.1:${port}` });
      expectOneLine(
        refused,
        /Cannot connect to Redis at .* \(REDIS_URL\)/,
        new RegExp(`nothing accepts connections at 127\\.0\\.0\\.1:${port}`),
      );
      expect(refused.lines[0]).not.toContain('hunter2secret');
    },
    SLOW,
  );
});
