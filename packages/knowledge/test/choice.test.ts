// Exam items pasted into the chat: reading the options in every form learners paste, and answering
// with the right option named first. Graded on a development set and on a held-out set that the
// scoring was never tuned on.
import { readFileSync } from 'node:fs';
import type { LevelId, VoiceStyle } from '@sommai/shared';
import { describe, expect, it } from 'vitest';
import { parseChoice } from '../src/choice.ts';
import { answer, answerStream, INTENTS } from '../src/index.ts';

interface Item {
  question: string;
  /** The option's label as written ("B", "b", "2"), or "True" / "False". */
  answer: string;
  option?: string;
}

const load = (name: string) => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8')) as Item[];
const dev = load('./choice-dev.json');
const holdout = load('./choice-holdout.json');

/** The label the answer names first: "**B — Garnacha.**" or "**True.**", null when it names none. */
export function namedLabel(markdown: string): string | null {
  const m = /\*\*(?:(True|False)\.|([A-Fa-f1-6]) —)/.exec(markdown.slice(0, 400));
  return m ? (m[1] ?? m[2]) : null;
}

function grade(items: Item[], level: LevelId = 2, style: VoiceStyle = 'sharp') {
  let right = 0;
  let unsure = 0;
  const wrong: string[] = [];
  for (const item of items) {
    const a = answer({ question: item.question, level, style });
    const got = namedLabel(a.markdown);
    if (got !== null && got.toLowerCase() === item.answer.toLowerCase()) right++;
    else {
      if (got === null) unsure++;
      wrong.push(`${got ?? '?'} ≠ ${item.answer}: ${item.question.replace(/\s+/g, ' ').slice(0, 120)}`);
    }
  }
  return { right, unsure, wrong, rate: right / items.length };
}

