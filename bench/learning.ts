// Learning figures: time to make a topic study guide (6+ pages) and a quiz report PDF through the
// API (render, store and record), p50/p95 against a 1 s target, and quiz-list requests per second
// beside a bare Fastify route. Figures only, nothing fails on a number.
//
// `learningBench(base, token)` is for bench/run.ts; `node bench/learning.ts` runs it on its own
// against a fresh server in developer mode (all levels open).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startBare, startServer, stop, waitFor } from './servers.ts';

const RUNS = 20;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/** Pages of a PDF made by pdfkit: its page objects are written uncompressed. */
const pageCount = (pdf: Uint8Array) =>
  (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type \/Page\b/g) ?? []
  ).length;

async function timed(runs: number, once: () => Promise<void>) {
  await once(); // warm-up: fonts, knowledge index, JIT
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await once();
    times.push(performance.now() - t0);
  }
  return { p50: pct(times, 50), p95: pct(times, 95) };
}

async function json(res: Response) {
  if (!res.ok) throw new Error(`${res.url}: HTTP ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

export async function learningBench(base: string, token: string, options: { bareUrl?: string } = {}) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const post = (url: string, body: unknown) =>
    fetch(`${base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });

  console.log('\nLearning: PDFs made through the API (render, store, record), 20 runs after a warm-up');

  // A level the account may use: Level 4 in developer mode or with the Cru plan, else Level 2.
  let level = 4;
  if ((await post('/api/pdf/generate-from-topic', { topic: 'Bordeaux', level })).status === 403) level = 2;
  let guidePages = 0;
  const guide = await timed(RUNS, async () => {
    const made = (await json(
      await post('/api/pdf/generate-from-topic', { topic: 'Bordeaux', level, includeLogo: true }),
    )) as {
      pdfUrl: string;
    };
    if (!guidePages)
      guidePages = pageCount(new Uint8Array(await (await fetch(`${base}${made.pdfUrl}`, { headers })).arrayBuffer()));
  });
  console.log(
    `  study guide "Bordeaux", Level ${level} (${guidePages} pages)  p50 ${guide.p50.toFixed(0)} ms  p95 ${guide.p95.toFixed(0)} ms  (target < 1000 ms)`,
  );

  const list = (await json(await fetch(`${base}/api/quiz/list?level=1`, { headers }))) as {
    quizzes: { id: string; questionCount: number }[];
  };
  const first = list.quizzes[0];
  const submitted = (await json(
    await post(`/api/quiz/${first.id}/submit`, {
      answers: Array.from({ length: first.questionCount }, (_, i) => i % 4),
    }),
  )) as { result: { attemptId: string } };
  let reportPages = 0;
  const report = await timed(RUNS, async () => {
    const made = (await json(
      await post('/api/pdf/generate-quiz-report', { quizAttemptId: submitted.result.attemptId }),
    )) as {
      pdfUrl: string;
    };
    if (!reportPages)
      reportPages = pageCount(new Uint8Array(await (await fetch(`${base}${made.pdfUrl}`, { headers })).arrayBuffer()));
  });
  console.log(
    `  quiz report, ${first.questionCount} questions (${reportPages} pages)     p50 ${report.p50.toFixed(0)} ms  p95 ${report.p95.toFixed(0)} ms  (target < 1000 ms)`,
  );

  const load = async (url: string, h: Record<string, string> = {}) => {
    await autocannon({ url, connections: 32, duration: 2, headers: h }); // warm-up
    const r = await autocannon({ url, connections: 32, duration: 6, headers: h });
    return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
  };
  console.log('\nQuiz list, 32 connections, 6 s');
  const bare = options.bareUrl ? await load(options.bareUrl) : undefined;
  const quizList = await load(`${base}/api/quiz/list`, { authorization: `Bearer ${token}` });
  if (bare)
    console.log(`  bare Fastify route       ${bare.rps.toFixed(0)} req/s  p99 ${bare.p99} ms  errors ${bare.errors}`);
  console.log(
    `  GET /api/quiz/list       ${quizList.rps.toFixed(0)} req/s  p99 ${quizList.p99} ms  errors ${quizList.errors}${
      bare ? `  (${((quizList.rps / bare.rps) * 100).toFixed(0)} % of the bare route)` : ''
    }`,
  );
}

// ───────────────────────────── on its own ─────────────────────────────

async function standalone() {
  const dir = mkdtempSync(path.join(tmpdir(), 'sommai-bench-learning-'));
  const server = startServer({ DATA_DIR: dir, PORT: '3216', SOMMAI_DEV_MODE: '1' }, []);
  const bare = startBare(3217);
  try {
    await waitFor('http://127.0.0.1:3216/api/health');
    await waitFor('http://127.0.0.1:3217/bare');
    const res = await fetch('http://127.0.0.1:3216/api/account/sign-up', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Study Taster',
        email: `study.${Date.now()}@example.com`,
        password: 'study password',
      }),
    });
    const { token } = (await res.json()) as { token: string };
    await learningBench('http://127.0.0.1:3216', token, { bareUrl: 'http://127.0.0.1:3217/bare' });
  } finally {
    await stop(server);
    await stop(bare);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await standalone();
