// A scale's rung is found where it stands alone ("Brut" in its own row, not inside "Extra Brut"), and
// "bottled after about two years" is a deed done after a time, not a rung after another.
import { describe, expect, it } from 'vitest';
import { orderAsked, positions } from '../src/choice-scale.ts';
import { answer } from '../src/index.ts';

const verdict = (q: string) => answer({ question: q, level: 2, style: 'friendly' }).markdown.split('\n')[0];

describe('a rung standing alone in a cell', () => {
  it('is found there before its word inside a longer name', () => {
    const text = 'Terms: Extra Brut · 0–6 | Brut · up to 12 | Demi-Sec · 32–50';
    const [brut] = positions(text, ['Brut']);
    expect(brut).toBeGreaterThan(positions(text, ['Extra Brut'])[0]);
  });

  it('puts Brut Nature below Brut on the sweetness scale', () => {
    expect(
      verdict('Which of these sparkling wine terms is the DRIEST? A) Brut B) Extra Dry C) Brut Nature D) Doux'),
    ).toMatch(/^\*\*C — Brut Nature/);
  });
});

describe('after and before in a stem', () => {
  it('asks for the next rung only when a rung follows the word', () => {
    expect(orderAsked('Which Prädikat comes immediately after Kabinett?')).toMatchObject({ kind: 'next' });
    expect(orderAsked('Which wine is released after at least five years in cask?')).toBeUndefined();
    expect(orderAsked('Marlborough is famous above all for which grape?')).toBeUndefined();
    expect(orderAsked('After all, which grape leads in Rioja?')).toBeUndefined();
    expect(orderAsked('Which grape is picked after the first frosts?')).toBeUndefined();
  });
});

describe('the colour of a young or an old wine', () => {
  it('is the start or the end of that colour of wine’s scale', () => {
    expect(orderAsked('What colour is an old white wine likely to be?')).toMatchObject({ kind: 'max' });
    expect(orderAsked('Which colour suggests a young white?')).toMatchObject({ kind: 'min' });
    expect(
      verdict(
        'What colour would you expect of a white wine aged for decades? A) Lemon-green B) Lemon C) Amber D) Pale',
      ),
    ).toMatch(/^\*\*C — Amber/);
  });
});

describe('a ladder listed from the top down', () => {
  it('has its top rung first', () => {
    expect(verdict('Italy’s highest category of wine is: A) IGT B) DOCG C) Vino D) DOC')).toMatch(/^\*\*B — DOCG/);
    expect(verdict('The lowest rung of Italian wine law is: A) DOC B) IGT C) Vino D) DOCG')).toMatch(/^\*\*C — Vino/);
  });
});
