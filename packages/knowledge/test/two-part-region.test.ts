// "Which grape is a place known for, and how does it age?": the grapes lead, and the place's fact on
// the second part of the question follows in the opening.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const opening = (question: string) => answer({ question, level: 3, style: 'friendly' }).markdown.slice(0, 400);

describe('a grape question with a second part', () => {
  it('answers how the place’s wine ages after its grapes', () => {
    for (const q of [
      'which grape is the Hunter Valley known for and how does it change as it ages',
      'what grape is Hunter Valley famous for and what happens with age',
    ]) {
      const o = opening(q);
      expect(o).toMatch(/Sémillon/);
      expect(o).toMatch(/toast, honey/);
    }
  });
});
