// Monthly usage of tokens and images, counted on the server per user and calendar month (UTC).

import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { usage } from '../../db/schema.ts';
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
  month: string;
  reserved: number;
}

async function ensureUsageRow(db: Db, userId: string, month: string) {
  await db.insert(usage).values({ userId, month }).onConflictDoNothing();
}

/**
 * Race-safe token check for one answer. Before the answer is written, `reserve` tokens are added to
 * the month's usage in one conditional UPDATE that only matches while usage is still below the limit.
 * PostgreSQL (and PGlite) re-check that condition on the latest row when two requests update it at
 * once, so at the limit only one of them gets through; the others get null (refuse with
 * MESSAGES.tokenLimitReached). Each answer admitted while below the limit can cost at most its own
 * tokens past it, so parallel requests never take usage past the limit by more than one answer
 * (as long as answers stay within the reservation). `settleTokens` then replaces the reservation
 * with what the turn really cost, and `releaseTokens` gives it back when no answer was produced.
 */
export async function reserveTokens(
  db: Db,
  userId: string,
  limit: number,
  reserve = ANSWER_RESERVE_TOKENS,
  month = currentMonth(),
): Promise<TokenReservation | null> {
  if (limit <= 0) return null;
  await ensureUsageRow(db, userId, month);
  const rows = await db
    .update(usage)
    .set({ tokensUsed: sql`${usage.tokensUsed} + ${reserve}` })
    .where(and(eq(usage.userId, userId), eq(usage.month, month), lt(usage.tokensUsed, limit)))
    .returning({ tokensUsed: usage.tokensUsed });
  return rows.length ? { month, reserved: reserve } : null;
}

/** Replaces a reservation with the tokens the turn really used (question and answer). */
export async function settleTokens(db: Db, userId: string, r: TokenReservation, actual: number): Promise<void> {
  const delta = Math.max(0, actual) - r.reserved;
  if (delta === 0) return;
  await db
    .update(usage)
    .set({ tokensUsed: sql`greatest(0, ${usage.tokensUsed} + ${delta})` })
    .where(and(eq(usage.userId, userId), eq(usage.month, r.month)));
}

/** Gives a reservation back when the answer failed before anything was produced. */
export function releaseTokens(db: Db, userId: string, r: TokenReservation): Promise<void> {
  return settleTokens(db, userId, r, 0);
}
