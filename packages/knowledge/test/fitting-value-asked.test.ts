// "What is the best temperature for X" asks for the fitting value of a thing, not what the thing is:
// a sentence defining the word elsewhere (how latitude shapes a climate's temperature) must not open it.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const reply = (question: string) => answer({ question, level: 3, style: 'friendly' });
const opening = (question: string) => reply(question).markdown.split('\n')[0];

describe('a word asked with a measure of fitness', () => {
  it('opens with serving, not with what shapes a climate', () => {
    for (const q of [
      'what is the ideal temperature for a chilled rosé',
      'what is the proper temperature for fizz like Crémant',
      "what's the right serving temperature for sparkling wine",
    ]) {
      const a = reply(q);
      expect(a.intent, q).toBe('serving');
      expect(opening(q), q).not.toMatch(/latitude|altitude|continentality/i);
      expect(opening(q), q).toMatch(/chill|serv|°C/i);
    }
  });

  it('still defines a word asked plainly', () => {
    expect(opening('what is coulure')).toMatch(/coulure/i);
  });
});
