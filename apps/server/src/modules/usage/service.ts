// Monthly usage of tokens and images, counted on the server per user and calendar month (UTC).

import { sql } from 'drizzle-orm';
import { countTokens } from 'gpt-tokenizer';
import type { Db } from '../../db/index.ts';
import { usage } from '../../db/schema.ts';
import { currentMonth } from '../account/service.ts';

/** Tokens of a text, counted with the cl100k-style tokenizer most chat models use. */
export function tokensOf(text: string): number {
  return text ? countTokens(text) : 0;
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
