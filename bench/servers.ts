// Server processes for the benchmarks: the product's server as `npm run serve` starts it, a bare
// Fastify route as the yardstick for requests per second, and waiting for either to answer. A busy
// machine can take a minute or more to start a server, so the wait is long; it only bounds a hang.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The server of this checkout (or of SERVER_ROOT), quiet, local and with sign-in limits out of the way. */
export function startServer(
  env: Record<string, string>,
  nodeFlags: string[] = ['--max-semi-space-size=16', '--v8-pool-size=0', '--expose-gc'],
): ChildProcess {
  return spawn(process.execPath, [...nodeFlags, 'apps/server/src/main.js'], {
    cwd: process.env.SERVER_ROOT ?? root,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', RATE_LIMIT_AUTH_MAX: '1000', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** A bare Fastify route (`GET /bare`) in a process of its own. */
export function startBare(port: number): ChildProcess {
  return spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify'; const app = Fastify(); app.get('/bare', async () => ({ ok: true })); await app.listen({ port: ${port}, host: '127.0.0.1' });`,
    ],
    { cwd: path.join(root, 'apps/server'), stdio: 'inherit' },
  );
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs = 240_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${url} did not answer`);
}

/** Resolves once the server on `port` reports healthy. */
export function waitHealthy(port: number, timeoutMs?: number): Promise<void> {
  return waitFor(`http://127.0.0.1:${port}/api/health`, timeoutMs);
}

/** Stops a process and waits for it to exit. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
