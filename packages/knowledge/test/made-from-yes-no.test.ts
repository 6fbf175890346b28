// "Is Beaujolais made from Pinot Noir?": a yes-or-no question on a wine's grape opens with yes or no.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

const verdict = (q: string) =>
  openingOf(q).replace(/^(great question!|good one!|happy to help!|let's take a look\.)\s*/, '');

describe('a yes-or-no question on a wine’s grape', () => {
  it('says yes when the place grows the grape', () => {
    expect(verdict('Is Côte-Rôtie made from Syrah?')).toMatch(/^yes: côte-rôtie is made mainly from syrah/);
    expect(verdict('does chianti classico contain any Canaiolo')).toMatch(/^yes: canaiolo is one of the grapes/);
  });

  // A grape outside a law's closed list is a false premise, corrected as such (premise.ts).
  it('says no, with the grapes it is made from, when it does not', () => {
    expect(verdict('Is Vouvray made with Sauvignon Blanc?')).toMatch(/^no: vouvray is made mainly from chenin blanc/);
    expect(verdict('Is Beaujolais made from Merlot?')).toMatch(/^no: beaujolais is made mainly from gamay/);
  });

  it('leaves other questions on grapes alone', () => {
    expect(verdict('Which grape is Pouilly-Fumé made from?')).not.toMatch(/^(yes|no):/);
    expect(verdict('Does Syrah make Côte-Rôtie?')).not.toMatch(/^(yes|no):/);
  });
});
