// The eleventh round of fresh learner questions, written in one go before the engine was run on
// them: open questions at all four levels, typed as learners type (lower case, misspelt, chatty or
// terse), leaning on Italy beyond the classics (Campania, Sicily, Sardinia, Alto Adige, Friuli,
// Marche), the Bordeaux and Burgundy classifications, Champagne label terms and dosage, Alsace, New
// Zealand, South Africa, Chile, Argentina, Greece, Tokaji, Austria, viticulture (training, pests and
// diseases, canopy, climate and site), tasting terms and faults, service, grape parentage and
// synonyms, sweet-wine methods and wine-law figures; pasted exam items in several layouts (A–D,
// a)–d), numbered, inline, "Answer:", "which is NOT", true/false), made-up or unknowable things
// (invented grapes, places and estates close to real ones, prices, scores, future vintages, people),
// and other subjects (goodbyes, food that refuses wine, everyday errands). `blind11-dev.json` is
// studied; `blind11-holdout.json` is only measured.
import { describe, expect, it } from 'vitest';
import { describeFailure, evaluate, report } from './eval/grade.ts';
import { loadSet } from './eval/sets.ts';

function measure(name: string, printFailures: boolean) {
  const f = evaluate(loadSet(name));
  console.log(report(name, f));
  if (printFailures && f.failures.length > 0) console.log(f.failures.map(describeFailure).join('\n'));
  return f;
}

describe('fresh learner questions (blind set 11)', () => {
  it('has each kind of item in both parts', () => {
    for (const name of ['blind11-dev.json', 'blind11-holdout.json']) {
      const set = loadSet(name);
      for (const kind of ['open', 'choice', 'unknowable', 'offtopic']) {
        expect(set.some((i) => i.kind === kind)).toBe(true);
      }
      for (const item of set.filter((i) => i.kind === 'choice')) expect(item.answer).toBeTruthy();
    }
  });

  it('answers, chooses, admits and steers on the studied part', () => {
    const f = measure('blind11-dev.json', true);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(FLOORS.devOfftopic);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(FLOORS.unknowable);
    expect(f.choice.right / f.choice.n).toBeGreaterThanOrEqual(FLOORS.devChoice);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(FLOORS.devOpen);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(FLOORS.devAnywhere);
  });

  it('holds its floors on the held-out part', () => {
    const f = measure('blind11-holdout.json', false);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(FLOORS.holdoutOfftopic);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(FLOORS.unknowable);
    expect(f.choice.right / f.choice.n).toBeGreaterThanOrEqual(FLOORS.holdoutChoice);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(FLOORS.holdoutOpen);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(FLOORS.holdoutAnywhere);
  });
});

// First measurement, before any change: studied part 82.6 % opening, 93.0 % anywhere (of 115 open),
// 16 of 18 exam items, 7 of 8 unknowable admitted, 2 of 5 other subjects steered; held-out part
// 79.1 % opening, 87.0 % anywhere (of 115), 16 of 18 exam items, 7 of 7 admitted, 3 of 5 steered.
// After the class fixes: studied part 95.7 % opening, 99.1 % anywhere, 17 of 18, 7 of 8, 3 of 5;
// held-out part 80.0 % opening, 87.0 % anywhere, 16 of 18, 7 of 7, 4 of 5. The floors sit a little
// under the final figures. With theory questions answered from the asked point: studied 99.1 % opening,
// held-out 83.5 % opening. After the twelfth round's fixes and the exam and Level 3 work beside them:
// held-out 85.2 % opening, 90.4 % anywhere, 17 of 18 exam items.
const FLOORS = {
  devOpen: 0.96,
  devAnywhere: 0.96,
  devChoice: 0.88,
  devOfftopic: 0.55,
  holdoutOpen: 0.83,
  holdoutAnywhere: 0.88,
  holdoutChoice: 0.88,
  holdoutOfftopic: 0.7,
  unknowable: 0.85,
};
