// Quizzes for one user: the bank's and their own, with their attempts. The server alone knows the
// right answers; it scores every submission and keeps each attempt with the questions as asked.
import { randomUUID } from 'node:crypto';
import { LEVEL_IDS, limitsFor, MESSAGES } from '@sommai/shared';
import { and, count, eq, isNull, max, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/index.ts';
import { quiz, quizAttempt, type StoredQuizQuestion, type StoredQuizResult } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import type { User } from '../../lib/session.ts';
import { planOf } from '../account/service.ts';
import { cardFromMissedQuestion } from '../review/cards.ts';
import { addCards } from '../review/service.ts';

export type QuizRow = typeof quiz.$inferSelect;
export type AttemptRow = typeof quizAttempt.$inferSelect;

export interface QuizSummary {
  id: string;
  title: string;
  description: string;
  level: number;
  category: string;
  questionCount: number;
  attempt_count: number;
  best_score: number | null;
  locked: boolean;
}

export interface QuizResult {
  attemptId: string;
  score: number;
  correctAnswers: number;
  totalQuestions: number;
  results: StoredQuizResult[];
}

export const quizNotFound = () => new HttpError(404, 'NOT_FOUND', MESSAGES.quizNotFound);
export const quizLocked = () => new HttpError(403, 'QUIZ_LOCKED', MESSAGES.quizLocked);

/** The levels the user's plan grants: the account's rule (plan in force, developer mode), without reading usage. */
export function grantedLevels(ctx: AppContext, u: User): readonly number[] {
  return limitsFor({ signedIn: true, plan: planOf(u), devMode: ctx.config.devMode }).levels;
}

const byTitle = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Bank quizzes and the user's own, never another user's. */
const visibleTo = (userId: string) => and(eq(quiz.active, true), or(isNull(quiz.ownerId), eq(quiz.ownerId, userId)));

const summaryColumns = {
  id: quiz.id,
  title: quiz.title,
  description: quiz.description,
  level: quiz.level,
  category: quiz.category,
  questionCount: quiz.questionCount,
};
/** The quiz list queries (all levels, one level), built once per database and prepared by name. */
const quizListQueries = new WeakMap<
  Db,
  { all: ReturnType<typeof prepareQuizList>; level: ReturnType<typeof prepareQuizList> }
>();
function prepareQuizList(db: Db, byLevel: boolean) {
  // One query: the quizzes the user may see, each with the user's own attempt count and best score.
  const userId = sql.placeholder('userId');
  const stats = db
    .select({
      quizId: quizAttempt.quizId,
      attempts: count().as('attempts'),
      best: max(quizAttempt.score).as('best'),
    })
    .from(quizAttempt)
    .where(eq(quizAttempt.userId, userId))
    .groupBy(quizAttempt.quizId)
    .as('stats');
  const visible = and(eq(quiz.active, true), or(isNull(quiz.ownerId), eq(quiz.ownerId, userId)));
  return db
    .select({ ...summaryColumns, attempts: stats.attempts, best: stats.best })
    .from(quiz)
    .leftJoin(stats, eq(stats.quizId, quiz.id))
    .where(byLevel ? and(visible, eq(quiz.level, sql.placeholder('level'))) : visible)
    .prepare(byLevel ? 'quiz_list_level' : 'quiz_list');
}

export async function listQuizzes(ctx: AppContext, u: User, level?: number): Promise<QuizSummary[]> {
  let queries = quizListQueries.get(ctx.db);
  if (!queries) {
    queries = { all: prepareQuizList(ctx.db, false), level: prepareQuizList(ctx.db, true) };
    quizListQueries.set(ctx.db, queries);
  }
  const levels = grantedLevels(ctx, u);
  const rows =
    level === undefined
      ? await queries.all.execute({ userId: u.id })
      : await queries.level.execute({ userId: u.id, level });
  // Sorted here, not by the database, so PGlite and PostgreSQL (whose collations differ) agree.
  rows.sort((a, b) => a.level - b.level || byTitle.compare(a.title, b.title) || a.id.localeCompare(b.id));
  return rows.map(({ attempts, best, ...r }) => ({
    ...r,
    attempt_count: Number(attempts ?? 0),
    best_score: best === null || best === undefined ? null : Number(best),
    locked: !levels.includes(r.level),
  }));
}

/** A quiz the user may open: 404 when it is not theirs to see, 403 when their plan does not grant its level. */
export async function openQuiz(ctx: AppContext, u: User, id: string): Promise<QuizRow> {
  const [row] = await ctx.db
    .select()
    .from(quiz)
    .where(and(eq(quiz.id, id), visibleTo(u.id)));
  if (!row) throw quizNotFound();
  if (!grantedLevels(ctx, u).includes(row.level)) throw quizLocked();
  return row;
}

/** The quiz as the taker sees it: questions and options, never the answers. */
export function quizForTaking(row: QuizRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    level: row.level,
    category: row.category,
    questions: row.questions.map((q) => ({ id: q.id, question: q.question, options: q.options })),
  };
}

