// Several real servers: two processes started at the same instant on one empty PostgreSQL database
// (and Redis, when one answers at 127.0.0.1:6379), as behind a load balancer. Both start, migrations
// run once, sign-in limits hold across them, and a sign-out or a plan change on one is seen by the
// other within a second. Also: a second server on the same embedded DATA_DIR stops and says why.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../helpers.ts';
import { exited, type ServerProcess, spawnServer, stopServer } from '../server-process.ts';

/** Each server is a process of its own, on a machine that may be busy. */
const SLOW = 120_000;
const ADMIN_SECRET = 'several-servers-admin-key';
const AUTH_SECRET = randomBytes(32).toString('base64url');

/** PostgreSQL for this file: TEST_DATABASE_URL, or the local server with trust auth. */
const pgBase = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function reachable(url: string): Promise<string | undefined> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await c.connect();
    await c.end();
    return undefined;
  } catch (err) {
    return (err as Error).message;
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

async function json(res: Response) {
  return (await res.json()) as Record<string, unknown>;
}

/** An address of its own for each client, so that no count of another test or run is shared. */
const someAddress = () => `10.${randomBytes(3).join('.')}`;

function call(
  base: string,
  url: string,
  init: { method?: string; token?: string; body?: unknown; from?: string } = {},
) {
  return fetch(`${base}${url}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      // The servers trust the test as their proxy (TRUST_PROXY), so this is the client's address.
      'x-forwarded-for': init.from ?? someAddress(),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
}

async function signUp(base: string, email = uniqueEmail('several')) {
  const res = await call(base, '/api/account/sign-up', {
    body: { name: 'Several Taster', email, password: 'correct horse battery' },
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { token: string; user: { id: string } };
  return { token: body.token, id: body.user.id, email };
}

/** Asks until `check` answers true, for at most `ms`; the answer of the last try. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= end) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const pgProject = process.env.TEST_DB === 'postgres';
let skipReason: string | undefined;
let database: { url: string; name: string } | undefined;
let redis = false;
let a: ServerProcess | undefined;
let b: ServerProcess | undefined;

beforeAll(async () => {
  if (pgProject) return; // this file makes its own database; one run is enough
  const unreachable = await reachable(pgBase);
  if (unreachable) {
    skipReason = `PostgreSQL is not reachable at ${pgBase} (${unreachable})`;
    console.log(`Several servers on PostgreSQL: skipped, ${skipReason}`);
    return;
  }
  const name = `sommai_multi_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgBase });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(pgBase);
  url.pathname = `/${name}`;
  database = { url: url.toString(), name };

  redis = await redisAnswers();
  if (!redis)
    console.log('Several servers: the shared request limits (Redis) are skipped: nothing answers at 127.0.0.1:6379');

  const env = (dir: string) => ({
    DATABASE_URL: database?.url ?? '',
    DATA_DIR: dir,
    AUTH_SECRET,
    ADMIN_SECRET,
    // Few route-limited requests, so that the shared count shows with a handful of sign-ups.
    RATE_LIMIT_AUTH_MAX: '4',
    TRUST_PROXY: '127.0.0.1',
    ...(redis ? { REDIS_URL: `redis://127.0.0.1:6379/0` } : {}),
  });
  const dirs = [
    mkdtempSync(path.join(tmpdir(), 'sommai-multi-a-')),
    mkdtempSync(path.join(tmpdir(), 'sommai-multi-b-')),
  ];
  // The same instant, on an empty database: both migrate, one waits for the other.
  const first = spawnServer(env(dirs[0]));
  const second = spawnServer(env(dirs[1]));
  const started = await Promise.allSettled([first.ready, second.ready]);
  if (started[0].status === 'fulfilled') a = started[0].value;
  if (started[1].status === 'fulfilled') b = started[1].value;
  for (const dir of dirs) afterAllCleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  startErrors = started.filter((s) => s.status === 'rejected').map((s) => String((s as PromiseRejectedResult).reason));
}, SLOW);

const afterAllCleanup: (() => void)[] = [];
let startErrors: string[] = [];

afterAll(async () => {
  await Promise.all([a, b].map((s) => (s ? stopServer(s.child) : undefined)));
  for (const clean of afterAllCleanup) clean();
  if (database) {
    const admin = new pg.Client({ connectionString: pgBase });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
    await admin.end();
  }
}, SLOW);

