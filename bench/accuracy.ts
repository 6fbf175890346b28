// The built-in engine's accuracy on its development question set and on the frozen evaluation set,
// graded by the shared harness: key facts in the opening and anywhere, multiple-choice letters,
// admissions of the unknowable and steers back to wine. Figures only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type EvalItem, evaluate, report } from '../packages/knowledge/test/eval/grade.ts';

const load = (file: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../packages/knowledge/test', file), 'utf8')) as EvalItem[];

export function accuracyBench() {
  console.log('\nBuilt-in engine accuracy (targets on unseen questions: opening ≥ 90 %, anywhere ≥ 97 %,');
  console.log('multiple choice ≥ 85 %, unknowable ≥ 11 of 12, off-topic 10 of 10)');
  const dev = load('questions.json').map((q) => ({ ...q, opening: true }));
  console.log(report('  development set', evaluate(dev)).replace(/\n/g, '\n  '));
  // Made-up names, false premises, unknowable figures, other subjects, and rare real names to answer.
  for (const file of ['honesty-dev.json', 'honesty-holdout.json', 'honesty-holdout2.json'])
    console.log(report(`  ${file}`, evaluate(load(file))).replace(/\n/g, '\n  '));
  console.log(report('  frozen set', evaluate(load('frozen/questions.json'))).replace(/\n/g, '\n  '));
}

if (import.meta.main) accuracyBench();
