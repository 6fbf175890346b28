// One round of fresh learner questions, split into a studied part (`blindN-dev.json`, its failures
// printed) and a held-out part (`blindN-holdout.json`, only measured): the same three checks for
// every round, each round stating only its floors.
import { describe, expect, it } from 'vitest';
import { describeFailure, evaluate, type Figures, report } from './grade.ts';
import { loadSet } from './sets.ts';

/** Shares a part must reach; the off-topic share is all (1) when not given. */
export interface PartFloors {
  open: number;
  anywhere: number;
  choice: number;
  offtopic?: number;
  unknowable: number;
}

function measure(name: string, printFailures: boolean): Figures {
  const f = evaluate(loadSet(name));
  console.log(report(name, f));
  if (printFailures && f.failures.length > 0) console.log(f.failures.map(describeFailure).join('\n'));
  return f;
}

function holds(f: Figures, floors: PartFloors): void {
  expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(floors.offtopic ?? 1);
  expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(floors.unknowable);
  expect(f.choice.right / f.choice.n).toBeGreaterThanOrEqual(floors.choice);
  expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(floors.open);
  expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(floors.anywhere);
}

export function describeRound(round: number, floors: { dev: PartFloors; holdout: PartFloors }): void {
  const dev = `blind${round}-dev.json`;
  const holdout = `blind${round}-holdout.json`;
  describe(`fresh learner questions (blind set ${round})`, () => {
    it('has each kind of item in both parts', () => {
      for (const name of [dev, holdout]) {
        const set = loadSet(name);
        for (const kind of ['open', 'choice', 'unknowable', 'offtopic'])
          expect(set.some((i) => i.kind === kind)).toBe(true);
        for (const item of set.filter((i) => i.kind === 'choice')) expect(item.answer).toBeTruthy();
      }
    });

    it('answers, chooses, admits and steers on the studied part', () => holds(measure(dev, true), floors.dev));

    it('holds its floors on the held-out part', () => holds(measure(holdout, false), floors.holdout));
  });
}