describe('reading exam items', () => {
  const options = (q: string) => {
    const c = parseChoice(q);
    return c?.kind === 'choice' ? c.options.map((o) => `${o.label}=${o.text}`) : undefined;
  };

  it('reads options one a line in every labelling style', () => {
    const want = ['A=Albariño', 'B=Garnacha', 'C=Tannat', 'D=Mencía'];
    expect(options('Which grape leads Priorat?\nA) Albariño\nB) Garnacha\nC) Tannat\nD) Mencía')).toEqual(want);
    expect(options('Which grape leads Priorat?\n\nA. Albariño\nB. Garnacha\nC. Tannat\nD. Mencía')).toEqual(want);
    expect(options('Which grape leads Priorat?\nA: Albariño\nB: Garnacha\nC: Tannat\nD: Mencía')).toEqual(want);
    expect(options('Which grape leads Priorat?\n(a) Albariño\n(b) Garnacha\n(c) Tannat\n(d) Mencía')).toEqual(
      want.map((w) => w[0].toLowerCase() + w.slice(1)),
    );
    expect(options('Which grape leads Priorat?\na) Albariño\nb) Garnacha')).toEqual(['a=Albariño', 'b=Garnacha']);
    expect(options('Which grape leads Priorat?\n1. Albariño\n2. Garnacha\n3. Tannat\n4. Mencía')).toEqual([
      '1=Albariño',
      '2=Garnacha',
      '3=Tannat',
      '4=Mencía',
    ]);
    expect(options('Which grape leads Priorat?\n1) Albariño\n2) Garnacha\n3) Tannat')).toHaveLength(3);
  });

  it('reads options written on the stem line, with or without brackets', () => {
    const want = ['A=Albariño', 'B=Garnacha', 'C=Tannat', 'D=Mencía'];
    expect(options('Which grape leads the blends of Priorat? A) Albariño B) Garnacha C) Tannat D) Mencía')).toEqual(
      want,
    );
    expect(options('Which grape leads Priorat? (A) Albariño (B) Garnacha (C) Tannat (D) Mencía')).toEqual(want);
    expect(options('Which grape leads Priorat?\nA) Albariño B) Garnacha C) Tannat D) Mencía')).toEqual(want);
    const c = parseChoice('Which grape leads Priorat? A) Albariño B) Garnacha C) Tannat D) Mencía');
    expect(c?.kind === 'choice' && c.stem).toBe('Which grape leads Priorat?');
  });

  it('drops exam noise around the item', () => {
    const want = ['A=Albariño', 'B=Garnacha', 'C=Tannat'];
    expect(options('Question 4: Which grape leads Priorat?\nA) Albariño\nB) Garnacha\nC) Tannat\n\nAnswer:')).toEqual(
      want,
    );
    expect(options('Which grape leads Priorat?\nA) Albariño\nB) Garnacha\nC) Tannat\nChoose one.')).toEqual(want);
    expect(options('Which grape leads Priorat? A) Albariño B) Garnacha C) Tannat (choose one)')).toEqual(want);
  });

  it('reads bulleted options after a "which of the following" stem or an unfinished sentence', () => {
    expect(options('Which of the following is a Rhône grape?\n- Syrah\n- Tempranillo\n- Nebbiolo')).toEqual([
      'A=Syrah',
      'B=Tempranillo',
      'C=Nebbiolo',
    ]);
    expect(options('Madiran is made mainly from:\n• Tannat\n• Malbec')).toEqual(['A=Tannat', 'B=Malbec']);
  });

  it('reads true/false statements and negated stems', () => {
    expect(parseChoice('True or false: Chablis is made from Chardonnay.')).toEqual({
      kind: 'true-false',
      statement: 'Chablis is made from Chardonnay.',
    });
    expect(parseChoice('Barolo is made from Sangiovese. True or false?')?.kind).toBe('true-false');
    expect(parseChoice('T/F: Prosecco is made by the tank method')?.kind).toBe('true-false');
    const neg = parseChoice('All of the following are Bordeaux grapes EXCEPT: A) Merlot B) Nebbiolo C) Malbec');
    expect(neg?.kind === 'choice' && neg.negated).toBe(true);
    const not = parseChoice('Which grape is NOT grown in Rioja? A) Tempranillo B) Garnacha C) Nebbiolo');
    expect(not?.kind === 'choice' && not.negated).toBe(true);
    const pos = parseChoice('Which grape needs at least a warm climate? A) Grenache B) Riesling');
    expect(pos?.kind === 'choice' && pos.negated).toBe(false);
  });

  it('leaves ordinary questions alone', () => {
    for (const q of [
      'What grape is Chablis made from?',
      'Is vitamin C in wine?',
      'What is a) malolactic conversion and b) how does it work?',
      'My options: a) Chablis, b) Sancerre — which should I buy for fish?',
      'Which is better with fish, Chablis or Sancerre?',
      'I have these wines:\n- Chablis\n- Sancerre\n- Rioja',
      'Plan A. B is the backup. Which wine for tonight?',
      'Is it true that Champagne must age 15 months?',
      'Tell me about the 1855 classification',
      'Suggest wines for:\n1. Oysters\n2. Roast lamb\n3. Cheese',
      "I'm serving three courses:\nA) Oysters\nB) Lamb\nC) Cheese",
      'We are choosing between: A) Chablis B) Sancerre C) Muscadet',
    ])
      expect(parseChoice(q), q).toBeUndefined();
  });
});

