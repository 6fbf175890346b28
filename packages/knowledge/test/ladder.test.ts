// A true-or-false statement that compares two rungs of a ladder the records state in one sentence
// (Crianza, Reserva, Gran Reserva with their ageing minimums) is judged on the two figures, in
// either order and whichever way the item is laid out.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const verdict = (question: string) => answer({ question, level: 3, style: 'friendly' }).markdown.slice(0, 12);

describe('statements comparing two rungs of a ladder', () => {
  it('judges the shorter rung said to be longer false, and the longer one true', () => {
    expect(verdict('True or false: Rioja Crianza is aged longer than Rioja Gran Reserva.')).toContain('False');
    expect(verdict('True or false: Rioja Gran Reserva is aged longer than Rioja Crianza.')).toContain('True');
  });

  it('reads "less" as well as "longer", with the item marked at either end', () => {
    expect(verdict('True/False: a Reserva Rioja spends less time ageing than a Crianza.')).toContain('False');
    expect(verdict('Rioja Gran Reserva must be aged longer than Crianza. True or false?')).toContain('True');
  });
});
