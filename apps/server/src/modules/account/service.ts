// Account rules: who the signed-in user is, what their plan allows, and edits to their profile.
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  BILLING_PERIODS,
  DEV_MODE_USAGE,
  limitsFor,
  type Me,
  PLAN_IDS,
  PLAN_SOURCES,
  type PlanId,
} from '@sommai/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { type Db, watchWrites } from '../../db/index.ts';
import { usage, user } from '../../db/schema.ts';
import { type ExactCache, exactCache } from '../../lib/exact-cache.ts';
import type { User } from '../../lib/session.ts';

export function currentMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

/**
 * Admin rights come only from the admin role: granted by ADMIN_SECRET, an admin invite, or the owner
 * of ADMIN_EMAIL once they have proven the address (modules/admin/verify.ts). Signing up with
 * ADMIN_EMAIL alone grants nothing.
 */
export function isAdmin(u: Pick<User, 'role'>, _config?: Pick<Config, 'adminEmail'>): boolean {
  return u.role === 'admin';
}

/** SQL for "this user is an admin", the same rule as `isAdmin`. */
export function adminWhere(_config?: Pick<Config, 'adminEmail'>): SQL {
  return sql`(${user.role} = 'admin')`;
}

/**
 * The plan in force at `now`: a free trial that has ended counts as no plan, and so does a cancelled
 * plan once its end (`planEndsAt`) has passed.
 */
export function planOf(
  u: Pick<User, 'plan' | 'planSource' | 'trialEndsAt'> & { planEndsAt?: Date | null },
  now: Date = new Date(),
): PlanId | null {
  if (!(PLAN_IDS as readonly string[]).includes(u.plan ?? '')) return null;
  if (u.planSource === 'trial' && (!u.trialEndsAt || u.trialEndsAt.getTime() <= now.getTime())) return null;
  if (u.planEndsAt && u.planEndsAt.getTime() <= now.getTime()) return null;
  return u.plan as PlanId;
}

/** SQL for "this user's plan in force now is `plan`", the same rule as `planOf`. */
export function hasPlanNow(plan: PlanId, now: Date = new Date()): SQL {
  const at = now.toISOString();
  return sql`(${user.plan} = ${plan} and (${user.planSource} is distinct from 'trial' or ${user.trialEndsAt} > ${at}::timestamptz) and (${user.planEndsAt} is null or ${user.planEndsAt} > ${at}::timestamptz))`;
}

/** SQL for "this user is on a free trial that is still running". */
export function onTrialNow(now: Date = new Date()): SQL {
  const at = now.toISOString();
  return sql`(${user.plan} is not null and ${user.planSource} = 'trial' and ${user.trialEndsAt} > ${at}::timestamptz and (${user.planEndsAt} is null or ${user.planEndsAt} > ${at}::timestamptz))`;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** The month's usage query, built and prepared once per database (it runs on every GET /api/me). */
function prepareUsageQuery(db: Db) {
  return db
    .select({ tokensUsed: usage.tokensUsed, imagesUsed: usage.imagesUsed })
    .from(usage)
    .where(and(eq(usage.userId, sql.placeholder('userId')), eq(usage.month, sql.placeholder('month'))))
    .limit(1)
    .prepare('monthly_usage');
}

interface Usage {
  tokensUsed: number;
  imagesUsed: number;
}

/** Users whose month's usage is kept at most, the least recently asked for dropped first. */
export const USAGE_CACHE_ENTRIES = 10_000;

/**
 * The month's usage is kept per user on the embedded database, where every statement that may
 * write the usage table is counted on its way (`watchWrites`): the kept figures are dropped as soon
 * as the count moves, whoever wrote (a chat turn, an image, the sweep, an admin), so they are always
 * the database's own. On PostgreSQL other processes write it too, and every read asks the database.
 */
const usageReads = new WeakMap<
  Db,
  { query: ReturnType<typeof prepareUsageQuery>; cache?: ExactCache<{ month: string; value: Usage }> }
>();

export async function monthlyUsage(db: Db, userId: string, month = currentMonth()): Promise<Usage> {
  let reads = usageReads.get(db);
  if (!reads) {
    reads = {
      query: prepareUsageQuery(db),
      cache: exactCache((table) => watchWrites(db, table), ['usage'], USAGE_CACHE_ENTRIES),
    };
    usageReads.set(db, reads);
  }
  const kept = reads.cache?.get(userId);
  if (kept && kept.month === month) return { ...kept.value };
  const version = reads.cache?.version() ?? 0;
  const rows = await reads.query.execute({ userId, month });
  const value = { tokensUsed: rows[0]?.tokensUsed ?? 0, imagesUsed: rows[0]?.imagesUsed ?? 0 };
  reads.cache?.set(userId, { month, value: { ...value } }, version);
  return value;
}

export async function describeUser(db: Db, config: Config, u: User): Promise<Me> {
  const plan = planOf(u);
  const planSource = plan ? oneOf(PLAN_SOURCES, u.planSource) : null;
  const limits = limitsFor({ signedIn: true, plan, devMode: config.devMode });
  const used = config.devMode ? { ...DEV_MODE_USAGE } : await monthlyUsage(db, u.id);
  const admin = isAdmin(u, config);
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: admin ? 'admin' : 'user',
    isAdmin: admin,
    plan,
    planSource,
    planPeriod: plan ? oneOf(BILLING_PERIODS, u.planPeriod) : null,
    trialEndsAt: u.trialEndsAt?.toISOString() ?? null,
    trialAvailable: !u.trialEndsAt,
    professionalRole: u.professionalRole,
    accessLevel: u.accessLevel,
    devMode: config.devMode,
    limits: {
      tokenLimit: limits.tokenLimit,
      imageLimit: limits.imageLimit,
      storageBytes: limits.storageBytes,
      levels: [...limits.levels],
    },
    usage: used,
  };
}

export async function updateProfile(db: Db, u: User, changes: { name?: string }): Promise<User> {
  const set: Partial<typeof user.$inferInsert> = { updatedAt: new Date() };
  if (changes.name !== undefined) set.name = changes.name;
  const [updated] = await db.update(user).set(set).where(eq(user.id, u.id)).returning();
  return updated;
}

/** Compares an offered admin key with the configured secret in constant time. */
export function adminKeyMatches(offered: string, secret: string | undefined): boolean {
  if (!secret) return false;
  const a = createHash('sha256').update(offered).digest();
  const b = createHash('sha256').update(secret).digest();
  return timingSafeEqual(a, b);
}
