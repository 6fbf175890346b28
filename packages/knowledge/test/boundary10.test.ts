// A tenth look at the edge of the subject, written in one go before the engine was run on it: made-up
// grapes, appellations, sub-zones, châteaux, domaines, cuvées, people, awards, laws, label terms and
// methods placed next to real names; a real producer's price, score, sales or private taste; future
// vintages and their prices; nicknames and bans that never were; other subjects that borrow wine words or
// wine places' names (port as a harbour, body and legs in fitness and anatomy, tanned leather, vintage cars
// and clothes, champagne and claret as colours, Bordeaux's football club and mastiff, Cork the city, oak
// furniture, sparkling water, beers and spirits, cooking where the question is about the food, travel
// errands); and real wine questions that look like either (rare real grapes, small real appellations, odd
// real terms, people of wine history, and false premises to correct). `boundary10-dev.json` is studied;
// `boundary10-holdout.json` is only measured.
import { describe, expect, it } from 'vitest';
import { measureBoundary as run } from './eval/boundary.ts';

// First measurement, before any change made for it: studied part 30 of 33 wine questions with their key
// facts (29 in the opening), 21 of 25 made-up or unknowable things admitted, 21 of 25 other subjects
// steered; held-out part 29 of 33 (29), 19 of 25, 15 of 25. No wine question of either part was steered
// away. After the class fixes (a wine's name as the colour of a dye or make-up, "vintage" said of cars,
// clothes or furniture, a dish gone wrong in the pan and a wine town's famous food steered back to wine;
// a made-up step of the cellar joined by a hyphen admitted; a grape that is also a cheese described as
// the grape): studied part 31 of 33 (30 in the opening), 23 of 25, 25 of 25; held-out part unchanged,
// 29 of 33 (29), 19 of 25, 15 of 25. No wine question of either part was steered away. The floors sit
// a little under these.
describe('the boundary of the subject, tenth round', () => {
  it('steers, admits and answers on the studied part', () => {
    const { f, steeredWine } = run('boundary10-dev.json', true);
    expect(steeredWine).toBe(0);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(0.96);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(0.88);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0.9);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(0.88);
  });

  it('holds its floors on the held-out part', () => {
    const { f, steeredWine } = run('boundary10-holdout.json', false);
    expect(steeredWine).toBeLessThanOrEqual(1);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(0.56);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(0.72);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0.85);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(0.85);
  });
});
