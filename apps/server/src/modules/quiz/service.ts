// Quizzes for one user: the bank's and their own, with their attempts. The server alone knows the
// right answers; it scores every submission and keeps each attempt with the questions as asked.
import { randomUUID } from 'node:crypto';
import { LEVEL_IDS, limitsFor, MESSAGES } from '@sommai/shared';
import { and, count, eq, isNotNull, isNull, max, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/index.ts';
import { quiz, quizAttempt, quizBank, type StoredQuizQuestion, type StoredQuizResult } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import type { User } from '../../lib/session.ts';
import { planOf } from '../account/service.ts';
import { cardFromMissedQuestion } from '../review/cards.ts';
import { addCards } from '../review/service.ts';
import { BANK_ROW } from './seed.ts';

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
/**
 * The bank's part of the quiz list is the same for every user: its quizzes, sorted, each with its
 * fields serialised once, kept per database and rebuilt when the bank is seeded again (by any
 * process: the per-request statement reads the bank's version and seeding time along with the
 * user's own rows).
 */
interface ListEntry {
  summary: Omit<QuizSummary, 'attempt_count' | 'best_score' | 'locked'>;
  /** The entry's JSON up to its attempt count: `{"id":…,"questionCount":n,"attempt_count":`. */
  head: string;
}
interface BankPart {
  key: string;
  entries: ListEntry[];
  /** Whole answers for users who have tried nothing, by granted levels and level filter. */
  plain: Map<string, Buffer>;
}
const bankParts = new WeakMap<Db, BankPart>();

const listOrder = (a: ListEntry, b: ListEntry) =>
  a.summary.level - b.summary.level ||
  byTitle.compare(a.summary.title, b.summary.title) ||
  a.summary.id.localeCompare(b.summary.id);

function listEntry(summary: ListEntry['summary']): ListEntry {
  const s = JSON.stringify;
  return {
    summary,
    head: `{"id":${s(summary.id)},"title":${s(summary.title)},"description":${s(summary.description)},"level":${Math.trunc(summary.level)},"category":${s(summary.category)},"questionCount":${Math.trunc(summary.questionCount)},"attempt_count":`,
  };
}

async function bankPart(db: Db, key: string): Promise<BankPart> {
  const cached = bankParts.get(db);
  if (cached?.key === key) return cached;
  const rows = await db
    .select(summaryColumns)
    .from(quiz)
    .where(and(eq(quiz.active, true), isNull(quiz.ownerId)));
  // Sorted here, not by the database, so PGlite and PostgreSQL (whose collations differ) agree.
  const part = { key, entries: rows.map(listEntry).sort(listOrder), plain: new Map<string, Buffer>() };
  bankParts.set(db, part);
  return part;
}

/** Per request, one statement: the bank's version, the user's own quizzes, and the bank quizzes they tried. */
const quizListQueries = new WeakMap<Db, ReturnType<typeof prepareQuizList>>();
function prepareQuizList(db: Db) {
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
  const mine = db
    .select({ ...summaryColumns, ownerId: quiz.ownerId, attempts: stats.attempts, best: stats.best })
    .from(quiz)
    .leftJoin(stats, eq(stats.quizId, quiz.id))
    .where(and(eq(quiz.active, true), or(eq(quiz.ownerId, userId), and(isNull(quiz.ownerId), isNotNull(stats.quizId)))))
    .as('mine');
  return db
    .select({
      version: quizBank.version,
      seededAt: quizBank.seededAt,
      id: mine.id,
      title: mine.title,
      description: mine.description,
      level: mine.level,
      category: mine.category,
      questionCount: mine.questionCount,
      ownerId: mine.ownerId,
      attempts: mine.attempts,
      best: mine.best,
    })
    .from(quizBank)
    .leftJoin(mine, sql`true`)
    .where(eq(quizBank.id, BANK_ROW))
    .prepare('quiz_list');
}

/** The list as one user sees it: the entries in order, with their attempts and the levels they may open. */
interface Listed {
  entries: ListEntry[];
  stats: Map<string, { attempts: number; best: number | null }>;
  levels: readonly number[];
  /** The bank alone and nothing tried yet: the same answer for everyone with the same levels. */
  untouched: boolean;
  bank: BankPart;
}

/** The quizzes the user may see (bank and own, optionally one level), sorted, with their attempts and best scores. */
async function listed(ctx: AppContext, u: User, level?: number): Promise<Listed> {
  let query = quizListQueries.get(ctx.db);
  if (!query) {
    query = prepareQuizList(ctx.db);
    quizListQueries.set(ctx.db, query);
  }
  const rows = await query.execute({ userId: u.id });
  const key = rows[0] ? `${rows[0].version} ${rows[0].seededAt.toISOString()}` : '';
  const bank = await bankPart(ctx.db, key);
  const stats = new Map<string, { attempts: number; best: number | null }>();
  const own: ListEntry[] = [];
  for (const r of rows) {
    if (r.id === null) continue;
    const best = r.best === null || r.best === undefined ? null : Number(r.best);
    stats.set(r.id, { attempts: Number(r.attempts ?? 0), best });
    if (r.ownerId !== null && (level === undefined || r.level === level)) {
      own.push(
        listEntry({
          id: r.id,
          title: r.title as string,
          description: r.description as string,
          level: r.level as number,
          category: r.category as string,
          questionCount: r.questionCount as number,
        }),
      );
    }
  }
  let entries = level === undefined ? bank.entries : bank.entries.filter((e) => e.summary.level === level);
  if (own.length > 0) entries = [...entries, ...own].sort(listOrder);
  return { entries, stats, levels: grantedLevels(ctx, u), untouched: stats.size === 0, bank };
}

export async function listQuizzes(ctx: AppContext, u: User, level?: number): Promise<QuizSummary[]> {
  const { entries, stats, levels } = await listed(ctx, u, level);
  return entries.map((entry) => ({
    ...entry.summary,
    attempt_count: stats.get(entry.summary.id)?.attempts ?? 0,
    best_score: stats.get(entry.summary.id)?.best ?? null,
    locked: !levels.includes(entry.summary.level),
  }));
}

/**
 * `{"quizzes":[…]}` as `listQuizzes` would serialise, joined from the bank's prepared parts; the
 * answers kept for users who have tried nothing are kept encoded, ready to write.
 */
export async function quizListJson(ctx: AppContext, u: User, level?: number): Promise<string | Buffer> {
  const { entries, stats, levels, untouched, bank } = await listed(ctx, u, level);
  // Someone who has tried nothing yet gets the answer kept for their levels (and level filter).
  const plainKey = untouched ? `${levels.join(',')} ${level ?? ''}` : undefined;
  const kept = plainKey === undefined ? undefined : bank.plain.get(plainKey);
  if (kept !== undefined) return kept;
  const parts: string[] = [];
  for (const entry of entries) {
    const s = stats.get(entry.summary.id);
    const best = s?.best ?? null;
    const locked = !levels.includes(entry.summary.level);
    parts.push(
      `${entry.head}${s?.attempts ?? 0},"best_score":${best === null ? 'null' : JSON.stringify(best)},"locked":${locked}}`,
    );
  }
  const json = `{"quizzes":[${parts.join(',')}]}`;
  if (plainKey !== undefined && bank.plain.size < 64) bank.plain.set(plainKey, Buffer.from(json));
  return json;
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
