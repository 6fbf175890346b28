// A mixed set written as learners really type: typos, casual phrasing, two questions in one, exam
// pastes with the options inline or on lines, made-up names, prices, scores and future vintages, and
// everyday requests that are not about wine. It covers every kind of question at Levels 1–4.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answer, understand } from '../src/index.ts';
import { describeFailure, type EvalItem, evaluate, opening, report } from './eval/grade.ts';

const items = JSON.parse(readFileSync(new URL('./blind5.json', import.meta.url), 'utf8')) as EvalItem[];

const lead = (question: string, level: 1 | 2 | 3 | 4 = 3) =>
  opening(answer({ question, level, style: 'friendly' }).markdown).toLowerCase();

describe('mixed learner questions', () => {
  it('holds every kind of question', () => {
    const kinds = new Set(items.map((i) => i.kind));
    expect([...kinds].sort()).toEqual(['choice', 'offtopic', 'open', 'unknowable']);
    expect(items.length).toBeGreaterThanOrEqual(100);
  });

  it('answers each kind well enough', () => {
    const f = evaluate(items);
    console.log(report('blind5.json', f));
    if (f.failures.length > 0) console.log(f.failures.map(describeFailure).join('\n'));
    expect(f.open.opening / f.open.n).toBeGreaterThanOrEqual(0.8);
    expect(f.open.anywhere / f.open.n).toBeGreaterThanOrEqual(0.86);
    expect(f.choice.right / f.choice.n).toBeGreaterThanOrEqual(0.9);
    expect(f.unknowable.right).toBeGreaterThanOrEqual(14);
    expect(f.offtopic.right).toBeGreaterThanOrEqual(14);
  });
});

describe('second questions in one sentence', () => {
  it('answers a clause opened by a preposition after "and"', () => {
    expect(lead('which country makes Cava and by what method', 2)).toContain('traditional');
  });

  it('answers "and where is it from" with the grape\'s home, not a sentence that merely says "from"', () => {
    expect(lead("Grüner Veltliner - typical aroma and where's it from", 2)).toContain('austria');
  });

  it('answers a clause after a comma for a theory topic', () => {
    expect(lead('Explain carbonic maceration pls, which region uses it')).toContain('beaujolais');
  });
});

describe('unknown places beside a known country', () => {
  it('admits not knowing a named region it lacks even when the country is known', () => {
    expect(understand('which grapes grow in the Corvenna valley of Spain?').intent).toBe('unknown');
    expect(understand('what grapes grow in the Douro valley of Portugal?').intent).not.toBe('unknown');
  });
});

describe('growing a grape', () => {
  it('opens a question on growing a grape with its vineyard notes, not its tasting profile', () => {
    expect(lead('why is Pinot Noir so hard to grow', 2).slice(0, 160)).toMatch(/frost|rot|mildew|skins/);
    expect(lead('where does Nebbiolo grow', 2).slice(0, 200)).toContain('piedmont');
  });
});
