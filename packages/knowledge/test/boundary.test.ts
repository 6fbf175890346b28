// The edge of the subject, written in one go before the engine was run on it: other drinks (beer,
// sake, whisky, cocktails, coffee, tea, kombucha, cider), other subjects (food without wine, travel,
// weather, sport, code, sums, health), and wine words used in another sense ("the USB port", "Cork
// city", "a baby's bottle", "Vine videos", "a press release", "a flooded cellar", "body fat", "a legs
// workout", "a nose bleed", "tannin in tea", "can my dog eat grapes"); things no record can answer
// (invented grapes, appellations, estates in real communes, winemakers, today's prices, critics'
// scores, vintages to come, next year's winners, an estate's sales, a living person's taste) and false
// premises; and real wine questions that look like either (rice wine, fortified wine, wine cocktails,
// wine and cheese, wine and health, cork taint, the body, legs and nose of a wine, rare grapes and
// places the records hold). `boundary-dev.json` is studied; `boundary-holdout.json` is only measured.
import { describe, expect, it } from 'vitest';
import { measureBoundary as run } from './eval/boundary.ts';

// First measurement, before any change: studied part 25 of 30 wine questions with their key facts
// (all 25 in the opening), 23 of 25 admitted, 20 of 26 steered; held-out part 25 of 30 (25), 17 of 25,
// 20 of 26. One wine question was steered away, on purpose: "is sake a rice wine?" is answered as
// another drink, with the reason it is no grape wine (brewed from rice), which is its key fact.
// After the class fixes (wine words in another sense, fused and trade-named names, prices, favourites,
// events to come, drinks made with wine, units, making verbs): studied part 30 of 30 (29 in the
// opening), 25 of 25, 26 of 26; held-out part 25 of 30 (25), 17 of 25, 25 of 26, none steered away.
// The floors sit at or a little under these figures.
describe('the boundary of the subject', () => {
  it('steers, admits and answers on the studied part', () => {
    const { f, steeredWine } = run('boundary-dev.json', true);
    expect(steeredWine).toBeLessThanOrEqual(1);
    expect(f.offtopic.right).toBe(f.offtopic.n);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(0.96);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0.96);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(0.93);
  });

  it('holds its floors on the held-out part', () => {
    const { f, steeredWine } = run('boundary-holdout.json', false);
    expect(steeredWine).toBeLessThanOrEqual(1);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(0.96);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(0.68);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0.8);
  });
});
