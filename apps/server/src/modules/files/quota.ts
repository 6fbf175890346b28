// Storage quota per plan. It counts everything the user keeps (attachments, PDFs, generated images,
// training pictures, and the copies and results a training job writes) and is checked before a file
// is stored, one store at a time per user (in this process, and on PostgreSQL across every server
// process under a lock per user), so parallel uploads cannot together run past it.
import { limitsFor, MESSAGES } from '@sommai/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app.ts';
import { user } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import type { User } from '../../lib/session.ts';
import { planOf } from '../account/service.ts';
import { FILE_SOURCES } from './service.ts';

/** Bytes the user keeps: every file kind's rows plus what training jobs wrote for them. */
export async function storageUsed(ctx: AppContext, userId: string): Promise<number> {
  return (await storageRoom(ctx, userId)).used;
}

export function storageLimit(
  ctx: AppContext,
  u: Pick<User, 'plan' | 'planSource' | 'trialEndsAt'> & { planEndsAt?: Date | null },
): number {
  return limitsFor({ signedIn: true, plan: planOf(u), devMode: ctx.config.devMode }).storageBytes;
}

/** The user's storage: bytes used and the plan's quota (read fresh, not from the session cache). */
export async function storageSummary(ctx: AppContext, userId: string) {
  const { used, limit } = await storageRoom(ctx, userId);
  return { usedBytes: used, limitBytes: limit };
}

/**
 * Bytes the user keeps and the plan's quota, for a check made while an upload is read: the plan and
 * every kind's bytes in one statement, and what training jobs wrote from the storage itself.
 */
export async function storageRoom(ctx: AppContext, userId: string): Promise<{ used: number; limit: number }> {
  const rowsUsed = sql.join(
    FILE_SOURCES.map((s) => s.usedBytes(userId)),
    sql` + `,
  );
  const [[row], models] = await Promise.all([
    ctx.db
      .select({
        plan: user.plan,
        planSource: user.planSource,
        trialEndsAt: user.trialEndsAt,
        planEndsAt: user.planEndsAt,
        used: sql<string>`${rowsUsed}`,
      })
      .from(user)
      .where(eq(user.id, userId))
      .limit(1),
    ctx.files.sizeUnder(`${userId}/models`),
  ]);
  if (!row) return { used: models, limit: 0 };
  return { used: Number(row.used) + models, limit: storageLimit(ctx, row) };
}

/** Refuses with 402 STORAGE_FULL when `bytes` more would not fit (0: when the storage is already full). */
export async function assertStorageRoom(ctx: AppContext, userId: string, bytes: number): Promise<void> {
  const { used, limit } = await storageRoom(ctx, userId);
  if (used + bytes > limit || used >= limit)
    throw new HttpError(402, 'STORAGE_FULL', MESSAGES.storageFull(used, limit));
}

/** The stores waiting per user, per database (one app each). */
const storingOn = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * Runs `store` when `bytes` more fit in the user's storage, else refuses with 402 STORAGE_FULL.
 * Stores of one user run one after the other, so the check and the write cannot be overtaken: in
 * this process they queue (so one process holds at most one lock per user), and across processes
 * they take the user's lock on the database.
 */
export async function withStorageRoom<T>(
  ctx: AppContext,
  userId: string,
  bytes: number,
  store: () => Promise<T>,
): Promise<T> {
  let storing = storingOn.get(ctx.database);
  if (!storing) {
    storing = new Map();
    storingOn.set(ctx.database, storing);
  }
  const before = storing.get(userId) ?? Promise.resolve();
  const run = before.then(() =>
    ctx.database.exclusive(`sommai:storage:${userId}`, async () => {
      await assertStorageRoom(ctx, userId, bytes);
      return store();
    }),
  );
  const tail = run.catch(() => undefined);
  storing.set(userId, tail);
  try {
    return await run;
  } finally {
    if (storing.get(userId) === tail) storing.delete(userId);
  }
}
