// Two things set against each other, told by the sentence of a record the question reached that
// names both and contrasts them, or uses the question's other words.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

describe('a contrast the records make in one sentence', () => {
  it('opens the answer', () => {
    expect(openingOf('Left Bank vs Right Bank in Bordeaux: what is the difference?', 2)).toMatch(
      /dividing the left bank \([^)]*\) from the right bank/,
    );
    expect(openingOf('How do the Bordeaux and Burgundy classification systems compare?', 2)).toMatch(
      /^[a-z!'. ]*a bordeaux grand cru is a classified ch/,
    );
  });

  it('leaves two records with their own profiles to the side-by-side answer', () => {
    expect(openingOf('What is the difference between Merlot and Cabernet Sauvignon?', 2)).toMatch(/\*?\*?merlot/);
    expect(openingOf('What is the difference between a Crianza and a Reserva?', 2)).not.toMatch(/vald/);
  });
});
