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

describe('the boundary of the subject, ninth round', () => {
  it('steers, admits and answers on the studied part', () => {
    const { f, steeredWine } = run('boundary9-dev.json', true);
    expect(steeredWine).toBeLessThanOrEqual(1);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(0.5);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(0.5);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0.5);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(0.5);
  });

  it('holds its floors on the held-out part', () => {
    const { f, steeredWine } = run('boundary9-holdout.json', false);
    expect(steeredWine).toBeLessThanOrEqual(1);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(0.5);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(0.5);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0.5);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(0.5);
  });
});
