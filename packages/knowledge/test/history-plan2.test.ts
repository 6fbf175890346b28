// Wine history asked in words no question set uses: a decade or century asked is a date, and a person
// or producer the records name only inside a place's sentences is answered by the sentence naming them.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

describe('a date asked by its decade or century', () => {
  it('opens with the sentence that gives the decade', () => {
    expect(openingOf('in what decade did the phylloxera louse arrive in france')).toMatch(/\b1860s\b/);
    expect(openingOf('roughly when did phylloxera turn up in europe')).toMatch(/\b1860s\b/);
  });
});

describe('a person or producer named only inside the records', () => {
  it('opens with the sentence that names them, wherever it is kept', () => {
    expect(openingOf('what year did robert mondavi set up his winery')).toMatch(/\b1966\b/);
    expect(openingOf('in which village did dom perignon work')).toMatch(/\bhautvillers\b/);
    expect(openingOf('what abbey employed dom perignon')).toMatch(/\bhautvillers\b/);
  });

  it('leaves a place told by plain words to the place', () => {
    expect(openingOf('why is gravel so valuable on the left bank of bordeaux')).toMatch(/^[^.]*\bdrain/);
  });
});
