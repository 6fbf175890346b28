// The admin dashboard's figures and actions, all counted from the database: stat cards, recipient
// groups and broadcasts, analytics, the email outbox and users' plans.
import { randomUUID } from 'node:crypto';
import {
  ACTIVE_WINDOW_DAYS,
  type AccessLevel,
  type AdminAnalytics,
  type AdminBroadcast,
  type AdminStats,
  type AdminUser,
  BILLING_PERIODS,
  type BroadcastCreateInput,
  broadcastCreateSchema,
  MESSAGES,
  type MessageRecipients,
  NEW_USER_DAYS,
  type OutboxEmail,
  PLAN_SOURCES,
  type PlanId,
  type ProfessionalRole,
} from '@sommai/shared';
import { and, count, desc, eq, gt, ilike, isNotNull, ne, or, type SQL, sql, sum } from 'drizzle-orm';
import type { AppContext } from '../../app.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { billingEvent, broadcast, invite, message, outbox, user } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { User } from '../../lib/session.ts';
import { adminWhere, hasPlanNow, isAdmin, onTrialNow, planOf } from '../account/service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const LIST_MAX = 200;

const daysAgo = (days: number, now: Date) => new Date(now.getTime() - days * DAY_MS);
/** When the user was last seen; signing up counts as being seen. */
const lastSeen = sql`coalesce(${user.lastActiveAt}, ${user.createdAt})`;
const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const notBanned = sql`${user.banned} is not true`;

export async function adminStats(db: Db, now = new Date()): Promise<AdminStats> {
  const [professionals] = await db.select({ n: count() }).from(invite);
  const [active] = await db
    .select({ n: count() })
    .from(user)
    .where(sql`${lastSeen} > ${iso(daysAgo(ACTIVE_WINDOW_DAYS, now))}`);
  const [pending] = await db
    .select({ n: count() })
    .from(invite)
    .where(and(eq(invite.status, 'pending'), gt(invite.expiresAt, now)));
  const [premium] = await db.select({ n: count() }).from(user).where(hasPlanNow('cru', now));
  return {
    totalProfessionals: Number(professionals.n),
    activeUsers: Number(active.n),
    pendingInvites: Number(pending.n),
    premiumUsers: Number(premium.n),
  };
}

/** Who a broadcast to `group` reaches: never the sender, never a banned account. */
export function recipientsWhere(group: MessageRecipients, senderId: string, now = new Date()): SQL | undefined {
  const base = and(ne(user.id, senderId), notBanned);
  switch (group) {
    case 'premium':
      return and(base, hasPlanNow('cru', now));
    case 'new':
      return and(base, gt(user.createdAt, daysAgo(NEW_USER_DAYS, now)));
    case 'inactive':
      return and(base, sql`${lastSeen} <= ${iso(daysAgo(ACTIVE_WINDOW_DAYS, now))}`);
    default:
      return base;
  }
}

export async function recipientCount(
  db: Db,
  group: MessageRecipients,
  senderId: string,
  now = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(user)
    .where(recipientsWhere(group, senderId, now));
  return Number(row?.n ?? 0);
}

function broadcastView(b: typeof broadcast.$inferSelect, readCount: number): AdminBroadcast {
  return {
    id: b.id,
    title: b.title,
    content: b.content,
    messageType: b.messageType as AdminBroadcast['messageType'],
    recipients: b.recipients as MessageRecipients,
    recipientCount: b.recipientCount,
    readCount,
    sentAt: b.createdAt.toISOString(),
    deliveredAt: b.deliveredAt?.toISOString() ?? null,
  };
}

export async function listBroadcasts(db: Db): Promise<AdminBroadcast[]> {
  const reads = db
    .select({ broadcastId: message.broadcastId, n: count().as('read_count') })
    .from(message)
    .where(and(isNotNull(message.broadcastId), eq(message.isRead, true)))
    .groupBy(message.broadcastId)
    .as('reads');
  const rows = await db
    .select({ b: broadcast, readCount: reads.n })
    .from(broadcast)
    .leftJoin(reads, eq(reads.broadcastId, broadcast.id))
    .orderBy(desc(broadcast.createdAt), desc(broadcast.id))
    .limit(LIST_MAX);
  return rows.map((r) => broadcastView(r.b, Number(r.readCount ?? 0)));
}

export const BROADCAST_JOB = 'messages.broadcast';
/** Up to this many recipients the messages are written within the request; more, by a background job. */
export const BROADCAST_INLINE_MAX = 1_000;

/**
 * One message row per recipient of the group, under one broadcast that keeps the admin's history.
 * The recipients are the group as it stands when the admin sends. A small audience is written at
 * once, with the broadcast, in one transaction; a larger one is accepted at once and written by a
 * background job (INSERT … SELECT in batches), so the request never waits on it.
 */
