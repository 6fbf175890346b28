// Accuracy evaluation: questions a WSET Level 1–4 learner asks, each with the key facts its answer
// must contain (any one spelling of each group, case- and accent-insensitive). Graded by the same
// harness as the frozen evaluation set (test/eval/grade.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeFailure, type EvalItem, evaluate, report } from './eval/grade.ts';

const questions = JSON.parse(readFileSync(new URL('./questions.json', import.meta.url), 'utf8')) as EvalItem[];

describe('accuracy on learner questions', () => {
  it('has at least 120 questions, each with key facts', () => {
    expect(questions.length).toBeGreaterThanOrEqual(120);
    for (const item of questions) expect(item.mustInclude.length).toBeGreaterThan(0);
  });

  it('answers all but at most one with their key facts, and prints how many have them in the opening', () => {
    const f = evaluate(questions.map((q) => ({ ...q, opening: true })));
    console.log(report('development set', f));
    const missing = f.failures.filter((g) => !g.anywhere);
    if (missing.length > 0) console.log(missing.map(describeFailure).join('\n'));
    console.log(`accuracy: ${f.open.anywhere}/${f.open.n} = ${((f.open.anywhere / f.open.n) * 100).toFixed(1)} %`);
    expect(f.open.anywhere).toBeGreaterThanOrEqual(f.open.n - 1);
  });
});
