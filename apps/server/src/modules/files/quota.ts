// Storage quota per plan. It counts everything the user keeps (attachments, PDFs, generated images,
// training pictures, and the copies and results a training job writes) and is checked before a file
// is stored, one store at a time per user (in this process, and on PostgreSQL across every server
// process under a lock per user), so parallel uploads cannot together run past it.
import { limitsFor, MESSAGES } from '@sommai/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app.ts';
import { user } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import type { User } from '../../lib/session.ts';
import { planOf } from '../account/service.ts';
import { FILE_SOURCES } from './service.ts';

/** Bytes the user keeps: every file kind's rows plus what training jobs wrote for them. */
export async function storageUsed(ctx: AppContext, userId: string): Promise<number> {
  const parts = await Promise.all([
    ...FILE_SOURCES.map((s) => s.usedBytes(ctx, userId)),
    ctx.files.sizeUnder(`${userId}/models`),
  ]);
  return parts.reduce((a, b) => a + b, 0);
}

export function storageLimit(ctx: AppContext, u: Pick<User, 'plan' | 'planSource' | 'trialEndsAt'>): number {
  return limitsFor({ signedIn: true, plan: planOf(u), devMode: ctx.config.devMode }).storageBytes;
}

async function limitOf(ctx: AppContext, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ plan: user.plan, planSource: user.planSource, trialEndsAt: user.trialEndsAt })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row ? storageLimit(ctx, row) : 0;
}

/** The user's storage: bytes used and the plan's quota (read fresh, not from the session cache). */
export async function storageSummary(ctx: AppContext, userId: string) {
  const { used, limit } = await storageRoom(ctx, userId);
  return { usedBytes: used, limitBytes: limit };
}

/** Bytes the user keeps and the plan's quota, for a check made while an upload is read. */
export async function storageRoom(ctx: AppContext, userId: string): Promise<{ used: number; limit: number }> {
  const [used, limit] = await Promise.all([storageUsed(ctx, userId), limitOf(ctx, userId)]);
  return { used, limit };
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
