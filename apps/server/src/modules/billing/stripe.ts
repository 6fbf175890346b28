// Stripe: Checkout for a subscription, the customer portal, and signed webhooks that change plans.
// Webhook objects are read with loose schemas of the few fields we use, so a newer Stripe API
// version that adds or moves other fields changes nothing here.
import { randomUUID } from 'node:crypto';
import {
  type BillingPeriod,
  FREE_TRIAL_DAYS,
  MESSAGES,
  PLAN_IDS,
  PLANS,
  type PlanId,
  PRODUCT_NAME,
} from '@sommai/shared';
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { billingEvent, user } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import type { User } from '../../lib/session.ts';
import { planOf } from '../account/service.ts';

type StripeConfig = NonNullable<Config['stripe']>;

/** Loaded only when Stripe is configured, so a server without payments does not pay for the library at start. */
export async function stripeClient(config: StripeConfig): Promise<Stripe> {
  const { default: StripeClient } = await import('stripe');
  const base = config.apiBase ? new URL(config.apiBase) : undefined;
  return new StripeClient(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

const failed = (err: unknown) => {
  const e = new HttpError(502, 'PAYMENT_SERVICE_FAILED', MESSAGES.paymentServiceFailed);
  return Object.assign(e, { cause: err });
};

function priceFor(config: StripeConfig, plan: PlanId, period: BillingPeriod): string | undefined {
  if (period === 'yearly') return plan === 'cru' ? config.prices.cruYearly : config.prices.classicYearly;
  return plan === 'cru' ? config.prices.cru : config.prices.classic;
}

export async function createCheckout(
  stripe: Stripe,
  config: Config,
  sc: StripeConfig,
  u: User,
  plan: PlanId,
  period: BillingPeriod,
): Promise<string> {
  if (u.planSource === 'stripe' && u.stripeSubscriptionId && planOf(u))
    throw new HttpError(409, 'ALREADY_SUBSCRIBED', MESSAGES.alreadySubscribed);
  const price = priceFor(sc, plan, period);
  if (!price && period === 'yearly') throw new HttpError(400, 'PERIOD_UNAVAILABLE', MESSAGES.yearlyUnavailable);
  const spec = PLANS.find((p) => p.id === plan) ?? PLANS[0];
  const trial = !u.trialEndsAt;
  const metadata = { userId: u.id, plan, period, trial: trial ? 'yes' : 'no' };
  try {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      client_reference_id: u.id,
      ...(u.stripeCustomerId ? { customer: u.stripeCustomerId } : { customer_email: u.email }),
      line_items: [
        price
          ? { price, quantity: 1 }
          : {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: spec.priceCents,
                recurring: { interval: 'month' },
                product_data: { name: `${PRODUCT_NAME} ${spec.name}` },
              },
            },
      ],
      metadata,
      subscription_data: { metadata, ...(trial ? { trial_period_days: FREE_TRIAL_DAYS } : {}) },
      success_url: `${config.publicUrl}/app/settings?checkout=success`,
      cancel_url: `${config.publicUrl}/pricing?checkout=cancelled`,
    });
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return session.url;
  } catch (err) {
    throw failed(err);
  }
}

export async function createPortal(stripe: Stripe, config: Config, u: User): Promise<string> {
  if (!u.stripeCustomerId) throw new HttpError(409, 'NO_SUBSCRIPTION', MESSAGES.noSubscription);
  try {
    const session = await stripe.billingPortal.sessions.create({
      customer: u.stripeCustomerId,
      return_url: `${config.publicUrl}/app/settings`,
    });
    return session.url;
  } catch (err) {
    throw failed(err);
  }
}

// --- Webhooks -------------------------------------------------------------------------------------

const ref = z
  .union([z.string(), z.looseObject({ id: z.string() })])
  .nullish()
  .transform((v) => (typeof v === 'string' ? v : (v?.id ?? null)));
const metadata = z.record(z.string(), z.string()).nullish();

const checkoutSession = z.looseObject({
  client_reference_id: z.string().nullish(),
  customer: ref,
  subscription: ref,
  metadata,
  amount_total: z.number().nullish(),
  currency: z.string().nullish(),
});

