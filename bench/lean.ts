// The lean-and-fast figures: first-visit downloads, RSS right after start and under load on PGlite
// and PostgreSQL, start to ready with a fresh DATA_DIR (best of 3), requests per second of the
// busiest signed-in reads beside a bare Fastify route measured in the same run, and the first
// streamed chat token with 50 streams at once.
// Run alone with `node bench/lean.ts [web|memory|start|routes|load|stream]…`; `npm run bench` runs it all.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { streamOnce } from './chat.ts';
import { startBare, startServer, stop, waitFor } from './servers.ts';

const pgBase = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
/** The bench's ports are 3231–3237 by default; BENCH_PORT moves them all (to run beside another bench). */
const portShift = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) - 3231 : 0;
const port = (n: number) => n + portShift;

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** A fresh PostgreSQL database for one measurement, or undefined when PostgreSQL cannot be reached. */
async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const name = `sommai_bench_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: `${pgBase}/postgres` });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  try {
    await admin(`CREATE DATABASE ${name}`);
  } catch (err) {
    console.log(`  (PostgreSQL not reachable at ${pgBase}: ${(err as Error).message})`);
    return undefined;
  }
  return { url: `${pgBase}/${name}`, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Starts a server on a fresh DATA_DIR (and a fresh PostgreSQL database when asked), runs `fn`, cleans up. */
async function withServer<T>(
  port: number,
  database: 'pglite' | 'postgresql',
  fn: (child: ChildProcess, base: string) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T | undefined> {
  const pgDb = database === 'postgresql' ? await freshPostgres() : undefined;
  if (database === 'postgresql' && !pgDb) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'sommai-bench-lean-'));
  const child = startServer({ DATA_DIR: dir, PORT: String(port), ...(pgDb ? { DATABASE_URL: pgDb.url } : {}), ...env });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`);
    return await fn(child, `http://127.0.0.1:${port}`);
  } finally {
    await stop(child);
    rmSync(dir, { recursive: true, force: true });
    await pgDb?.drop();
  }
}

export async function memoryBench() {
  console.log('\nServer memory right after start (RSS 3 s after /api/health answers)');
  for (const database of ['pglite', 'postgresql'] as const) {
    const rss = await withServer(port(3231), database, async (child) => {
      await new Promise((r) => setTimeout(r, 3_000));
      return rssMb(child.pid ?? 0);
    });
    const target = database === 'pglite' ? '< 500 MB' : '< 200 MB';
    console.log(
      `  ${database.padEnd(11)} ${rss === undefined ? 'not measured' : `${rss.toFixed(0)} MB`}   (target ${target})`,
    );
  }
}

const signUpAt = async (base: string, who: string) => {
  const res = await fetch(`${base}/api/account/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Lean Taster', email: `${who}.${Date.now()}@example.com`, password: 'lean password' }),
  });
  return ((await res.json()) as { token: string }).token;
};

/** RSS right after 12 s of 50 connections on GET /api/me, and again 10 s after the load stopped. */
export async function memoryUnderLoadBench() {
  console.log('\nServer memory after 12 s of 50-connection load on GET /api/me, and 10 s after it');
  for (const database of ['postgresql', 'pglite'] as const) {
    const figures = await withServer(port(3236), database, async (child, base) => {
      const token = await signUpAt(base, 'load');
      const before = rssMb(child.pid ?? 0);
      await autocannon({
        url: `${base}/api/me`,
        connections: 50,
        duration: 12,
        headers: { authorization: `Bearer ${token}` },
      });
      const after = rssMb(child.pid ?? 0);
      await new Promise((r) => setTimeout(r, 10_000));
      return { before, after, later: rssMb(child.pid ?? 0) };
    });
    console.log(
      `  ${database.padEnd(11)} ${figures ? `${figures.before.toFixed(0)} MB before, ${figures.after.toFixed(0)} MB after the load, ${figures.later.toFixed(0)} MB 10 s later` : 'not measured'}   (target < 400 MB, and returns)`,
    );
  }
}

/** First streamed chat token, 50 streams at once (p95), on PGlite and PostgreSQL. */
export async function firstTokenBench() {
  console.log('\nChat: first streamed token with 50 concurrent streams');
  for (const database of ['pglite', 'postgresql'] as const) {
    const p95 = await withServer(
      port(3237),
      database,
      async (_child, base) => {
        const token = await signUpAt(base, 'stream');
        // Warm-up with questions the measured streams do not ask again.
        await Promise.allSettled(Array.from({ length: 5 }, (_, i) => streamOnce(base, token, 50 + i)));
        const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => streamOnce(base, token, i)));
        const firsts = results.flatMap((x) => (x.status === 'fulfilled' ? [x.value.first] : [])).sort((a, b) => a - b);
        return { p95: firsts[Math.floor(firsts.length * 0.95)] ?? Number.NaN, errors: 50 - firsts.length };
      },
      // Development mode: one account may stream 55 answers without meeting the plan's token limit.
      { SOMMAI_DEV_MODE: '1' },
    );
    const target = database === 'pglite' ? '< 100 ms' : '< 50 ms';
    console.log(
      `  ${database.padEnd(11)} ${p95 ? `p95 ${p95.p95.toFixed(0)} ms, errors ${p95.errors}` : 'not measured'}   (target ${target})`,
    );
  }
}

export async function startBench() {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const dir = mkdtempSync(path.join(tmpdir(), 'sommai-bench-start-'));
    const t0 = performance.now();
    const child = startServer({ DATA_DIR: dir, PORT: String(port(3232)) });
    await waitFor(`http://127.0.0.1:${port(3232)}/api/health`);
    runs.push(performance.now() - t0);
    await stop(child);
    rmSync(dir, { recursive: true, force: true });
  }
  console.log('\nStart to ready with a fresh DATA_DIR (spawn → /api/health answers)');
  console.log(
    `  best of 3   ${Math.min(...runs).toFixed(0)} ms   (runs ${runs.map((x) => x.toFixed(0)).join(', ')}; target < 1500 ms)`,
  );
}

