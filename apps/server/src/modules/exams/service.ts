// Mock exams: dealt and timed by the server. The deadline is set when the questions are dealt; an
// answer saved after it is refused, and the result counts only what was saved in time.
import { randomUUID } from 'node:crypto';
import {
  EXAM_NO_REPEAT_ATTEMPTS,
  type ExamFormatId,
  type ExamResult,
  type ExamView,
  type LevelId,
  QUIZ_CATEGORIES,
  type QuizCategory,
  TRAINER_TEXTS,
} from '@sommai/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/index.ts';
import { examAttempt } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { User } from '../../lib/session.ts';
import { bankOf } from '../quiz/seed.ts';
import { grantedLevels } from '../quiz/service.ts';
import { cardFromMissedQuestion } from '../review/cards.ts';
import { addCards } from '../review/service.ts';
import { drawExam, formatOf, poolOf } from './draw.ts';

const T = TRAINER_TEXTS.exams;
export type ExamRow = typeof examAttempt.$inferSelect;

/** The question ids of the user's last attempts at a level, which a new exam avoids. */
export async function recentQuestionIds(db: Db, userId: string, level: number): Promise<Set<string>> {
  const rows = await db
    .select({ questions: examAttempt.questions })
    .from(examAttempt)
    .where(and(eq(examAttempt.userId, userId), eq(examAttempt.level, level)))
    .orderBy(desc(examAttempt.startedAt))
    .limit(EXAM_NO_REPEAT_ATTEMPTS);
  return new Set(rows.flatMap((r) => r.questions.map((q) => q.id)));
}

export async function startExam(
  ctx: AppContext,
  u: User,
  input: { format: ExamFormatId; level: number; area?: QuizCategory | null },
  now = new Date(),
): Promise<ExamRow> {
  const format = formatOf(input.format);
  if (format.level !== null && format.level !== input.level) {
    throw new HttpError(400, 'VALIDATION', `The ${format.label} is set at Level ${format.level}.`);
  }
  if (!grantedLevels(ctx, u).includes(input.level)) throw new HttpError(403, 'LEVEL_LOCKED', T.levelLocked);
  const area = input.area ?? null;
  const recent = await recentQuestionIds(ctx.db, u.id, input.level);
  const questions = drawExam(poolOf(bankOf(), input.level, area), format.questions, recent);
  if (!questions) throw new HttpError(400, 'NOT_ENOUGH_QUESTIONS', T.notEnough);
  const [row] = await ctx.db
    .insert(examAttempt)
    .values({
      id: randomUUID(),
      userId: u.id,
      format: format.id,
      level: input.level,
      area,
      questions,
      answers: questions.map(() => null),
      flags: questions.map(() => false),
      passMark: format.passMark,
      startedAt: now,
      deadline: new Date(now.getTime() + format.minutes * 60_000),
    })
    .returning();
  return row;
}

export async function findExam(db: Db, userId: string, id: string): Promise<ExamRow> {
  const [row] = await db
    .select()
    .from(examAttempt)
    .where(and(eq(examAttempt.id, id), eq(examAttempt.userId, userId)));
  if (!row) throw notFound(T.notFound);
  return row;
}

export function examView(row: ExamRow, now = new Date()): ExamView {
  return {
    id: row.id,
    format: row.format as ExamFormatId,
    level: row.level as LevelId,
    area: (row.area as QuizCategory | null) ?? null,
    passMark: row.passMark,
    startedAt: row.startedAt.toISOString(),
    deadline: row.deadline.toISOString(),
    now: now.toISOString(),
    submitted: row.submittedAt !== null,
    questions: row.questions.map((q) => ({
      id: q.id,
      question: q.question,
      options: q.options,
      area: q.area as QuizCategory,
    })),
    answers: row.answers,
    flags: row.flags,
  };
}

