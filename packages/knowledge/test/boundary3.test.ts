// A third look at the edge of the subject, written in one go before the engine was run on it. Wine's
// subject, as the engine and the README treat it, is every drink made from grapes: still, sparkling,
// sweet and fortified wine, vermouth, and the grape spirits (brandy, Cognac, Armagnac, grappa, pisco,
// marc) that fortify wine or come from it. Beer, cider and perry, mead, sake, spirits not made from
// grapes (whisky, gin, vodka, rum, tequila), coffee, tea, kombucha and cocktails are other drinks,
// steered back to wine with a wine of like character; so are grapes eaten as fruit.
// The set: other subjects in many guises (cooking, other drinks, travel and errands in wine places,
// health, code, homework, chit-chat) and wine words in another sense ("a basement cellar", "a port in
// Croatia", "the body of a request", "vintage cars", "cork flooring", "Cork", "hair with body", "a
// runny nose", "a cup of grapes", "red paint on a white shirt", "pressing apples"); things no record
// can answer (grapes, appellations, estates, winemakers, critics and sommeliers made up close to real
// ones, in varied case; prices, scores, auction results, vintages to come, an estate's sales and
// profits, a salary, a celebrity's taste, a shop's opening hours, a booking) and false premises (a
// wine's grape, colour, style and country; a grape's home; a classification where there is none); and
// real wine questions that look like either (rare real grapes and places, people of wine history,
// everyday words in their wine sense: dry, crisp, jammy, length, green, hot, the punt, a magnum, the cap).
// `boundary3-dev.json` is studied; `boundary3-holdout.json` is only measured.
import { describe, expect, it } from 'vitest';
import { measureBoundary as run } from './eval/boundary.ts';

// First measurement, before any change: studied part 26 of 31 wine questions with their key facts (26
// in the opening), 22 of 30 admitted, 30 of 32 steered, one wine question steered away (the price of
// a vintage typed in lower case); held-out part 30 of 31 (30), 23 of 30, 29 of 32, none steered away.
// After the class fixes (premises of a wine's grape, a grape's main home and a style; opening hours
// and bookings; a vintage before a lower-case name; another drink named after a wine place; grapes as
// fruit; a food word called a grape; a made-up rank after a known place; an unknown name grown outside
// a known place; Lambrusco, Madame Clicquot, flying winemakers and tasting-note words in the records):
// studied part 31 of 31 (31), 30 of 30, 32 of 32, none steered away; held-out part 30 of 31 (30), 25
// of 30, 29 of 32, none steered away. The floors sit a little under these figures.
describe('the boundary of the subject, third round', () => {
  it('steers, admits and answers on the studied part', () => {
    const { f, steeredWine } = run('boundary3-dev.json', true);
    expect(steeredWine).toBe(0);
    expect(f.offtopic.right).toBe(f.offtopic.n);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(0.96);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0.96);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(0.93);
  });

  it('holds its floors on the held-out part', () => {
    const { f, steeredWine } = run('boundary3-holdout.json', false);
    expect(steeredWine).toBeLessThanOrEqual(1);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(0.87);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(0.8);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0.93);
  });
});