const subscription = z.looseObject({
  id: z.string(),
  customer: ref,
  status: z.string(),
  metadata,
  trial_end: z.number().nullish(),
  items: z
    .looseObject({
      data: z.array(
        z.looseObject({
          price: z
            .looseObject({
              id: z.string(),
              recurring: z.looseObject({ interval: z.string() }).nullish(),
            })
            .nullish(),
        }),
      ),
    })
    .nullish(),
});

const invoice = z.looseObject({
  customer: ref,
  amount_paid: z.number().default(0),
  currency: z.string().default('usd'),
  subscription: ref,
  parent: z
    .looseObject({
      subscription_details: z.looseObject({ subscription: ref, metadata }).nullish(),
    })
    .nullish(),
});

const asPlan = (v: string | null | undefined): PlanId | null =>
  v && (PLAN_IDS as readonly string[]).includes(v) ? (v as PlanId) : null;
const asPeriod = (v: string | null | undefined): BillingPeriod | null =>
  v === 'monthly' || v === 'month' ? 'monthly' : v === 'yearly' || v === 'year' ? 'yearly' : null;

/** A subscription's plan from its metadata, or from the configured price ids. */
function planOfSubscription(sc: StripeConfig, sub: z.infer<typeof subscription>): PlanId | null {
  const fromMeta = asPlan(sub.metadata?.plan);
  if (fromMeta) return fromMeta;
  const priceId = sub.items?.data[0]?.price?.id;
  if (!priceId) return null;
  if (priceId === sc.prices.cru || priceId === sc.prices.cruYearly) return 'cru';
  if (priceId === sc.prices.classic || priceId === sc.prices.classicYearly) return 'classic';
  return null;
}

const ACTIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);
const ENDED_STATUSES = new Set(['canceled', 'unpaid', 'incomplete_expired', 'paused']);

interface Change {
  userId: string;
  set: Partial<typeof user.$inferInsert>;
  event: { kind: string; plan: PlanId | null; amountCents: number; currency: string };
}

