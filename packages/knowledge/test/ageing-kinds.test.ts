// A kind of ageing ("biological ageing", "ageing under flor", "oxidative ageing", "bottle ageing")
// names a way of making the wine; only words of a rule ("minimum", "how many months") ask for the
// legal ageing period.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { classify } from '../src/plan.ts';

const opening = (q: string) => answer({ question: q, level: 2, style: 'friendly' }).markdown.slice(0, 400);

describe('a kind of ageing is a way of making', () => {
  it('is not read as a legal ageing period', () => {
    for (const q of [
      'What is biological ageing in sherry?',
      'How does biological ageing work?',
      'what is oxidative aging',
      'what happens to a wine aged under flor',
    ])
      expect(classify(q).fact, q).not.toBe('law');
  });
  it('opens with the way the wine is aged', () => {
    for (const q of ['What is biological ageing in sherry?', 'How does biological ageing work?'])
      expect(opening(q), q).toMatch(/flor|biological ageing/i);
    expect(opening('What is biological ageing in sherry?')).not.toMatch(/VORS/);
  });
  it('keeps a rule of ageing a legal question', () => {
    for (const q of [
      'What is the minimum barrel ageing for Rioja Reserva?',
      'how many months of bottle ageing does Cava need',
    ])
      expect(classify(q).fact, q).toBe('law');
  });
});
