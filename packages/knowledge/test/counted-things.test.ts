// "How many grapes…", "how much wine…": the thing counted is what is asked, even a word that usually
// says nothing ("grapes"), and grapes counted in a bottle or a glass are fruit, not a wine's varieties.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const ask = (question: string) => answer({ question, level: 2, style: 'friendly' });

describe('a thing counted', () => {
  it('answers how many grapes make a bottle with the weight of fruit', () => {
    for (const q of ['how many grapes go in one bottle', 'how many grapes does it take to make a bottle']) {
      const a = ask(q);
      expect(a.intent).not.toBe('grape-of');
      expect(a.markdown.slice(0, 300)).toMatch(/1\.2 kg of grapes/);
    }
  });

  it('still lists the varieties in a bottle of a named wine', () => {
    const a = ask('what grapes are in a bottle of Chianti');
    expect(a.intent).toBe('grape-of');
    expect(a.markdown.slice(0, 300)).toMatch(/Sangiove/);
  });
});
