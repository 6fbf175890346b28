// The twelfth round of fresh learner questions, written in one go before the engine was run on
// them: open questions at all four levels, typed as learners type (lower case, misspelt, chatty or
// terse), leaning on Portugal (Douro, Vinho Verde, Dão, Alentejo, Madeira, the Port styles), Spain
// beyond Rioja (Ribera, Rías Baixas, the sherry categories, Cava, Priorat, Rueda, Toro), the USA
// beyond Napa (Oregon, Washington, Sonoma, the Finger Lakes, Paso Robles), Germany (Prädikat levels,
// VDP, regions, Sekt), South-West France, Languedoc-Roussillon, Provence rosé, the Loire's sweet
// wines, Hungary, Austria and Eastern Europe, South America, service and storage at home, food
// pairing, the SAT and its vocabulary, faults, sparkling methods, crossings and clones, weather
// hazards, vineyard and cellar decisions, closures and the health questions a wine shop hears;
// pasted exam items in several layouts (A–D, a)–d), numbered, inline, "Answer:", "which is NOT",
// true/false), made-up or unknowable things (invented grapes, places and estates close to real ones,
// prices, scores, future vintages, people), and other subjects. `blind12-dev.json` is studied;
// `blind12-holdout.json` is only measured.
import { describe, expect, it } from 'vitest';
import { describeFailure, evaluate, report } from './eval/grade.ts';
import { loadSet } from './eval/sets.ts';

function measure(name: string, printFailures: boolean) {
  const f = evaluate(loadSet(name));
  console.log(report(name, f));
  if (printFailures && f.failures.length > 0) console.log(f.failures.map(describeFailure).join('\n'));
  return f;
}

describe('fresh learner questions (blind set 12)', () => {
  it('has each kind of item in both parts', () => {
    for (const name of ['blind12-dev.json', 'blind12-holdout.json']) {
      const set = loadSet(name);
      for (const kind of ['open', 'choice', 'unknowable', 'offtopic']) {
        expect(set.some((i) => i.kind === kind)).toBe(true);
      }
      for (const item of set.filter((i) => i.kind === 'choice')) expect(item.answer).toBeTruthy();
    }
  });

  it('answers, chooses, admits and steers on the studied part', () => {
    const f = measure('blind12-dev.json', true);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(FLOORS.devOfftopic);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(FLOORS.unknowable);
    expect(f.choice.right / f.choice.n).toBeGreaterThanOrEqual(FLOORS.devChoice);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(FLOORS.devOpen);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(FLOORS.devAnywhere);
  });

  it('holds its floors on the held-out part', () => {
    const f = measure('blind12-holdout.json', false);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(FLOORS.holdoutOfftopic);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(FLOORS.unknowable);
    expect(f.choice.right / f.choice.n).toBeGreaterThanOrEqual(FLOORS.holdoutChoice);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(FLOORS.holdoutOpen);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(FLOORS.holdoutAnywhere);
  });
});

// First measurement, before any change: studied part 86.2 % opening, 95.7 % anywhere (of 116 open),
// 17 of 19 exam items, 6 of 8 unknowable admitted, 4 of 5 other subjects steered; held-out part
// 84.3 % opening, 90.4 % anywhere (of 115), 15 of 19 exam items, 6 of 8 admitted, 5 of 5 steered.
// After the class fixes: studied part 99.1 % opening, 100 % anywhere, 18 of 19, 8 of 8, 5 of 5;
// held-out part 86.1 % opening, 91.3 % anywhere, 15 of 19, 6 of 8, 5 of 5. With the other fixes
// made beside them (theory openings, Level 3 facts, exam reasoning): held-out part 88.7 % opening,
// 93.0 % anywhere, 15 of 19, 6 of 8, 5 of 5. The floors sit a little under the final figures.
const FLOORS = {
  devOpen: 0.96,
  devAnywhere: 0.97,
  devChoice: 0.89,
  devOfftopic: 0.8,
  holdoutOpen: 0.86,
  holdoutAnywhere: 0.91,
  holdoutChoice: 0.75,
  holdoutOfftopic: 0.8,
  unknowable: 0.7,
};
