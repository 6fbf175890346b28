// Monthly image limits, counted on the server. Taking n images is one conditional UPDATE that only
// matches while the month's count leaves room for all n, so parallel requests can never pass the
// limit: PostgreSQL (and PGlite) re-check the condition on the latest row version when two updates
// meet.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { usage } from '../../db/schema.ts';
import type { User } from '../../lib/session.ts';
import { currentMonth, describeUser } from '../account/service.ts';

export async function imageLimitOf(db: Db, config: Config, u: User): Promise<number> {
  return (await describeUser(db, config, u)).limits.imageLimit;
}

/** Counts `count` images against the month if the limit allows all of them; false otherwise. */
export async function addImages(db: Db, userId: string, count: number, limit: number, month = currentMonth()) {
  if (count <= 0) return true;
  if (limit <= 0 || count > limit) return false;
  await db.insert(usage).values({ userId, month }).onConflictDoNothing();
  const rows = await db
    .update(usage)
    .set({ imagesUsed: sql`${usage.imagesUsed} + ${count}` })
    .where(and(eq(usage.userId, userId), eq(usage.month, month), lte(usage.imagesUsed, limit - count)))
    .returning({ imagesUsed: usage.imagesUsed });
  return rows.length > 0;
}

/** Gives counted images back when their generation failed. */
export async function giveBackImages(db: Db, userId: string, count: number, month = currentMonth()) {
  if (count <= 0) return;
  await db
    .update(usage)
    .set({ imagesUsed: sql`greatest(0, ${usage.imagesUsed} - ${count})` })
    .where(and(eq(usage.userId, userId), eq(usage.month, month)));
}
