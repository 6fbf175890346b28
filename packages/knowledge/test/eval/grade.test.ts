// The grading harness itself: how it reads a chosen option, an admission and a steer back to wine.
import { describe, expect, it } from 'vitest';
import { admits, chosenOption, norm, opening, plain, steers } from './grade.ts';

const options = { A: 'Albariño', B: 'Garnacha', C: 'Tannat', D: 'Mencía' };

describe('multiple-choice verdicts', () => {
  it.each([
    ['**B — Garnacha.** Priorat is built on old-vine Garnacha and Cariñena.', 'B'],
    ['B) Garnacha: the backbone of Priorat.', 'B'],
    ['(B) Garnacha', 'B'],
    ['B. Garnacha leads the blend.', 'B'],
    ['Answer: B. Garnacha leads the blend.', 'B'],
    ['The correct answer is (B), Garnacha.', 'B'],
    ['It is option B, Garnacha; not A (Albariño), which is a white grape.', 'B'],
    ['✅ **C — Tannat**', 'C'],
    ['Garnacha leads Priorat, on slate soils called llicorella.', 'B'],
  ])('reads %j as %s', (markdown, letter) => {
    expect(chosenOption(markdown, options)).toBe(letter);
  });

  it.each([
    ['A or B: both are grown in Spain.', 'several letters'],
    ['A) Albariño\nB) Garnacha\nC) Tannat\nD) Mencía', 'an echo of the options'],
    ['Albariño is a white grape of Rías Baixas, while Garnacha is black.', 'two options named'],
    ['Priorat is a DOQ in Catalonia with slate soils called llicorella.', 'no option at all'],
    ['The answer is a grape that thrives on slate.', 'an article, not a letter'],
  ])('finds no clear choice in %j (%s)', (markdown) => {
    expect(chosenOption(markdown, options)).toBeNull();
  });

  it('reads a lower-case letter with a dash, even when its option sits inside another', () => {
    const pradikat = { a: 'Auslese', b: 'Spätlese', c: 'Trockenbeerenauslese', d: 'Kabinett' };
    expect(chosenOption('**c — Trockenbeerenauslese.** Shrivelled, nobly rotten grapes.', pradikat)).toBe('C');
    expect(chosenOption('a late-harvest wine: Spätlese.', pradikat)).toBe('b');
  });

  it('ignores a distractor discussed after the verdict paragraph', () => {
    expect(chosenOption('**B — Garnacha.**\n\nA) Albariño is tempting but white.', options)).toBe('B');
  });

  it('reads true/false verdicts', () => {
    expect(chosenOption('**False.** Beaujolais is Gamay.', undefined, true)).toBe('False');
    expect(chosenOption("That's not true: Beaujolais is Gamay.", undefined, true)).toBe('False');
    expect(chosenOption('True — Chablis is Chardonnay.', undefined, true)).toBe('True');
    expect(chosenOption('Chablis is Chardonnay.', undefined, true)).toBeNull();
  });
});

describe('admissions and steers', () => {
  it.each([
    "I don't have anything on “Velmarina” in my knowledge base.",
    'Velmarina is not in my knowledge base.',
    "I have nothing on Château Vellano; here's what I know about Pauillac.",
    'There is no record of a Valmorena DOCG.',
    "That vintage hasn't been made yet, so it can't be judged.",
    'I can’t predict a vintage that has not happened.',
    'Prices change daily and I don’t track them.',
    'Valmorena DOCG doesn’t exist.',
    'I’m not aware of a winemaker by that name.',
    "Brunovello isn't a grape I know.",
  ])('admits: %s', (text) => {
    expect(admits(text)).toBe(true);
  });

  it.each([
    'Pauillac is a Left Bank commune famous for Cabernet Sauvignon.',
    'DOCG is Italy’s highest quality category.',
  ])('does not admit: %s', (text) => {
    expect(admits(text)).toBe(false);
  });

  it('recognises a steer back to wine, not a plain unknown', () => {
    expect(
      steers("That's outside what I can help with: I'm a wine tutor, so I only answer questions about wine."),
    ).toBe(true);
    expect(steers('Happy to help with anything about wine instead!')).toBe(true);
    expect(steers('Goodbye! Ask me anything else about wine next time.')).toBe(true);
    expect(steers('Riesling is a white grape from Germany.')).toBe(false);
  });
});

describe('opening text', () => {
  it('strips markup before counting characters', () => {
    expect(plain('## Title\n**Bold** and [a link](https://example.com) | cell |')).toBe(
      'Title\nBold and a link   cell  ',
    );
    expect(opening(`${'x'.repeat(500)}`).length).toBe(400);
  });

  it('compares typographic and typed apostrophes alike', () => {
    expect(norm('Nero d’Avola')).toBe(norm("nero d'avola"));
    expect(norm('Vin d’Alsace')).not.toBe(norm('vin dalsace'));
  });
});
