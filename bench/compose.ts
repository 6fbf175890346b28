// What the built-in engine costs per answer: CPU milliseconds of `answer()` on the main thread for every
// distinct question of the knowledge engine's development sets (packages/knowledge/test/*.json, held-out
// sets left out), asked once each at its own level in the friendly voice, as a chat asks it. The first
// streamed token of many simultaneous chats waits for these answers one after another, so their sum is
// that figure's floor on a machine that composes on its main thread.
//
//   node bench/compose.ts              figures: index build, heap, cold first answer, mean / p50 / p95
//   node bench/compose.ts dump [file]  every answer (levels 1 and 3 friendly, 2 technical, 4 sharp, 3 exam)
//                                      to compare the engine's output before and after a change
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { LevelId, VoiceStyle } from '@sommai/shared';

const dir = path.resolve(import.meta.dirname, '../packages/knowledge/test');

interface Item {
  q?: string;
  question?: string;
  level?: number;
}

/** Every question of the development sets, in file order, each once (the first level it is asked at). */
function questions(): { q: string; level: LevelId }[] {
  const seen = new Set<string>();
  const out: { q: string; level: LevelId }[] = [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.includes('holdout'))
    .sort();
  for (const f of files) {
    const set = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as unknown;
    if (!Array.isArray(set)) continue;
    for (const item of set as Item[]) {
      const q = item.q ?? item.question;
      if (typeof q !== 'string' || seen.has(q)) continue;
      seen.add(q);
      const level = Math.min(4, Math.max(1, Math.round(item.level ?? 2))) as LevelId;
      out.push({ q, level });
    }
  }
  return out;
}

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};
const cpuMs = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const all = questions();
const heap0 = heapMb();
let t = cpuMs();
const { answer, knowledge } = await import('@sommai/knowledge');
const loadMs = cpuMs() - t;
const heapLoaded = heapMb();
t = cpuMs();
knowledge.warm();
const warmMs = cpuMs() - t;
const heapWarm = heapMb();

if (process.argv[2] === 'dump') {
  const variants: [LevelId, VoiceStyle][] = [
    [1, 'friendly'],
    [3, 'friendly'],
    [2, 'technical'],
    [4, 'sharp'],
    [3, 'exam'],
  ];
  const lines: string[] = [];
  for (const [level, style] of variants)
    for (const { q } of all) {
      const a = answer({ question: q, level, style });
      const sources = a.sources.map((s) => JSON.stringify(s)).join(' ');
      lines.push(`### L${level} ${style} ${JSON.stringify(q)} found=${a.found} intent=${a.intent}`);
      lines.push(a.markdown, `sources: ${sources}`, '');
    }
  const out = process.argv[3];
  if (out) writeFileSync(out, lines.join('\n'));
  else console.log(lines.join('\n'));
  process.exit(0);
}

const times: number[] = [];
let first = 0;
let start = cpuMs();
for (const { q, level } of all) {
  const t0 = cpuMs();
  answer({ question: q, level, style: 'friendly' });
  const ms = cpuMs() - t0;
  if (times.length === 0) first = ms;
  times.push(ms);
}
const total = cpuMs() - start;
const heapAfter = heapMb();
const sorted = [...times].sort((a, b) => a - b);
const mean = total / times.length;
const f = (n: number) => n.toFixed(2);
console.log(`knowledge engine, ${all.length} distinct development questions, CPU ms of answer() on the main thread`);
console.log(`  load modules ${loadMs.toFixed(0)} ms, build lookups and index ${warmMs.toFixed(0)} ms`);
console.log(
  `  heap used: ${heap0.toFixed(1)} MB before, ${heapLoaded.toFixed(1)} MB with modules, ${heapWarm.toFixed(1)} MB with the index built, ${heapAfter.toFixed(1)} MB after every answer`,
);
console.log(`  cold first answer ${f(first)} ms`);
console.log(
  `  per question: mean ${f(mean)}  p50 ${f(pct(sorted, 50))}  p95 ${f(pct(sorted, 95))}  p99 ${f(pct(sorted, 99))}  max ${f(sorted[sorted.length - 1])}  total ${total.toFixed(0)} ms`,
);
console.log(`  50 distinct answers one after another at the mean: ${(mean * 50).toFixed(0)} ms`);
// A second pass over the same questions: what the engine keeps between answers (none of it is an answer).
start = cpuMs();
for (const { q, level } of all) answer({ question: q, level, style: 'friendly' });
console.log(`  the same questions again: mean ${f((cpuMs() - start) / all.length)} ms`);
if (process.argv.includes('slowest')) {
  const slow = all.map((x, i) => ({ ...x, ms: times[i] })).sort((a, b) => b.ms - a.ms);
  for (const s of slow.slice(0, 25))
    console.log(`  ${f(s.ms).padStart(8)} ms  L${s.level} ${JSON.stringify(s.q).slice(0, 100)}`);
}
