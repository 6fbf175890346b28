// A ninth look at the edge of the subject, written in one go before the engine was run on it: made-up
// grapes with plausible local names, invented sub-zones of real regions, nicknames of vintages that were
// never given, awards and rankings that do not exist, future prices and vintages, private facts of real
// producers, what a named person thinks, made-up label terms and methods, and events that never happened
// to real wines; other subjects that borrow wine words or wine towns' names (football and rugby clubs of
// wine towns, songs with wine in the title, "burgundy", "merlot" and "champagne" as colours, fermentation
// of bread, kimchi, yoghurt and miso, beers and spirits made from no grapes, coffee's body and acidity,
// perfume notes, cooking, bottle names that are kings, magi and ice creams); and real wine questions that
// look like either (rare real grapes, odd real appellations, odd real terms, people of wine history, and
// false premises to correct). `boundary9-dev.json` is studied; `boundary9-holdout.json` is only measured.
import { describe, expect, it } from 'vitest';
import { measureBoundary as run } from './eval/boundary.ts';

// First measurement, before any change: studied part 28 of 31 wine questions with their key facts (28
// in the opening), 18 of 28 made-up things admitted, 20 of 25 steered; held-out part 27 of 32 (27), 14
// of 25, 16 of 26. One wine question of the held-out part steered away, none of the studied part.
// After the class fixes (a contest's result; a reason asked for an act no record tells; a label phrase
// with a word no record writes; a hyphened method or classification; foods fermented from milk,
// cabbage or dough; perfume notes; the kings and magi big bottles are named after; a film's music; the
// longest river or highest peak) and added records (the foxy smell, five figures of wine history):
// studied part 31 of 31 (31), 25 of 28, 25 of 25; held-out part 29 of 32 (29), 16 of 25, 19 of 26.
// Still one wine question of the held-out part steered away. The floors sit a little under these.
describe('the boundary of the subject, ninth round', () => {
  it('steers, admits and answers on the studied part', () => {
    const { f, steeredWine } = run('boundary9-dev.json', true);
    expect(steeredWine).toBe(0);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(0.95);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(0.85);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0.95);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(0.95);
  });

  it('holds its floors on the held-out part', () => {
    const { f, steeredWine } = run('boundary9-holdout.json', false);
    expect(steeredWine).toBeLessThanOrEqual(1);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(0.7);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(0.6);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0.85);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(0.85);
  });
});
