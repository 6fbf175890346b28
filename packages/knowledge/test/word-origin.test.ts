// Where a word of wine comes from is told by the sentence that gives its source, wherever the
// records keep it, not by a profile of the thing it names.
import { describe, expect, it } from 'vitest';
import { wordAsked } from '../src/word-origin.ts';
import { openingOf } from './eval/sets.ts';

describe('the source of a word', () => {
  it('reads the word asked about', () => {
    expect(wordAsked('Where did the word "claret" originate?')).toBe('claret');
    expect(wordAsked('what is the etymology of the name Franschhoek')).toBe('franschhoek');
    expect(wordAsked('Which grape makes claret?')).toBeUndefined();
  });

  it('opens with the sentence giving the source', () => {
    expect(openingOf('What is the origin of the word brandy?')).toContain('brandewijn');
    expect(openingOf('How did the name claret come about?')).toContain('clairet');
    expect(openingOf('What does the name Weinviertel literally mean?')).toContain('wine quarter');
  });
});
