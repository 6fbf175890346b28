// Loading and measuring the development sets beside test/eval (the JSON files in test/), shared by
// the set tests so each states only its floors and its own behaviour checks.
import { readFileSync } from 'node:fs';
import { answer } from '../../src/index.ts';
import { describeFailure, type EvalItem, evaluate, opening, report } from './grade.ts';

export function loadSet(name: string): EvalItem[] {
  return JSON.parse(readFileSync(new URL(`../${name}`, import.meta.url), 'utf8')) as EvalItem[];
}

/** Shares of a set's open items with the key facts in the opening and anywhere; failures are printed. */
export function measureOpen(name: string): { opening: number; anywhere: number } {
  const f = evaluate(loadSet(name));
  console.log(report(name, f));
  if (f.failures.length > 0) console.log(f.failures.map(describeFailure).join('\n'));
  return { opening: f.open.opening / f.open.n, anywhere: f.open.anywhere / f.open.n };
}

/** The opening a learner reads first, lower-cased, for a friendly answer at the given level. */
export function openingOf(question: string, level: 1 | 2 | 3 | 4 = 3): string {
  return opening(answer({ question, level, style: 'friendly' }).markdown).toLowerCase();
}
