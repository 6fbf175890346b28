// Requests per second of an authenticated GET served by one server process, then by two processes
// together on the same PostgreSQL database (as behind a load balancer), in the same run with the same
// number of connections. Figures only: nothing fails on a number. Both processes share this machine's
// cores with each other and with the load generator, so the gain is bounded by the cores there are.
// Run alone with `node bench/several-servers.ts`, or from the benchmark runner.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer, stop, waitHealthy } from './servers.ts';

const CONNECTIONS = 32;
const SECONDS = 6;

function load(url: string, token: string, connections: number) {
  return autocannon({ url, connections, duration: SECONDS, headers: { authorization: `Bearer ${token}` } }).then(
    (r) => ({ rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx }),
  );
}

export async function severalServersBench(): Promise<void> {
  const pgBase = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const name = `sommai_bench_multi_${Date.now()}_${randomBytes(3).toString('hex')}`;
  try {
    const c = new pg.Client({ connectionString: `${pgBase}/postgres` });
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
  } catch (err) {
    console.log(`\nSeveral servers: skipped, PostgreSQL is not reachable (${(err as Error).message})`);
    return;
  }
  const url = `${pgBase}/${name}`;
  const dirs = [
    mkdtempSync(path.join(tmpdir(), 'sommai-bench-a-')),
    mkdtempSync(path.join(tmpdir(), 'sommai-bench-b-')),
  ];
  const env = { DATABASE_URL: url, AUTH_SECRET: randomBytes(32).toString('base64url') };
  const a = startServer({ ...env, DATA_DIR: dirs[0], PORT: '3221' }, []);
  const b = startServer({ ...env, DATA_DIR: dirs[1], PORT: '3222' }, []);
  try {
    await Promise.all([waitHealthy(3221), waitHealthy(3222)]);
    const res = await fetch('http://127.0.0.1:3221/api/account/sign-up', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Load Taster',
        email: `multi.${Date.now()}@example.com`,
        password: 'load password',
      }),
    });
    const { token } = (await res.json()) as { token: string };
    const route = '/api/account/session';
    await load(`http://127.0.0.1:3221${route}`, token, CONNECTIONS); // warm-up
    await load(`http://127.0.0.1:3222${route}`, token, CONNECTIONS); // warm-up
    const one = await load(`http://127.0.0.1:3221${route}`, token, CONNECTIONS);
    const [x, y] = await Promise.all([
      load(`http://127.0.0.1:3221${route}`, token, CONNECTIONS / 2),
      load(`http://127.0.0.1:3222${route}`, token, CONNECTIONS / 2),
    ]);
    const two = x.rps + y.rps;
    console.log(
      `\nSeveral servers: authenticated GET ${route} on PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s, ${availableParallelism()} cores`,
    );
    console.log(`  one process            ${one.rps.toFixed(0)} req/s  p99 ${one.p99} ms  errors ${one.errors}`);
    console.log(
      `  two processes together ${two.toFixed(0)} req/s  p99 ${Math.max(x.p99, y.p99)} ms  errors ${x.errors + y.errors}  (${x.rps.toFixed(0)} + ${y.rps.toFixed(0)})`,
    );
    console.log(`  ratio                  ${(two / one.rps).toFixed(2)}× one process`);
  } finally {
    await Promise.all([stop(a), stop(b)]);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    const c = new pg.Client({ connectionString: `${pgBase}/postgres` });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await severalServersBench();
