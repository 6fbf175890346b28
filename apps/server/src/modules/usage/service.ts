// Monthly usage of tokens and images, counted on the server per user and calendar month (UTC).

import { randomUUID } from 'node:crypto';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/index.ts';
import { tokenReservation, usage } from '../../db/schema.ts';
import { currentMonth } from '../account/service.ts';

let tokenizer: Promise<(text: string) => number> | undefined;

/** Tokens of a text, counted with the cl100k-style tokenizer most chat models use (loaded on first use). */
export async function tokensOf(text: string): Promise<number> {
  if (!text) return 0;
  tokenizer ??= import('gpt-tokenizer').then((m) => m.countTokens);
  return (await tokenizer)(text);
}

export async function addTokens(db: Db, userId: string, tokens: number, month = currentMonth()): Promise<void> {
  if (tokens <= 0) return;
  await db
    .insert(usage)
    .values({ userId, month, tokensUsed: tokens })
    .onConflictDoUpdate({
      target: [usage.userId, usage.month],
      set: { tokensUsed: sql`${usage.tokensUsed} + ${tokens}` },
    });
}

/**
 * Tokens set aside for one answer while it is written. The built-in engine's answers stay well
 * under it; a longer answer from an external model is still counted in full when it is settled.
 */
export const ANSWER_RESERVE_TOKENS = 2_000;

export interface TokenReservation {
  id: string;
  month: string;
  reserved: number;
}

/** The rows of a raw statement, from PGlite and node-postgres alike. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}

export interface ReserveOptions {
  /** The question being answered, so a chat can tell an answer in progress from one that was cut off. */
  chatMessageId: string;
  /** The month's token limit; undefined sets nothing aside and checks no limit (developer mode). */
  limit?: number;
  /** The longest an answer may run; after twice this the sweep may give the reservation back. */
  maxAnswerMs: number;
  reserve?: number;
  month?: string;
}

/**
 * Race-safe token check for one answer. Before the answer is written, `reserve` tokens are added to
 * the month's usage in one conditional upsert that only updates while usage is still below the limit.
 * PostgreSQL (and PGlite) re-check that condition on the latest row when two requests update it at
 * once, so at the limit only one of them gets through; the others get null (refuse with
 * MESSAGES.tokenLimitReached). Each answer admitted while below the limit can cost at most its own
 * tokens past it, so parallel requests never take usage past the limit by more than one answer
 * (as long as answers stay within the reservation). `settleTokens` then replaces the reservation
 * with what the turn really cost, and `releaseTokens` gives it back when no answer was produced.
 *
 * The reservation is recorded with an expiry in the same statement, so tokens set aside by a
 * server that stops mid-answer (a crash, a kill) are given back by `sweepReservations`.
 */
export async function reserveTokens(db: Db, userId: string, o: ReserveOptions): Promise<TokenReservation | null> {
  const plan = planReservation(userId, o);
  if (!plan) return null;
  // One statement: the month's usage (made if it is the first answer of the month) and the
  // reservation row are stored together or not at all.
  const result = await db.execute(sql`with ${plan.ctes} select id from reserved`);
  return rowsOf(result).length ? plan.reservation : null;
}

/**
 * The reservation as common table expressions `admitted` and `reserved`, for a statement that stores
 * more in the same breath (a chat turn stores its question with it). The conditional upsert re-checks
 * the limit on the latest row when answers race, like a conditional UPDATE; `reserved` has a row only
 * if the tokens were admitted. `gate`, when given, is a condition the whole reservation depends on.
 * Undefined when the limit is already used up.
 */
export function planReservation(
  userId: string,
  o: ReserveOptions,
  gate: SQL = sql`true`,
): { ctes: SQL; reservation: TokenReservation } | undefined {
  const month = o.month ?? currentMonth();
  const limit = o.limit;
  const reserve = limit === undefined ? 0 : (o.reserve ?? ANSWER_RESERVE_TOKENS);
  if (limit !== undefined && limit <= 0) return undefined;
  const id = randomUUID();
  const reservation = (admittedIf: SQL) => sql`reserved as (
      insert into ${tokenReservation} (id, user_id, month, tokens, chat_message_id, expires_at)
      select ${id}::text, ${userId}::text, ${month}::text, ${reserve}::int, ${o.chatMessageId}::text,
        now() + ${2 * o.maxAnswerMs}::int * interval '1 millisecond'
      where ${admittedIf}
      returning id
    )`;
  // Without a limit nothing is added or checked: the month's row only has to exist for the
  // settlement, and leaving an existing one alone takes no row lock, so one account's parallel
  // questions do not wait for each other's commits.
  const ctes =
    limit === undefined
      ? sql`admitted as (
      insert into ${usage} (user_id, month, tokens_used)
      select ${userId}::text, ${month}::text, 0 where ${gate}
      on conflict (user_id, month) do nothing
    ), ${reservation(gate)}`
      : sql`admitted as (
      insert into ${usage} (user_id, month, tokens_used)
      select ${userId}::text, ${month}::text, ${reserve}::int where ${gate}
      on conflict (user_id, month) do update set tokens_used = ${usage.tokensUsed} + ${reserve}::int
        where ${usage.tokensUsed} < ${limit}::int
      returning 1
    ), ${reservation(sql`exists (select 1 from admitted)`)}`;
  return { ctes, reservation: { id, month, reserved: reserve } };
}

