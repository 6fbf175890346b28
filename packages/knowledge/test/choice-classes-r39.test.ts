// Exam items whose options describe before they give a figure ("Lightly chilled, around 13 °C"),
// whose records rule out a thing on its own ("ice and water (not ice alone)"), and the reason a
// glass suits a style.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const verdict = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.split('\n')[0];

describe('a figure after a few words of description', () => {
  it('is read as the option’s figure', () => {
    expect(
      verdict(
        'At what temperature should a light-bodied red like Valpolicella be served? A) Warm, 20–24 °C B) Cellar cool, around 13 °C C) Well chilled, 6–8 °C D) Room temperature, 15–18 °C',
      ),
    ).toMatch(/^\*\*B — Cellar cool/);
  });
});

describe('a thing the records say is not enough on its own', () => {
  it('is no answer when an option offers it alone', () => {
    expect(
      verdict(
        'What is the quickest way to chill a bottle of Sauvignon Blanc? A) An ice bucket with ice only B) The door of a fridge C) An ice bucket with ice and water D) A cool cellar',
      ),
    ).toMatch(/^\*\*C — An ice bucket with ice and water/);
  });
});

describe('why a glass suits a style', () => {
  it('gives the reason the records give for small glasses of fortified wine', () => {
    expect(
      verdict(
        'Why is fortified wine usually poured into a small glass? (a) To keep the bubbles (b) To emphasise the fruit rather than the alcohol (c) To speed up oxidation (d) To keep the wine warm',
      ),
    ).toMatch(/^\*\*b — To emphasise the fruit/);
  });
});

describe('a single figure at the middle of a stated range', () => {
  it('is the range said as one number', () => {
    expect(verdict("Roughly how much alcohol does a Moscato d'Asti have? A) 11% B) 5.5% C) 13.5% D) 15%")).toMatch(
      /^\*\*B — 5\.5%/,
    );
  });
});

describe('an option written as a long instruction', () => {
  it('is still read as an option of an exam item', () => {
    const q = `How should a bottle of old Vintage Port be decanted?
A. Shake it first so the sediment is spread evenly through the wine
B. Pour it quickly through a paper filter
C. Stand it upright for a day, then pour slowly and steadily against a light, stopping as soon as the sediment reaches the shoulder of the bottle
D. Chill it in an ice bucket before pouring`;
    expect(answer({ question: q, level: 3, style: 'friendly' }).intent).toBe('choice');
  });
});

describe('hedging words in a stem', () => {
  it('are the stem’s form, not words to look for', async () => {
    const { contentRoots } = await import('../src/choice-evidence.ts');
    const roots = contentRoots('Salt in food tends to make a wine taste less bitter, as it commonly does');
    expect(roots).not.toContain('tend');
    expect(roots).not.toContain('commonly');
    expect(roots).toContain('salt');
  });
});

describe('a statement that sets something aside with "rather than"', () => {
  it('agrees with records that deny the thing set aside', () => {
    expect(
      verdict('True or false: malolactic conversion is the work of lactic acid bacteria rather than yeast.'),
    ).toMatch(/^\*\*True/);
  });

  it('is still false when it sets aside what the records say', () => {
    expect(verdict('True or false: malolactic conversion is the work of yeast rather than bacteria.')).toMatch(
      /^\*\*False/,
    );
  });
});

describe('a true-or-false claim about food and wine interactions', () => {
  it('is judged by the interaction table’s row for the food’s component', () => {
    expect(verdict('True or false: salty food makes a red wine seem less astringent.')).toMatch(/^\*\*True/);
    expect(verdict('True or false: high acidity in a dish makes the wine taste more acidic.')).toMatch(/^\*\*False/);
    expect(verdict('True or false: chilli heat in food increases the burning effect of alcohol.')).toMatch(/^\*\*True/);
  });
});

describe('an exam stem that sets one way aside', () => {
  it('looks for the way it asks about, not the one set aside', () => {
    expect(
      verdict(
        'What is one benefit of harvesting by hand instead of using a machine? A) It costs less B) It is quicker on big estates C) Whole bunches can be kept intact and the pickers can select D) It needs fewer people',
      ),
    ).toMatch(/^\*\*C — Whole bunches/);
  });
});

describe('a thing asked for by its former name', () => {
  it('is the option the records write before the old name', () => {
    expect(
      verdict(
        'The German category once known as Tafelwein is now called: A) Landwein B) Deutscher Wein C) Qualitätswein D) Prädikatswein',
      ),
    ).toMatch(/^\*\*B — Deutscher Wein/);
    expect(
      verdict(
        'Which Rioja sub-zone was formerly called Rioja Baja? A) Rioja Alta B) Rioja Alavesa C) Rioja Oriental D) Rioja Media',
      ),
    ).toMatch(/^\*\*C — Rioja Oriental/);
  });
});

describe('a true-or-false claim closed by a comparison', () => {
  it('is judged on the claim, not on the thing it is likened to', () => {
    expect(
      verdict('True or false: Pomerol ranks its châteaux in an official classification, just like the Médoc.'),
    ).toMatch(/^\*\*False/);
  });
});

describe('a ladder whose term heading lists the rungs as other names', () => {
  it('is read from the meaning, not the heading', () => {
    expect(verdict('Which is the top level of Rutherglen Muscat? A) Classic B) Rare C) Rutherglen D) Grand')).toMatch(
      /^\*\*B — Rare/,
    );
  });
});
