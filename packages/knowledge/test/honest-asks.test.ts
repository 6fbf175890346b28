// What no record can answer, however it is asked: a price asked as "the going rate" or "how much is it
// worth", a named person's own favourite, an unknown name the question itself calls a grape or a wine
// of a real place ("Is Rossolino a grape from Tuscany?"), the wine of an event still to come, a
// family's own figures, someone named by their trade after the name, and someone's own wine weighed
// against another. A real grape asked the same way is answered.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { admits } from './eval/grade.ts';

const admitted = (question: string) => {
  const a = answer({ question, level: 2, style: 'friendly' });
  return admits(a.markdown) && (!a.found || admits(a.markdown.slice(0, 260)));
};

describe('questions no record can answer', () => {
  it('admits a price asked in other words', () => {
    for (const q of [
      "What's the going rate for a case of Lafite 2016?",
      'How much is a bottle of Barolo worth?',
      'How much would a magnum of Champagne go for at a restaurant?',
    ])
      expect(admitted(q), q).toBe(true);
  });

  it("admits a named person's own favourite", () => {
    for (const q of ["What is Jancis Robinson's favourite grape?", "What is Hugh Johnson's favourite region?"])
      expect(admitted(q), q).toBe(true);
  });

  it('admits an unknown name called a grape or wine of a real place', () => {
    for (const q of ['Is Rossolino a grape from Tuscany?', 'Is Velmontino a red wine of Sicily?'])
      expect(admitted(q), q).toBe(true);
  });

  it('admits a wine chosen for an event still to come', () => {
    for (const q of [
      'Which Champagne will be served at the next royal wedding?',
      'Which wine will be poured at the next Nobel banquet?',
    ])
      expect(admitted(q), q).toBe(true);
  });

  it("admits a family's or a person's own figures and someone named by trade after the name", () => {
    for (const q of [
      'How many hectares does the Dubois family own in Vouvray?',
      'How many vines does the Lefebvre estate have in Chablis?',
      'How old is Marcel Vantroux, the Chablis grower?',
      'What does Hugo Vellamont, the Loire winemaker, think of screwcaps?',
    ])
      expect(admitted(q), q).toBe(true);
  });

  it("admits a comparison with someone's own wine", () => {
    for (const q of ["Which is better, my wine or my friend's wine?", "is my uncle's homemade wine better than mine"])
      expect(admitted(q), q).toBe(true);
  });

  it('answers a real grape asked the same way', () => {
    for (const q of ['Is Barbera a grape from Piedmont?', 'Is Vermentino a grape from Sardinia?'])
      expect(admitted(q), q).toBe(false);
  });
});
