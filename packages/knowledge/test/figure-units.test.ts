// A figure asked for by its measure ("how much sugar", "what yield") is answered by the sentence that
// states it in that measure's unit, however the unit is written ("g/L", "hL/ha").
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const opening = (question: string) => answer({ question, level: 2, style: 'friendly' }).markdown.slice(0, 250);

describe('a sugar figure asked of a sparkling label term', () => {
  it('opens with the grams per litre the term allows, beside a theory phrase', () => {
    expect(opening('What residual sugar may an Extra Brut fizz contain?')).toMatch(/0–6 g\/L/);
    expect(opening('How much residual sugar is a Brut bottle of fizz allowed?')).toMatch(/12 g\/L/);
  });
});

describe('a figure set under a condition', () => {
  it('is not taken for what the condition names', () => {
    const a = answer({
      question:
        'If a US wine names an AVA on its label, what minimum share of the grapes must come from that AVA?\n(a) 75%\n(b) 85%\n(c) 95%\n(d) 100%',
      level: 3,
      style: 'friendly',
    });
    expect(a.markdown).toMatch(/^\*\*b — 85%/);
  });
});
