// Kinds of question the engine once answered from the wrong record or steered away: each block is a
// class (a practice said of growers, a river of a region, a trait of a named region's wine…), tried
// with wordings of its own.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { norm, plain } from './eval/grade.ts';

const ask = (question: string, level: 1 | 2 | 3 | 4 = 3) => answer({ question, level, style: 'friendly' });
const opening = (question: string, level: 1 | 2 | 3 | 4 = 3) =>
  norm(plain(ask(question, level).markdown)).slice(0, 400);

describe('a vineyard practice said of growers', () => {
  it('is the vineyard’s own word, not a fruit or a tent', () => {
    for (const q of [
      'why do growers prune in winter',
      'when do grape growers prune',
      'why do growers thin the canopy',
      'why do many growers remove leaves around the bunches',
    ]) {
      const a = ask(q);
      expect(a.intent, q).not.toBe('off-topic');
      expect(norm(plain(a.markdown)).slice(0, 400), q).toMatch(/prun|canopy|leaf removal/);
    }
    expect(opening('why do growers thin the canopy')).toMatch(/canopy/);
  });

  it('growers of something else stay off wine', () => {
    for (const q of ['why do tomato growers prune in summer', 'how do apple growers thin their trees'])
      expect(ask(q).intent, q).toBe('off-topic');
  });
});
