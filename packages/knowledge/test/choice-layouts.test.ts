// Two more layouts of pasted exam items: options labelled by bare capitals on the stem's line
// ("…? A Merlot B Malbec C Tannat D Syrah") and options as dashes on one line ("…? - a flute - a
// copita - a bowl"). A sentence with the article "A" in it, or a dash after a question, is no item.
import { describe, expect, it } from 'vitest';
import { parseChoice } from '../src/choice.ts';

const options = (q: string) => {
  const c = parseChoice(q);
  return c?.kind === 'choice' ? c.options.map((o) => `${o.label}=${o.text}`) : undefined;
};

describe('more layouts of pasted exam items', () => {
  it('reads options labelled by bare capitals after a question or a colon', () => {
    expect(options('Which grape is the signature red of Cahors? A Merlot B Malbec C Tannat D Syrah')).toEqual([
      'A=Merlot',
      'B=Malbec',
      'C=Tannat',
      'D=Syrah',
    ]);
    expect(options('Madiran is made mainly from: A Tannat B Gamay C Pinot Noir')).toEqual([
      'A=Tannat',
      'B=Gamay',
      'C=Pinot Noir',
    ]);
    const c = parseChoice('Which grape is the signature red of Cahors? A Merlot B Malbec C Tannat D Syrah');
    expect(c?.kind === 'choice' && c.stem).toBe('Which grape is the signature red of Cahors?');
  });

  it('reads options written as dashes on the stem’s line', () => {
    expect(options('Which glass is traditional for Sherry? - a copita - a coupe - a large bowl')).toEqual([
      'A=a copita',
      'B=a coupe',
      'C=a large bowl',
    ]);
  });

  it('leaves out a closing line that asks for the right one or the letter', () => {
    const asked = 'Madiran is made mainly from:\n(A) Gamay\n(B) Tannat\n(C) Merlot\n(D) Syrah';
    for (const tail of ['Which one is correct?', 'which is right', 'Answer with the letter only.', 'Which one?']) {
      expect(options(`${asked}\n${tail}`)).toEqual(['A=Gamay', 'B=Tannat', 'C=Merlot', 'D=Syrah']);
    }
    expect(options('Madiran is made mainly from: a) Gamay, b) Tannat, c) Merlot - answer with the letter.')).toEqual([
      'a=Gamay',
      'b=Tannat',
      'c=Merlot',
    ]);
  });

  it('reads a true/false item after its number', () => {
    const c = parseChoice('Question 4: True or false: Madiran is made mainly from Gamay.');
    expect(c?.kind === 'true-false' && c.statement).toBe('Madiran is made mainly from Gamay.');
  });

  it('leaves ordinary questions alone', () => {
    expect(parseChoice('Is A Chablis from a good vintage worth keeping? A friend says so')).toBeUndefined();
    expect(parseChoice('What is Rioja? - asking for a friend')).toBeUndefined();
    expect(parseChoice('Which is better: a Barolo or a Barbaresco?')).toBeUndefined();
  });
});

describe('what brackets leave out of a stem', () => {
  it('is no subject and turns nothing round', () => {
    const item = parseChoice(
      'How long must Brunello (not the Riserva) age at least? A) 2 years B) 5 years C) 6 years D) 10 years',
    );
    expect(item?.kind === 'choice' && item.stem).toBe('How long must Brunello age at least?');
    expect(item?.kind === 'choice' && item.negated).toBe(false);
  });
});

describe('a learner’s own words before a pasted item', () => {
  it('reads the item after a sentence about their studies, without that sentence', () => {
    const c = parseChoice(
      'I’m revising for my Level 2 exam on Friday. Which grape is the main one in Vouvray?\nA) Chenin Blanc\nB) Melon\nC) Sauvignon Blanc\nD) Chardonnay',
    );
    expect(c?.kind === 'choice' && c.stem).toBe('Which grape is the main one in Vouvray?');
  });

  it('reads "what is it?" as asked of the term the sentence before it quoted', () => {
    const c = parseChoice(
      'Our tutor keeps saying “cold soak”. What does it mean?\n(a) Chilling the crushed grapes before fermentation\n(b) Serving a red wine cold\n(c) Storing bottles in a cold cellar',
    );
    expect(c?.kind === 'choice' && c.stem).toBe('What is cold soak?');
  });

  it('still leaves a request of the learner’s own to ordinary understanding', () => {
    expect(parseChoice('We are having roast lamb tonight, which should I open? A) Rioja B) Sancerre')).toBeUndefined();
  });
});

describe('a closing instruction to fill in a blank', () => {
  it('is left out of the stem', () => {
    const c = parseChoice(
      'Sauternes is made mainly from ____. Fill in the gap. A) Sémillon B) Riesling C) Chenin Blanc',
    );
    expect(c?.kind === 'choice' && c.stem).toBe('Sauternes is made mainly from ____.');
    const d = parseChoice('Complete the sentence: Rioja is in ____.\n(a) Spain\n(b) Italy');
    expect(d?.kind).toBe('choice');
  });
});
