// Someone who likes a grape and asks what else to try gets grapes of the same colour sharing two or
// more of its notes, closest in structure first, said with what they share; a taste for a grape said
// of someone else ("my wife loves…") is a wine question all the same.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { openingOf } from './eval/sets.ts';

describe('grapes like one someone enjoys', () => {
  it('names other grapes with the notes they share', () => {
    const a = openingOf('My husband adores Gamay. Can you recommend something new for him?', 2);
    expect(a).toMatch(/if you like gamay, try \*?\*?[a-z]/);
    expect(a).toMatch(/red wines with .*notes of/);
    const b = openingOf('Big fan of Viognier here, what else should I try?', 2);
    expect(b).toMatch(/if you like viognier, try/);
    expect(b).toMatch(/white wines/);
  });

  it('keeps a taste said of someone else a question about wine', () => {
    for (const q of ['My sister loves Albariño, any suggestions?', 'our guests enjoy Tempranillo. Suggestions?'])
      expect(answer({ question: q, level: 2, style: 'friendly' }).intent).not.toBe('off-topic');
  });

  it('leaves out notes that oak or age give', () => {
    expect(openingOf('I really like Malbec, what is similar?', 2)).not.toMatch(/notes of [^.]*(vanilla|toast|leather)/);
  });
});
