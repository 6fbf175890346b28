// "Cannonau: is it the same as Grenache?": the name said first, then asked of as "it" or "that", is
// one side of a same-or-not question, answered yes or no before anything else.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

describe('a name said first, then asked whether it is the same as another', () => {
  it('answers yes for one grape under two names', () => {
    for (const q of ['Cannonau: is it the same as Grenache?', 'zinfandel - is that the same grape as primitivo'])
      expect(openingOf(q, 4), q).toMatch(/^[^.]*\byes\b/);
  });

  it('answers no for two different wines', () => {
    expect(openingOf('cava - is it the same as champagne?', 4)).toMatch(/^[^.]*\bno\b/);
  });
});
