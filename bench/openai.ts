// The OpenAI-compatible API: time to the first streamed token of POST /v1/chat/completions with 1 and
// 50 concurrent clients (one personal API key), beside the chat screen's own stream on the same
// server. Run on its own with `node bench/openai.ts` (after `npm run build`), or from bench/run.ts.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { streamOnce } from './chat.ts';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};

const QUESTIONS = [
  'What grape is Chablis made from?',
  'How is Champagne made?',
  'What goes with lamb?',
  'Barolo vs Barbaresco',
  'What is the serving temperature of Sauternes?',
  'Where is Rioja?',
];

/** One streamed completion: milliseconds to the first chunk with text, and to `data: [DONE]`. */
async function completionOnce(base: string, key: string, i: number) {
  const t0 = performance.now();
  const res = await fetch(`${base}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({
      model: 'sommai-level-2-friendly',
      stream: true,
      messages: [{ role: 'user', content: QUESTIONS[i % QUESTIONS.length] }],
    }),
  });
  if (!res.ok || !res.body) throw new Error(`completion ${i}: HTTP ${res.status}`);
  let first = 0;
  let done = false;
  let buffer = '';
  const decoder = new TextDecoder();
  for await (const chunk of res.body) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true });
    if (!first && /"delta":\{"content":"[^"]/.test(buffer)) first = performance.now() - t0;
    if (buffer.includes('data: [DONE]')) done = true;
  }
  if (!first || !done) throw new Error(`completion ${i}: no text or no [DONE]`);
  return { first, total: performance.now() - t0 };
}

async function rounds(n: number, runs: number, once: (i: number) => Promise<{ first: number; total: number }>) {
  const firsts: number[] = [];
  const totals: number[] = [];
  let errors = 0;
  for (let r = 0; r < runs; r++) {
    const results = await Promise.allSettled(Array.from({ length: n }, (_, i) => once(i + r)));
    for (const x of results) {
      if (x.status === 'fulfilled') {
        firsts.push(x.value.first);
        totals.push(x.value.total);
      } else errors += 1;
    }
  }
  return { firsts, totals, errors };
}

/** `base` must allow many requests per key (RATE_LIMIT_API_KEY_PER_MINUTE) and tokens (developer mode). */
export async function openaiBench(base: string, token: string) {
  const res = await fetch(`${base}/api/account/api-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'bench' }),
  });
  if (res.status !== 201) throw new Error(`creating an API key: HTTP ${res.status}`);
  const { key } = (await res.json()) as { key: string };

  console.log('\nOpenAI-compatible API: POST /v1/chat/completions, streamed (built-in engine, reading pace)');
  await rounds(1, 5, (i) => completionOnce(base, key, i)); // warm-up
  await rounds(1, 5, (i) => streamOnce(base, token, i));
  for (const n of [1, 50]) {
    const runs = n === 1 ? 20 : 2;
    const v1 = await rounds(n, runs, (i) => completionOnce(base, key, i));
    const chat = await rounds(n, runs, (i) => streamOnce(base, token, i));
    console.log(
      `  ${String(n).padStart(2)} concurrent: /v1 first token p50 ${pct(v1.firsts, 50).toFixed(1)} ms, p95 ${pct(v1.firsts, 95).toFixed(1)} ms; ` +
        `full answer p95 ${pct(v1.totals, 95).toFixed(0)} ms; errors ${v1.errors}  ` +
        `(chat stream on the same server: first token p95 ${pct(chat.firsts, 95).toFixed(1)} ms, errors ${chat.errors})`,
    );
  }
}

async function standalone() {
  const root = path.resolve(import.meta.dirname, '..');
  const dir = mkdtempSync(path.join(tmpdir(), 'sommai-bench-openai-'));
  const port = 3216;
  const server: ChildProcess = spawn(process.execPath, ['apps/server/src/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dir,
      SOMMAI_DEV_MODE: '1',
      RATE_LIMIT_API_KEY_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      if (i > 3000) throw new Error('server did not become healthy');
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const res = await fetch(`${base}/api/account/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'API Taster', email: `api.${Date.now()}@example.com`, password: 'api password' }),
    });
    const { token } = (await res.json()) as { token: string };
    await openaiBench(base, token);
  } finally {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await standalone();
