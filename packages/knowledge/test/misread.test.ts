// Wine questions the engine once misread: steered away as another subject, or answered from the
// wrong record. Each block is a class of question, tried with wordings of its own.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { norm, plain } from './eval/grade.ts';

const ask = (question: string) => answer({ question, level: 3, style: 'friendly' });
const opening = (question: string) => norm(plain(ask(question).markdown)).slice(0, 400);

describe('wine questions are not steered away', () => {
  it('a wine country asked about its climate or soils, without the word wine', () => {
    for (const q of [
      'what is the climate like in Portugal?',
      'describe the climate of Austria',
      'what soils does Chile have',
      'the geography of New Zealand',
    ])
      expect(ask(q).intent, q).not.toBe('off-topic');
    expect(opening('what is the climate like in Portugal?')).toMatch(/climate/);
  });

  it('a grape misspelt beyond a letter, named alone', () => {
    expect(opening('Tell me about Tempranilo')).toContain('tempranillo');
    expect(opening('what is Sangiovesse like')).toContain('sangiovese');
    expect(ask('explain Nebiollo').intent).not.toBe('off-topic');
  });

  it('a vineyard or cellar practice in other words or order', () => {
    const a = ask('why is harvesting by machine cheaper');
    expect(a.intent).not.toBe('off-topic');
    expect(norm(plain(a.markdown))).toMatch(/machine/);
  });
});

describe('the record the question is about', () => {
  it('malolactic said alone is the winemaking step', () => {
    expect(opening('does malolactic soften a wine')).toMatch(/malolactic conversion/);
  });

  it('a trait said of a named wine is that wine’s own, not health advice', () => {
    const o = opening('what is the usual alcohol of Amarone?');
    expect(o).toMatch(/15%|high in alcohol/);
    expect(o).not.toMatch(/sleep|units|standard drink/);
  });

  it('a food-and-grape name beside "grape" or "variety" is the grape', () => {
    const a = ask('tell me about the Pecorino variety');
    expect(a.intent).not.toBe('pairing');
    expect(norm(plain(a.markdown)).slice(0, 200)).toMatch(/white grape/);
  });

  it('a nationality alone does not name a term that holds it', () => {
    const o = opening('is american oak sweeter than french oak');
    expect(o).toMatch(/american oak/);
    expect(o).not.toMatch(/viticultural area/);
  });

  it('a disease named as a phrase leads with its own point', () => {
    expect(opening('how do vineyards fight downy mildew')).toMatch(/^[^.]*downy mildew/);
    expect(opening('how do growers prevent powdery mildew')).toMatch(/sulfur/);
  });
});

describe('everyday sentences stay off wine', () => {
  it('a pair of anything but wine is no pairing', () => {
    for (const q of ['where can I buy a pair of running shoes', 'I lost a pair of socks today'])
      expect(ask(q).intent, q).toBe('off-topic');
  });

  it('a country asked about beyond its vineyards is still another subject', () => {
    for (const q of ['what is the capital of Portugal?', 'what is the population of Austria?'])
      expect(ask(q).intent, q).toBe('off-topic');
  });
});
