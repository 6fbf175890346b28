// True/false statements about a place: every claim must hold. A place that does lie in its country
// is no proof of a climate or a grape its record contradicts.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const verdict = (statement: string) =>
  answer({ question: `True or false: ${statement}`, level: 3, style: 'friendly' }).markdown.slice(0, 100);

describe('a statement about a place with more than one claim', () => {
  it('is false when the climate said is the opposite of the record’s', () => {
    expect(verdict('The Mosel in Germany is a hot region for red wine.')).toMatch(/^\*\*False/);
    expect(verdict('Central Otago is a warm region of New Zealand.')).toMatch(/^\*\*False/);
  });

  it('is false when the grape it is said to be famous for is not its own', () => {
    expect(verdict('Marlborough in New Zealand is best known for Nebbiolo.')).toMatch(/^\*\*False/);
  });

  it('is still true when every claim holds', () => {
    expect(verdict('Marlborough, in New Zealand, is famous for Sauvignon Blanc.')).toMatch(/^\*\*True/);
  });
});

describe('one colour said to be all a place makes', () => {
  it('is judged by the styles the place’s record lists', () => {
    expect(verdict('Châteauneuf-du-Pape only makes red wine.')).toMatch(/^\*\*False/);
    expect(verdict('Rioja produces red wine only.')).toMatch(/^\*\*False/);
    expect(verdict('Côte-Rôtie is a red-only appellation.')).toMatch(/^\*\*True/);
  });
});

describe('something said to be forbidden that the records allow', () => {
  it('is false', () => {
    expect(verdict('Vin de France may not show the vintage or the grape variety on its label.')).toMatch(/^\*\*False/);
  });
});