export async function sendBroadcast(ctx: AppContext, sender: User, raw: BroadcastCreateInput): Promise<AdminBroadcast> {
  const { db } = ctx;
  const input = broadcastCreateSchema.parse(raw);
  const now = new Date();
  const n = await recipientCount(db, input.recipients, sender.id, now);
  if (n === 0) throw new HttpError(409, 'NO_RECIPIENTS', MESSAGES.noRecipients);
  const values = {
    id: randomUUID(),
    senderId: sender.id,
    title: input.title,
    content: input.content,
    messageType: input.messageType,
    recipients: input.recipients,
    recipientCount: n,
    createdAt: now,
  };
  if (n <= BROADCAST_INLINE_MAX) {
    const row = await db.transaction(async (tx) => {
      await tx.insert(broadcast).values(values);
      return writeBroadcast(tx as unknown as Db, values.id, sender.name);
    });
    if (!row) throw new Error('broadcast vanished while it was written');
    return broadcastView(row, 0);
  }
  const [row] = await db.insert(broadcast).values(values).returning();
  try {
    await ctx.jobs.enqueue(BROADCAST_JOB, { id: row.id, senderName: sender.name }, { key: row.id });
  } catch (err) {
    await db.delete(broadcast).where(eq(broadcast.id, row.id));
    throw err;
  }
  return broadcastView(row, 0);
}

/** Recipients written per statement by the broadcast job: short statements leave room for requests. */
const BROADCAST_BATCH = 5_000;

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Writes every recipient's message of a broadcast not written yet, in batches of recipients in id
 * order (a retried job goes on after the last recipient written), and marks it delivered with the
 * number reached; a broadcast already delivered is left alone.
 */
async function writeBroadcast(db: Db, id: string, senderName: string | null) {
  const [b] = await db.select().from(broadcast).where(eq(broadcast.id, id)).limit(1);
  if (!b || b.deliveredAt) return b;
  const where = recipientsWhere(b.recipients as MessageRecipients, b.senderId ?? '', b.createdAt);
  const created = b.createdAt.toISOString();
  const [resume] = rowsOf<{ last: string | null }>(
    await db.execute(sql`select max(recipient_id) as last from ${message} where broadcast_id = ${id}`),
  );
  let cursor = resume?.last ?? '';
  for (;;) {
    const [batch] = rowsOf<{ n: number; last: string | null }>(
      await db.execute(sql`
        with recipients as (
          select ${user.id} as id from ${user} where ${where} and ${user.id} > ${cursor}::text
          order by ${user.id} limit ${BROADCAST_BATCH}
        ), written as (
          insert into ${message} (id, recipient_id, sender_id, sender_name, broadcast_id, title, content, message_type, created_at)
          select gen_random_uuid()::text, recipients.id, ${b.senderId}::text, ${senderName}::text, ${b.id}::text,
            ${b.title}::text, ${b.content}::text, ${b.messageType}::text, ${created}::timestamptz
          from recipients
          returning recipient_id
        )
        select count(*)::int as n, max(recipient_id) as last from written`),
    );
    if (!batch?.n || !batch.last) break;
    cursor = batch.last;
    if (batch.n < BROADCAST_BATCH) break;
  }
  const [written] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${message} where broadcast_id = ${id}`),
  );
  const [done] = await db
    .update(broadcast)
    .set({ deliveredAt: new Date(), recipientCount: Number(written?.n ?? 0) })
    .where(eq(broadcast.id, id))
    .returning();
  return done;
}

/** The worker writing large broadcasts: one job per broadcast, run once across every process. */
export async function messageJobs(ctx: AppContext): Promise<void> {
  await ctx.jobs.define({
    name: BROADCAST_JOB,
    attempts: 5,
    retryDelayS: 5,
    backoff: true,
    expireS: 15 * 60,
    policy: 'exclusive',
  });
  await ctx.jobs.work<{ id: string; senderName: string | null }>(BROADCAST_JOB, async (p) => {
    await writeBroadcast(ctx.db, p.id, p.senderName);
  });
}

/** The last `n` calendar months (UTC) as 'YYYY-MM', oldest first. */
export function lastMonths(n: number, now = new Date()): string[] {
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push(d.toISOString().slice(0, 7));
  }
  return out;
}

const monthOf = (col: SQL | typeof user.createdAt | typeof billingEvent.createdAt) =>
  sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM')`;

export async function analytics(db: Db, now = new Date()): Promise<AdminAnalytics> {
  const months = lastMonths(12, now);
  const since = new Date(`${months[0]}-01T00:00:00Z`);
  const signupMonth = monthOf(user.createdAt);
  const signupRows = await db
    .select({ month: signupMonth, n: count() })
    .from(user)
    .where(gt(user.createdAt, since))
    .groupBy(signupMonth);
  const signups = new Map(signupRows.map((r) => [r.month, Number(r.n)]));

  const paidMonth = monthOf(billingEvent.createdAt);
  const revenueRows = await db
    .select({ month: paidMonth, cents: sum(billingEvent.amountCents) })
    .from(billingEvent)
    .where(and(eq(billingEvent.kind, 'payment'), gt(billingEvent.createdAt, since)))
    .groupBy(paidMonth);
  const revenue = new Map(revenueRows.map((r) => [r.month, Number(r.cents ?? 0)]));

  const onTrial = onTrialNow(now);
  const [users] = await db.select({ n: count() }).from(user);
  const [trial] = await db.select({ n: count() }).from(user).where(onTrial);
  const [classic] = await db
    .select({ n: count() })
    .from(user)
    .where(and(hasPlanNow('classic', now), sql`not ${onTrial}`));
  const [cru] = await db
    .select({ n: count() })
    .from(user)
    .where(and(hasPlanNow('cru', now), sql`not ${onTrial}`));
  const [paying] = await db
    .select({ n: count() })
    .from(user)
    .where(and(eq(user.planSource, 'stripe'), or(hasPlanNow('classic', now), hasPlanNow('cru', now))));
  const [recent] = await db
    .select({ n: count() })
    .from(user)
    .where(gt(user.createdAt, daysAgo(30, now)));
  const [allRevenue] = await db
    .select({ cents: sum(billingEvent.amountCents) })
    .from(billingEvent)
    .where(eq(billingEvent.kind, 'payment'));

  const total = Number(users.n);
  const subscriptions = { classic: Number(classic.n), cru: Number(cru.n), trial: Number(trial.n), none: 0 };
  subscriptions.none = Math.max(0, total - subscriptions.classic - subscriptions.cru - subscriptions.trial);
  return {
    signups: months.map((month) => ({ month, count: signups.get(month) ?? 0 })),
    subscriptions,
    revenue: months.map((month) => ({ month, amountCents: revenue.get(month) ?? 0 })),
    totals: {
      users: total,
      signupsLast30Days: Number(recent.n),
      payingUsers: Number(paying.n),
      revenueCents: Number(allRevenue?.cents ?? 0),
    },
  };
}

export async function listOutbox(db: Db): Promise<OutboxEmail[]> {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(LIST_MAX);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    status: r.status as OutboxEmail['status'],
    attempts: r.attempts,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  }));
}

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | null =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : null;

