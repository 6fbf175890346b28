// Drinks made with wine (Kir, Kir Royale, spritz, sangria, mulled wine) are wine questions, answered
// from their own facts; so are alcohol measured in units or standard drinks, what turns grape juice
// into wine, and how a wine is heated, aged or fortified. Cocktails with no wine in them stay another subject.
import { describe, expect, it } from 'vitest';
import { answer, understand } from '../src/index.ts';
import { opening } from './eval/grade.ts';

const lead = (question: string) => opening(answer({ question, level: 2, style: 'friendly' }).markdown).toLowerCase();

describe('drinks made with wine', () => {
  it('names the wine each is made with', () => {
    for (const q of ['What is a Kir and which white wine is traditionally used?', 'what is kir made with'])
      expect(lead(q), q).toMatch(/aligot[eé][\s\S]*cassis|cassis[\s\S]*aligot[eé]/);
    for (const q of ['What wine goes into a Kir Royale?', 'how do you make a kir royale'])
      expect(lead(q), q).toMatch(/champagne|sparkling/);
    for (const q of ['what goes into a sangria?', 'is sangria made with red wine'])
      expect(lead(q), q).toMatch(/red wine[\s\S]*fruit/);
  });

  it('leaves cocktails without wine to other subjects', () => {
    for (const q of ['How do I make a mojito for a party of six?', "what's a good cocktail for a party"])
      expect(understand(q).intent, q).toBe('off-topic');
  });
});

describe('alcohol measured and made', () => {
  it('counts the units of alcohol in a bottle or a glass', () => {
    for (const q of [
      'how many units of alcohol are in a bottle of wine',
      'How many units of alcohol in a glass of wine?',
    ])
      expect(lead(q), q).toMatch(/units/);
  });

  it('tells grape juice from wine by fermentation', () => {
    for (const q of ["What's the difference between grape juice and wine?", 'how does grape juice turn into wine'])
      expect(lead(q), q).toMatch(/yeast|ferment/);
  });

  it('reads "how is it heated, aged or fortified" as how the wine is made', () => {
    for (const q of ['How is Madeira heated?', 'how is madeira aged and heated'])
      expect(answer({ question: q, level: 3, style: 'friendly' }).markdown, q).toMatch(/estufagem|canteiro/i);
    for (const q of ['how is tawny port aged', 'How is Port fortified?'])
      expect(understand(q).intent, q).toBe('how-made');
  });
});