/**
 * Replaces a reservation with the tokens the turn really used (question and answer), and removes it,
 * in one statement (so in one transaction). If the sweep already gave it back, the turn is counted
 * in full instead.
 */
export async function settleTokens(db: Db, userId: string, r: TokenReservation, actual: number): Promise<void> {
  await db.execute(sql`with ${settlementCtes(userId, r, actual)} select 1`);
}

/** The settlement as common table expressions, for a statement that stores the answer in the same breath. */
export function settlementCtes(userId: string, r: TokenReservation, actual: number): SQL {
  return sql`held as (delete from ${tokenReservation} where ${tokenReservation.id} = ${r.id} returning tokens),
    settled as (
      update ${usage}
      set tokens_used = greatest(0, ${usage.tokensUsed} + ${Math.max(0, actual)}::int - coalesce((select sum(tokens) from held), 0)::int)
      where ${usage.userId} = ${userId} and ${usage.month} = ${r.month}
    )`;
}

/** Gives a reservation back when the answer failed before anything was produced. */
export function releaseTokens(db: Db, userId: string, r: TokenReservation): Promise<void> {
  return settleTokens(db, userId, r, 0);
}

/**
 * Gives back the tokens of reservations no answer can still be using: the expired ones, or with
 * `all` every one (the embedded database belongs to this one process, so at start-up any reservation
 * in it was left by a server that stopped). Deleting the rows and returning their tokens is one
 * statement, so a turn settling at the same moment and the sweep never both count the same row.
 * Returns how many reservations were given back.
 */
export async function sweepReservations(db: Db, opts: { all?: boolean } = {}): Promise<number> {
  const expired = opts.all ? sql`true` : sql`${tokenReservation.expiresAt} < now()`;
  const result = await db.execute(sql`
    with gone as (
      delete from ${tokenReservation} where ${expired}
      returning ${tokenReservation.userId} as user_id, ${tokenReservation.month} as month, ${tokenReservation.tokens} as tokens
    ), totals as (
      select user_id, month, sum(tokens)::int as tokens, count(*)::int as n from gone group by user_id, month
    ), returned as (
      update ${usage} set tokens_used = greatest(0, ${usage.tokensUsed} - totals.tokens)
      from totals where ${usage.userId} = totals.user_id and ${usage.month} = totals.month
      returning 1
    )
    select coalesce(sum(n), 0)::int as n from totals`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

export const SWEEP_JOB = 'usage.sweep-reservations';

/**
 * The sweep as a periodic job: one process of all those on the database gives back the expired
 * reservations. A schedule makes a job every minute; with CHAT_ANSWER_MAX_MS under a minute every
 * process also asks for one that often. The queue keeps at most one waiting, and one worker takes it.
 */
export async function reservationJobs(ctx: AppContext, log: FastifyBaseLogger): Promise<() => void> {
  await ctx.jobs.define({ name: SWEEP_JOB, attempts: 1, expireS: 60, policy: 'short' });
  await ctx.jobs.work(
    SWEEP_JOB,
    async () => {
      const n = await sweepReservations(ctx.db);
      if (n) log.info({ reservations: n }, 'stale token reservations given back');
    },
    { periodic: true },
  );
  await ctx.jobs.every(SWEEP_JOB, '* * * * *');
  if (ctx.config.chatAnswerMaxMs >= 60_000) return () => {};
  const timer = setInterval(() => {
    ctx.jobs.enqueue(SWEEP_JOB, {}).catch((err) => log.warn({ err }, 'could not queue the reservation sweep'));
  }, ctx.config.chatAnswerMaxMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Chat questions whose answer is being written right now (their reservation is still held). */
export async function questionsInProgress(db: Db, chatMessageIds: string[]): Promise<Set<string>> {
  if (chatMessageIds.length === 0) return new Set();
  const rows = await db
    .select({ id: tokenReservation.chatMessageId })
    .from(tokenReservation)
    .where(inArray(tokenReservation.chatMessageId, chatMessageIds));
  return new Set(rows.map((r) => r.id));
}
