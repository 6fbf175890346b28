// Classes of misunderstanding found across the studied rounds, each with wordings of its own: half of
// a hyphenated compound ("high" in "high-density") read as the word said on its own, so that a
// sentence about something else outranks the one that uses the asked word.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { root, wordUse } from '../src/normalize.ts';
import { opening } from './eval/grade.ts';

const ask = (question: string, level = 2) => answer({ question, level: level as 2, style: 'friendly' });

describe('half of a compound word', () => {
  it('counts for less than the word said on its own', () => {
    const text = 'A late-harvest wine from shrivelled grapes.';
    const [harvest, late, wine] = ['harvest', 'late', 'wine'].map(root);
    expect(wordUse(text, [harvest, late])(harvest)).toBe(1);
    const alone = wordUse(text, [harvest, wine]);
    expect(alone(harvest)).toBeLessThan(1);
    expect(alone(wine)).toBe(1);
    // A name joined by a hyphen is no compound: "Saint-Émilion" is said whole.
    expect(wordUse('Merlot rules Saint-Émilion.', [root('emilion')])(root('emilion'))).toBe(1);
  });

  it('does not lead the answer over a sentence that uses the word itself', () => {
    for (const q of ['are high yields a bad thing for quality', 'do big crops of high yield give thin wine']) {
      const o = opening(ask(q, 3).markdown);
      expect(o, q).not.toMatch(/high-density/);
      expect(o, q).toMatch(/yield/i);
    }
  });

  it('still counts whole when the question asks for the compound, hyphenated or not', () => {
    for (const q of ['what does high density planting do for vines', 'why plant vines at high-density'])
      expect(opening(ask(q, 4).markdown), q).toMatch(/high-density|density/);
  });
});
