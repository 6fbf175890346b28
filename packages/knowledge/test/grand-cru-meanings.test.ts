// "Grand cru" means a vineyard in Burgundy and a classified château in Bordeaux: a comparison of the
// two, or a question on either, says which.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const opening = (question: string) => answer({ question, level: 4, style: 'friendly' }).markdown.slice(0, 400);

describe('what a grand cru is in Burgundy and in Bordeaux', () => {
  it('says a Burgundy grand cru is a vineyard and a Bordeaux one an estate', () => {
    for (const q of [
      'how does grand cru differ between bordeaux and burgundy',
      'grand cru in burgundy and in bordeaux: what is the difference',
    ]) {
      const o = opening(q);
      expect(o).toMatch(/vineyard/);
      expect(o).toMatch(/château|estate/);
    }
  });
});
