// Classes found in the twenty-third round's studied questions (chat messages as learners type them),
// each asked here in wordings of its own.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { reportedClaim } from '../src/reported.ts';
import { openingOf } from './eval/sets.ts';

describe('a claim passed on by someone else', () => {
  it('is checked as the claim, not steered away as another subject', () => {
    const a = answer({ question: 'My grandad insists Sherry is always sweet. Is he right?', level: 2 });
    expect(a.intent).not.toBe('off-topic');
    expect(openingOf('My grandad insists Sherry is always sweet. Is he right?', 2)).toMatch(/sherry/);
    const b = answer({ question: 'A colleague swears Prosecco is made like Champagne. True?', level: 2 });
    expect(b.intent).not.toBe('off-topic');
    expect(openingOf('A colleague swears Prosecco is made like Champagne. True?', 2)).toMatch(/tank|charmat/);
  });

  it('gives a true/false verdict on a passed-on statement', () => {
    const verdict = (question: string, style: 'sharp' | 'exam') =>
      answer({ question, level: 2, style })
        .markdown.replace(/^[^a-z]*/i, '')
        .toLowerCase();
    expect(verdict('My neighbour reckons Sancerre is made from Chardonnay. True or false?', 'sharp')).toMatch(/^false/);
    expect(verdict('Someone told me Barolo is made from Nebbiolo. True or false?', 'exam')).toMatch(/^true/);
  });

  it('leaves a bottle that "says" something alone', () => {
    expect(reportedClaim('My wine says 14% on the label, is that a lot?')).toBeUndefined();
    expect(reportedClaim('I read that Rioja is always oaked')).toBe('Rioja is always oaked');
  });
});

describe('a colour that people drink', () => {
  it('is wine, so a dish beside it is a pairing', () => {
    const a = answer({ question: 'Roast chicken on Sunday, and my sister only drinks white. Safe choice?', level: 2 });
    expect(a.intent).toBe('pairing');
    const b = answer({ question: 'Lamb chops tonight for four red drinkers — what is a safe bet?', level: 2 });
    expect(b.intent).toBe('pairing');
  });
});

describe('a tasting note pasted whole', () => {
  it('is answered with the grape the descriptors point to', () => {
    expect(
      openingOf('Tasting notes – deep purple; blackcurrant, cedar, mint; high tannin, full body. Which grape?', 3),
    ).toMatch(
      /^\W*(great question!|let's take a look\.|happy to help!|good one!)?\s*cabernet sauvignon is the likeliest/,
    );
    expect(
      openingOf('my notes: pale lemon, lime, petrol, high acidity, light body — what grape would you guess?', 3),
    ).toMatch(/riesling is the likeliest/);
  });

  it('names where the grape comes from when the place is asked too', () => {
    expect(
      openingOf('Nose: lychee, rose, ginger; palate: low acid, full body. Which grape and which region?', 3),
    ).toMatch(/gew(u|ü)rztraminer is the likeliest.*alsace/);
  });

  it('leaves a question about one note to the grapes known for it', () => {
    expect(openingOf('Which white grape smells of petrol?', 3)).not.toMatch(/likeliest grape/);
  });
});