/** Saves one answer or flag while the clock runs; after the deadline or the submit, nothing is saved. */
export async function saveAnswer(
  db: Db,
  userId: string,
  id: string,
  input: { question: number; answer?: number | null; flagged?: boolean },
  now = new Date(),
): Promise<ExamRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(examAttempt)
      .where(and(eq(examAttempt.id, id), eq(examAttempt.userId, userId)))
      .for('update');
    if (!row) throw notFound(T.notFound);
    if (row.submittedAt) throw new HttpError(409, 'EXAM_SUBMITTED', T.alreadySubmitted);
    if (now.getTime() > row.deadline.getTime()) throw new HttpError(409, 'EXAM_TIME_OVER', T.afterDeadline);
    const q = row.questions[input.question];
    if (!q) throw new HttpError(400, 'VALIDATION', T.questionOutOfRange(input.question + 1));
    const answers = [...row.answers];
    const flags = [...row.flags];
    if (input.answer !== undefined) {
      if (input.answer !== null && input.answer >= q.options.length) {
        throw new HttpError(400, 'VALIDATION', T.optionOutOfRange(input.question + 1));
      }
      answers[input.question] = input.answer;
    }
    if (input.flagged !== undefined) flags[input.question] = input.flagged;
    const [updated] = await tx
      .update(examAttempt)
      .set({ answers, flags })
      .where(eq(examAttempt.id, row.id))
      .returning();
    return updated;
  });
}

export function resultOf(row: ExamRow): ExamResult {
  if (!row.submittedAt || row.score === null || row.correctAnswers === null) {
    throw new HttpError(409, 'EXAM_NOT_SUBMITTED', T.notSubmitted);
  }
  const byArea = QUIZ_CATEGORIES.map((area) => {
    const idx = row.questions.flatMap((q, i) => (q.area === area ? [i] : []));
    return {
      area,
      total: idx.length,
      correct: idx.filter((i) => row.answers[i] === row.questions[i].correctAnswer).length,
    };
  }).filter((a) => a.total > 0);
  return {
    id: row.id,
    format: row.format as ExamFormatId,
    level: row.level as LevelId,
    score: row.score,
    passMark: row.passMark,
    passed: row.score >= row.passMark,
    correctAnswers: row.correctAnswers,
    totalQuestions: row.questions.length,
    submittedAt: row.submittedAt.toISOString(),
    late: row.submittedAt.getTime() > row.deadline.getTime(),
    byArea,
    missed: row.questions.flatMap((q, i) =>
      row.answers[i] === q.correctAnswer
        ? []
        : [
            {
              index: i,
              id: q.id,
              question: q.question,
              options: q.options,
              selected: row.answers[i],
              correctAnswer: q.correctAnswer,
              explanation: q.explanation,
              area: q.area as QuizCategory,
            },
          ],
    ),
  };
}

/** Scores what was saved before the deadline, once; a second submit returns the same result. */
export async function submitExam(db: Db, userId: string, id: string, now = new Date()): Promise<ExamResult> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(examAttempt)
      .where(and(eq(examAttempt.id, id), eq(examAttempt.userId, userId)))
      .for('update');
    if (!current) throw notFound(T.notFound);
    if (current.submittedAt) return { row: current, fresh: false };
    const correct = current.questions.filter((q, i) => current.answers[i] === q.correctAnswer).length;
    const score = Math.round((correct / current.questions.length) * 100);
    const [updated] = await tx
      .update(examAttempt)
      .set({ submittedAt: now, score, correctAnswers: correct })
      .where(eq(examAttempt.id, current.id))
      .returning();
    return { row: updated, fresh: true };
  });
  const result = resultOf(row.row);
  if (row.fresh) {
    await addCards(
      db,
      userId,
      result.missed.map((m) =>
        cardFromMissedQuestion({
          source: 'exam',
          questionId: m.id,
          question: m.question,
          options: m.options,
          correctAnswer: m.correctAnswer,
          explanation: m.explanation,
          origin: `mock exam, ${formatOf(row.row.format as ExamFormatId).label}`,
          level: row.row.level,
          area: m.area,
        }),
      ),
    );
  }
  return result;
}

export async function listExams(db: Db, userId: string) {
  const rows = await db
    .select({
      id: examAttempt.id,
      format: examAttempt.format,
      level: examAttempt.level,
      area: examAttempt.area,
      startedAt: examAttempt.startedAt,
      deadline: examAttempt.deadline,
      submittedAt: examAttempt.submittedAt,
      score: examAttempt.score,
      passMark: examAttempt.passMark,
    })
    .from(examAttempt)
    .where(eq(examAttempt.userId, userId))
    .orderBy(desc(examAttempt.startedAt))
    .limit(20);
  return rows.map((r) => ({
    ...r,
    startedAt: r.startedAt.toISOString(),
    deadline: r.deadline.toISOString(),
    submittedAt: r.submittedAt?.toISOString() ?? null,
  }));
}
