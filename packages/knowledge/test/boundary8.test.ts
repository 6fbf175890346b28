// An eighth look at the edge of the subject, written in one go before the engine was run on it: made-up
// cuvées and bottlings of real estates, tiers a real appellation does not have (a Grand Cru, a DOCG, a
// Riserva), invented clones, rootstocks, vineyards, laws and events, future results, what a named person
// thinks, and today's prices or stock; other subjects that borrow wine names or words (dog, cattle and
// poultry breeds, cheeses and hams, cities, clubs, people, cars; chemistry, medicine and cooking with
// "port", "tannin", "decant", "dry", "rootstock" in another sense); and real wine questions that look
// like either (real rare tiers, odd names, cuvée words, Dijon clones, rootstocks and wine laws).
// `boundary8-dev.json` is studied; `boundary8-holdout.json` is only measured.
import { describe, expect, it } from 'vitest';
import { measureBoundary as run } from './eval/boundary.ts';

// First measurement, before any change: studied part 25 of 31 wine questions with their key facts (24
// in the opening), 13 of 25 made-up things admitted, 15 of 25 steered; held-out part 29 of 30 (28), 15
// of 25, 17 of 25. No wine question steered away in either part.
// After the class fixes (clones, rootstocks and laws no record names; dated acts no record tells; a
// day's sales and a shop's stock; a rank read from inside a longer name; a creature's life, how a food
// is made, colours for clothes, baking agents, shops and cars; a breed before a food): studied part 27
// of 31 (27), 22 of 25, 25 of 25; held-out part 29 of 30 (28), 19 of 25, 21 of 25. Still no wine
// question steered away. The floors sit a little under these.
describe('the boundary of the subject, eighth round', () => {
  it('steers, admits and answers on the studied part', () => {
    const { f, steeredWine } = run('boundary8-dev.json', true);
    expect(steeredWine).toBe(0);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(0.95);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(0.85);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0.85);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(0.85);
  });

  it('holds its floors on the held-out part', () => {
    const { f, steeredWine } = run('boundary8-holdout.json', false);
    expect(steeredWine).toBeLessThanOrEqual(1);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(0.8);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(0.7);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0.95);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(0.9);
  });
});