async function rps(url: string, headers: Record<string, string> = {}) {
  const run = () => autocannon({ url, connections: 50, duration: 6, headers });
  await autocannon({ url, connections: 50, duration: 2, headers }); // warm-up
  const r = await run();
  return {
    rps: r.requests.average,
    bytes: r.throughput.average / Math.max(r.requests.average, 1),
    errors: r.errors + r.non2xx,
  };
}

export async function routesBench() {
  const yardstick = startBare(port(3233));
  try {
    await waitFor(`http://127.0.0.1:${port(3233)}/bare`);
    for (const database of ['postgresql', 'pglite'] as const) {
      await withServer(port(3234), database, async (_child, base) => {
        const res = await fetch(`${base}/api/account/sign-up`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Lean Taster',
            email: `lean.${Date.now()}@example.com`,
            password: 'lean password',
          }),
        });
        const { token } = (await res.json()) as { token: string };
        const auth = { authorization: `Bearer ${token}` };
        await fetch(`${base}/api/quiz/list`, { headers: auth }); // the bank seeded before measuring
        console.log(`\nRequests per second on ${database}, 50 connections, 6 s, beside a bare Fastify route`);
        const targets: Record<string, string> = {
          '/api/me': database === 'pglite' ? '0.08' : '0.25',
          '/api/chat/history': '0.25',
          '/api/quiz/list': '0.15',
        };
        for (const route of ['/api/me', '/api/chat/history', '/api/quiz/list']) {
          // The bare route is measured right before each route, so both see the same machine load.
          const b = await rps(`http://127.0.0.1:${port(3233)}/bare`);
          const r = await rps(`${base}${route}`, auth);
          console.log(
            `  ${route.padEnd(18)} ${r.rps.toFixed(0).padStart(6)} req/s  bare ${b.rps.toFixed(0).padStart(6)}  ratio ${(r.rps / b.rps).toFixed(3)} (target ≥ ${targets[route]})  ${r.bytes.toFixed(0)} B/answer  errors ${r.errors}`,
          );
        }
      });
    }
  } finally {
    await stop(yardstick);
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/**
 * Fetches what a browser fetches for a first visit of `page`, compressed as a browser asks for it:
 * the HTML, its scripts, module preloads and style sheets, every static import of those scripts,
 * and the lazy chunks (with the chunks the bundler preloads beside them) whose names start with
 * one of `lazy` — the screens the router loads for that address. The chunk graph is read from the
 * built files themselves, so the figure follows the build without a browser.
 */
async function firstVisit(base: string, page: string, lazy: string[], api: string[], auth: Record<string, string>) {
  const headers = { 'accept-encoding': 'br, gzip' };
  const rows: { url: string; bytes: number; kind: 'html' | 'js' | 'css' | 'api' }[] = [];
  const size = async (res: Response) => {
    const body = await res.arrayBuffer();
    return Number(res.headers.get('content-length')) || body.byteLength;
  };
  const html = await fetch(`${base}${page}`, { headers });
  const htmlText = await html.clone().text();
  rows.push({ url: page, bytes: await size(html), kind: 'html' });
  const seen = new Set<string>();
  const queue = [...htmlText.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const res = await fetch(`${base}${url}`, { headers });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const kind = url.endsWith('.css') ? 'css' : 'js';
    rows.push({ url, bytes: Number(res.headers.get('content-length')), kind });
    await res.arrayBuffer();
    if (kind === 'css') continue;
    const code = await (await fetch(`${base}${url}`)).text();
    const dir = url.slice(0, url.lastIndexOf('/') + 1);
    for (const m of code.matchAll(/(?:from|import)\s*["`](\.\/[^"`]+)["`]/g)) queue.push(dir + m[1].slice(2));
    // Lazy chunks: `import("./Name-hash.js")`, with the preload list the bundler keeps in __vite__mapDeps.
    const deps =
      /m\.f=\[([^\]]*)\]/
        .exec(code)?.[1]
        .match(/"[^"]+"/g)
        ?.map((d) => `/${d.slice(1, -1)}`) ?? [];
    for (const m of code.matchAll(/import\(["`]\.\/([^"`]+)["`]\)[^_]{0,40}(?:__vite__mapDeps\(\[([\d,]*)\]\))?/g)) {
      if (!lazy.some((name) => m[1].startsWith(`${name}-`))) continue;
      queue.push(dir + m[1]);
      for (const d of (m[2] ?? '').split(',').filter(Boolean)) queue.push(deps[Number(d)]);
    }
  }
  for (const url of api) {
    const res = await fetch(`${base}${url}`, { headers: { ...headers, ...auth } });
    rows.push({ url, bytes: await size(res), kind: 'api' });
  }
  const sum = (kind?: string) => rows.filter((r) => !kind || r.kind === kind).reduce((n, r) => n + r.bytes, 0);
  return { rows, js: sum('js'), bytes: sum(), requests: rows.length };
}

