// One round of pasted exam items, split into a studied part (`<set>-dev.json`, its failures printed)
// and a held-out part (`<set>-holdout.json`, only measured): every item must be read as an exam item,
// and each part must name the right option at least as often as its floor.
import { describe, expect, it } from 'vitest';
import { parseChoice } from '../../src/choice.ts';
import { describeFailure, evaluate, report } from './grade.ts';
import { loadSet } from './sets.ts';

function choose(name: string, floor: number, printFailures: boolean): void {
  const f = evaluate(loadSet(name));
  console.log(report(name, f));
  if (printFailures) for (const g of f.failures) console.log(describeFailure(g));
  expect(f.choice.right / f.choice.n).toBeGreaterThanOrEqual(floor);
}

/** `set` is the files' stem ("choice-exam4"); `title` names the round in the test output. */
export function describeExamRound(set: string, title: string, floors: { dev: number; holdout: number }): void {
  const dev = `${set}-dev.json`;
  const holdout = `${set}-holdout.json`;
  describe(title, () => {
    it('reads every item as an exam item', () => {
      for (const name of [dev, holdout])
        for (const item of loadSet(name)) expect(parseChoice(item.q), item.q).toBeDefined();
    });
    it('names the right option on the development part', () => choose(dev, floors.dev, true));
    it('names the right option on the held-out part', () => choose(holdout, floors.holdout, false));
  });
}
