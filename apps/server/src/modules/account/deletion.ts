// Deleting an account, for good (Settings → Account Actions → Delete Account).
// 1. The owner confirms with their password (wrong guesses count as failed sign-ins), or, for an
//    account that signs in only through single sign-on and has no password, by typing its email.
// 2. The last admin cannot delete their account: the server would be left without anyone who can
//    manage it. Another user has to be made an admin first. Admin rows are locked while this is
//    checked, so two admins deleting at once cannot both pass.
// 3. A Stripe subscription is cancelled first (a deleted account must not be charged again); when
//    Stripe does not answer, nothing is deleted.
// 4. One transaction removes every row of the user: the user row (its foreign keys cascade to chats,
//    messages, attachments, PDFs, images, training data, quizzes, attempts, API keys, sessions, usage,
//    billing events, favourites…) and the rows that name the user without a foreign key (sign-in
//    failures, admin-key attempts, e-mails sent to them, links, invites to their address). The same
//    transaction records the user's storage folder in `storage_purge`.
// 5. The purge job then removes every stored object under "<userId>/" (FileStore and S3Store alike)
//    and deletes the purge row. A failed removal is retried with backoff, and a sweep every few
//    minutes picks up any purge still pending (a job that could not be queued, a server that
//    stopped), so storage is emptied even when the store is briefly unreachable.
import { randomUUID } from 'node:crypto';
import { MESSAGES, sameEmail } from '@sommai/shared';
import { and, eq, like, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app.ts';
import {
  adminKeyAttempt,
  invite,
  outbox,
  session,
  signInFailure,
  storagePurge,
  user,
  verification,
} from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import type { User } from '../../lib/session.ts';
import { stripeClient } from '../billing/stripe.ts';
import { checkSignIn, recordSignInFailure } from './throttle.ts';

export const PURGE_JOB = 'storage.purge';

/** Checks the password (or, without one, the typed email) of the account about to be deleted. */
async function confirmOwner(
  ctx: AppContext,
  u: User,
  ip: string,
  input: { password?: string; email?: string },
): Promise<void> {
  const email = u.email.toLowerCase();
  const authContext = await (await ctx.auth()).$context;
  const credential = await authContext.internalAdapter.findCredentialAccount(u.id);
  if (!credential?.password) {
    if (!input.email || !sameEmail(input.email.trim(), u.email)) {
      throw new HttpError(400, 'CONFIRMATION_REQUIRED', MESSAGES.deleteConfirmEmailWrong, {
        email: MESSAGES.deleteConfirmEmailWrong,
      });
    }
    return;
  }
  if (!input.password) {
    throw new HttpError(400, 'VALIDATION', MESSAGES.currentPasswordRequired, {
      password: MESSAGES.currentPasswordRequired,
    });
  }
  const verdict = await checkSignIn(ctx.db, email, ip);
  if (!verdict.allowed) throw new HttpError(429, 'SIGN_IN_LIMITED', verdict.message);
  const ok = await authContext.password.verify({ hash: credential.password, password: input.password });
  if (!ok) {
    await recordSignInFailure(ctx.db, email, ip);
    throw new HttpError(400, 'WRONG_PASSWORD', MESSAGES.currentPasswordWrong, {
      password: MESSAGES.currentPasswordWrong,
    });
  }
}

/** Cancels the user's Stripe subscription at once; a failure stops the deletion before anything changed. */
async function cancelStripe(ctx: AppContext, u: User, log: FastifyBaseLogger): Promise<void> {
  if (!u.stripeSubscriptionId || !ctx.config.stripe) return;
  const stripe = await stripeClient(ctx.config.stripe);
  try {
    await stripe.subscriptions.cancel(u.stripeSubscriptionId);
  } catch (err) {
    // Already cancelled or unknown to Stripe: nothing is left to charge.
    const code = (err as { code?: string; statusCode?: number }) ?? {};
    if (code.code === 'resource_missing' || code.statusCode === 404) return;
    log.error({ err }, 'could not cancel the subscription of an account being deleted');
    throw new HttpError(502, 'PAYMENT_SERVICE_FAILED', MESSAGES.paymentServiceFailed);
  }
}

/** Deletes the account and everything in it; storage objects follow through the purge job. */
export async function deleteAccount(
  ctx: AppContext,
  u: User,
  req: { ip: string; log: FastifyBaseLogger },
  input: { password?: string; email?: string },
): Promise<void> {
  await confirmOwner(ctx, u, req.ip, input);
  const email = u.email.toLowerCase();
  const purgeId = randomUUID();

  // Checked once before Stripe is asked, and again under lock inside the transaction.
  const assertAnotherAdmin = async (db: AppContext['db']) => {
    const others = await db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.role, 'admin'), ne(user.id, u.id)))
      .limit(1);
    if (!others.length) throw new HttpError(409, 'LAST_ADMIN', MESSAGES.lastAdmin);
  };
  if (u.role === 'admin') await assertAnotherAdmin(ctx.db);
  await cancelStripe(ctx, u, req.log);

  await ctx.db.transaction(async (tx) => {
    if (u.role === 'admin') {
      // Every admin row is locked, so of two admins deleting at once the second sees the first gone.
      await tx.execute(sql`select ${user.id} from ${user} where ${user.role} = 'admin' for update`);
      await assertAnotherAdmin(tx);
    }
    // Rows that name the user without a foreign key to cascade from.
    await tx.delete(signInFailure).where(eq(signInFailure.email, email));
    await tx.delete(adminKeyAttempt).where(eq(adminKeyAttempt.userId, u.id));
    await tx.delete(outbox).where(eq(outbox.to, email));
    await tx
      .delete(verification)
      .where(
        or(
          like(verification.identifier, `%${u.id}%`),
          like(verification.value, `%${u.id}%`),
          eq(verification.identifier, email),
        ),
      );
    await tx.delete(invite).where(or(eq(invite.email, email), eq(invite.acceptedBy, u.id)));
    await tx.delete(session).where(eq(session.impersonatedBy, u.id));
    // The user row; every table with a foreign key to it cascades (or lets go: messages and
    // broadcasts they sent stay with their recipients, without a sender).
    const [gone] = await tx.delete(user).where(eq(user.id, u.id)).returning({ id: user.id });
    if (!gone) throw new HttpError(404, 'NOT_FOUND');
    await tx.insert(storagePurge).values({ id: purgeId, prefix: u.id });
  });
  ctx.sessions.forgetUser(u.id);
  req.log.info({ userId: u.id }, 'account deleted');
  // Queued after the commit; when this fails the sweep finds the purge row.
  await ctx.jobs
    .enqueue(PURGE_JOB, { id: purgeId })
    .catch((err) => req.log.warn({ err }, 'could not queue the storage purge; the sweep will run it'));
}

