// Removing stored files reliably. A row and its object cannot be deleted in one transaction, so the
// row's deletion records the object as pending in the same transaction; the object is then removed at
// once and its record cleared. When the storage refuses (a disk error, an S3 outage), a job tries
// again with growing delays, and a periodic sweep hands every record left behind (by a process that
// stopped in between, or by a job out of attempts) to that job again: no object is forgotten.
import { eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/index.ts';
import { pendingDeletion } from '../../db/schema.ts';

export const FILE_REMOVAL_JOB = 'files.remove';
export const FILE_REMOVAL_SWEEP = 'files.remove-sweep';
/** Records older than this are handed to the job again by the sweep. */
const SWEEP_AFTER_MS = 10 * 60_000;
const SWEEP_BATCH = 1_000;

/**
 * Deletes rows with `drop` (which answers the storage keys of the rows it deleted) and then their
 * objects; resolves to those keys. The rows are gone when it resolves; an object the storage did
 * not let go of yet is removed by a job.
 */
export async function deleteWithObjects(ctx: AppContext, drop: (tx: Db) => Promise<string[]>): Promise<string[]> {
  const keys = await ctx.db.transaction(async (tx) => {
    const found = await drop(tx as unknown as Db);
    if (found.length)
      await tx
        .insert(pendingDeletion)
        .values(found.map((storageKey) => ({ storageKey })))
        .onConflictDoNothing();
    return found;
  });
  await Promise.all(
    keys.map(async (key) => {
      try {
        await removeObject(ctx, key);
      } catch (err) {
        ctx.jobs.log?.warn({ err, key }, 'stored file not removed yet; a job will try again');
        await ctx.jobs
          .enqueue(FILE_REMOVAL_JOB, { key })
          .catch((e) => ctx.jobs.log?.warn({ err: e, key }, 'file removal not queued; the sweep will queue it'));
      }
    }),
  );
  return keys;
}

/** Removes the object and then its record (a record without an object left is simply cleared). */
async function removeObject(ctx: AppContext, key: string): Promise<void> {
  await ctx.files.remove(key);
  await ctx.db.delete(pendingDeletion).where(eq(pendingDeletion.storageKey, key));
}

/** The job that retries removals, and the sweep that finds the ones no job holds any more. */
export async function fileRemovalJobs(ctx: AppContext): Promise<void> {
  await ctx.jobs.define({ name: FILE_REMOVAL_JOB, attempts: 8, retryDelayS: 2, backoff: true, expireS: 5 * 60 });
  await ctx.jobs.work<{ key: string }>(FILE_REMOVAL_JOB, async ({ key }) => removeObject(ctx, key));
  await ctx.jobs.define({ name: FILE_REMOVAL_SWEEP, attempts: 1, expireS: 5 * 60, policy: 'short' });
  await ctx.jobs.work(
    FILE_REMOVAL_SWEEP,
    async () => {
      await sweepPendingDeletions(ctx);
    },
    { periodic: true },
  );
  await ctx.jobs.every(FILE_REMOVAL_SWEEP, '*/10 * * * *');
}

/** Queues a removal for every record older than the sweep's delay; answers how many. */
export async function sweepPendingDeletions(ctx: AppContext, olderThanMs = SWEEP_AFTER_MS): Promise<number> {
  const rows = await ctx.db
    .select({ key: pendingDeletion.storageKey })
    .from(pendingDeletion)
    .where(lt(pendingDeletion.createdAt, new Date(Date.now() - olderThanMs)))
    .limit(SWEEP_BATCH);
  for (const row of rows) await ctx.jobs.enqueue(FILE_REMOVAL_JOB, { key: row.key });
  return rows.length;
}
