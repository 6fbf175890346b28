// A fifth look at the edge of the subject, written in one go before the engine was run on it: other
// subjects of every kind (beer styles, whisky, gin, rum, sake, cider, kombucha, coffee, tea and
// cocktails with no wine; cooking with no wine in it; health and fitness; errands and travel in wine
// places: parking in Bordeaux, trains to Porto, the weather in Napa, money in Mendoza; tech, money,
// sport and clubs named after wine places, homework, pets, gardening, songs and films named like wine
// things, and one-line small talk) beside real wine questions asked casually or close to those
// subjects (cooking with wine, wine cocktails, wine and health, visiting wineries and wine regions,
// wine words such as legs, finish, corked, reserva, brut and the punt in their wine sense).
// `boundary5-dev.json` is studied; `boundary5-holdout.json` is only measured.
import { describe, expect, it } from 'vitest';
import { measureBoundary as run } from './eval/boundary.ts';

// First measurement, before any change: studied part 24 of 25 wine questions with their key facts (23
// in the opening), 26 of 35 steered, none steered away; held-out part 21 of 25 (21), 32 of 35, one
// wine question steered away.
// After the class fixes (beer styles by name, vintage clothes, parking, money and a month's weather
// in a wine place, the date, bullion, garden planting; the French 75 and the Champagne cocktail in
// the records): studied part 24 of 25 (24; what a winery tour holds is still missed), 35 of 35, none
// steered away; held-out part 21 of 25 (21), 32 of 35, one steered away. The floors sit a little under these figures.
describe('the boundary of the subject, fifth round', () => {
  it('steers and answers on the studied part', () => {
    const { f, steeredWine } = run('boundary5-dev.json', true);
    expect(steeredWine).toBe(0);
    expect(f.offtopic.right).toBe(f.offtopic.n);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0.92);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(0.92);
  });

  it('holds its floors on the held-out part', () => {
    const { f, steeredWine } = run('boundary5-holdout.json', false);
    expect(steeredWine).toBeLessThanOrEqual(1);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(0.88);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0.8);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(0.8);
  });
});
