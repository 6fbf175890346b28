// The cellar and the table: a cellar's keeping temperature is not a serving temperature, bottle sizes
// are told by name, and the ways of keeping an opened bottle say how they work.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const opening = (question: string, level = 3) => answer({ question, level, style: 'friendly' }).markdown.slice(0, 260);

describe('a cellar temperature is a keeping temperature', () => {
  it('opens with the 10–15 °C of storage, not the serving table', () => {
    for (const q of [
      'how warm may a cellar get before it harms the bottles',
      'what is the right temperature for laying down claret',
      'at what temperature should I store my white burgundy for the long term',
      'how cold should the storage room for my wine collection be',
      'ideal cellar temperature for ageing barolo',
    ]) {
      const a = opening(q);
      expect(a, q).toMatch(/10–15 °C/);
      expect(a, q).not.toMatch(/room temperature|well chilled/i);
    }
  });

  it('still gives the serving temperature when serving is asked', () => {
    const a = opening('what temperature should I serve a red burgundy at');
    expect(a).not.toMatch(/long storage|cellar or wine fridge/);
  });
});
