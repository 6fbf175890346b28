// Exam items on a claim about a subject the options leave as "it", on what a label term describes,
// and a record's title that states nothing.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const verdict = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 80);

describe('claims that leave the stem’s subject as “it”', () => {
  it('reads each claim with the subject in place of the pronoun', () => {
    expect(
      verdict(
        'Which statement about malolactic conversion is true? A) It raises the acidity B) It is done by yeast C) It turns malic acid into lactic acid D) It adds sugar to the wine',
      ),
    ).toMatch(/^\*\*C — /);
  });
});

describe('what a label term describes', () => {
  it('is read from the term’s meaning when the stem asks what describes it', () => {
    expect(
      verdict(
        "Which best describes a 'Blanc de Blancs' sparkling wine? A) A sweet style B) Made from white grapes only C) Made from black grapes only D) A pink wine",
      ),
    ).toMatch(/^\*\*B — /);
    expect(
      verdict(
        "In Saint-Émilion, 'Grand Cru Classé' refers to: A) an appellation anyone may use B) a classified estate C) a Burgundy vineyard D) a late-harvest wine",
      ),
    ).toMatch(/^\*\*B — /);
  });
});

describe('where a trait comes from, asked with options', () => {
  it('takes the option the records say the trait comes from', () => {
    expect(
      verdict('Which part of the grape gives red wine its colour? A) the pulp B) the juice C) the skins D) the pips'),
    ).toMatch(/^\*\*C — /);
  });
});

describe('too little of a thing', () => {
  it('is the opposite of a high level of it', () => {
    expect(verdict('True or false: flabby describes a white wine with high acidity.')).toMatch(/^\*\*false\b/i);
  });
});
