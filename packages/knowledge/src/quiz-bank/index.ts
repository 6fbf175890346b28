// The quiz bank's public entry: what the server's quizzes, mock exams, chat quizzes and study-guide
// self-tests use. The makers, recipes and text rules behind it stay inside this folder.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export {
  type BankQuestion,
  type BankQuiz,
  bankVersion,
  buildBank,
  contextFor,
  type DrawOptions,
  draw,
  finalize,
  QUESTIONS_PER_QUIZ,
  SHAPE_LIMIT,
} from './bank.ts';
export { ORIGIN_COUNTRIES } from './makers/grapes.ts';
export { type Draft, MAKERS, type Maker, type QuestionCheck, type Subject } from './makers/index.ts';
export { RECIPES } from './recipes.ts';
export { firstSentence, listText, withoutBrackets } from './text.ts';

/** The bank's own code, so a change to any maker reseeds the bank. */
const SOURCES = [
  'index.ts',
  'bank.ts',
  'recipes.ts',
  'makers/index.ts',
  'makers/types.ts',
  'makers/rules.ts',
  'makers/grapes.ts',
  'makers/regions.ts',
  'makers/certification.ts',
  'makers/tables.ts',
  'context.ts',
  'random.ts',
  'text.ts',
];

/** A hash of the code of the question makers. */
export function bankCodeVersion(): string {
  const h = createHash('sha256');
  for (const file of SOURCES) h.update(readFileSync(new URL(`./${file}`, import.meta.url)));
  return h.digest('hex').slice(0, 20);
}
