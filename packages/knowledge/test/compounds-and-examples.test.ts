// Classes of misunderstanding found across the studied rounds, each with wordings of its own: half of
// a hyphenated compound ("high" in "high-density") read as the word said on its own, so that a
// sentence about something else outranks the one that uses the asked word; examples asked of a way of
// making wine ("which wines use…", "list wines aged under…"), answered with the method's definition
// rather than the wines the records tie to it; a wine's strength given as a bare percentage ("one is
// 14% and another 9%"), read as its alcohol level; two topics found side by side ("whole bunch" +
// "pressing") that name one thing together, answered by the topic whose sentences use the whole phrase.
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

describe('examples asked of a method', () => {
  it('leads with the wines the records tie to it', () => {
    const cases: [string, RegExp][] = [
      ['which sparkling wines use the charmat method', /Prosecco/],
      ['can you list a few reds produced using carbonic maceration', /Beaujolais/],
      ['which styles mature under a layer of flor', /Sherry|Fino|Manzanilla/],
      ['examples of sweet wines made from botrytised grapes', /Sauternes|Tokaj/],
      ['what are some wines made by the traditional method', /Champagne/],
    ];
    for (const [q, wine] of cases) {
      const first = opening(ask(q).markdown, 220);
      expect(first, q).toMatch(wine);
    }
  });

  it('names each place once, by the name its wine is known by', () => {
    const first = opening(ask('which wines are made by the traditional method', 3).markdown, 220);
    expect(first).toMatch(/Champagne/);
    expect(first).not.toMatch(/Montagne de Reims|Vallée de la Marne/);
    const flor = opening(ask('give some examples of flor-aged wines', 3).markdown, 220);
    expect(flor).not.toMatch(/Jerez-Xérès-Sherry/);
  });

  it('leaves alone a question that asks what the method is', () => {
    for (const q of ['what is carbonic maceration', 'how does the tank method work'])
      expect(opening(ask(q).markdown), q).not.toMatch(/ include \*\*/);
  });
});

describe('a wine’s bare percentage', () => {
  it('is read as its alcohol level', () => {
    for (const q of ['why is one wine 14% and another 9%', 'how come some bottles of wine are 13.5% but others 7%'])
      expect(opening(ask(q, 3).markdown), q).toMatch(/grape sugar/);
  });

  it('stays a share when it says of what', () => {
    expect(opening(ask('a wine that is 10% viognier and the rest syrah', 3).markdown)).not.toMatch(/alcohol level/i);
  });
});

describe('two topics found side by side that name one thing', () => {
  it('is answered by the topic whose sentence uses the whole phrase', () => {
    for (const q of ['is whole cluster pressing gentler', 'what does whole bunch pressing do for white wines'])
      expect(opening(ask(q, 3).markdown, 220), q).toMatch(/whole-bunch pressing/);
  });

  it('leaves one topic asked alone as it was', () => {
    expect(opening(ask('what is whole bunch fermentation', 3).markdown, 220)).toMatch(/stems/);
  });
});
