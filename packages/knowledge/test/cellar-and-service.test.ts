// The cellar and the table: a cellar's keeping temperature is not a serving temperature, why it must
// stay steady, and large bottles told by volume, by count of standard bottles and by how they age.
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

describe('why a cellar is kept steady', () => {
  it('opens with expansion and contraction pushing wine past the cork', () => {
    for (const q of [
      'why is a fluctuating temperature bad for stored wine',
      'why must the temperature in a cellar stay constant',
    ]) {
      const a = opening(q);
      expect(a, q).toMatch(/expands and contracts/);
      expect(a, q).not.toMatch(/room temperature/i);
    }
  });
});

describe('large bottles', () => {
  it('gives a large format as standard bottles', () => {
    for (const q of ['how many normal bottles does a balthazar hold', 'a salmanazar is equal to how many bottles']) {
      const a = answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 400);
      expect(a, q).toMatch(/Balthazar 12 L \(16\)|Salmanazar 9 L \(12\)/);
    }
  });

  it('says a magnum ages more slowly than a bottle', () => {
    for (const q of ['do wines age differently in magnums', 'does wine mature faster in a half bottle or a magnum']) {
      expect(opening(q), q).toMatch(/more slowly/);
    }
  });
});