/** Removes every object of one pending purge, then its row. Throws (to be retried) when storage failed. */
export async function runPurge(ctx: AppContext, id: string): Promise<boolean> {
  const [row] = await ctx.db.select().from(storagePurge).where(eq(storagePurge.id, id)).limit(1);
  if (!row) return false;
  try {
    await ctx.files.removePrefix(row.prefix);
    // A store that lists lazily (S3) may still show an object; only an empty folder counts as done.
    for await (const _ of ctx.files.list(row.prefix)) throw new Error(`objects remain under ${row.prefix}/`);
  } catch (err) {
    await ctx.db
      .update(storagePurge)
      .set({ attempts: sql`${storagePurge.attempts} + 1`, error: String((err as Error)?.message ?? err).slice(0, 500) })
      .where(eq(storagePurge.id, id));
    throw err;
  }
  await ctx.db.delete(storagePurge).where(eq(storagePurge.id, id));
  return true;
}

/** Purges still pending (oldest first): those whose job was lost or used every attempt. */
export async function sweepPurges(ctx: AppContext, log?: FastifyBaseLogger): Promise<number> {
  const rows = await ctx.db
    .select({ id: storagePurge.id })
    .from(storagePurge)
    .orderBy(storagePurge.createdAt)
    .limit(50);
  let done = 0;
  for (const { id } of rows) {
    try {
      if (await runPurge(ctx, id)) done += 1;
    } catch (err) {
      log?.warn({ err }, 'storage purge failed; it is tried again later');
    }
  }
  return done;
}

/**
 * The purge queue: one job per deleted account (retried with backoff), and every five minutes a job
 * without an id that sweeps the purges still pending. One queue, so one worker polls for both.
 */
export async function purgeJobs(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  const { jobs } = ctx;
  await jobs.define({ name: PURGE_JOB, attempts: 8, retryDelayS: 15, backoff: true, expireS: 15 * 60 });
  await jobs.work<{ id?: string }>(PURGE_JOB, async (p) => {
    if (p?.id) {
      await runPurge(ctx, p.id);
      return;
    }
    const n = await sweepPurges(ctx, log);
    if (n) log.info({ purged: n }, 'pending storage purges finished');
  });
  await jobs.every(PURGE_JOB, '*/5 * * * *');
}
