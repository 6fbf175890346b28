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

describe('the boundary of the subject, seventh round', () => {
  it('steers, admits and answers on the studied part', () => {
    const { f, steeredWine } = run('boundary7-dev.json', true);
    expect(steeredWine).toBe(0);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(0);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(0);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(0);
  });

  it('holds its floors on the held-out part', () => {
    const { f, steeredWine } = run('boundary7-holdout.json', false);
    expect(steeredWine).toBeLessThanOrEqual(1);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(0);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(0);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(0);
  });
});
