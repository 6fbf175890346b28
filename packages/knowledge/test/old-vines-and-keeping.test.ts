// Real label words that sit close to made-up ones: "old vines" in each wine language, "unfiltered"
// and "a wine for keeping" are terms the records hold, so a learner asking about them is answered,
// never told the term may not exist.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { admits } from './eval/grade.ts';

const ask = (question: string) => answer({ question, level: 3, style: 'friendly' });

describe('old-vines, unfiltered and keeping words on labels', () => {
  it('answers each as the term it is', () => {
    for (const [q, key] of [
      ['Alte Reben on a Mosel Riesling, what does that tell me?', 'old vines'],
      ['Translate vecchie viti for me', 'old vines'],
      ['My Douro bottle says Vinhas Velhas, meaning?', 'old vines'],
      ['non filtré on the back label, good or bad?', 'unfiltered'],
      ['People call some reds a vin de garde - what is that?', 'keeping'],
    ] as const) {
      const a = ask(q);
      expect(a.found, q).toBe(true);
      expect(admits(a.markdown.slice(0, 200)), q).toBe(false);
      expect(a.markdown.slice(0, 400).toLowerCase(), q).toContain(key);
    }
  });
});
