// Loading and measuring the development sets beside test/eval (the JSON files in test/), shared by
// the set tests so each states only its floors and its own behaviour checks.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answer } from '../../src/index.ts';
import { describeFailure, type EvalItem, evaluate, opening, report } from './grade.ts';

export function loadSet(name: string): EvalItem[] {
  return JSON.parse(readFileSync(new URL(`../${name}`, import.meta.url), 'utf8')) as EvalItem[];
}

/** Shares of a set's open items with the key facts in the opening and anywhere; failures are printed unless told not to. */
export function measureOpen(name: string, printFailures = true): { opening: number; anywhere: number } {
  const f = evaluate(loadSet(name));
  console.log(report(name, f));
  if (printFailures && f.failures.length > 0) console.log(f.failures.map(describeFailure).join('\n'));
  return { opening: f.open.opening / f.open.n, anywhere: f.open.anywhere / f.open.n };
}

/** The opening a learner reads first, lower-cased, for a friendly answer at the given level. */
export function openingOf(question: string, level: 1 | 2 | 3 | 4 = 3): string {
  return opening(answer({ question, level, style: 'friendly' }).markdown).toLowerCase();
}

/** Shares an open set must reach: key facts in the opening and anywhere. */
export interface OpenFloors {
  opening: number;
  anywhere: number;
}

/**
 * A pair of open sets, `<prefix>-dev.json` (studied, its failures printed) and `<prefix>-holdout.json`
 * (only measured), every item of at least 100 per part wanting its key facts in the opening.
 */
export function describeOpenSets(
  title: string,
  prefix: string,
  floors: { dev: OpenFloors; holdout: OpenFloors },
): void {
  describe(title, () => {
    it('has two sets of open items, each with key facts wanted in the opening', () => {
      for (const name of [`${prefix}-dev.json`, `${prefix}-holdout.json`]) {
        const items = loadSet(name);
        expect(items.length).toBeGreaterThanOrEqual(100);
        for (const item of items) {
          expect(item.kind).toBe('open');
          expect(item.mustInclude.length).toBeGreaterThan(0);
          expect(item.opening).toBe(true);
        }
      }
    });

    it('answers the studied set with the key fact in the opening', () => {
      const f = measureOpen(`${prefix}-dev.json`);
      expect(f.opening).toBeGreaterThanOrEqual(floors.dev.opening);
      expect(f.anywhere).toBeGreaterThanOrEqual(floors.dev.anywhere);
    });

    it('answers the held-out set with the key fact in the opening', () => {
      const f = measureOpen(`${prefix}-holdout.json`, false);
      expect(f.opening).toBeGreaterThanOrEqual(floors.holdout.opening);
      expect(f.anywhere).toBeGreaterThanOrEqual(floors.holdout.anywhere);
    });
  });
}
