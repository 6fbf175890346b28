// Burgundy's Grands Crus lie in the Côte d'Or and Chablis; asked which districts have none, the
// answer names the Côte Chalonnaise and the Mâconnais. Label figures of other countries asked the
// same way (a US vintage: 85%, or 95% with an AVA) open the answer too.
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

describe('US vintage labelling', () => {
  it('gives 85% from the year, 95% with an AVA', () => {
    for (const q of [
      'If a US wine shows a vintage, how much must be from that year?',
      'What percentage of an American wine must come from the stated vintage?',
    ]) {
      const o = opening(q);
      expect(o, q).toMatch(/85%/);
      expect(o, q).toMatch(/95%/);
    }
  });
});
