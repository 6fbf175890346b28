// The tenth round of fresh learner questions, written in one go before the engine was run on them:
// open questions across the syllabus and all four levels, typed as learners type (lower case,
// misspelt, chatty or terse), leaning on fortified wines (Port, Sherry and Madeira styles and how they
// are made), sparkling methods and label terms, winemaking choices and their effects, storage,
// service and faults, German and Austrian ripeness and classification, American and Australian
// regions, Spain and Portugal beyond the classics, the Loire and Rhône appellations, label words and
// the principles of food pairing; pasted exam items in several layouts (A–D, numbered, inline,
// true/false, "which is NOT"), made-up or unknowable things (invented names close to real ones,
// prices, scores, future vintages), and other subjects. `blind10-dev.json` is studied;
// `blind10-holdout.json` is only measured.
import { describe, expect, it } from 'vitest';
import { describeFailure, evaluate, report } from './eval/grade.ts';
import { loadSet } from './eval/sets.ts';

function measure(name: string, printFailures: boolean) {
  const f = evaluate(loadSet(name));
  console.log(report(name, f));
  if (printFailures && f.failures.length > 0) console.log(f.failures.map(describeFailure).join('\n'));
  return f;
}

describe('fresh learner questions (blind set 10)', () => {
  it('has each kind of item in both parts', () => {
    for (const name of ['blind10-dev.json', 'blind10-holdout.json']) {
      const set = loadSet(name);
      for (const kind of ['open', 'choice', 'unknowable', 'offtopic']) {
        expect(set.some((i) => i.kind === kind)).toBe(true);
      }
      for (const item of set.filter((i) => i.kind === 'choice')) expect(item.answer).toBeTruthy();
    }
  });

  it('answers, chooses, admits and steers on the studied part', () => {
    const f = measure('blind10-dev.json', true);
    expect(f.offtopic.right).toBe(f.offtopic.n);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(FLOORS.unknowable);
    expect(f.choice.right / f.choice.n).toBeGreaterThanOrEqual(FLOORS.devChoice);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(FLOORS.devOpen);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(FLOORS.devAnywhere);
  });

  it('holds its floors on the held-out part', () => {
    const f = measure('blind10-holdout.json', false);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(0.9);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(FLOORS.unknowable);
    expect(f.choice.right / f.choice.n).toBeGreaterThanOrEqual(FLOORS.holdoutChoice);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(FLOORS.holdoutOpen);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(FLOORS.holdoutAnywhere);
  });
});

// A little under the measured figures: studied part 94.9 % opening, 97.4 % anywhere, 14 of 16 exam
// items; held-out part 73.5 % opening, 81.2 % anywhere, 9 of 15 exam items; every unknowable item
// admitted and every other subject steered back in both.
const FLOORS = {
  devOpen: 0.92,
  devAnywhere: 0.95,
  devChoice: 0.8,
  holdoutOpen: 0.7,
  holdoutAnywhere: 0.78,
  holdoutChoice: 0.55,
  unknowable: 0.85,
};
