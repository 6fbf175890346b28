// What a list sentence says of the stem's own thing stands in that thing's item: the option whose
// words are there, not in a neighbour's item, is the answer when nothing else decides.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const verdict = (q: string) => answer({ question: q, level: 2, style: 'friendly' }).markdown.split('\n')[0];

describe('the item of a list sentence', () => {
  it('gives the thing named in it its own description', () => {
    expect(
      verdict(
        'What spreads Pierce’s disease? A) nematodes in the soil B) sharpshooter insects carrying a bacterium C) wind-borne fungal spores D) infected pruning shears',
      ),
    ).toMatch(/^\*\*B — /);
  });
});
