// A seventh look at the edge of the subject, written in one go before the engine was run on it: real
// names with a tier, colour, Grand Cru, DOCG, clone or cuvée word the law and the records do not have
// (a red Chablis, a Barolo Superiore, a Grand Cru in a village with none, a DOCG for a grape alone, a
// white wine from a red-only appellation); other subjects that name rivers, mountains, lakes, cities,
// monuments, clubs, dog breeds and films the wine records also name; and real wine questions that look
// like either (real Superiore, Gran Selezione and Gran Reserva tiers, real colour variants and grape
// mutations, the wines along real rivers and near real cities). `boundary7-dev.json` is studied;
// `boundary7-holdout.json` is only measured.
import { describe, expect, it } from 'vitest';
import { measureBoundary as run } from './eval/boundary.ts';

// First measurement, before any change: studied part 30 of 30 wine questions with their key facts (28
// in the opening), 5 of 26 made-up things admitted, 17 of 25 steered; held-out part 30 of 30 (29), 4
// of 26, 15 of 25.
// After the class fixes (a place's rank or colour its record never gives it, a grape's colour it
// cannot make, measures of the land and of a creature's size): studied part 30 of 30 (28), 20 of 26,
// 24 of 25; held-out part 30 of 30 (29), 23 of 26, 19 of 25. The floors sit a little under these.
describe('the boundary of the subject, seventh round', () => {
  it('steers, admits and answers on the studied part', () => {
    const { f, steeredWine } = run('boundary7-dev.json', true);
    expect(steeredWine).toBe(0);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(0.9);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(0.75);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0.95);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(0.9);
  });

  it('holds its floors on the held-out part', () => {
    const { f, steeredWine } = run('boundary7-holdout.json', false);
    expect(steeredWine).toBeLessThanOrEqual(1);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(0.7);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(0.85);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0.95);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(0.9);
  });
});
