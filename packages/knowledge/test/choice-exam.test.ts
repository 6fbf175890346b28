// Exam items written afresh in the style of WSET Level 2/3 mock papers: figures with units and ranges,
// ordered scales, principles of pairing and winemaking, negated stems and true/false statements.
// `choice-exam-dev.json` was tuned on; `choice-exam-holdout.json`, written at the same time, is only
// measured. Both are graded by the shared grader, which reads the verdict a learner sees.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseChoice } from '../src/choice.ts';
import { figureMatch, figures, optionFigure, orderAsked, positions } from '../src/choice-scale.ts';
import { answer } from '../src/index.ts';
import { describeFailure, type EvalItem, evaluate, report } from './eval/grade.ts';

const load = (name: string) => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8')) as EvalItem[];

describe('reading figures and scales', () => {
  it('reads a figure with its unit, as a range or a bound, in words or digits', () => {
    expect(optionFigure('3 years')).toEqual({ lo: 36, hi: 36, unit: 'months' });
    expect(optionFigure('6–10 °C')).toEqual({ lo: 6, hi: 10, unit: 'celsius' });
    expect(optionFigure('Less than 3 g/L')).toEqual({ lo: 0, hi: 3, unit: 'gpl' });
    expect(optionFigure('1.5 litres')).toEqual({ lo: 1500, hi: 1500, unit: 'ml' });
    expect(optionFigure('15 % abv')).toEqual({ lo: 15, hi: 15, unit: 'percent' });
    expect(optionFigure('51')).toEqual({ lo: 51, hi: 51, unit: 'count' });
    expect(optionFigure('Pinot Noir')).toBeUndefined();
    expect(figures('Crianza must age at least two years, Reserva 36 months').map((f) => f.lo)).toEqual([24, 36]);
    // A word that starts like a unit ("climats") or a number ("none") is neither.
    expect(figures('a single appellation of seven climats').map((f) => [f.lo, f.unit])).toEqual([[7, 'count']]);
    expect(figures('None required')).toEqual([]);
  });

  it('matches the same figure in another unit and not a neighbouring one', () => {
    const three = optionFigure('3 years');
    const two = optionFigure('2 years');
    const [stated] = figures('at least 36 months');
    expect(three && figureMatch(three, stated, true)).toBe(1);
    expect(two && figureMatch(two, stated, true)).toBe(0);
  });

  it('reads the order a stem asks for', () => {
    expect(orderAsked('Which of these is the sweetest?')).toEqual({ kind: 'max' });
    expect(orderAsked('Which of the following styles is the driest?')).toEqual({ kind: 'min' });
    expect(orderAsked('Which Prädikat comes immediately above Kabinett in ripeness?')).toEqual({
      kind: 'next',
      anchor: 'kabinett',
    });
    expect(orderAsked('Which grape is grown in Rioja?')).toBeUndefined();
  });

  it('finds a short name apart from the longer name that holds it', () => {
    const [brut, extraBrut] = positions('Extra Brut · 0–6 | Brut · less than 12', ['Brut', 'Extra Brut']);
    expect(extraBrut).toBeGreaterThanOrEqual(0);
    expect(brut).toBeGreaterThan(extraBrut);
  });
});

describe('answering exam items of every kind', () => {
  it('answers a figure from the records with the figure first', () => {
    const a = answer({
      question: 'What is the minimum time on the lees for Cava?\nA) 3 months\nB) 9 months\nC) 15 months\nD) 30 months',
      level: 2,
      style: 'friendly',
    });
    expect(a.markdown).toMatch(/^\*\*B — 9 months\.\*\*/);
  });

  it('answers the top of a scale and the step after a named one', () => {
    const sweet = answer({
      question: 'Which of these sparkling wine styles is the driest? A) Sec B) Extra Brut C) Demi-Sec D) Extra Dry',
      level: 2,
      style: 'sharp',
    });
    expect(sweet.markdown).toMatch(/^\*\*B — Extra Brut\.\*\*/);
    const step = answer({
      question:
        'In the traditional method, which step follows riddling?\nA) Liqueur de tirage\nB) Blending\nC) Second fermentation\nD) Disgorgement',
      level: 3,
      style: 'technical',
    });
    expect(step.markdown).toMatch(/^\*\*D — Disgorgement\.\*\*/);
  });

  it('reads descriptions as claims and tells "less" from "more"', () => {
    const a = answer({
      question:
        'Salt in food makes a wine taste:\nA) more tannic\nB) more acidic\nC) less bitter and less acidic\nD) more alcoholic',
      level: 2,
      style: 'friendly',
    });
    expect(a.markdown).toMatch(/^\*\*C — less bitter and less acidic\.\*\*/);
  });

  it('opens with the verdict in every voice, with no greeting or heading before the letter', () => {
    for (const style of ['friendly', 'sharp', 'technical', 'exam'] as const) {
      const a = answer({
        question: 'Condrieu is made from which grape variety?\nA) Viognier\nB) Marsanne\nC) Roussanne\nD) Chardonnay',
        level: 2,
        style,
      });
      expect(a.markdown.startsWith('**A — Viognier.**'), style).toBe(true);
    }
  });

  it('leaves ordinary questions to ordinary answering', () => {
    for (const q of [
      'True or false questions are hard, how should I revise for WSET Level 2?',
      'What is the difference between Brut and Extra Dry?',
      'Which is better with salmon, Pinot Noir or Chardonnay?',
      'What are the 3 main grapes of Champagne?',
      'How many Grand Cru vineyards are there in Chablis?',
      'Should I serve A) Barolo or B) Chianti with the steak?',
    ])
      expect(parseChoice(q), q).toBeUndefined();
  });
});

describe('fresh exam items', () => {
  const run = (name: string, floor: number) => {
    const f = evaluate(load(name));
    console.log(report(name, f));
    for (const g of f.failures) console.log(describeFailure(g));
    expect(f.choice.right / f.choice.n).toBeGreaterThanOrEqual(floor);
  };
  it('names the right option on the development part', () => run('./choice-exam-dev.json', 0.95));
  it('names the right option on the held-out part', () => run('./choice-exam-holdout.json', 0.78));
});

describe('a true/false statement its best sentence denies', () => {
  const verdictOf = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 12);
  it('is false when the sentence says "no" or "never" to what it affirms', () => {
    expect(verdictOf('True or false: Brut Nature Champagne has dosage added.')).toContain('False');
  });
  it('stays true when the sentence affirms it', () => {
    expect(verdictOf('True or false: Chablis is made from Chardonnay.')).toContain('True');
    expect(verdictOf('True or false: Sherry is a fortified wine.')).toContain('True');
  });
});
