// A real wine question is never steered away as another subject: a wine body's abbreviation typed in
// lower case and a hazard of the vineyard said of a wine place both tie the question to wine.
// Questions of another subject that name such a place are still steered.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const STEER = /\b(only answer questions about wine|outside what i can help)\b/i;
const steered = (q: string) => {
  const a = answer({ question: q, level: 2, style: 'friendly' });
  return a.intent === 'off-topic' || STEER.test(a.markdown.slice(0, 400));
};

describe('abbreviations of wine written in capitals, typed in any case', () => {
  for (const q of [
    'what year did the kwv start',
    'who runs the inao in france',
    'what does vdp mean on a german label',
    'what does lbv stand for on port',
  ])
    it(q, () => expect(steered(q)).toBe(false));
});

describe('a hazard of the vineyard said of a wine place', () => {
  for (const q of [
    'Does hail bother growers in Mendoza?',
    'is spring frost a concern in Chablis',
    'how bad is frost for Central Otago vineyards',
  ])
    it(q, () => expect(steered(q)).toBe(false));
});

describe('another subject beside the same names is still steered', () => {
  for (const q of ['best hotels in stellenbosch town centre', 'are there good beaches near Bordeaux for surfing'])
    it(q, () => expect(steered(q)).toBe(true));
});
