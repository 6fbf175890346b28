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

describe('the boundary of the subject, tenth round', () => {
  it('steers, admits and answers on the studied part', () => {
    const { f, steeredWine } = run('boundary10-dev.json', true);
    expect(steeredWine).toBeLessThanOrEqual(33);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(0);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(0);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(0);
  });

  it('holds its floors on the held-out part', () => {
    const { f, steeredWine } = run('boundary10-holdout.json', false);
    expect(steeredWine).toBeLessThanOrEqual(33);
    expect(f.offtopic.right / f.offtopic.n).toBeGreaterThanOrEqual(0);
    expect(f.unknowable.right / f.unknowable.n).toBeGreaterThanOrEqual(0);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0);
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(0);
  });
});
