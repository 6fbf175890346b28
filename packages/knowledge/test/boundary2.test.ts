// A second look at the edge of the subject, written in one go before the engine was run on it: other
// subjects and other drinks (cooking, travel, health, sport, gardening, chemistry homework, code,
// spirits, cocktails, sake) and wine words in another sense ("the port of Dover", "the body of an
// essay", "vintage clothes", "a flooded cellar", "a bank's reserve", "dry cleaning", "wobbly table
// legs", "a barrel of oil", "a cork board"); things no record can answer (invented grapes,
// appellations, châteaux, producers, sommeliers and critics named close to real ones, in varied case;
// prices, auction results, scores, vintages to come, an estate's private figures) and false premises
// ("why is Chablis red"); and real wine questions that look like either (rare but real grapes and
// places, people of wine history, real producers' general facts, wine words in plain use).
// `boundary2-dev.json` is studied; `boundary2-holdout.json` is only measured.
import { describe, expect, it } from 'vitest';
import { measureBoundary as run } from './eval/boundary.ts';

// First measurement, before any change: studied part 29 of 30 wine questions with their key facts (28
// in the opening), 24 of 28 admitted, 24 of 29 steered, one wine question steered away ("moscato di"
// an unknown place); held-out part 28 of 31 (27), 25 of 28, 22 of 28, none steered away.
// After the class fixes (wine words in another sense, errands in a wine country, unknown names typed
// without capitals or given after "called", premises of country, colour and sweetness, prices, scores
// and figures in other words, rare grapes and people of wine history in the records): studied part 30
// of 30 (30 in the opening), 28 of 28, 29 of 29, none steered away; held-out part 28 of 31 (27), 25 of
// 28, 24 of 28, none steered away. The floors sit a little under these figures.
describe('the boundary of the subject, second round', () => {
  it('steers, admits and answers on the studied part', () => {
    const { f, steeredWine } = run('boundary2-dev.json', true);
    expect(steeredWine).toBe(0);
    expect(f.offtopic.right).toBe(f.offtopic.n);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(0.96);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0.96);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(0.93);
  });

  it('holds its floors on the held-out part', () => {
    const { f, steeredWine } = run('boundary2-holdout.json', false);
    expect(steeredWine).toBeLessThanOrEqual(1);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(0.82);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(0.85);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0.87);
  });
});
