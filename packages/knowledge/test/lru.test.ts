import { describe, expect, it } from 'vitest';
import { Lru } from '../src/lru.ts';

describe('the bounded memory of results', () => {
  it('makes a value once and returns the kept one after', () => {
    const lru = new Lru<string, number>(10);
    let made = 0;
    const make = (k: string) => {
      made++;
      return k.length;
    };
    expect(lru.through('syrah', make)).toBe(5);
    expect(lru.through('syrah', make)).toBe(5);
    expect(made).toBe(1);
  });

  it('keeps a falsy value such as null or an empty string', () => {
    const lru = new Lru<string, string | null>(10);
    let made = 0;
    const make = (k: string) => {
      made++;
      return k === 'a' ? null : '';
    };
    lru.through('a', make);
    lru.through('a', make);
    lru.through('b', make);
    lru.through('b', make);
    expect(made).toBe(2);
  });

  it('never holds more than twice its size, and keeps what was used lately', () => {
    const lru = new Lru<number, number>(100);
    let remade = 0;
    for (let i = 0; i < 10_000; i++) {
      lru.through(i, (k) => k * 2);
      // One key used all along survives every turn of the generations.
      lru.through(-1, () => ++remade);
      expect(lru.size).toBeLessThanOrEqual(200);
    }
    expect(remade).toBe(1);
    expect(lru.get(9_999)).toBe(19_998);
    expect(lru.get(0)).toBeUndefined();
  });
});
