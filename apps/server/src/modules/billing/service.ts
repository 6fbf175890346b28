// Plans without a payment provider: the free trial (once per user) and the billing history.
import { randomUUID } from 'node:crypto';
import {
  BILLING_PERIODS,
  type BillingOverview,
  FREE_TRIAL_DAYS,
  MESSAGES,
  PLAN_IDS,
  PLAN_SOURCES,
  PLANS,
  type PlanId,
} from '@sommai/shared';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { billingEvent, user } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import type { User } from '../../lib/session.ts';
import { planOf } from '../account/service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | null =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : null;

export const planName = (plan: PlanId) => PLANS.find((p) => p.id === plan)?.name ?? plan;

/** Starts the free trial of `plan`: the plan is in force for FREE_TRIAL_DAYS, then ends by itself. */
export async function startTrial(db: Db, u: User, plan: PlanId): Promise<User> {
  if (u.trialEndsAt) throw new HttpError(409, 'TRIAL_USED', MESSAGES.trialUsed);
  const current = planOf(u);
  if (current) throw new HttpError(409, 'PLAN_ACTIVE', MESSAGES.planAlreadyActive(planName(current)));
  const now = new Date();
  const trialEndsAt = new Date(now.getTime() + FREE_TRIAL_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    // The condition makes a second trial impossible even for two requests at once.
    const [updated] = await tx
      .update(user)
      .set({ plan, planSource: 'trial', planPeriod: null, trialEndsAt, planEndsAt: null, updatedAt: now })
      .where(and(eq(user.id, u.id), isNull(user.trialEndsAt)))
      .returning();
    if (!updated) throw new HttpError(409, 'TRIAL_USED', MESSAGES.trialUsed);
    await tx
      .insert(billingEvent)
      .values({ id: randomUUID(), userId: u.id, kind: 'trial_started', plan, createdAt: now });
    return updated;
  });
}

export async function billingOverview(db: Db, config: Config, u: User): Promise<BillingOverview> {
  const plan = planOf(u);
  const history = await db
    .select()
    .from(billingEvent)
    .where(eq(billingEvent.userId, u.id))
    .orderBy(desc(billingEvent.createdAt), desc(billingEvent.id))
    .limit(100);
  return {
    plan,
    planSource: plan ? oneOf(PLAN_SOURCES, u.planSource) : null,
    planPeriod: plan ? oneOf(BILLING_PERIODS, u.planPeriod) : null,
    trialEndsAt: u.trialEndsAt?.toISOString() ?? null,
    planEndsAt: plan ? (u.planEndsAt?.toISOString() ?? null) : null,
    trialAvailable: !u.trialEndsAt,
    stripeEnabled: Boolean(config.stripe),
    history: history.map((e) => ({
      id: e.id,
      kind: e.kind,
      plan: oneOf(PLAN_IDS, e.plan),
      amountCents: e.amountCents,
      currency: e.currency,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

/**
 * When a plan not billed by Stripe ends once cancelled: a free trial at its own end, any other plan
 * (set by an admin or an invite) at the end of the calendar month (UTC), the period its monthly
 * tokens and images are counted in.
 */
export function periodEnd(u: Pick<User, 'planSource' | 'trialEndsAt'>, now: Date = new Date()): Date {
  if (u.planSource === 'trial' && u.trialEndsAt) return u.trialEndsAt;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/**
 * Cancels the plan at the end of its period (Settings → Billing & Subscription → Cancel Subscription).
 * A Stripe subscription is cancelled in Stripe's customer portal instead (409 USE_PORTAL).
 */
export async function cancelPlan(db: Db, u: User, now: Date = new Date()): Promise<User> {
  const plan = planOf(u, now);
  if (!plan) throw new HttpError(409, 'NO_PLAN', MESSAGES.noPlanToCancel);
  if (u.planSource === 'stripe') throw new HttpError(409, 'USE_PORTAL', MESSAGES.cancelInPortal);
  if (u.planEndsAt) return u;
  const planEndsAt = periodEnd(u, now);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(user)
      .set({ planEndsAt, updatedAt: now })
      .where(and(eq(user.id, u.id), isNull(user.planEndsAt)))
      .returning();
    if (!updated) {
      const [current] = await tx.select().from(user).where(eq(user.id, u.id));
      return current;
    }
    await tx
      .insert(billingEvent)
      .values({ id: randomUUID(), userId: u.id, kind: 'plan_canceled', plan, createdAt: now });
    return updated;
  });
}

/** Takes back a cancellation before the plan has ended. */
export async function resumePlan(db: Db, u: User, now: Date = new Date()): Promise<User> {
  const plan = planOf(u, now);
  if (!plan) throw new HttpError(409, 'NO_PLAN', MESSAGES.noPlanToCancel);
  if (!u.planEndsAt) throw new HttpError(409, 'NOT_CANCELED', MESSAGES.planNotCanceled);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(user)
      .set({ planEndsAt: null, updatedAt: now })
      .where(and(eq(user.id, u.id), gt(user.planEndsAt, now)))
      .returning();
    if (!updated) throw new HttpError(409, 'NO_PLAN', MESSAGES.noPlanToCancel);
    await tx
      .insert(billingEvent)
      .values({ id: randomUUID(), userId: u.id, kind: 'plan_resumed', plan, createdAt: now });
    return updated;
  });
}
