// Upload figures against a real server process: how long refusing a picture bomb takes (target
// under 50 ms: it must not be decoded), and the server's memory (RSS) before and after 20 refused
// bombs and 20 good label photos read with OCR. Figures only: nothing fails on a number.
// Run alone with `node bench/uploads.ts` (it starts its own server), or call uploadsBench() from
// the benchmark runner with a running server.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pngBomb } from '../apps/server/test/fixtures.ts';

const root = path.resolve(import.meta.dirname, '..');
const label = readFileSync(path.join(root, 'apps/server/test/files/chablis-label.png'));

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function signUp(base: string, name: string): Promise<string> {
  const res = await fetch(`${base}/api/account/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email: `${name}.${Date.now()}@example.com`, password: 'upload password' }),
  });
  return ((await res.json()) as { token: string }).token;
}

async function attach(base: string, token: string, name: string, data: Uint8Array) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), name);
  const t0 = performance.now();
  const res = await fetch(`${base}/api/chat/attachments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - t0 };
}

/** Lets the server settle (idle OCR worker, garbage collection) before reading its memory. */
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function uploadsBench(base: string, pid: number) {
  const bomb = pngBomb(30_000, 30_000);
  // Different users, so the per-user upload rate (30 a minute) does not refuse the runs.
  const atStart = rssMb(pid);
  const bomber = await signUp(base, 'bomber');
  const reader = await signUp(base, 'reader');
  await attach(base, reader, 'warm-up.png', label); // loads the OCR worker and its model once
  await settle(1000);
  const before = rssMb(pid);

  const refusals: number[] = [];
  const statuses = new Map<number, number>();
  let peak = before;
  for (let i = 0; i < 20; i++) {
    const r = await attach(base, bomber, `bomb-${i}.png`, bomb);
    refusals.push(r.ms);
    statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    peak = Math.max(peak, rssMb(pid));
  }
  const afterBombs = rssMb(pid);

  const reads: number[] = [];
  for (let i = 0; i < 20; i++) {
    const r = await attach(base, reader, `label-${i}.png`, label);
    reads.push(r.ms);
    statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    peak = Math.max(peak, rssMb(pid));
  }
  await settle(2000);
  const after = rssMb(pid);

  console.log('\nUploads: picture bombs and label photos through POST /api/chat/attachments');
  console.log(
    `  refusing a 30000×30000 PNG bomb (${(bomb.length / 1024).toFixed(0)} KB): p50 ${pct(refusals, 50).toFixed(1)} ms, p95 ${pct(refusals, 95).toFixed(1)} ms (target < 50 ms: it is not decoded)`,
  );
  console.log(
    `  reading a label photo with OCR (${(label.length / 1024).toFixed(0)} KB): p50 ${pct(reads, 50).toFixed(0)} ms, p95 ${pct(reads, 95).toFixed(0)} ms`,
  );
  console.log(
    `  server RSS: ${atStart.toFixed(0)} MB at start, ${before.toFixed(0)} MB once OCR is loaded, ${afterBombs.toFixed(0)} MB after 20 bombs, ${after.toFixed(0)} MB after 20 OCR uploads (peak ${peak.toFixed(0)} MB)`,
  );
  console.log(
    `  answers: ${[...statuses]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${n}× ${s}`)
      .join(', ')}`,
  );
}

async function standalone() {
  const dir = mkdtempSync(path.join(tmpdir(), 'sommai-bench-uploads-'));
  const port = 3216;
  const child: ChildProcess = spawn(process.execPath, ['apps/server/src/main.js'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 3000; i++) {
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await settle(10);
    }
    await uploadsBench(base, child.pid ?? 0);
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await standalone();