/**
 * Checks one answer per question, each the index of one of its options. Unanswered questions
 * (null) get the spec's message naming them; anything else gets a message saying what is wrong.
 */
export function checkAnswers(questions: readonly StoredQuizQuestion[], answers: readonly unknown[]): number[] {
  if (answers.length !== questions.length) {
    throw new HttpError(400, 'VALIDATION', MESSAGES.quizAnswerCount(questions.length, answers.length));
  }
  const unanswered = answers.flatMap((a, i) => (a === null || a === undefined ? [i + 1] : []));
  if (unanswered.length > 0) throw new HttpError(400, 'VALIDATION', MESSAGES.quizUnanswered(unanswered));
  return answers.map((a, i) => {
    const last = questions[i].options.length - 1;
    if (typeof a !== 'number' || !Number.isInteger(a) || a < 0 || a > last) {
      throw new HttpError(400, 'VALIDATION', MESSAGES.quizAnswerInvalid(i + 1, last, JSON.stringify(a) ?? 'nothing'));
    }
    return a;
  });
}

export function score(questions: readonly StoredQuizQuestion[], answers: readonly number[]) {
  const results: StoredQuizResult[] = questions.map((q, i) => ({
    questionId: q.id,
    question: q.question,
    options: q.options,
    selected: answers[i],
    correctAnswer: q.correctAnswer,
    correct: answers[i] === q.correctAnswer,
    explanation: q.explanation,
  }));
  const correctAnswers = results.filter((r) => r.correct).length;
  const totalQuestions = results.length;
  return {
    results,
    correctAnswers,
    totalQuestions,
    score: totalQuestions === 0 ? 0 : Math.round((correctAnswers / totalQuestions) * 100),
  };
}

export function resultOf(a: AttemptRow): QuizResult {
  return {
    attemptId: a.id,
    score: a.score,
    correctAnswers: a.correctAnswers,
    totalQuestions: a.totalQuestions,
    results: a.results,
  };
}

async function attemptByKey(db: Db, userId: string, key: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(quizAttempt)
    .where(and(eq(quizAttempt.userId, userId), eq(quizAttempt.attemptKey, key)));
  return row;
}

/** Scores and stores an attempt; the same `attemptKey` again returns the first attempt. */
export async function submitAttempt(
  ctx: AppContext,
  u: User,
  quizId: string,
  input: { answers: readonly unknown[]; attemptKey?: string },
): Promise<QuizResult> {
  const row = await openQuiz(ctx, u, quizId);
  const answers = checkAnswers(row.questions, input.answers);
  const sameKey = (a: AttemptRow) => {
    if (a.quizId !== row.id) throw new HttpError(409, 'ATTEMPT_KEY_USED', MESSAGES.quizAttemptKeyUsed);
    return resultOf(a);
  };
  if (input.attemptKey) {
    const earlier = await attemptByKey(ctx.db, u.id, input.attemptKey);
    if (earlier) return sameKey(earlier);
  }
  const scored = score(row.questions, answers);
  const [stored] = await ctx.db
    .insert(quizAttempt)
    .values({
      id: randomUUID(),
      userId: u.id,
      quizId: row.id,
      attemptKey: input.attemptKey ?? null,
      answers,
      score: scored.score,
      correctAnswers: scored.correctAnswers,
      totalQuestions: scored.totalQuestions,
      results: scored.results,
      quizTitle: row.title,
      level: row.level,
      category: row.category,
    })
    .onConflictDoNothing()
    .returning();
  if (stored) {
    // Every missed question goes into the user's review deck (once per question).
    await addCards(
      ctx.db,
      u.id,
      scored.results
        .filter((r) => !r.correct)
        .map((r) =>
          cardFromMissedQuestion({
            source: 'quiz',
            questionId: r.questionId,
            question: r.question,
            options: r.options,
            correctAnswer: r.correctAnswer,
            explanation: r.explanation,
            origin: `quiz “${row.title}”`,
            level: row.level,
            area: row.category,
          }),
        ),
    );
    return resultOf(stored);
  }
  // Two submits with one key at the same moment: the other one was stored first.
  const winner = input.attemptKey ? await attemptByKey(ctx.db, u.id, input.attemptKey) : undefined;
  if (!winner) throw new HttpError(500, 'INTERNAL');
  return sameKey(winner);
}

/** One of the user's own attempts, or 404. */
export async function findAttempt(db: Db, userId: string, attemptId: string): Promise<AttemptRow> {
  const [row] = await db
    .select()
    .from(quizAttempt)
    .where(and(eq(quizAttempt.id, attemptId), eq(quizAttempt.userId, userId)));
  if (!row) throw new HttpError(404, 'NOT_FOUND', MESSAGES.quizAttemptNotFound);
  return row;
}

export function isLevel(n: number): boolean {
  return (LEVEL_IDS as readonly number[]).includes(n);
}
