// Same-or-not questions in several wordings open with yes or no: one grape under two names, a head
// word several grapes share ("Trebbiano"), and a contraction ("isn't") that is no part of a name.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

/** The answer's first words after any greeting: "yes: …" or "no: …". */
const lead = (q: string) => openingOf(q, 4).replace(/^[^.!:]*[.!]\s+(?=(?:yes|no)\b)/, '');

describe('whether two names are one grape', () => {
  it('answers yes in tag, "aka" and "and … the same" wordings', () => {
    for (const q of [
      'Cannonau isn’t the same variety as Grenache, is it?',
      'Tinta Roriz aka Tempranillo?',
      'Primitivo and Zinfandel are really the same grape, right?',
      'Is Mataro just another name for Mourvèdre?',
    ])
      expect(lead(q), q).toMatch(/^yes\b/);
  });

  it('answers no for two different wines in the same wordings', () => {
    for (const q of ['Cava and Prosecco are the same thing, right?', 'Chablis aka Champagne?'])
      expect(lead(q), q).toMatch(/^no\b/);
  });

  it('says which grape of a shared head word is meant', () => {
    for (const q of ['Is Ugni Blanc the same thing as Trebbiano?', 'ugni blanc - is it the same grape as trebbiano'])
      expect(lead(q), q).toMatch(/^yes\b[^.]*trebbiano toscano/);
  });

  it('reads "isn\'t" after a grape as a verb, not part of a name', () => {
    for (const q of ["Garnacha, isn't that the same as Grenache?", "Monastrell wasn't another name for Mourvèdre?"])
      expect(lead(q), q).toMatch(/^yes\b/);
  });
});

describe('a likeness of making, not of name', () => {
  it('is not answered as two names being one', () => {
    for (const q of [
      'Is Franciacorta made the same way as Champagne?',
      'Is Asti produced in exactly the same way as Prosecco?',
    ])
      expect(openingOf(q)).not.toMatch(/^[^.!]*[.!]? ?(\*\*)?(yes|no)(\*\*)?: /);
    expect(openingOf('Is Franciacorta made the same way as Champagne?')).toMatch(
      /traditional[- ]method|made like champagne/,
    );
  });
});
