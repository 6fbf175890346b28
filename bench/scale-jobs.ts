// Figures for work that must not hold up requests: event-loop delay and /api/health latency in a
// server while 20 PDFs and 20 pictures are drawn at once (target: health p99 < 20 ms), and how long
// an admin broadcast to 100,000 users takes to be accepted (target < 100 ms) and to be written.
// Figures only. Run alone with `node bench/scale-jobs.ts`; BENCH_ROOT=<another checkout of the
// repository> measures that source tree instead (for before/after figures).
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const here = import.meta.dirname;
const root = process.env.BENCH_ROOT ?? path.resolve(here, '..');

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const f1 = (x: number) => x.toFixed(1);

function message<T>(child: ChildProcess, key: string): Promise<T> {
  return new Promise((resolve) => {
    const on = (m: Record<string, unknown>) => {
      if (key in m) {
        child.off('message', on);
        resolve(m as T);
      }
    };
    child.on('message', on);
  });
}

async function json(url: string, init: RequestInit & { token?: string } = {}) {
  const res = await fetch(url, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

/** /api/health one request after another until `stop` says so; latencies in ms. */
async function probeHealth(base: string, stop: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!stop()) {
    const t0 = performance.now();
    await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 5));
  }
  return times;
}

export async function renderLoadBench(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sommai-bench-render-'));
  const port = 3230;
  const base = `http://127.0.0.1:${port}`;
  const child = fork(path.join(here, 'render-server.ts'), [], {
    env: {
      ...process.env,
      BENCH_ROOT: root,
      DATA_DIR: dir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_MAX: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    await message(child, 'ready');
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await json(`${base}/api/account/sign-up`, {
        method: 'POST',
        body: JSON.stringify({
          name: `Render ${i}`,
          email: `render.${Date.now()}.${i}@example.com`,
          password: 'render password',
        }),
      });
      tokens.push(r.body.token as string);
    }
    // Warm-up: fonts, the knowledge index and the rendering threads load on first use.
    await json(`${base}/api/pdf/generate-from-topic`, {
      method: 'POST',
      token: tokens[0],
      body: JSON.stringify({ topic: 'Chablis', customContent: '', level: 1 }),
    });
    await json(`${base}/api/images/generate`, {
      method: 'POST',
      token: tokens[0],
      body: JSON.stringify({ topic: 'Warm-up glass', size: 'square' }),
    });
    let done = false;
    const idle = probeHealth(base, () => done);
    await new Promise((r) => setTimeout(r, 1_000));
    done = true;
    const idleTimes = await idle;

    child.send('reset');
    await message(child, 'reset');
    done = false;
    const probes = probeHealth(base, () => done);
    const t0 = performance.now();
    const work = tokens.flatMap((token, i) => [
      json(`${base}/api/pdf/generate-from-topic`, {
        method: 'POST',
        token,
        body: JSON.stringify({
          topic: ['Bordeaux', 'Burgundy', 'Champagne', 'Rioja'][i % 4],
          customContent: '',
          level: 2,
          includeLogo: true,
        }),
      }),
      json(`${base}/api/images/generate`, {
        method: 'POST',
        token,
        body: JSON.stringify({ topic: `Barolo cellar ${i}`, category: 'cellar', size: 'instagram-story' }),
      }),
    ]);
    const results = await Promise.all(work);
    const renderMs = performance.now() - t0;
    done = true;
    const times = await probes;
    child.send('report');
    const lag = await message<{ p50: number; p99: number; max: number }>(child, 'p99');
    const failed = results.filter((r) => r.status >= 300).length;
    console.log('\nRendering load: 20 PDFs (study guides) and 20 pictures (1080×1920) requested at once');
    console.log(`  all rendered in ${(renderMs / 1000).toFixed(2)} s, ${failed} failed`);
    console.log(
      `  /api/health idle     p50 ${f1(pct(idleTimes, 50))} ms  p99 ${f1(pct(idleTimes, 99))} ms (${idleTimes.length} requests)`,
    );
    console.log(
      `  /api/health loaded   p50 ${f1(pct(times, 50))} ms  p99 ${f1(pct(times, 99))} ms  max ${f1(Math.max(...times))} ms (${times.length} requests; target p99 < 20 ms)`,
    );
    console.log(`  event-loop delay     p50 ${lag.p50} ms  p99 ${lag.p99} ms  max ${lag.max} ms`);
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function broadcastBench(users = 100_000): Promise<void> {
  const load = (file: string) => import(pathToFileURL(path.join(root, 'apps/server/src', file)).href);
  const { buildApp } = await load('app.ts');
  const { loadConfig } = await load('config.ts');
  const { openDatabase } = await load('db/index.ts');
  const { sql } = await import('drizzle-orm');

  const pgBase = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const dbName = `sommai_bench_bc_${Date.now()}`;
  let dbUrl: string | undefined;
  try {
    const c = new pg.Client({ connectionString: `${pgBase}/postgres` });
    await c.connect();
    await c.query(`CREATE DATABASE ${dbName}`);
    await c.end();
    dbUrl = `${pgBase}/${dbName}`;
  } catch (err) {
    console.log(`\nPostgreSQL not reachable (${(err as Error).message}); broadcast measured on PGlite.`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'sommai-bench-bc-'));
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_MAX: '1000',
    JOB_POLL_MS: '500',
    ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
  });
  config.webDist = path.join(dir, 'no-web');
  const database = await openDatabase(config);
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  try {
    const signed = await app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: { name: 'Bench Admin', email: 'bench.admin@example.com', password: 'bench password' },
    });
    const { token, user } = signed.json() as { token: string; user: { id: string } };
    await database.db.execute(sql`update "user" set role = 'admin' where id = ${user.id}`);
    const seed = (from: number, to: number) =>
      database.db.execute(sql`
        insert into "user" (id, name, email, email_verified)
        select 'seed-' || g, 'Seeded Taster ' || g, 'seed.' || g || '@example.com', true
        from generate_series(${from}::int, ${to}::int) as g`);
    // Warm-up: one small broadcast, so the figure is not the first request's start-up cost.
    await seed(1, 10);
    await app.inject({
      method: 'POST',
      url: '/api/admin/messages',
      headers: { authorization: `Bearer ${token}` },
      payload: { title: 'Warm-up', content: 'Warm-up.', messageType: 'announcement', recipients: 'all' },
    });
    await seed(11, users);
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/messages',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        title: 'Harvest report',
        content: 'The harvest is in.',
        messageType: 'announcement',
        recipients: 'all',
      },
    });
    const acceptMs = performance.now() - t0;
    const id = (res.json() as { broadcast: { id: string } }).broadcast.id;
    // Requests answered while the messages are written (same process as the job).
    const health: number[] = [];
    let written = 0;
    for (;;) {
      const h0 = performance.now();
      await app.inject({ url: '/api/health' });
      health.push(performance.now() - h0);
      const r = await database.db.execute(sql`select count(*)::int as n from message where broadcast_id = ${id}`);
      written = Number(((Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows)[0] as { n: number }).n);
      if (written >= users) break;
      if (performance.now() - t0 > 300_000) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const doneMs = performance.now() - t0;
    console.log(`\nAdmin broadcast to ${users.toLocaleString('en')} users on ${dbUrl ? 'PostgreSQL' : 'PGlite'}`);
    console.log(`  accepted (response ${res.statusCode}) in ${f1(acceptMs)} ms (target < 100 ms)`);
    console.log(
      `  every message written after ${(doneMs / 1000).toFixed(2)} s (${written.toLocaleString('en')} messages)`,
    );
    console.log(
      `  /api/health while writing: p50 ${f1(pct(health, 50))} ms  p99 ${f1(pct(health, 99))} ms  max ${f1(Math.max(...health))} ms (${health.length} requests)`,
    );
  } finally {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
    if (dbUrl) {
      const c = new pg.Client({ connectionString: `${pgBase}/postgres` });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    }
  }
}

if (import.meta.main) {
  // `node bench/scale-jobs.ts render` or `… broadcast` runs one part.
  const only = process.argv[2];
  if (only !== 'broadcast') await renderLoadBench();
  if (only !== 'render') await broadcastBench();
}
