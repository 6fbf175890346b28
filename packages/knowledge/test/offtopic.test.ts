// Off-topic questions are steered back to wine; wine-adjacent questions (food pairing, spirits
// made from grapes, cork, glassware, cellars, sommelier careers, wine tourism) are answered.
// `offtopic-dev.json` is tuned on; `offtopic-holdout.json` was written at the same time and is only measured.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

interface Item {
  q: string;
  offTopic: boolean;
}

const load = (name: string) => JSON.parse(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')) as Item[];
const STEER = /\b(only answer questions about wine|outside what i can help|wine (tutor|specialist))\b/i;

function run(name: string): { off: [number, number]; on: [number, number] } {
  const items = load(name);
  const off: [number, number] = [0, 0];
  const on: [number, number] = [0, 0];
  const failures: string[] = [];
  for (const item of items) {
    const a = answer({ question: item.q, level: 2, style: 'friendly' });
    const steered = a.intent === 'off-topic' && STEER.test(a.markdown.slice(0, 400));
    const tally = item.offTopic ? off : on;
    tally[1]++;
    if (steered === item.offTopic) tally[0]++;
    else failures.push(`✗ ${item.offTopic ? 'not steered' : 'over-fired'}: ${item.q} → ${a.intent}`);
  }
  console.log(
    `${name}: off-topic steered ${off[0]}/${off[1]}, wine-adjacent answered ${on[0]}/${on[1]}\n${failures.join('\n')}`,
  );
  return { off, on };
}

describe('off-topic steer-back', () => {
  it('steers every off-topic development question back and answers the wine-adjacent ones', () => {
    const r = run('offtopic-dev.json');
    expect(r.off[0]).toBeGreaterThanOrEqual(r.off[1] - 1);
    expect(r.on[0]).toBeGreaterThanOrEqual(r.on[1] - 1);
  });
  it('holds its floors on the held-out questions', () => {
    const r = run('offtopic-holdout.json');
    expect(r.off[0] / r.off[1]).toBeGreaterThanOrEqual(0.85);
    expect(r.on[0] / r.on[1]).toBeGreaterThanOrEqual(0.85);
  });
  it('offers a wine angle for other drinks', () => {
    const a = answer({ question: 'What is the best IPA for a summer barbecue?', level: 2, style: 'friendly' });
    expect(a.intent).toBe('off-topic');
    expect(a.markdown).toMatch(/wine specialist/i);
    expect(a.markdown).toMatch(/bitter|hop/i);
  });
  it('keeps food questions as pairing even when the food is a word of another subject', () => {
    for (const q of ['What goes with chocolate cake?', 'What should I drink with bread and cheese?'])
      expect(answer({ question: q, level: 2, style: 'friendly' }).intent, q).toBe('pairing');
    expect(answer({ question: 'How do I make pancakes?', level: 2, style: 'friendly' }).intent).toBe('off-topic');
  });
});

describe('"richest" said of a wine or of a person', () => {
  const intent = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).intent;

  it('keeps the richest style of a wine on wine', () => {
    expect(intent('Which is the richest, most concentrated style of Tokaji?')).not.toBe('off-topic');
    expect(intent('what do they call the richest dry wines of the Wachau?')).not.toBe('off-topic');
  });

  it('steers the richest people and countries back to wine', () => {
    expect(intent('Who are the richest footballers in Europe?')).toBe('off-topic');
    expect(intent('which is the richest country in Africa')).toBe('off-topic');
  });
});

describe('a wine word that is also an everyday word, asked alone', () => {
  const intent = (q: string) => answer({ question: q, level: 2, style: 'friendly' }).intent;

  it('keeps the question on wine when nothing else is named', () => {
    expect(intent('what words describe the mousse')).not.toBe('off-topic');
  });

  it('still steers a dessert recipe back to wine', () => {
    expect(intent('how do I whip up a chocolate mousse for six')).toBe('off-topic');
  });
});

describe('a cold current asked about', () => {
  it('is the ocean current that cools a coast', () => {
    const a = answer({ question: 'which cold current chills the coast of chile', level: 2, style: 'friendly' });
    expect(a.intent).not.toBe('off-topic');
    expect(a.markdown.slice(0, 400)).toMatch(/Humboldt/);
  });
});

describe('a wine named as what a word is said of', () => {
  const intent = (q: string) => answer({ question: q, level: 2, style: 'friendly' }).intent;

  it('keeps "is X overrated?" and "why is X supposed to…" on the wine', () => {
    expect(intent('Is Beaujolais overrated?')).not.toBe('off-topic');
    expect(intent('why is Riesling supposed to age so well')).not.toBe('off-topic');
  });

  it('still steers a wine name used as a name for something else', () => {
    expect(intent('Is Chablis a good name for a puppy?')).toBe('off-topic');
  });
});

describe('vintage said of other goods', () => {
  const intent = (q: string) => answer({ question: q, level: 2, style: 'friendly' }).intent;

  it('steers a question about vintage clothes or records back to wine', () => {
    expect(intent('where do I find vintage denim jackets in Leeds?')).toBe('off-topic');
    expect(intent('how much are vintage typewriters worth')).toBe('off-topic');
  });
});
