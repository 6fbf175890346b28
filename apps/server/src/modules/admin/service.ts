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

export async function recipientCount(db: Db, group: MessageRecipients, senderId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(user).where(recipientsWhere(group, senderId));
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

/** One message row per recipient of the group, under one broadcast that keeps the admin's history. */
export async function sendBroadcast(db: Db, sender: User, raw: BroadcastCreateInput): Promise<AdminBroadcast> {
  const input = broadcastCreateSchema.parse(raw);
  const now = new Date();
  const ids = (
    await db
      .select({ id: user.id })
      .from(user)
      .where(recipientsWhere(input.recipients, sender.id, now))
  ).map((r) => r.id);
  if (ids.length === 0) throw new HttpError(409, 'NO_RECIPIENTS', MESSAGES.noRecipients);
  const id = randomUUID();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(broadcast)
      .values({
        id,
        senderId: sender.id,
        title: input.title,
        content: input.content,
        messageType: input.messageType,
        recipients: input.recipients,
        recipientCount: ids.length,
        createdAt: now,
      })
      .returning();
    for (let i = 0; i < ids.length; i += 500) {
      await tx.insert(message).values(
        ids.slice(i, i + 500).map((recipientId) => ({
          id: randomUUID(),
          recipientId,
          senderId: sender.id,
          senderName: sender.name,
          broadcastId: id,
          title: input.title,
          content: input.content,
          messageType: input.messageType,
          createdAt: now,
        })),
      );
    }
    return created;
  });
  return broadcastView(row, 0);
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
    status: r.status,
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
      .set({ plan, planSource: plan ? 'admin' : null, planPeriod: null, updatedAt: new Date() })
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