describe('answering exam items', () => {
  it('names the right option first, with why and the tempting distractor', () => {
    const a = answer({
      question: 'Which grape leads the blends of Priorat? A) Albariño B) Garnacha C) Tannat D) Mencía',
      level: 2,
      style: 'sharp',
    });
    expect(a.intent).toBe('choice');
    expect(a.found).toBe(true);
    expect(a.markdown.startsWith('**B — Garnacha.**')).toBe(true);
    expect(a.markdown).toMatch(/Priorat/);
    expect(a.markdown).toMatch(/Why not [ACD] \(/);
    expect(a.sources.some((s) => s.kind === 'region' && s.id === 'priorat')).toBe(true);
    expect(INTENTS).toContain('choice');
  });

  it('answers the exception for a negated stem', () => {
    const a = answer({
      question:
        'All of the following are Bordeaux red grapes EXCEPT: A) Merlot B) Cabernet Franc C) Nebbiolo D) Petit Verdot',
      level: 2,
      style: 'sharp',
    });
    expect(namedLabel(a.markdown)).toBe('C');
  });

  it('answers true/false statements with the fact that decides them', () => {
    const t = answer({ question: 'True or false: Chablis is made from Chardonnay.', level: 2, style: 'sharp' });
    expect(t.markdown.startsWith('**True.**')).toBe(true);
    const f = answer({ question: 'True or false: Barolo is made from Sangiovese.', level: 2, style: 'sharp' });
    expect(f.markdown.startsWith('**False.**')).toBe(true);
    expect(f.markdown).toMatch(/Nebbiolo/);
  });

  it('compares the structure of grapes for superlative stems', () => {
    const a = answer({
      question:
        'Which of these grapes typically makes the most tannic wines? A) Gamay B) Nebbiolo C) Pinot Noir D) Merlot',
      level: 2,
      style: 'sharp',
    });
    expect(a.markdown.startsWith('**B — Nebbiolo.** Nebbiolo typically has high tannin.')).toBe(true);
    const b = answer({
      question: 'Which grape makes the lightest-bodied wines? A) Syrah B) Tannat C) Gamay D) Malbec',
      level: 2,
      style: 'sharp',
    });
    expect(namedLabel(b.markdown)).toBe('C');
    const c = answer({
      question: 'Which of these wine regions has the coolest climate? A) Barossa Valley B) Mosel C) Jerez D) Douro',
      level: 2,
      style: 'sharp',
    });
    expect(namedLabel(c.markdown)).toBe('B');
  });

  it('judges statement options one by one', () => {
    const a = answer({
      question:
        'Which of the following statements about Chablis is true? A) It is made from Sauvignon Blanc B) It is made from Chardonnay C) It is in the Rhône D) It is a red wine',
      level: 3,
      style: 'sharp',
    });
    expect(namedLabel(a.markdown)).toBe('B');
    expect(a.markdown).toMatch(/C \(It is in the Rhône\) is false: Chablis is in Burgundy/);
    const f = answer({
      question:
        'Which of the following statements is false? A) Chablis is made from Chardonnay B) Barolo is made from Nebbiolo C) Tokaji comes from Austria D) Malbec is the grape of Mendoza',
      level: 2,
      style: 'sharp',
    });
    expect(namedLabel(f.markdown)).toBe('C');
  });

  it('says honestly when the knowledge base cannot decide', () => {
    const a = answer({
      question: 'Which of these is the best wine shop? A) Shop one B) Shop two C) Shop three',
      level: 2,
      style: 'friendly',
    });
    expect(namedLabel(a.markdown)).toBeNull();
    expect(a.markdown).toMatch(/can't tell from my knowledge base/);
  });

  it('opens with the option in every voice style and level, and streams the same text', async () => {
    const question = 'Rías Baixas is known for which white grape?\nA) Verdejo\nB) Albariño\nC) Godello\nD) Viura';
    for (const style of ['friendly', 'technical', 'sharp', 'exam'] as const)
      for (const level of [1, 2, 3, 4] as const) {
        const a = answer({ question, level, style });
        expect(namedLabel(a.markdown), `${style} L${level}`).toBe('B');
      }
    const full = answer({ question, level: 3, style: 'friendly' }).markdown;
    let streamed = '';
    for await (const c of answerStream({ question, level: 3, style: 'friendly' })) streamed += c;
    expect(streamed).toBe(full);
    // More levels, more about the other options.
    const l1 = answer({ question, level: 1, style: 'technical' }).markdown;
    const l4 = answer({ question, level: 4, style: 'technical' }).markdown;
    expect(l4.length).toBeGreaterThan(l1.length);
  });

  it('names the right option on the development set', () => {
    const r = grade(dev);
    console.log(
      `exam items (development): ${r.right}/${dev.length} = ${(r.rate * 100).toFixed(1)} %, unsure ${r.unsure}`,
    );
    if (r.wrong.length > 0) console.log(r.wrong.join('\n'));
    expect(dev.length).toBeGreaterThanOrEqual(95);
    expect(r.rate).toBeGreaterThanOrEqual(0.9);
  });

  it('names the right option on held-out items never tuned on', () => {
    const r = grade(holdout);
    console.log(
      `exam items (held out): ${r.right}/${holdout.length} = ${(r.rate * 100).toFixed(1)} %, unsure ${r.unsure}`,
    );
    expect(holdout.length).toBeGreaterThanOrEqual(30);
    expect(r.rate).toBeGreaterThanOrEqual(0.84);
  });
});