/**
 * What a first visit downloads, as served (compressed bodies): the landing page's JavaScript, and
 * everything a signed-in first visit of /app/dashboard fetches (HTML, scripts, styles, API calls).
 */
export async function webBench() {
  await withServer(port(3235), 'pglite', async (_child, base) => {
    const res = await fetch(`${base}/api/account/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Lean Visitor',
        email: `visit.${Date.now()}@example.com`,
        password: 'lean password',
      }),
    });
    const { token, user } = (await res.json()) as { token: string; user: { id: string } };
    const auth = { authorization: `Bearer ${token}` };
    const landing = await firstVisit(base, '/', [], ['/api/config'], {});
    const dashboard = await firstVisit(
      base,
      '/app/dashboard',
      ['App', 'app-shell', 'QueryLayout', 'ProtectedLayout', 'DashboardPage'],
      // The calls the dashboard makes on a first visit, as a browser shows them.
      [
        '/api/config',
        '/api/me',
        '/api/review/summary',
        '/api/activity?type=all&limit=10',
        `/api/messages/user/${user.id}/unread`,
      ],
      auth,
    );
    console.log('\nFirst visits, compressed bytes as served (br), read from the built chunk graph');
    console.log(
      `  landing page JavaScript       ${kb(landing.js)} in ${landing.rows.filter((r) => r.kind === 'js').length} files  (target < 80 KB, then < 60 KB)`,
    );
    console.log(
      `  first visit of /app/dashboard ${kb(dashboard.bytes)} in ${dashboard.requests} requests, JavaScript ${kb(dashboard.js)}  (target < 110 KB in < 20 requests)`,
    );
    if (process.env.BENCH_VERBOSE) {
      for (const r of [...landing.rows, ...dashboard.rows])
        console.log(`    ${r.kind.padEnd(5)} ${kb(r.bytes).padStart(9)}  ${r.url}`);
    }
  });
}

export async function leanBench(parts = ['web', 'memory', 'start', 'routes', 'load', 'stream']) {
  if (parts.includes('web')) await webBench();
  if (parts.includes('memory')) await memoryBench();
  if (parts.includes('start')) await startBench();
  if (parts.includes('routes')) await routesBench();
  if (parts.includes('load')) await memoryUnderLoadBench();
  if (parts.includes('stream')) await firstTokenBench();
}

if (import.meta.main) await leanBench(process.argv.length > 2 ? process.argv.slice(2) : undefined);
