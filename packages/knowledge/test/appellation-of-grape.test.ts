// "Which DOCG uses Frappato?": a category of appellation (DOCG, DOC, AOC, DO, AVA, DAC) asked of a
// grape asks which appellations grow it, not what the category means.
import { describe, expect, it } from 'vitest';
import { understand } from '../src/index.ts';
import { openingOf } from './eval/sets.ts';

describe('a category of appellation asked of a grape', () => {
  it('names the appellations that grow the grape', () => {
    for (const [q, place] of [
      ['Which AOC uses Poulsard?', 'arbois'],
      ['what doc uses lagrein', 'alto adige'],
      ['What AOC allows Mourvèdre to lead the blend?', 'bandol'],
    ])
      expect(openingOf(q, 3), q).toContain(place);
  });

  it('reads a country before the category, and a grape the appellation is known for', () => {
    for (const [q, place] of [
      ['Which French AOC is famous for Poulsard?', 'arbois'],
      ['Which Italian DOC is known for Lagrein?', 'alto adige'],
      ['which portuguese DOC uses Baga', 'bairrada'],
    ])
      expect(openingOf(q, 3), q).toContain(place);
  });

  it('still reads the category alone as the category', () => {
    expect(understand('What does DOCG mean?').intent).not.toBe('where');
  });
});
