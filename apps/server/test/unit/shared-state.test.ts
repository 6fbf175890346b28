// What server processes share outside the database rows: the session-change notices (PostgreSQL
// LISTEN/NOTIFY) and the upload rate (Redis). Each part runs when its service answers locally and
// prints why it is skipped otherwise.
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresBus } from '../../src/lib/session-bus.ts';
import { SharedUploadRate } from '../../src/lib/upload-rate.ts';

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const quiet = () => {};
const log = { warn: quiet, info: quiet, error: quiet } as unknown as FastifyBaseLogger;

async function pgAnswers(): Promise<boolean> {
  const c = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2_000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: 6379 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => done(String(d).startsWith('+PONG')));
  });
}

const until = async (check: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return check();
};

describe('session change notices between processes', () => {
  it('reach the other process, not the sender, and keep coming after the listening connection is cut', async () => {
    if (!(await pgAnswers())) {
      console.log(`Session notices: skipped, PostgreSQL does not answer at ${pgUrl}`);
      return;
    }
    // A database of this test's own, so that only its listeners are cut below.
    const name = `sommai_bus_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const own = new URL(pgUrl);
    own.pathname = `/${name}`;
    const url = own.toString();
    const heardByA: (string | undefined)[] = [];
    const heardByB: (string | undefined)[] = [];
    const a = await postgresBus({ url, log, onForget: (id) => heardByA.push(id), retryMs: 50 });
    const b = await postgresBus({ url, log, onForget: (id) => heardByB.push(id), retryMs: 50 });
    const user = `user-${randomBytes(4).toString('hex')}`;
    try {
      a.publish(user);
      expect(await until(() => heardByB.includes(user))).toBe(true);
      expect(heardByA).not.toContain(user);

      // The server drops B's listening connection (a restart, a network cut, an idle timeout).
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query like 'LISTEN %'`,
        [name],
      );
      // B forgets everything it had (it may have missed notices), then listens again.
      expect(await until(() => heardByB.includes(undefined))).toBe(true);
      expect(await until(() => b.live)).toBe(true);
      const later = `${user}-later`;
      a.publish(later);
      expect(await until(() => heardByB.includes(later))).toBe(true);
    } finally {
      await a.close();
      await b.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 30_000);
});

describe('upload rate shared through Redis', () => {
  it('counts the uploads of one user made through two processes together', async () => {
    if (!(await redisAnswers())) {
      console.log('Shared upload rate: skipped, nothing answers at 127.0.0.1:6379');
      return;
    }
    const one = new Redis('redis://127.0.0.1:6379');
    const two = new Redis('redis://127.0.0.1:6379');
    try {
      const user = `rate-${randomBytes(4).toString('hex')}`;
      const first = new SharedUploadRate(one, 3);
      const second = new SharedUploadRate(two, 3);
      await first.take(user);
      await second.take(user);
      await first.take(user);
      await expect(second.take(user)).rejects.toMatchObject({ status: 429, code: 'UPLOAD_RATE_LIMITED' });
      // Another user has a count of their own.
      await expect(second.take(`${user}-other`)).resolves.toBeUndefined();
      await one.del(`sommai:uploads:${user}`, `sommai:uploads:${user}-other`);
    } finally {
      one.disconnect();
      two.disconnect();
    }
  });
});
