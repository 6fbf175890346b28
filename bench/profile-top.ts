// Where a CPU profile (.cpuprofile, as written by --cpu-prof or BENCH_CPU_PROFILE) spent its time:
// self time per function and per source file, largest first. `node bench/profile-top.ts <file> [n]`
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file, n = '30'] = process.argv.slice(2);
if (!file) {
  console.log('usage: node bench/profile-top.ts <file.cpuprofile> [rows]');
  process.exit(1);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<number, number>();
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = (profile.endTime - profile.startTime) / 1000;
const fns = new Map<string, number>();
const files = new Map<string, number>();
for (const [id, us] of self) {
  const f = byId.get(id)?.callFrame;
  if (!f) continue;
  const where = f.url.replace(/^file:\/\//, '').replace(/.*\/node_modules\//, 'node_modules/');
  const fn = `${f.functionName || '(anonymous)'}  ${where}${where ? `:${f.lineNumber + 1}` : ''}`;
  fns.set(fn, (fns.get(fn) ?? 0) + us / 1000);
  const key = where ? where.replace(/^(node_modules\/(@[^/]+\/)?[^/]+).*/, '$1') : `(${f.functionName})`;
  files.set(key, (files.get(key) ?? 0) + us / 1000);
}
const top = (m: Map<string, number>) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(n))
    .map(([k, v]) => `  ${v.toFixed(1).padStart(9)} ms  ${k}`)
    .join('\n');
console.log(`profile of ${total.toFixed(0)} ms on the main thread\n\nself time by function:\n${top(fns)}`);
console.log(`\nself time by file or package:\n${top(files)}`);