export function adminUserView(u: User, config: Pick<Config, 'adminEmail'>, now = new Date()): AdminUser {
  const plan = planOf(u, now);
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: isAdmin(u, config) ? 'admin' : 'user',
    plan,
    planSource: plan ? oneOf(PLAN_SOURCES, u.planSource) : null,
    planPeriod: plan ? oneOf(BILLING_PERIODS, u.planPeriod) : null,
    trialEndsAt: u.trialEndsAt?.toISOString() ?? null,
    professionalRole: u.professionalRole as ProfessionalRole | null,
    accessLevel: u.accessLevel as AccessLevel | null,
    createdAt: u.createdAt.toISOString(),
    lastActiveAt: u.lastActiveAt?.toISOString() ?? null,
  };
}

/** Users whose name or email contains `search` (any case), newest first, at most 200. */
export async function listUsers(db: Db, config: Config, search?: string): Promise<AdminUser[]> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const rows = await db
    .select()
    .from(user)
    .where(pattern ? or(ilike(user.name, pattern), ilike(user.email, pattern)) : undefined)
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(LIST_MAX);
  return rows.map((u) => adminUserView(u, config));
}

/** An admin sets (or removes) a user's plan; the change is kept as a billing event. */
export async function setUserPlan(db: Db, id: string, plan: PlanId | null): Promise<User> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(user)
      .set({ plan, planSource: plan ? 'admin' : null, planPeriod: null, planEndsAt: null, updatedAt: new Date() })
      .where(eq(user.id, id))
      .returning();
    if (!updated) throw notFound(MESSAGES.userNotFound);
    await tx.insert(billingEvent).values({ id: randomUUID(), userId: id, kind: 'admin_set', plan });
    return updated;
  });
}

/** Counts used by the overview besides the stat cards. */
export async function userCounts(db: Db, config: Config) {
  const [users] = await db.select({ n: count() }).from(user);
  const [admins] = await db.select({ n: count() }).from(user).where(adminWhere(config));
  return { users: Number(users.n), admins: Number(admins.n) };
}
