// History and causes asked in words no question set uses: an abbreviation the records write in
// capitals is a name however short and in whatever case it is typed.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

describe('an abbreviation the records write in capitals', () => {
  it('is answered by the sentence that names it, typed in any case', () => {
    expect(openingOf('what did the KWV control')).toMatch(/\bco-operative\b/);
    expect(openingOf('what is the kwv')).toMatch(/\bco-operative|quota/);
    expect(openingOf('who were the KWV')).toMatch(/\bco-operative|quota/);
  });
});

describe('a nationality and an ordinal before a designation of wine law', () => {
  it('ask about that law, not about a place of that name', () => {
    expect(openingOf('what is the oldest italian docg')).toMatch(/\bdocg\b/);
    expect(openingOf('what is the oldest italian docg')).not.toMatch(/don't have anything/);
    expect(openingOf('name the third portuguese doc')).not.toMatch(/don't have anything/);
  });
});

describe('how something of the climate helps a vineyard', () => {
  it('opens with what good it does', () => {
    expect(openingOf('how do breezes help vines')).toMatch(/\b(rot|disease|dry)\b/);
    expect(openingOf('how does wind benefit vineyards')).toMatch(/\b(rot|disease|dry)\b/);
    expect(openingOf('how can sea fog help the grapes')).toMatch(/\bacidity\b/);
  });
});
