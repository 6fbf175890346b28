// Wine history asked in words no question set uses: a named wine place doing something in its past
// ("why did Rioja prosper") and the châteaux of a classification stay on wine, never steered to other
// subjects; a date asked opens with the sentence that gives the year.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { openingOf } from './eval/sets.ts';

const intentOf = (question: string) => answer({ question, level: 3, style: 'friendly' }).intent;

describe('wine history stays on wine', () => {
  it('reads a place after "did" as the doer of the next word, not as a thing it describes', () => {
    expect(intentOf('why did rioja prosper in the 1870s')).not.toBe('off-topic');
    expect(intentOf('why did Napa boom in the 1970s')).not.toBe('off-topic');
  });

  it('knows the French plural of château as a word of wine', () => {
    expect(intentOf('how were the chateaux graded in 1855')).not.toBe('off-topic');
    expect(intentOf('which chateaux of the medoc were classed in 1855')).not.toBe('off-topic');
  });

  it('still steers a wine name used for another thing back to wine', () => {
    expect(intentOf('is Cava a good name for a boat')).toBe('off-topic');
    expect(intentOf('what is the population of Bordeaux')).toBe('off-topic');
  });
});

describe('a date asked opens with the year', () => {
  it('answers when a grape was told apart in a country with the dated sentence', () => {
    expect(openingOf('in what year was carmenere identified in chile')).toMatch(/\b1994\b/);
    expect(openingOf('when was chilean carmenere told apart from merlot')).toMatch(/\b1994\b/);
  });
});

describe('who did something to a named place', () => {
  it('opens with the sentence that says it was done, and by whom', () => {
    // The greeting, then the deed itself, before the place's profile.
    const at = (q: string, said: string) => openingOf(q).indexOf(said);
    expect(at('who drained the marshland in the medoc', 'dutch engineers drained')).toBeGreaterThanOrEqual(0);
    expect(at('who drained the marshland in the medoc', 'dutch engineers drained')).toBeLessThan(80);
    expect(at('who first planted vines in the mosel', 'the romans planted')).toBeGreaterThanOrEqual(0);
    expect(at('who first planted vines in the mosel', 'the romans planted')).toBeLessThan(40);
  });
});

describe('why something happened to a place at a time', () => {
  it('opens with the dated sentence of what happened then', () => {
    expect(openingOf('why did rioja prosper in the 1870s')).toMatch(/\bbordeaux merchants came to rioja\b/);
    expect(openingOf('why did bordeaux trade with england in the 12th century')).toMatch(/\beleanor of aquitaine\b/);
  });
});
