// Other subjects recognised by the absence of anything of wine rather than by lists of their words:
// 60 requests on subjects the engine's word lists were never written for, and 60 wine questions that
// border on food, health, travel, people, business, home storage and cooking.
// `offtopic3-dev.json` is tuned on; `offtopic3-holdout.json` was written at the same time and is only measured;
// `offtopic4-holdout.json` (30 requests, 20 wine questions) was written after the mechanism and only measured.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { describeFailure, type EvalItem, evaluate, type Figures, report } from './eval/grade.ts';

const load = (name: string) => JSON.parse(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')) as EvalItem[];

function run(name: string): { f: Figures; steeredWine: string[] } {
  const items = load(name);
  const f = evaluate(items);
  // A wine question steered away is the worse mistake: count it on its own.
  const steeredWine = items
    .filter((i) => i.kind !== 'offtopic')
    .filter((i) => answer({ question: i.q, level: i.level, style: i.style ?? 'friendly' }).intent === 'off-topic')
    .map((i) => i.q);
  console.log(
    `${report(name, f)}\n  wine questions steered away: ${steeredWine.length}\n${f.failures.map(describeFailure).join('\n')}`,
  );
  return { f, steeredWine };
}

describe('off-topic set 3', () => {
  it('steers other subjects back and keeps borderline wine questions on the development set', () => {
    const { f, steeredWine } = run('offtopic3-dev.json');
    expect(f.offtopic.right).toBeGreaterThanOrEqual(28);
    expect(steeredWine).toEqual([]);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0.93);
  });
  it('holds its floors on the held-out set', () => {
    const { f, steeredWine } = run('offtopic3-holdout.json');
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(0.9);
    expect(steeredWine.length).toBeLessThanOrEqual(1);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0.83);
  });
  it('holds its floors on the set written after the mechanism', () => {
    const { f, steeredWine } = run('offtopic4-holdout.json');
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(0.75);
    expect(steeredWine.length).toBeLessThanOrEqual(1);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0.8);
  });
});
