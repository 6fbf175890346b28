// What a figure of wine's history wrote or said is a fact of that history the records tell, not a
// critic's opinion to decline; a critic's writing, or a named wine put to anyone to judge, still is.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const ask = (question: string) => answer({ question, level: 2, style: 'friendly' });

describe('a figure of wine history and what they wrote', () => {
  it('tells what the records say a scientist of wine wrote or said', () => {
    for (const [q, told] of [
      ['What did Christopher Merret write?', /sugar/i],
      ['What did Louis Pasteur write about wine?', /yeast/i],
      ['What did Christopher Merret say about sugar and bottles?', /Royal Society/],
    ] as const) {
      const a = ask(q);
      expect(a.intent, q).not.toBe('unknown');
      expect(a.markdown.slice(0, 300), q).toMatch(told);
    }
  });

  it('still declines a critic’s writing or a judgement of a named wine', () => {
    for (const q of [
      'What did Jancis Robinson write about acidity?',
      'What did Robert Parker say about oak?',
      'What did Robert Parker write about Bordeaux 1982?',
    ])
      expect(ask(q).markdown.slice(0, 200), q).toMatch(/opinion|won.t put words|nothing on what/i);
  });
});
