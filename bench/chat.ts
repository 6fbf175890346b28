// Chat figures: the spec's JSON call (not paced) on one client, time to the first streamed token and
// to the full answer with 1 and 50 concurrent streams, the server's memory under that load, and the
// built-in engine's search speed.
import { readFileSync } from 'node:fs';
import { knowledge, search } from '@sommai/knowledge';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/**
 * Distinct questions, so that no figure is flattered by what the engine kept from an earlier
 * answer: each subject asked in each way, 100 questions in all.
 */
const SUBJECTS = [
  'Sancerre',
  'Pinot Noir',
  'Malbec',
  'the Barossa Valley',
  'Mosel Riesling',
  'Tokaji',
  'Port',
  'Sherry',
  'Chianti',
  'Rioja',
  'Vouvray',
  'Albariño',
  'Zinfandel',
  'Nebbiolo',
  'Grüner Veltliner',
  'Marlborough Sauvignon Blanc',
  'Napa Valley Cabernet',
  'Beaujolais',
  'Priorat',
  'Amarone',
  'Gewurztraminer',
  'Syrah',
  'Tempranillo',
  'Chenin Blanc',
  'Champagne',
];
const FORMS = [
  (s: string) => `Tell me about ${s}`,
  (s: string) => `What food goes with ${s}?`,
  (s: string) => `What does ${s} taste like?`,
  (s: string) => `Where does ${s} come from?`,
];
const QUESTIONS = FORMS.flatMap((form) => SUBJECTS.map(form));

/** One streamed chat answer: milliseconds to the first text delta and to the end of the stream. */
export async function streamOnce(base: string, token: string, i: number) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/chat/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      id: `bench-${Date.now()}-${i}`,
      message: { role: 'user', parts: [{ type: 'text', text: QUESTIONS[i % QUESTIONS.length] }] },
      level: 2,
      voiceMode: 'friendly',
    }),
  });
  if (!res.ok || !res.body) throw new Error(`stream ${i}: HTTP ${res.status}`);
  let first = 0;
  const decoder = new TextDecoder();
  for await (const chunk of res.body) {
    if (!first && decoder.decode(chunk as Uint8Array).includes('"text-delta"')) first = performance.now() - t0;
  }
  return { first, total: performance.now() - t0 };
}

/** One answer through the JSON call: milliseconds until the whole answer is back. */
async function jsonOnce(base: string, token: string, i: number) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/chat/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ message: QUESTIONS[i % QUESTIONS.length], level: 2, voiceMode: 'friendly' }),
  });
  const body = (await res.json()) as { data?: { content?: string } };
  if (!res.ok || !body.data?.content) throw new Error(`JSON answer ${i}: HTTP ${res.status}`);
  return performance.now() - t0;
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

export async function chatBench(base: string, token: string, serverPid: number) {
  console.log('\nChat: the JSON call (POST /api/chat/message), one client, one answer after another');
  for (let i = 0; i < 5; i++) await jsonOnce(base, token, i);
  const jsonTimes: number[] = [];
  for (let i = 0; i < 60; i++) jsonTimes.push(await jsonOnce(base, token, i));
  console.log(
    `  JSON answer: p50 ${pct(jsonTimes, 50).toFixed(1)} ms, p95 ${pct(jsonTimes, 95).toFixed(1)} ms (target p95 < 30 ms; 60 answers after 5 to warm up)`,
  );

  console.log('\nChat with the built-in engine (streamed at its reading pace, CHAT_STREAM_PACE_MS)');
  for (const n of [1, 50]) {
    const runs = n === 1 ? 10 : 1;
    const firsts: number[] = [];
    const totals: number[] = [];
    let errors = 0;
    let peak = rssMb(serverPid);
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(serverPid));
    }, 50);
    for (let r = 0; r < runs; r++) {
      const results = await Promise.allSettled(Array.from({ length: n }, (_, i) => streamOnce(base, token, i + r)));
      for (const x of results) {
        if (x.status === 'fulfilled') {
          firsts.push(x.value.first);
          totals.push(x.value.total);
        } else errors += 1;
      }
    }
    clearInterval(sampler);
    console.log(
      `  ${String(n).padStart(2)} concurrent: first token p50 ${pct(firsts, 50).toFixed(1)} ms, p95 ${pct(firsts, 95).toFixed(1)} ms (target < 50 ms); ` +
        `full answer p50 ${pct(totals, 50).toFixed(0)} ms, p95 ${pct(totals, 95).toFixed(0)} ms; errors ${errors}; server RSS peak ${peak.toFixed(0)} MB`,
    );
  }

  knowledge.warm();
  const queries = ['Gewurtz', 'chardonay', 'st emilion', 'cab sauv', 'rieslings', 'Chateauneuf', 'malo', 'Rioha'];
  const searchTimes: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const t = performance.now();
    search(queries[i % queries.length]);
    searchTimes.push(performance.now() - t);
  }
  console.log(
    `  knowledge search: p50 ${pct(searchTimes, 50).toFixed(3)} ms, p95 ${pct(searchTimes, 95).toFixed(3)} ms (2000 queries with typos and short names)`,
  );
}
