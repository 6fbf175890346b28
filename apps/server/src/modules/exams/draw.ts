// Dealing a mock exam from the quiz bank: the questions of a level (and syllabus area), none the
// learner met in their last attempts while enough others remain, spread over the areas.

import type { BankQuiz } from '@sommai/knowledge/quiz-bank';
import { EXAM_FORMATS, type ExamFormatId, type QuizCategory } from '@sommai/shared';
import type { StoredExamQuestion } from '../../db/schema.ts';

export type ExamFormat = (typeof EXAM_FORMATS)[number];

export function formatOf(id: ExamFormatId): ExamFormat {
  const f = EXAM_FORMATS.find((x) => x.id === id);
  if (!f) throw new Error(`unknown exam format ${id}`);
  return f;
}

/** Every bank question of a level (and area), with its area and quiz. */
export function poolOf(bank: readonly BankQuiz[], level: number, area: QuizCategory | null): StoredExamQuestion[] {
  return bank
    .filter((q) => q.level === level && (area === null || q.category === area))
    .flatMap((q) =>
      q.questions.map((x) => ({
        id: x.id,
        question: x.question,
        options: x.options,
        correctAnswer: x.correctAnswer,
        explanation: x.explanation,
        area: q.category,
        quizId: q.id,
      })),
    );
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/**
 * `count` questions from the pool: unseen ones first (those not in `recent`), taken round-robin
 * over the areas so every area is asked; seen ones only when the unseen run out. Undefined when
 * the pool itself is too small.
 */
export function drawExam(
  pool: readonly StoredExamQuestion[],
  count: number,
  recent: ReadonlySet<string>,
  random: () => number = Math.random,
): StoredExamQuestion[] | undefined {
  if (pool.length < count) return undefined;
  const fresh = pool.filter((q) => !recent.has(q.id));
  const seen = pool.filter((q) => recent.has(q.id));
  const byArea = new Map<string, StoredExamQuestion[]>();
  for (const q of shuffled(fresh, random)) {
    const list = byArea.get(q.area) ?? [];
    list.push(q);
    byArea.set(q.area, list);
  }
  const out: StoredExamQuestion[] = [];
  const lists = shuffled([...byArea.values()], random);
  while (out.length < count && lists.some((l) => l.length)) {
    for (const l of lists) {
      const q = l.shift();
      if (q && out.length < count) out.push(q);
    }
  }
  for (const q of shuffled(seen, random)) {
    if (out.length >= count) break;
    out.push(q);
  }
  return shuffled(out, random);
}
