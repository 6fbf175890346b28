// The one seeded generator: what the quiz bank and the picture renderer both rely on.
import { describe, expect, it } from 'vitest';
import { hashString, pickFromTop, SeededRandom, seeded, shuffle } from '../src/random.ts';

const draw = (r: () => number, n: number) => Array.from({ length: n }, r);

describe('seeded randomness', () => {
  it('gives the same numbers for the same seed, and other numbers for another', () => {
    expect(draw(seeded('Chablis'), 20)).toEqual(draw(seeded('Chablis'), 20));
    expect(draw(seeded('Chablis'), 20)).not.toEqual(draw(seeded('Chianti'), 20));
    const g = new SeededRandom(hashString('Chablis'));
    expect(draw(() => g.next(), 20)).toEqual(draw(seeded('Chablis'), 20));
  });

  it('continues from a saved state exactly where it was', () => {
    const g = new SeededRandom(42);
    draw(() => g.next(), 5);
    const copy = new SeededRandom(g.state);
    expect(draw(() => copy.next(), 10)).toEqual(draw(() => g.next(), 10));
  });

  it('stays within [0, 1) and spreads over it', () => {
    const values = draw(seeded('spread'), 10_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const low = values.filter((v) => v < 0.5).length;
    expect(low).toBeGreaterThan(4_500);
    expect(low).toBeLessThan(5_500);
  });

  it('shuffles into a permutation and picks from the top of a ranking', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    const shuffled = shuffle(items, seeded('order'));
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled).not.toEqual(items);
    const picked = pickFromTop(items, 4, seeded('top'), 8);
    expect(picked).toHaveLength(4);
    expect(picked.every((i) => i < 8)).toBe(true);
  });
});
