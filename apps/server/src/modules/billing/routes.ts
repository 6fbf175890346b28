// Plans and payments. The free trial and the billing history work everywhere; checkout, the
// customer portal and the webhook need STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET and answer
// 501 PAYMENTS_UNAVAILABLE (with a message saying so) without them.
//
// GET  /api/billing   (signed in)
//      → 200 { plan: 'classic'|'cru'|null (in force now), planSource: 'trial'|'admin'|'stripe'|'invite'|null,
//              planPeriod: 'monthly'|'yearly'|null, trialEndsAt: ISO|null, trialAvailable, stripeEnabled,
//              history: [{ id, kind, plan, amountCents, currency, createdAt }] newest first }
//        kinds: trial_started, admin_set, invite, subscription_started, subscription_updated, subscription_canceled, payment
// POST /api/billing/trial { plan: 'classic'|'cru' }   (signed in)
//      → 200 { success: true, user: Me }  the plan is in force for 7 days (FREE_TRIAL_DAYS), then ends by itself
//      → 409 TRIAL_USED (once per user); 409 PLAN_ACTIVE (a plan is already in force); 400 VALIDATION
// POST /api/billing/checkout { plan, period = 'monthly' }   (signed in)
//      → 200 { url }  Stripe Checkout (subscription, 7-day trial if the free trial is unused); send the browser there
//      → 400 PERIOD_UNAVAILABLE (yearly without STRIPE_PRICE_*_YEARLY); 409 ALREADY_SUBSCRIBED; 502 PAYMENT_SERVICE_FAILED
// POST /api/billing/portal   (signed in)
//      → 200 { url }  Stripe customer portal; 409 NO_SUBSCRIPTION before any checkout; 502 PAYMENT_SERVICE_FAILED
// POST /api/billing/cancel   (signed in)
//      → 200 { success: true, user: Me, planEndsAt }  the plan stays in force until planEndsAt (a trial's end, else
//        the end of the calendar month), then the free limits apply; 409 NO_PLAN; 409 USE_PORTAL (a Stripe
//        subscription: cancel it in the customer portal)
// POST /api/billing/resume   (signed in)
//      → 200 { success: true, user: Me }  the cancellation is taken back before the plan ended; 409 NOT_CANCELED
// POST /api/billing/webhook   (Stripe only: raw body, Stripe-Signature header)
//      → 200 { received: true, duplicate?: true, ignored?: true }
//      → 400 WEBHOOK_SIGNATURE_INVALID (nothing is changed)
import { checkoutSchema, MESSAGES, trialSchema } from '@sommai/shared';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { AppContext } from '../../app.ts';
import { HttpError, parse } from '../../lib/errors.ts';
import { currentUser } from '../../lib/session.ts';
import { describeUser } from '../account/service.ts';
import { billingOverview, cancelPlan, resumePlan, startTrial } from './service.ts';
import { createCheckout, createPortal, handleWebhook, stripeClient } from './stripe.ts';

export async function billingRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config, sessions } = ctx;
  const signedIn = { preHandler: sessions.require };
  const sc = config.stripe;
  const stripe: Stripe | undefined = sc ? await stripeClient(sc) : undefined;
  const needStripe = () => {
    if (!sc || !stripe) throw new HttpError(501, 'PAYMENTS_UNAVAILABLE', MESSAGES.paymentsUnavailable);
    return { sc, stripe };
  };

  app.get('/api/billing', signedIn, async (req) => billingOverview(db, config, currentUser(req)));

  app.post('/api/billing/trial', signedIn, async (req) => {
    const { plan } = parse(trialSchema, req.body);
    const updated = await startTrial(db, currentUser(req), plan);
    sessions.forgetUser(updated.id);
    return { success: true, user: await describeUser(db, config, updated) };
  });

  app.post('/api/billing/cancel', signedIn, async (req) => {
    const updated = await cancelPlan(db, currentUser(req));
    sessions.forgetUser(updated.id);
    return {
      success: true,
      user: await describeUser(db, config, updated),
      planEndsAt: updated.planEndsAt?.toISOString() ?? null,
    };
  });

  app.post('/api/billing/resume', signedIn, async (req) => {
    const updated = await resumePlan(db, currentUser(req));
    sessions.forgetUser(updated.id);
    return { success: true, user: await describeUser(db, config, updated) };
  });

  app.post('/api/billing/checkout', signedIn, async (req) => {
    const s = needStripe();
    const { plan, period } = parse(checkoutSchema, req.body);
    return { url: await createCheckout(s.stripe, config, s.sc, currentUser(req), plan, period) };
  });

  app.post('/api/billing/portal', signedIn, async (req) => {
    const s = needStripe();
    return { url: await createPortal(s.stripe, config, currentUser(req)) };
  });

  // The signature covers the exact bytes Stripe sent, so this route alone reads its body raw.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post('/api/billing/webhook', async (req) => {
      const s = needStripe();
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const header = req.headers['stripe-signature'];
      const { result, userId } = await handleWebhook(
        db,
        s.stripe,
        s.sc,
        raw,
        typeof header === 'string' ? header : undefined,
      );
      if (userId) sessions.forgetUser(userId);
      return result;
    });
  });
}
