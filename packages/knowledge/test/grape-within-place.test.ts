// "Where is Chenin Blanc grown in South Africa?", "Chenin Blanc South Africa - regions": a grape
// asked of a country or region is answered with the places within it that grow the grape, its own key
// regions first, under the name the grape goes by there.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

describe('a grape asked of a place', () => {
  it('names the places within it that grow the grape', () => {
    for (const [q, place] of [
      ['where in south africa is chenin blanc grown?', 'swartland'],
      ['Where in New Zealand is Pinot Noir planted?', 'central otago'],
      ['where do they grow tempranillo in spain', 'ribera del duero'],
    ])
      expect(openingOf(q, 3), q).toContain(place);
  });

  it('leads a grape profile with them when the question asks for regions', () => {
    for (const [q, place] of [
      ['malbec in argentina - main regions?', 'mendoza'],
      ['riesling australia, which areas', 'clare valley'],
    ])
      expect(openingOf(q, 3), q).toContain(place);
  });

  it('calls the grape by its local name', () => {
    expect(openingOf('where is syrah grown in australia', 3)).toContain('shiraz');
  });
});
