// A request whose content words are the tasting, vineyard and cellar topics' own names for things
// ("finish", "palate", "nose" beside "tasting") is about wine even with no other wine word; the same
// word beside a food or among another subject's words ("a paint finish for a bathroom") is not.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const reply = (question: string) => answer({ question, level: 3, style: 'friendly' });

describe('a tasting word asked alone', () => {
  it('stays on wine', () => {
    for (const [q, word] of [
      ['what is the finish in a tasting', /finish/i],
      ['what is the nose at a tasting', /nose/i],
      ['what is meant by the palate in tastings', /palate/i],
    ] as const) {
      const a = reply(q);
      expect(a.intent, q).not.toBe('off-topic');
      expect(a.markdown.slice(0, 600), q).toMatch(word);
    }
  });

  it('is another subject’s word among that subject’s words', () => {
    for (const q of ['what paint finish is best for a bathroom', 'how do I make a vegan chocolate mousse']) {
      expect(reply(q).intent, q).toBe('off-topic');
    }
  });
});
