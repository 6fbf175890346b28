// Real server processes for the tests that need more than one app, or a process to stop or kill:
// `main.js` runs as a child on a free port, its output kept for failure messages, and counts as
// started once it reports the port it listens on.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
const localNode = path.join(repoRoot, 'node_modules', '.bin', 'node');
/** The project's own Node when installed (the server needs 24), else the one running the tests. */
export const nodeBin = existsSync(localNode) ? localNode : process.execPath;

export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** Everything the process printed so far. */
  output(): string;
}

/** Starts a server; `ready` resolves once it listens and rejects with its output if it exits first. */
export function spawnServer(env: Record<string, string>): { child: ChildProcess; ready: Promise<ServerProcess> } {
  const child = spawn(nodeBin, ['apps/server/src/main.js'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let out = '';
  const keep = (d: Buffer) => {
    out += d;
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const ready = new Promise<ServerProcess>((resolve, reject) => {
    child.once('message', (m: { port?: number }) =>
      m.port ? resolve({ child, base: `http://127.0.0.1:${m.port}`, output: () => out }) : reject(new Error(out)),
    );
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  return { child, ready };
}

export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  return spawnServer(env).ready;
}

/** The exit code once the process has ended (at once when it already has). */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Sends the signal and waits for the process to end; nothing when it has already ended. */
export async function stopServer(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = exited(child);
  child.kill(signal);
  await gone;
}
