// The embedded database's lock file: one server per DATA_DIR, and a lock whose owner is gone never
// blocks the next start.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../src/db/index.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sommai-lock-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const lockFile = () => path.join(dir, 'db.lock');
const heldBy = (pid: number, host = hostname()) => writeFileSync(lockFile(), JSON.stringify({ pid, host }));
const sayUsePostgres = /is in use by another SommAI server.*give them all one PostgreSQL database \(DATABASE_URL\)/;

describe('the DATA_DIR lock', () => {
  it('is taken and let go', () => {
    const release = lockDataDir(dir);
    expect(existsSync(lockFile())).toBe(true);
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses a second server while the first runs, naming its process', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      heldBy(other.pid as number);
      expect(() => lockDataDir(dir)).toThrow(sayUsePostgres);
      expect(() => lockDataDir(dir)).toThrow(`process ${other.pid}`);
    } finally {
      const gone = new Promise((r) => other.once('exit', r));
      other.kill('SIGKILL');
      await gone;
    }
    // Its owner is gone now (as after kill -9): the next server takes the lock.
    const release = lockDataDir(dir);
    release();
  });

  it('takes over a lock from another host only once its owner stopped touching it', () => {
    heldBy(12345, 'another-container');
    expect(() => lockDataDir(dir)).toThrow(sayUsePostgres);
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(lockFile(), minuteAgo, minuteAgo);
    const release = lockDataDir(dir);
    release();
  });

  it('takes over an empty lock file, left by a process that died while writing it', () => {
    writeFileSync(lockFile(), '');
    const release = lockDataDir(dir);
    release();
  });
});
