// A sixth look at the edge of the subject, written in one go before the engine was run on it: other
// subjects that borrow a wine word or a wine place's or grape's name in another sense (football clubs
// and songs, paint, harbours and router ports, pets and babies named after wines, Wine the program,
// beaches and rivers of wine places), beer, spirits, coffee, tea and cocktails, cooking, chemistry,
// money, travel and homework; made-up grapes, appellations, châteaux and people close to real ones,
// prices, scores, sales, bookings, future vintages and private facts; and real wine questions that
// look like either. `boundary6-dev.json` is studied; `boundary6-holdout.json` is only measured.
import { describe, expect, it } from 'vitest';
import { measureBoundary as run } from './eval/boundary.ts';

// First measurement, before any change: studied part 24 of 28 wine questions with their key facts (24
// in the opening), 18 of 23 unknowable things admitted, 24 of 30 steered; held-out part 26 of 27
// (26), 18 of 22, 21 of 30.
// After the class fixes (a wine name beside words no record writes, another drink in a wine's casks,
// Wine the program, paint, market prices, a year's output, bookings and orders asked of the tutor,
// what the asker drank, parts of wine places no record names, made-up words after a known place):
// studied part 24 of 28 (24), 23 of 23, 29 of 30; held-out part 26 of 27 (26), 18 of 22, 23 of 30.
// The floors sit a little under these figures.
describe('the boundary of the subject, sixth round', () => {
  it('steers, admits and answers on the studied part', () => {
    const { f, steeredWine } = run('boundary6-dev.json', true);
    expect(steeredWine).toBe(0);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(0.95);
    expect(f.unknowable.right).toBe(f.unknowable.n);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0.85);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(0.85);
  });

  it('holds its floors on the held-out part', () => {
    const { f, steeredWine } = run('boundary6-holdout.json', false);
    expect(steeredWine).toBeLessThanOrEqual(0);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(0.7);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(0.8);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0.9);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(0.9);
  });
});
