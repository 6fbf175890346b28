// A second round of exam items written afresh in the style of WSET Level 2/3 mock papers, across the
// syllabus and in every layout (lines, one line, bare letters, bullets, numbers, true/false before or
// after the statement). `choice-exam2-dev.json` may be studied; `choice-exam2-holdout.json`, written at
// the same time and split from it item by item, is only measured. Both are graded by the shared grader.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { describeExamRound } from './eval/exam-round.ts';

describeExamRound('choice-exam2', 'the second round of exam items', { dev: 0.9, holdout: 0.8 });

describe('options that set a step in time, a step in focus, a pair of names, a style', () => {
  const verdict = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 60);
  it('reads "after fermentation" as a phrase, not as the two words anywhere in a sentence', () => {
    expect(
      verdict(
        'When is grape spirit added in the making of Port?\nA) Before fermentation\nB) During fermentation\nC) After fermentation is complete\nD) After bottling',
      ),
    ).toMatch(/^\*\*B — /);
  });
  it('answers the purpose of a step from what the records say of that step', () => {
    expect(
      verdict(
        'What is the purpose of the dosage in a traditional method sparkling wine?\nA) To start the second fermentation\nB) To adjust the sweetness of the finished wine\nC) To remove the sediment\nD) To add colour',
      ),
    ).toMatch(/^\*\*B — /);
  });
  it('takes a pair of names as right only where the records name the pair together', () => {
    expect(
      verdict(
        'Cabernet Sauvignon is the offspring of:\nA) Cabernet Franc and Sauvignon Blanc\nB) Merlot and Sauvignon Blanc\nC) Cabernet Franc and Merlot\nD) Pinot Noir and Gouais Blanc',
      ),
    ).toMatch(/^\*\*A — /);
  });
  it('reads a name that is both a grape and a style as the style when a style is asked for', () => {
    expect(verdict('Which style of sherry is aged under flor? A) Oloroso B) Fino C) Cream D) Pedro Ximénez')).toMatch(
      /^\*\*B — Fino/,
    );
  });
});

describe('a side of a pair of opposites, and a short style name the stem completes', () => {
  const verdict = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 60);
  it('finds the one option on the other bank from what each option’s records say', () => {
    expect(
      verdict('Which of these is NOT a Left Bank appellation?\n1. Saint-Estèphe\n2. Pomerol\n3. Pauillac\n4. Margaux'),
    ).toMatch(/^\*\*2 — /);
  });
  it('reads "Vintage" among Port styles as Vintage Port', () => {
    expect(
      verdict('Which Port style throws a sediment and needs decanting? A) Tawny B) Vintage C) White D) Colheita'),
    ).toMatch(/^\*\*B — /);
  });
});

describe('changes and figures read by what governs them', () => {
  const verdict = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 60);
  it('reads each thing in a list of changes under the change word nearest before it', () => {
    expect(
      verdict(
        'Chilli heat in food makes the alcohol in a wine seem:\nA) less noticeable\nB) more burning\nC) sweeter\nD) lower',
      ),
    ).toMatch(/^\*\*B — /);
  });
  it('finds a statement false when the subject’s records make the opposite change', () => {
    expect(verdict("True or false: Malolactic conversion increases a wine's acidity.")).toMatch(/^\*\*False/);
    expect(verdict('True or false: Malolactic conversion softens the acidity of a wine.')).toMatch(/^\*\*True/);
  });
  it('takes each figure of a list as its own item’s', () => {
    expect(verdict('What is the capacity of a magnum?\nA) 1 litre\nB) 1.5 litres\nC) 3 litres\nD) 6 litres')).toMatch(
      /^\*\*B — /,
    );
  });
});

describe('a rule and its exception', () => {
  const verdict = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 60);
  it('keeps a hedged rule true when the subject’s own record states it, despite one style’s exception', () => {
    expect(verdict('True or false: Prosecco is usually made by the tank method.')).toMatch(/^\*\*True/);
    expect(verdict('True or false: Prosecco is usually made by the traditional method.')).toMatch(/^\*\*False/);
  });
});

describe('a word asked to be defined, with descriptions for options', () => {
  it('reads the part of a run through the season that names the word', () => {
    const a = answer({
      question:
        'What is véraison?\n(a) Flowering of the vine\n(b) The harvest\n(c) The onset of ripening, when grapes change colour and soften\n(d) Budburst in spring',
      level: 3,
      style: 'friendly',
    });
    expect(a.markdown).toMatch(/^\*\*c — /);
  });
});
