// Who works where today, what a named person likes to drink, which of a town's venues has a wine and
// who will win a title next: none of it is in any record, whatever the case it is typed in.
import { describe, expect, it } from 'vitest';
import { answer, understand } from '../src/index.ts';
import { opening } from './eval/grade.ts';

const open = (q: string) => opening(answer({ question: q, level: 2, style: 'friendly' }).markdown).toLowerCase();

describe('a post held today, asked in lower case', () => {
  it('admits it keeps no record of staff, for any house', () => {
    expect(open("who's the chief winemaker at vasse felix now")).toMatch(
      /^i have no record of who works at or runs vasse felix/,
    );
    expect(open('who is the head sommelier at the fat duck')).toMatch(
      /^i have no record of who works at or runs the fat duck/,
    );
  });
});

describe('a named person’s taste', () => {
  it('is private, and a dish in the same words is still a pairing', () => {
    expect(open('which wines does elton john love?')).toMatch(/^i can't know that: elton john's private life/);
    expect(open('what does my brother tom like to drink?')).toMatch(/^i can't know that/);
    expect(understand('what wine does roast duck like?', []).intent).toBe('pairing');
  });
});

describe('which venue in a town', () => {
  it('is admitted when the question is about wine, steered back when it is not', () => {
    expect(open('which bar in madrid pours the best Sherry?')).toMatch(
      /^i can't recommend a wine shop, bar or restaurant in madrid/,
    );
    expect(understand('which restaurants in Rome are good for pizza?', []).intent).toBe('off-topic');
  });
});

describe('a title still to be won', () => {
  it('cannot be known yet', () => {
    expect(open('who will be the next Young Sommelier of the Year?')).toMatch(/^that can't be known yet/);
  });
});

describe('wine words the engine used to miss', () => {
  it('reads “tannic” as a wine word and a grape smelt as the wine', () => {
    expect(understand('what does tannic feel like?', []).intent).not.toBe('off-topic');
    expect(understand("what gives riesling its petrol-like 'kerosene' smell?", []).intent).not.toBe('off-topic');
  });
});

describe('another drink’s regions', () => {
  it('are that drink’s, steered back to wine', () => {
    expect(understand('Which are the best rum regions of Jamaica?', []).intent).toBe('off-topic');
    expect(understand('what are the main wine regions of Scotland?', []).intent).not.toBe('off-topic');
  });
});

describe('a rank of the law', () => {
  it('is no critic’s score', () => {
    const a = answer({ question: 'Which villages of Champagne are rated Grand Cru?', level: 2, style: 'friendly' });
    expect(a.markdown).not.toMatch(/I keep no scores/);
    const b = answer({ question: 'How is Château Margaux rated by the critics?', level: 2, style: 'friendly' });
    expect(b.markdown).toMatch(/I keep no scores/);
  });
});

describe('a friend named by name', () => {
  it('keeps their favourite private', () => {
    expect(open("which Barolo is my colleague Anna's favourite?")).toMatch(/can't know/);
  });
});

describe('when to travel somewhere', () => {
  it('is steered back to wine unless the place is a wine place', () => {
    expect(answer({ question: 'best month to visit Lisbon?', level: 1, style: 'friendly' }).intent).toBe('off-topic');
    expect(answer({ question: 'best month to visit the Douro?', level: 1, style: 'friendly' }).intent).not.toBe(
      'off-topic',
    );
  });
});
