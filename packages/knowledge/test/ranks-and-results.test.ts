// A rank asked within a classification the records tell of is answered from them; a contest's result
// with no contest named is said to be unkept, and never by calling a real place unknown or naming an
// empty name.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { admits } from './eval/grade.ts';

const ask = (question: string) => answer({ question, level: 3, style: 'friendly' }).markdown;

describe('ranks in a classification and results of an unnamed contest', () => {
  it('answers a rank within a classification the records tell of', () => {
    for (const [q, key] of [
      ['which estate was placed above the first growths in Sauternes', 'yquem'],
      ['Which chateau was ranked above all the Sauternes first growths in 1855?', 'yquem'],
    ] as const) {
      const a = ask(q);
      expect(a.slice(0, 400).toLowerCase(), q).toContain(key);
      expect(a, q).not.toContain('“”');
    }
  });

  it('says the results of an unnamed contest are not kept, offering the real place', () => {
    for (const [q, place] of [
      ['which winery was ranked top in the Napa league table this year', 'Napa Valley'],
      ['Which Barossa Shiraz won the most medals at the show last year?', 'Barossa Valley'],
    ] as const) {
      const a = ask(q);
      expect(admits(a.slice(0, 200)), q).toBe(true);
      expect(a, q).not.toMatch(/nothing on “(Napa|Barossa)”/);
      expect(a, q).toContain(place);
    }
  });
});
