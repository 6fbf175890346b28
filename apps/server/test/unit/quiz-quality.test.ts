// The quiz bank read as an educator reads it, over every question of the bank and a spread of the
// self-tests a study guide or a chat quiz gets: the stem never gives the answer away, the options are
// of one kind, the explanation teaches the fact behind its own answer, no quiz drills one form, and
// every question carries a syllabus area (of its quiz's category) and a level.
import { knowledge as kb } from '@sommai/knowledge';
import { buildBank, finalize, RECIPES, SHAPE_LIMIT } from '@sommai/knowledge/quiz-bank';
import { SYLLABUS_AREAS } from '@sommai/shared';
import { describe, expect, it } from 'vitest';
import { questionsAbout } from '../../src/modules/quiz/from-chat.ts';
import {
  type AskedQuestion,
  giveaway,
  leadsWithOther,
  mentionsAnswer,
  mostRepeatedShape,
  strayOptions,
  taughtWords,
} from './bank-quality.ts';

const bank = buildBank(kb);

/** Self-tests on pairs of records, from the most famous grapes and regions to rarer ones. */
const selfTests = (() => {
  const grapes = kb.grapes.filter((_, i) => i % 6 === 0).map((g) => `grape:${g.id}`);
  const regions = kb.regions.filter((r, i) => r.kind !== 'country' && i % 8 === 0).map((r) => `region:${r.id}`);
  const refs = [...grapes, ...regions];
  const tests: { name: string; questions: ReturnType<typeof finalize>[] }[] = [];
  for (let i = 0; i + 1 < refs.length; i += 2) {
    const weights = new Map([
      [refs[i], 3],
      [refs[i + 1], 2],
    ]);
    const drafts = questionsAbout(weights, `self-test:${refs[i]}`, 10, kb);
    tests.push({ name: `${refs[i]} + ${refs[i + 1]}`, questions: drafts.map((d, j) => finalize(`q${j + 1}`, d)) });
  }
  return tests;
})();

const everyQuiz = [
  ...bank.map((q) => ({ name: q.id, questions: q.questions as AskedQuestion[] })),
  ...selfTests.map((t) => ({ name: `self-test ${t.name}`, questions: t.questions as AskedQuestion[] })),
];
const everyQuestion = everyQuiz.flatMap((quiz) => quiz.questions.map((q) => ({ quiz: quiz.name, q })));
const show = (quiz: string, q: AskedQuestion) =>
  `${quiz}: ${q.question} → ${q.options[q.correctAnswer]} [${q.options.join(' | ')}] — ${q.explanation}`;

/** Kinds of question whose options are names (grapes, regions, countries) rather than sentences or values. */
const NAMED_OPTIONS = new Set([
  'grape-colour',
  'grape-synonym',
  'grape-origin',
  'aroma-grape',
  'grape-structure',
  'region-country',
  'country-region',
  'region-main-grape',
  'region-parent',
  'region-climate',
  'region-label-term',
  'region-classification',
  'region-permitted',
]);

describe('quiz bank quality', () => {
  it('checks enough questions to speak for the bank and the self-tests', () => {
    expect(bank.length).toBeGreaterThanOrEqual(40);
    expect(selfTests.filter((t) => t.questions.length >= 5).length).toBeGreaterThanOrEqual(20);
  });

  it('never names the answer (or the stem of its name) in the question', () => {
    const failures = everyQuestion
      .filter(({ q }) => giveaway(q).length > 0)
      .map(({ quiz, q }) => `${giveaway(q).join(', ')} :: ${show(quiz, q)}`);
    expect(failures).toEqual([]);
  });

  it('gives four distinct options, and for names all of one kind (no grape among regions)', () => {
    const failures: string[] = [];
    for (const { quiz, q } of everyQuestion) {
      if (new Set(q.options.map((o) => o.toLowerCase())).size !== q.options.length) failures.push(show(quiz, q));
      const stray = NAMED_OPTIONS.has(q.check.kind) ? strayOptions(q, kb) : [];
      if (stray.length > 0) failures.push(`${stray.join(', ')} :: ${show(quiz, q)}`);
    }
    expect(failures).toEqual([]);
  });

  it('explains each answer by its own key: the answer is named, and no wrong option comes before it', () => {
    const failures: string[] = [];
    for (const { quiz, q } of everyQuestion) {
      if (!mentionsAnswer(q)) failures.push(`no answer :: ${show(quiz, q)}`);
      const other = leadsWithOther(q);
      if (other) failures.push(`about ${other} :: ${show(quiz, q)}`);
    }
    expect(failures).toEqual([]);
  });

  it('teaches beyond the question: every explanation says more than the stem and the options', () => {
    const failures = everyQuestion
      .filter(({ q }) => taughtWords(q).length < 2)
      .map(({ quiz, q }) => `${taughtWords(q).join(', ')} :: ${show(quiz, q)}`);
    expect(failures).toEqual([]);
  });

  it(`asks in no one form more than ${SHAPE_LIMIT} times in a quiz`, () => {
    const failures = everyQuiz
      .map((quiz) => [quiz.name, ...mostRepeatedShape(quiz.questions, kb)] as const)
      .filter(([, , n]) => n > SHAPE_LIMIT)
      .map(([name, shape, n]) => `${name}: ${n} × ${shape}`);
    expect(failures).toEqual([]);
  });

  it('sets each question in a syllabus area of its quiz’s category, at its quiz’s level', () => {
    const mixed = new Set(RECIPES.filter((r) => r.mixed).map((r) => r.id));
    const failures: string[] = [];
    for (const quiz of bank)
      for (const q of quiz.questions) {
        const area = SYLLABUS_AREAS[q.area];
        if (!area) failures.push(`no area :: ${quiz.id} ${q.question}`);
        else if (!mixed.has(quiz.id) && area.category !== quiz.category)
          failures.push(`${q.area} in a ${quiz.category} quiz :: ${quiz.id} ${q.question}`);
        if (q.level !== quiz.level) failures.push(`level ${q.level} :: ${quiz.id} ${q.question}`);
      }
    for (const t of selfTests)
      for (const q of t.questions) if (!SYLLABUS_AREAS[q.area]) failures.push(`no area :: ${t.name} ${q.question}`);
    expect(failures).toEqual([]);
  });
});
