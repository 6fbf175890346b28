// "Why is X <done>?" asks why that was done to X: the sentence that says it was done to X, with its
// reason, opens the answer, ahead of a reason given for something else the same word describes.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

describe('why something was done to a wine or a place', () => {
  it('opens with the sentence saying it was done, and why', () => {
    const port = openingOf('so why was port fortified in the first place?', 2);
    expect(port.split('. ')[0]).toMatch(/port was first fortified/);
    expect(port.split('. ')[0]).toMatch(/sea voyage/);
  });

  it('keeps the place’s own sentence for a deed done to it', () => {
    expect(openingOf('Why was the Médoc drained?', 3)).toMatch(/drained the marshes of the m[eé]doc/);
  });
});

describe('when something is done to a wine', () => {
  it('asked in the present, answers with the step in the making, not the date in history', () => {
    const now = openingOf('when exactly are Ports fortified?', 3);
    expect(now.split('. ')[0]).toMatch(/during fermentation/);
    const then = openingOf('when was port first fortified with brandy?', 3);
    expect(then.split('. ')[0]).toMatch(/17th century/);
  });
});

describe('words said before the question', () => {
  it('are talk, not part of what is asked', () => {
    const plain = openingOf('What temperature should I serve Manzanilla at?', 2);
    expect(openingOf('hmm, what temperature should I serve Manzanilla at?', 2)).toBe(plain);
    expect(openingOf('ok so what temperature should I serve Manzanilla at?', 2)).toBe(plain);
    expect(openingOf('Level 2 practice question: what temperature should I serve Manzanilla at?', 2)).toBe(plain);
  });
});

describe('a bottle left open', () => {
  it('says what a week or more open does to the wine', () => {
    expect(openingOf('can I still drink a red that has been open for three weeks?', 1)).toMatch(
      /left open for a week or more/,
    );
    expect(openingOf('is a bottle of white that has been open ten days still ok?', 1)).toMatch(/flat and stale/);
  });
});

describe('what makes or gives a wine a trait', () => {
  it('is asked for the cause, and a compound asked is the sentence that names it', () => {
    expect(openingOf('which compound gives Shiraz its black pepper note?', 4).slice(0, 220)).toMatch(/rotundone/);
  });
});
