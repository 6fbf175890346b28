// Burgundy's Grands Crus lie in the Côte d'Or and Chablis; asked which districts have none, the
// answer names the Côte Chalonnaise and the Mâconnais.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const opening = (q: string) => answer({ question: q, level: 2, style: 'friendly' }).markdown.slice(0, 400);

describe('the Burgundy districts without a Grand Cru', () => {
  it('are named in the opening', () => {
    for (const q of [
      'Which part of Burgundy has no Grand Cru vineyards?',
      'which districts of Burgundy lack Grand Crus',
      'How many Grand Crus are there in Burgundy?',
    ])
      expect(opening(q), q).toMatch(/Côte Chalonnaise and the Mâconnais/);
  });
});