describe.skipIf(pgProject)('two servers on one PostgreSQL database', () => {
  const servers = () => {
    if (skipReason) return undefined;
    expect(startErrors).toEqual([]);
    return { a: a as ServerProcess, b: b as ServerProcess };
  };

  it('both start at the same instant on an empty database, and both serve', async () => {
    const s = servers();
    if (!s) return;
    for (const server of [s.a, s.b]) {
      const ready = await call(server.base, '/api/ready');
      expect(ready.status).toBe(200);
      expect(await json(ready)).toMatchObject({ status: 'ready', database: 'ok', storage: 'ok' });
    }
    // Written through one, read through the other.
    const u = await signUp(s.a.base);
    const me = await call(s.b.base, '/api/me', { token: u.token });
    expect(me.status).toBe(200);
    expect((await json(me)).email).toBe(u.email);
    if (!redis) expect(s.a.output()).toMatch(/rate limits: counted per server process/);
  });

  it('refuses the sign-ins of a guesser who spreads them over both servers', async () => {
    const s = servers();
    if (!s) return;
    const u = await signUp(s.a.base);
    const codes: number[] = [];
    const guesser = someAddress();
    for (let i = 0; i < 11; i++) {
      const res = await call(i % 2 === 0 ? s.a.base : s.b.base, '/api/account/sign-in', {
        body: { email: u.email, password: `wrong password ${i}` },
        from: guesser,
      });
      codes.push(res.status);
    }
    // Three failures (two on the first server, one on the second) slow the account down on both:
    // the second server refuses its second try although it saw only one failure itself.
    expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
    expect(codes[3]).toBe(429);
    expect(codes[10]).toBe(429);
  });

  it('refuses a token signed out on one server on the other within a second', async () => {
    const s = servers();
    if (!s) return;
    const u = await signUp(s.a.base);
    // The other server has the session in its cache (SESSION_CACHE_MS is 5 s by default).
    expect((await call(s.b.base, '/api/account/session', { token: u.token })).status).toBe(200);
    expect((await call(s.b.base, '/api/account/session', { token: u.token })).status).toBe(200);
    const out = await call(s.a.base, '/api/account/sign-out', { method: 'POST', token: u.token });
    expect(out.status).toBe(200);
    const refused = await within(1_000, async () => {
      return (await call(s.b.base, '/api/account/session', { token: u.token })).status === 401;
    });
    expect(refused).toBe(true);
  });

  it('locks level 3 on one server within a second of a plan downgrade on the other', async () => {
    const s = servers();
    if (!s) return;
    const admin = await signUp(s.a.base);
    const access = await call(s.a.base, '/api/admin/access', { token: admin.token, body: { key: ADMIN_SECRET } });
    expect(access.status).toBe(200);
    const u = await signUp(s.a.base);
    const setPlan = (plan: string) =>
      call(s.a.base, `/api/admin/users/${u.id}/plan`, { method: 'PUT', token: admin.token, body: { plan } });
    expect((await setPlan('cru')).status).toBe(200);
    const level3 = () => call(s.b.base, '/api/preferences', { method: 'PUT', token: u.token, body: { level: 3 } });
    expect(
      await within(1_000, async () => (await level3()).status === 200),
      'Cru opens level 3 on the other server',
    ).toBe(true);
    expect((await setPlan('classic')).status).toBe(200);
    const locked = await within(1_000, async () => {
      const res = await level3();
      return res.status === 403 && (await json(res)).error !== undefined;
    });
    expect(locked).toBe(true);
    const res = await level3();
    expect(((await json(res)).error as { code: string }).code).toBe('LEVEL_LOCKED');
  });

  it(
    'writes a broadcast to 10,000 users as a job, once each, while the other server keeps answering',
    async () => {
      const s = servers();
      if (!s) return;
      const admin = await signUp(s.a.base);
      expect(
        (await call(s.a.base, '/api/admin/access', { token: admin.token, body: { key: ADMIN_SECRET } })).status,
      ).toBe(200);
      const reader = await signUp(s.b.base);
      // 10,000 accounts in one statement.
      const seed = new pg.Client({ connectionString: database?.url });
      await seed.connect();
      const seeded = `bulk-${randomBytes(3).toString('hex')}-`;
      try {
        await seed.query(
          `insert into "user" (id, name, email, email_verified)
         select $1 || g, 'Bulk Taster ' || g, $1 || g || '@example.com', true from generate_series(1, 10000) as g`,
          [seeded],
        );

        const res = await call(s.a.base, '/api/admin/messages', {
          token: admin.token,
          body: {
            title: 'Harvest report',
            content: 'The 2026 harvest is in.',
            messageType: 'announcement',
            recipients: 'all',
          },
        });
        // Accepted with the audience counted, the messages still to be written.
        expect(res.status).toBe(201);
        const sent = (await json(res)).broadcast as { id: string; recipientCount: number; deliveredAt: string | null };
        expect(sent.deliveredAt).toBeNull();
        expect(sent.recipientCount).toBeGreaterThanOrEqual(10_001);

        // The other server answers its users all along, until one of the two has written every message.
        const answers: number[] = [];
        const delivered = await within(90_000, async () => {
          answers.push((await call(s.b.base, '/api/me', { token: reader.token })).status);
          const list = await call(s.b.base, '/api/admin/messages', { token: admin.token });
          answers.push(list.status);
          const found = ((await list.json()) as { id: string; deliveredAt: string | null }[]).find(
            (b) => b.id === sent.id,
          );
          return Boolean(found?.deliveredAt);
        });
        expect(delivered).toBe(true);
        expect(answers.length).toBeGreaterThan(0);
        expect(answers.every((code) => code === 200)).toBe(true);

        // Every recipient exactly once: the seeded ones, and the user who signed up on the other server.
        const { rows } = await seed.query<{ n: number; people: number; bulk: number; twice: number }>(
          `select count(*)::int as n, count(distinct recipient_id)::int as people,
           count(*) filter (where recipient_id like $2 || '%')::int as bulk,
           (select count(*)::int from (select 1 from message where broadcast_id = $1
              group by recipient_id having count(*) > 1) as d) as twice
         from message where broadcast_id = $1`,
          [sent.id, seeded],
        );
        expect(rows[0]).toEqual({ n: sent.recipientCount, people: sent.recipientCount, bulk: 10_000, twice: 0 });
        const inbox = await call(s.b.base, `/api/messages/user/${reader.id}`, { token: reader.token });
        const mine = ((await json(inbox)).data as { title: string }[]).filter((m) => m.title === 'Harvest report');
        expect(mine).toHaveLength(1);
      } finally {
        await seed.end();
      }
    },
    SLOW,
  );

  it('shares the request limits of a route through Redis', async () => {
    const s = servers();
    if (!s) return;
    if (!redis) {
      console.log('Shared request limits: skipped, nothing answers at 127.0.0.1:6379');
      return;
    }
    // Sign-up allows RATE_LIMIT_AUTH_MAX (4) requests a minute per address, counted once for both servers.
    // Alone, each server would let all of them through (three on one, two on the other).
    const codes: number[] = [];
    const from = someAddress();
    for (let i = 0; i < 5; i++) {
      const res = await call(i % 2 === 0 ? s.a.base : s.b.base, '/api/account/sign-up', {
        body: { name: 'Limit Taster', email: uniqueEmail('limit'), password: 'correct horse battery' },
        from,
      });
      codes.push(res.status);
    }
    expect(codes).toEqual([201, 201, 201, 201, 429]);
  });
});

describe.skipIf(pgProject)('a second server on the same embedded DATA_DIR', () => {
  it(
    'stops with a message that says to use PostgreSQL, and a killed server’s lock does not block the next start',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'sommai-multi-pglite-'));
      const env = { DATA_DIR: dir, AUTH_SECRET };
      try {
        const first = spawnServer(env);
        await first.ready;
        const second = spawnServer(env);
        const refused = await second.ready.then(
          () => 'started',
          (err: Error) => err.message,
        );
        expect(await exited(second.child)).toBe(1);
        expect(refused).toContain(`SommAI cannot start. DATA_DIR ${dir} is in use by another SommAI server`);
        expect(refused).toContain('to run several servers, give them all one PostgreSQL database (DATABASE_URL)');
        // The first one goes on serving.
        expect((await call((await first.ready).base, '/api/ready')).status).toBe(200);
        // Killed as with kill -9: its lock file stays behind, and the next server takes it over.
        await stopServer(first.child, 'SIGKILL');
        const third = spawnServer(env);
        const server = await third.ready;
        expect((await call(server.base, '/api/ready')).status).toBe(200);
        await stopServer(third.child);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    SLOW,
  );
});
