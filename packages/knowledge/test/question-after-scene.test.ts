// A message that sets a scene in statements and ends with a question naming its own subject is answered
// on that question; the scene keeps its part when it holds the wine or the dish the question means.
import { describe, expect, it } from 'vitest';
import { questionAfterScene } from '../src/context-first.ts';
import { knowledge } from '../src/index.ts';
import { openingOf } from './eval/sets.ts';

const after = (q: string) => questionAfterScene(knowledge, q);

describe('a question after a scene', () => {
  it('is read alone when it names its own subject and the scene names no wine', () => {
    expect(
      after(
        "I'm preparing for my Level 3 exam next month. What is the difference between Old World and New World wines?",
      ),
    ).toBe('What is the difference between Old World and New World wines?');
    expect(after('We have a small wine club at work. How is Prosecco made?')).toBe('How is Prosecco made?');
    expect(openingOf('I have an exam on Friday. Can you explain what malolactic conversion does?')).toMatch(
      /malic acid|lactic/,
    );
  });

  it('keeps the scene when the question leans on it', () => {
    for (const q of [
      'I opened a Rioja Reserva last night. How long will it keep?',
      'Roast duck is on the menu tonight. Which wine?',
      'I love Chablis. What else would I like?',
      'In Germany the law is strict. What does Kabinett mean there?',
      'My friend says it is all the same. Is it?',
    ])
      expect(after(q)).toBe(q);
  });
});
