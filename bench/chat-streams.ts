// First streamed token under load on its own: 50 concurrent chat streams against a fresh server, on
// PGlite and (when TEST_DATABASE_URL or BENCH_POSTGRES_URL names a server) on PostgreSQL.
// Run with `npx node bench/chat-streams.ts`; SERVER_ROOT=<another checkout> measures that one instead.
// Figures only: targets are printed beside them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { streamOnce } from './chat.ts';
import { startServer, stop, waitHealthy } from './servers.ts';

const ROUNDS = 5;
const STREAMS = 50;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function measure(label: string, env: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'sommai-bench-streams-'));
  const port = 3230 + Math.floor(Math.random() * 50);
  const server = startServer({
    SOMMAI_DEV_MODE: '1',
    RATE_LIMIT_API_KEY_PER_MINUTE: '100000',
    DATA_DIR: dir,
    PORT: String(port),
    ...env,
  });
  try {
    await waitHealthy(port);
    const base = `http://127.0.0.1:${port}`;
    const res = await fetch(`${base}/api/account/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Stream Taster',
        email: `streams.${Date.now()}@example.com`,
        password: 'streams pw',
      }),
    });
    const { token } = (await res.json()) as { token: string };
    for (let i = 0; i < 5; i++) await streamOnce(base, token, i); // warm-up
    const firsts: number[] = [];
    let errors = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const results = await Promise.allSettled(
        Array.from({ length: STREAMS }, (_, i) => streamOnce(base, token, r * STREAMS + i)),
      );
      for (const x of results) {
        if (x.status === 'fulfilled') firsts.push(x.value.first);
        else errors += 1;
      }
    }
    const target = label === 'PGlite' ? 100 : 50;
    console.log(
      `  ${label.padEnd(10)} ${STREAMS} concurrent x ${ROUNDS}: first token p50 ${pct(firsts, 50).toFixed(1)} ms, ` +
        `p95 ${pct(firsts, 95).toFixed(1)} ms (target < ${target} ms); errors ${errors}`,
    );
  } finally {
    await stop(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log('First streamed token, built-in engine');
await measure('PGlite', {});
const pgBase = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL?.replace(/\/[^/]*$/, '');
if (pgBase) {
  const dbName = `sommai_bench_streams_${Date.now()}`;
  const admin = new pg.Client({ connectionString: `${pgBase}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  try {
    await measure('PostgreSQL', { DATABASE_URL: `${pgBase}/${dbName}` });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}
