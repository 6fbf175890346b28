// A title awarded each year ("Sommelier of the Year", "Best Sommelier of the World"): its winners are
// kept in no record, so the answer says so instead of quoting a record that merely holds the word "year".
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { opening } from './eval/grade.ts';

const open = (q: string) => opening(answer({ question: q, level: 2, style: 'friendly' }).markdown).toLowerCase();

describe('the winners of a yearly title', () => {
  it('are admitted as unknown, with the title named', () => {
    expect(open('Which sommelier was crowned Sommelier of the Year in Chile in 2024?')).toMatch(
      /^i have nothing on who won sommelier of the year 2024/,
    );
    expect(open('who won best young sommelier of the world last time?')).toMatch(
      /nothing on who won best young sommelier of the world/,
    );
    expect(open('Who was named Winemaker of the Year in South Africa?')).toMatch(
      /no records of competitions, awards or their winners/,
    );
  });

  it('leaves a contest the records tell of to them', () => {
    expect(open('Which wines won the Judgement of Paris in 1976?')).toMatch(/montelena|stag/);
  });
});
