// A term only wine uses (flor, chaptalisation, remuage, tirage, veraison…) keeps a question on wine
// whatever its shape: "what is the point of X in Y" or "what is X made of" reads like a question of
// another subject, but no other subject has these words, so the tutor answers rather than steers away.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const reply = (question: string) => answer({ question, level: 3, style: 'friendly' });

describe('a term of the vineyard or cellar in the shape of another subject’s question', () => {
  it('answers rather than calling it off the subject', () => {
    for (const [q, fact] of [
      ['what is the point of chaptalisation in the north', /chaptal/i],
      ['what is the flor yeast film made of', /flor/i],
      ['what is the story of remuage', /riddling/i],
    ] as const) {
      const a = reply(q);
      expect(a.intent, q).not.toBe('off-topic');
      expect(a.markdown.slice(0, 400), q).toMatch(fact);
    }
  });
});
