// Prints the product's speed and size figures: what the browser downloads, how fast the server is
// ready, and how many authenticated requests per second it serves beside a bare Fastify route.
// Figures only: targets are printed next to them, nothing here fails on a number.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import pg from 'pg';
import { accuracyBench } from './accuracy.ts';
import { cardsBench } from './cards.ts';
import { chatBench } from './chat.ts';
import { imagesBench } from './images.ts';
import { leanBench } from './lean.ts';
import { learningBench } from './learning.ts';
import { openaiBench } from './openai.ts';
import { broadcastBench, renderLoadBench } from './scale-jobs.ts';
import { startBare, startServer, stop, waitHealthy } from './servers.ts';
import { severalServersBench } from './several-servers.ts';
import { trainerBench } from './trainer.ts';
import { uploadsBench } from './uploads.ts';

function tmp(prefix: string) {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function bundleSizes(port: number) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
  try {
    const measure = async (url: string, token?: string) => {
      const context = await browser.newContext();
      if (token) {
        await context.addInitScript((t) => window.localStorage.setItem('token', t), token);
      }
      const page = await context.newPage();
      const sizes = { js: 0, css: 0, files: 0, requests: 0, bytes: 0 };
      page.on('response', async (res) => {
        const type = res.request().resourceType();
        sizes.requests += 1;
        // Bytes on the wire: the server sends compressed assets, so the transfer size is what counts.
        sizes.bytes +=
          Number(res.headers()['content-length'] ?? 0) || (await res.body().catch(() => Buffer.alloc(0))).length;
        if (type !== 'script' && type !== 'stylesheet') return;
        const body = await res.body().catch(() => Buffer.alloc(0));
        const gz = gzipSync(body).length;
        if (type === 'script') sizes.js += gz;
        else sizes.css += gz;
        sizes.files += 1;
      });
      await page.goto(`http://127.0.0.1:${port}${url}`, { waitUntil: 'networkidle' });
      await context.close();
      return sizes;
    };
    const signUp = await fetch(`http://127.0.0.1:${port}/api/account/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench Taster',
        email: `bench.${Date.now()}@example.com`,
        password: 'bench password',
      }),
    });
    const { token } = (await signUp.json()) as { token: string };
    const landing = await measure('/');
    const dashboard = await measure('/app/dashboard', token);
    console.log('\nBrowser downloads (gzip bytes of JavaScript and CSS)');
    console.log(
      `  landing /            JS ${kb(landing.js)}  CSS ${kb(landing.css)}  (${landing.files} files; target JS < 80 KB)`,
    );
    console.log(`  /app/dashboard       JS ${kb(dashboard.js)}  CSS ${kb(dashboard.css)}  (${dashboard.files} files)`);
    console.log(
      `  first visit of /app/dashboard: ${dashboard.requests} requests, ${kb(dashboard.bytes)} transferred (HTML, assets and API calls; target < 20 requests, < 110 KB)`,
    );
  } finally {
    await browser.close();
  }
}

async function startupTimes() {
  const port = 3211;
  const fresh: number[] = [];
  const existing: number[] = [];
  for (let i = 0; i < 3; i++) {
    const dir = tmp('sommai-bench-start-');
    for (const bucket of [fresh, existing]) {
      const t0 = performance.now();
      const child = startServer({ DATA_DIR: dir, PORT: String(port) });
      await waitHealthy(port);
      bucket.push(performance.now() - t0);
      await stop(child);
    }
    rmSync(dir, { recursive: true, force: true });
  }
  console.log('\nServer start to ready (process spawn → /api/health answers), median of 3');
  console.log(
    `  fresh DATA_DIR       ${median(fresh).toFixed(0)} ms   (runs: ${fresh.map((x) => x.toFixed(0)).join(', ')}; target < 2000 ms)`,
  );
  console.log(
    `  existing DATA_DIR    ${median(existing).toFixed(0)} ms   (runs: ${existing.map((x) => x.toFixed(0)).join(', ')}; target < 2000 ms)`,
  );
}

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 32, duration: 6, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function throughput() {
  const pgBase = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const dbName = `sommai_bench_${Date.now()}`;
  let dbUrl: string | undefined;
  try {
    const c = new pg.Client({ connectionString: `${pgBase}/postgres` });
    await c.connect();
    await c.query(`CREATE DATABASE ${dbName}`);
    await c.end();
    dbUrl = `${pgBase}/${dbName}`;
  } catch (err) {
    console.log(`\nPostgreSQL not reachable (${(err as Error).message}); measuring on PGlite instead.`);
  }

  const bare = startBare(3213);
  const dir = tmp('sommai-bench-rps-');
  const server = startServer({ DATA_DIR: dir, PORT: '3212', ...(dbUrl ? { DATABASE_URL: dbUrl } : {}) });
  try {
    await waitHealthy(3212);
    for (let i = 0; i < 100; i++) {
      try {
        await fetch('http://127.0.0.1:3213/bare');
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    const res = await fetch('http://127.0.0.1:3212/api/account/sign-up', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Load Taster', email: `load.${Date.now()}@example.com`, password: 'load password' }),
    });
    const { token } = (await res.json()) as { token: string };
    await load('http://127.0.0.1:3213/bare'); // warm-up
    const b = await load('http://127.0.0.1:3213/bare');
    await load('http://127.0.0.1:3212/api/account/session', { authorization: `Bearer ${token}` }); // warm-up
    const a = await load('http://127.0.0.1:3212/api/account/session', { authorization: `Bearer ${token}` });
    console.log(`\nRequests per second, 32 connections, 6 s each, on ${dbUrl ? 'PostgreSQL' : 'PGlite'}`);
    console.log(
      `  bare Fastify route                     ${b.rps.toFixed(0)} req/s  p99 ${b.p99} ms  errors ${b.errors}`,
    );
    console.log(
      `  authenticated GET /api/account/session ${a.rps.toFixed(0)} req/s  p99 ${a.p99} ms  errors ${a.errors}`,
    );
    console.log(
      `  ratio                                  ${((a.rps / b.rps) * 100).toFixed(0)} % of the bare route (target ≥ 25 %)`,
    );
    const me = (await (
      await fetch('http://127.0.0.1:3212/api/me', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      id: string;
    };
    const messagesUrl = `http://127.0.0.1:3212/api/messages/user/${me.id}`;
    await load(messagesUrl, { authorization: `Bearer ${token}` }); // warm-up
    const m = await load(messagesUrl, { authorization: `Bearer ${token}` });
    const quizUrl = 'http://127.0.0.1:3212/api/quiz/list';
    await load(quizUrl, { authorization: `Bearer ${token}` }); // warm-up (and the bank seeded)
    const q = await load(quizUrl, { authorization: `Bearer ${token}` });
    console.log(
      `  GET /api/messages/user/:id             ${m.rps.toFixed(0)} req/s  p99 ${m.p99} ms  errors ${m.errors}  (${((m.rps / b.rps) * 100).toFixed(0)} % of the bare route)`,
    );
    console.log(
      `  GET /api/quiz/list                     ${q.rps.toFixed(0)} req/s  p99 ${q.p99} ms  errors ${q.errors}  (${((q.rps / b.rps) * 100).toFixed(0)} % of the bare route)`,
    );
  } finally {
    await stop(server);
    await stop(bare);
    rmSync(dir, { recursive: true, force: true });
    if (dbUrl) {
      const c = new pg.Client({ connectionString: `${pgBase}/postgres` });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    }
  }
}

async function main() {
  console.log('SommAI benchmarks');
  const dir = tmp('sommai-bench-web-');
  const server = startServer({ DATA_DIR: dir, PORT: '3210' });
  try {
    await waitHealthy(3210);
    await bundleSizes(3210);
  } finally {
    await stop(server);
    rmSync(dir, { recursive: true, force: true });
  }
  await startupTimes();
  await leanBench();
  await throughput();
  await severalServersBench();

  const chatDir = tmp('sommai-bench-chat-');
  const chatServer = startServer({
    DATA_DIR: chatDir,
    PORT: '3214',
    SOMMAI_DEV_MODE: '1',
    RATE_LIMIT_API_KEY_PER_MINUTE: '100000',
  });
  try {
    await waitHealthy(3214);
    const res = await fetch('http://127.0.0.1:3214/api/account/sign-up', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Chat Taster', email: `chat.${Date.now()}@example.com`, password: 'chat password' }),
    });
    const { token } = (await res.json()) as { token: string };
    await chatBench('http://127.0.0.1:3214', token, chatServer.pid ?? 0);
    await openaiBench('http://127.0.0.1:3214', token);
    accuracyBench();
    const bare = startBare(3215);
    try {
      await new Promise((r) => setTimeout(r, 500));
      await learningBench('http://127.0.0.1:3214', token, { bareUrl: 'http://127.0.0.1:3215/bare' });
    } finally {
      await stop(bare);
    }
    await uploadsBench('http://127.0.0.1:3214', chatServer.pid ?? 0);
  } finally {
    await stop(chatServer);
    rmSync(chatDir, { recursive: true, force: true });
  }

  await imagesBench();
  await cardsBench();
  await renderLoadBench();
  await broadcastBench();
  await trainerBench(
    process.env.BENCH_DATABASE_URL ??
      `${process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432'}/postgres`,
  ).catch((err: unknown) => console.log(`\nTrainer bench failed: ${(err as Error).message}`));
}

await main();
