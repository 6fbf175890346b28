// Grape names that everyday speech uses in another sense: a regent who rules for a king, a rondo in
// music, an emir and his emirate, Solaris the novel, the film and the operating system. The words
// around the name show that sense and the question is another subject; asked with a wine word, the
// name is the grape.
import { describe, expect, it } from 'vitest';
import { understand } from '../src/index.ts';
import { openingOf } from './eval/sets.ts';

const intentOf = (q: string) => understand(q).intent;

describe('a grape name meant in another sense', () => {
  it('is another subject', () => {
    for (const q of [
      'how long did the prince regent rule before he became king',
      'which shops are on regent street in london',
      'why did mozart like writing a rondo for the last movement',
      'explain rondo form to a piano student',
      'what does an emir do in kuwait',
      'how many emirs rule the united arab emirates',
      'who directed the film solaris',
      'is solaris still a supported operating system',
    ])
      expect(intentOf(q), q).toBe('off-topic');
  });

  it('keeps the grape when wine is asked', () => {
    for (const [q, fact] of [
      ['is regent a good variety for an organic vineyard', 'resistant'],
      ['tell me about rondo, the red grape', 'early'],
      ['is emir a grape for white wine', 'cappadocia'],
      ['solaris vines in sweden', 'early'],
    ])
      expect(openingOf(q, 4), q).toContain(fact);
  });
});

describe('a wine name offered beside another kind of thing', () => {
  it('says what the wine thing is', () => {
    expect(openingOf('is pecorino a cheese or a grape variety')).toMatch(/white grape/);
    expect(openingOf('Is Pecorino a wine or a cheese, I am confused')).toMatch(/white grape/);
    expect(openingOf('Is Fiano a grape or a pasta shape?')).toMatch(/white grape/);
  });
});