async function findUser(db: Db, by: { id?: string | null; subscription?: string | null; customer?: string | null }) {
  const tries: [PgColumn, string | null | undefined][] = [
    [user.id, by.id],
    [user.stripeSubscriptionId, by.subscription],
    [user.stripeCustomerId, by.customer],
  ];
  for (const [column, value] of tries) {
    if (!value) continue;
    const [row] = await db.select().from(user).where(eq(column, value)).limit(1);
    if (row) return row;
  }
  return undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** What an event changes, or null when it concerns no account of ours or no plan. */
async function changeFor(db: Db, sc: StripeConfig, event: Stripe.Event): Promise<Change | null> {
  const object: unknown = event.data.object;
  const now = new Date();
  switch (event.type) {
    case 'checkout.session.completed': {
      const s = checkoutSession.parse(object);
      const u = await findUser(db, { id: s.client_reference_id ?? s.metadata?.userId, customer: s.customer });
      const plan = asPlan(s.metadata?.plan);
      if (!u || !plan) return null;
      const set: Change['set'] = {
        plan,
        planSource: 'stripe',
        planEndsAt: null,
        planPeriod: asPeriod(s.metadata?.period) ?? 'monthly',
        stripeCustomerId: s.customer ?? u.stripeCustomerId,
        stripeSubscriptionId: s.subscription ?? u.stripeSubscriptionId,
        updatedAt: now,
      };
      // A checkout with the free trial uses it up.
      if (s.metadata?.trial === 'yes' && !u.trialEndsAt)
        set.trialEndsAt = new Date(now.getTime() + FREE_TRIAL_DAYS * DAY_MS);
      return {
        userId: u.id,
        set,
        event: { kind: 'subscription_started', plan, amountCents: s.amount_total ?? 0, currency: s.currency ?? 'usd' },
      };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = subscription.parse(object);
      const u = await findUser(db, { id: sub.metadata?.userId, subscription: sub.id, customer: sub.customer });
      if (!u) return null;
      const ended = event.type === 'customer.subscription.deleted' || ENDED_STATUSES.has(sub.status);
      if (ended) {
        // Only a plan that came from Stripe ends with the subscription; an admin's or an invite's stays.
        const set: Change['set'] =
          u.planSource === 'stripe'
            ? { plan: null, planSource: null, planPeriod: null, stripeSubscriptionId: null, updatedAt: now }
            : { stripeSubscriptionId: null, updatedAt: now };
        return {
          userId: u.id,
          set,
          event: { kind: 'subscription_canceled', plan: asPlan(u.plan), amountCents: 0, currency: 'usd' },
        };
      }
      if (!ACTIVE_STATUSES.has(sub.status)) return null;
      const plan = planOfSubscription(sc, sub) ?? asPlan(u.plan);
      if (!plan) return null;
      const set: Change['set'] = {
        plan,
        planSource: 'stripe',
        planEndsAt: null,
        planPeriod:
          asPeriod(sub.items?.data[0]?.price?.recurring?.interval) ?? asPeriod(sub.metadata?.period) ?? 'monthly',
        stripeSubscriptionId: sub.id,
        stripeCustomerId: sub.customer ?? u.stripeCustomerId,
        updatedAt: now,
      };
      if (sub.status === 'trialing' && sub.trial_end) set.trialEndsAt = new Date(sub.trial_end * 1000);
      return { userId: u.id, set, event: { kind: 'subscription_updated', plan, amountCents: 0, currency: 'usd' } };
    }
    case 'invoice.paid': {
      const inv = invoice.parse(object);
      const subId = inv.parent?.subscription_details?.subscription ?? inv.subscription;
      const u = await findUser(db, {
        id: inv.parent?.subscription_details?.metadata?.userId,
        subscription: subId,
        customer: inv.customer,
      });
      if (!u) return null;
      const plan = asPlan(inv.parent?.subscription_details?.metadata?.plan) ?? asPlan(u.plan);
      return {
        userId: u.id,
        set: inv.customer && !u.stripeCustomerId ? { stripeCustomerId: inv.customer } : {},
        event: { kind: 'payment', plan, amountCents: inv.amount_paid, currency: inv.currency },
      };
    }
    default:
      return null;
  }
}

export type WebhookResult = { received: true; duplicate?: true; ignored?: true };

/**
 * Verifies the Stripe-Signature of the raw body, then applies the event once: its id is stored with
 * the billing event it makes, so a redelivered event changes nothing. A bad signature throws 400
 * before anything is read or written.
 */
export async function handleWebhook(
  db: Db,
  stripe: Stripe,
  sc: StripeConfig,
  raw: Buffer,
  signature: string | undefined,
): Promise<{ result: WebhookResult; userId?: string }> {
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('missing signature');
    event = stripe.webhooks.constructEvent(raw, signature, sc.webhookSecret);
  } catch {
    throw new HttpError(400, 'WEBHOOK_SIGNATURE_INVALID', MESSAGES.webhookSignatureInvalid);
  }
  const [seen] = await db
    .select({ id: billingEvent.id })
    .from(billingEvent)
    .where(eq(billingEvent.externalId, event.id));
  if (seen) return { result: { received: true, duplicate: true } };
  let change: Change | null;
  try {
    change = await changeFor(db, sc, event);
  } catch (err) {
    if (err instanceof z.ZodError) return { result: { received: true, ignored: true } };
    throw err;
  }
  if (!change) return { result: { received: true, ignored: true } };
  const applied = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(billingEvent)
      .values({
        id: randomUUID(),
        userId: change.userId,
        kind: change.event.kind,
        plan: change.event.plan,
        amountCents: change.event.amountCents,
        currency: change.event.currency,
        externalId: event.id,
      })
      .onConflictDoNothing({ target: billingEvent.externalId })
      .returning({ id: billingEvent.id });
    if (!inserted) return false;
    if (Object.keys(change.set).length) await tx.update(user).set(change.set).where(eq(user.id, change.userId));
    return true;
  });
  if (!applied) return { result: { received: true, duplicate: true } };
  return { result: { received: true }, userId: change.userId };
}
