// A fourth look at the edge of the subject, written in one go before the engine was run on it, on the
// same line as the third (wine's subject is every drink made from grapes; beer, cider, sake, spirits
// not made from grapes, cocktails, coffee and tea are other drinks, steered back to wine).
// The set: other drinks and subjects (cooking with no wine in it, errands in wine towns, health, code,
// sport) and wine words in another sense ("a vintage Mustang", "a lower-body workout", "a cellar flat",
// "a reserve savings account", "a crush on a coworker", "a tannery", "Girondins de Bordeaux", "champagne
// paint", "a glossy finish", "a tear in my jeans", "decanting perfume"); things no record can answer
// (grapes, appellations, estates, winemakers, critics and sommeliers made up close to real ones;
// scores, prices, auction results, opening hours, bookings, a private person's cellar or choice, an
// owner's earnings, a year's sales, vintages to come) and false premises (a wine's grape, a place's
// fame, a way of making, a classification where there is none); and real wine questions that look like
// either (rare real grapes and places, tears and legs, body, finish, cork taint, cooking with wine, kir,
// sangria, spritz, mulled wine, kalimotxo, the crush, racking, reserve wines, the tastevin, monks and
// the Judgment of Paris). `boundary4-dev.json` is studied; `boundary4-holdout.json` is only measured.
import { describe, expect, it } from 'vitest';
import { measureBoundary as run } from './eval/boundary.ts';

// First measurement, before any change: studied part 29 of 32 wine questions with their key facts (28
// in the opening), 20 of 30 admitted, 28 of 30 steered, two wine questions steered away (the tastevin,
// and a booking at a named restaurant taken for an errand); held-out part 30 of 31 (27), 22 of 30, 24
// of 30, one steered away.
// After the class fixes (bookings at a named house, earnings, a year's sales, a private person's
// choice; a place's fame for a grape, a style made from a grape, a way of making that the records
// contradict; producers named with "de la" or a hyphened name; decanting and cooking in other senses;
// legs and tears on the glass; the tastevin, cooking with wine and sangria's wine in the records):
// studied part 32 of 32 (32), 28 of 30, 30 of 30, none steered away; held-out part 30 of 31 (27), 23
// of 30, 24 of 30, one steered away. The floors sit a little under these figures.
describe('the boundary of the subject, fourth round', () => {
  it('steers, admits and answers on the studied part', () => {
    const { f, steeredWine } = run('boundary4-dev.json', true);
    expect(steeredWine).toBe(0);
    expect(f.offtopic.right).toBe(f.offtopic.n);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(0.9);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0.96);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(0.93);
  });

  it('holds its floors on the held-out part', () => {
    const { f, steeredWine } = run('boundary4-holdout.json', false);
    expect(steeredWine).toBeLessThanOrEqual(1);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(0.76);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(0.73);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0.93);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(0.84);
  });
});
