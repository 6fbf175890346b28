// Exam items decided by a list or a classification in the records: the one option a list of the
// stem's things leaves out (with NOT), the kind a table sorts the stem's things into, the thing that
// stands under the kind asked; and a clause of purpose ("so that flor cannot grow") that does not turn
// the stem round.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const verdict = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.split('\n')[0];

describe('the option a list leaves out', () => {
  it('picks the one way the records do not list', () => {
    expect(
      verdict(
        'Which of the following is NOT used to protect a vineyard from spring frost? A) Sprinklers B) Wind machines C) Canopy thinning around the fruit D) Heaters',
      ),
    ).toMatch(/^\*\*C — Canopy thinning/);
  });

  it('reads the list in brackets after the stem’s own words', () => {
    expect(
      verdict(
        'Which is NOT a way of concentrating the sugar in grapes? (a) Leaving them to freeze on the vine (b) Drying them on mats (c) Noble rot (d) Adding unfermented juice to the finished wine',
      ),
    ).toMatch(/^\*\*d — Adding unfermented juice/);
  });
});

describe('a list that names the other options in full', () => {
  it('decides on fewer of the stem’s words', () => {
    expect(
      verdict(
        'Which of these is NOT a colour term for the appearance of a red wine? A) Purple B) Garnet C) Lemon D) Tawny',
      ),
    ).toMatch(/^\*\*C — Lemon/);
  });
});

describe('a classification read from a table', () => {
  it('names the kind the stem’s things belong to', () => {
    expect(
      verdict(
        'Leather and mushroom notes in an old red are classified as: A) Primary B) Secondary C) Tertiary D) A fault',
      ),
    ).toMatch(/^\*\*C — Tertiary/);
  });

  it('names the kind that holds most of the stem’s things when one of them stands under two', () => {
    expect(
      verdict(
        'Smoke and coffee notes from a new barrel are classed as: A) primary B) secondary C) tertiary D) a fault',
      ),
    ).toMatch(/^\*\*B — secondary/);
  });

  it('names the thing that stands under the kind asked, or with NOT the one that does not', () => {
    expect(verdict('Which of these is a tertiary aroma? A) Lemon B) Vanilla C) Forest floor D) Butter')).toMatch(
      /^\*\*C — Forest floor/,
    );
    expect(verdict('Which of these is NOT a primary aroma? A) Lemon B) Blackcurrant C) Rose D) Toast')).toMatch(
      /^\*\*D — Toast/,
    );
  });
});

describe('a clause of purpose in the stem', () => {
  it('does not make the stem a NOT question', () => {
    const a = answer({
      question:
        'To what strength is the base wine for Oloroso fortified, so that flor cannot grow? A) 15% B) 17% C) 13% D) 20%',
      level: 3,
      style: 'friendly',
    }).markdown;
    expect(a).toMatch(/^\*\*B — 17%/);
    expect(a).not.toMatch(/undefined/);
  });
});

describe('the band a figure falls in', () => {
  it('names the band the records give for the stem’s figure', () => {
    expect(
      verdict('A dry white at 10.5% abv has which level of alcohol? A) Low B) Medium C) High D) Pronounced'),
    ).toMatch(/^\*\*A — Low/);
    expect(
      verdict(
        'A still red at 14.5% abv would be described as having: A) low alcohol B) medium alcohol C) high alcohol D) medium(-) alcohol',
      ),
    ).toMatch(/^\*\*C — high alcohol/);
  });
});

describe('pairs of names for one grape', () => {
  it('picks the pair of two different grapes when asked which are not synonyms', () => {
    expect(
      verdict(
        'Which pair are NOT two names for the same variety? A) Grenache – Garnacha B) Zinfandel – Primitivo C) Chardonnay – Chenin Blanc D) Pinot Gris – Pinot Grigio',
      ),
    ).toMatch(/^\*\*C — Chardonnay – Chenin Blanc/);
  });

  it('picks the one pair of synonyms when asked which are', () => {
    expect(
      verdict(
        'Which pair are synonyms for the same grape? A) Cinsault – Carignan B) Tempranillo – Tinta Roriz C) Merlot – Malbec D) Riesling – Rivaner',
      ),
    ).toMatch(/^\*\*B — Tempranillo – Tinta Roriz/);
  });
});

describe('a sentence whose clauses each hold for one setting', () => {
  it('answers from the clause of the setting the stem names', () => {
    expect(
      verdict(
        'In the Southern Hemisphere, which slope catches the most sun? A) A south-facing slope B) A north-facing slope C) A frost pocket on the valley floor D) A shaded hollow',
      ),
    ).toMatch(/^\*\*B — A north-facing slope/);
    expect(
      verdict(
        'For a cool vineyard in the Northern Hemisphere, which site ripens grapes best? A) A north-facing slope B) A south-facing slope C) A frost pocket D) A shaded hollow',
      ),
    ).toMatch(/^\*\*B — A south-facing slope/);
  });
});

describe('an option described by its own record', () => {
  it('is the one whose record says the stem, not one that denies it', async () => {
    const { knowledge } = await import('../src/index.ts');
    const { view } = await import('../src/choice-view.ts');
    const { describedChoice } = await import('../src/choice-described.ts');
    const stem = 'Which Sherry is aged first under flor and then oxidatively once the flor has died?';
    const options = ['Fino', 'Oloroso', 'Amontillado', 'Manzanilla'].map((text, i) => ({ label: 'ABCD'[i], text }));
    expect(describedChoice(knowledge, view(knowledge, stem), options)?.index).toBe(2);
  });
});

describe('answering an exam item', () => {
  it('writes nothing to the console', async () => {
    const { vi } = await import('vitest');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      verdict('Which grape leads the blends of Priorat? A) Albariño B) Garnacha C) Tannat D) Mencía');
      verdict('Which of these is NOT a Sherry style? A) Fino B) Oloroso C) Amontillado D) Colheita');
      expect(error).not.toHaveBeenCalled();
      expect(log).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
      log.mockRestore();
    }
  });
});
