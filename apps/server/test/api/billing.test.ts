import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDefaults } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { billingEvent, user } from '../../src/db/schema.ts';
import { openStore } from '../../src/lib/storage.ts';
import { createTestApp, signUp, type TestApp } from '../helpers.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('plans without Stripe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_CACHE_MS: '0' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows no plan, an unused trial and no history to a new user', async () => {
    const u = await signUp(t.app);
    expect(u.user).toMatchObject({ plan: null, planSource: null, trialEndsAt: null, trialAvailable: true });
    const res = await t.app.inject({ url: '/api/billing', headers: u.auth });
    expect(res.json()).toEqual({
      plan: null,
      planSource: null,
      planPeriod: null,
      trialEndsAt: null,
      planEndsAt: null,
      trialAvailable: true,
      stripeEnabled: false,
      history: [],
    });
  });

  it('starts a 7-day trial of the chosen plan once', async () => {
    const u = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/trial',
      headers: u.auth,
      payload: { plan: 'cru' },
    });
    expect(res.statusCode).toBe(200);
    const me = res.json().user;
    expect(me).toMatchObject({
      plan: 'cru',
      planSource: 'trial',
      trialAvailable: false,
      limits: { tokenLimit: 500000, imageLimit: 200, levels: [1, 2, 3, 4] },
    });
    expect(new Date(me.trialEndsAt).getTime() - Date.now()).toBeGreaterThan(7 * DAY - 60_000);
    expect(new Date(me.trialEndsAt).getTime() - Date.now()).toBeLessThanOrEqual(7 * DAY);

    const billing = (await t.app.inject({ url: '/api/billing', headers: u.auth })).json();
    expect(billing).toMatchObject({ plan: 'cru', planSource: 'trial', trialAvailable: false });
    expect(billing.history).toMatchObject([{ kind: 'trial_started', plan: 'cru', amountCents: 0, currency: 'usd' }]);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/billing/trial',
      headers: u.auth,
      payload: { plan: 'classic' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('TRIAL_USED');
    expect((await t.app.inject({ url: '/api/me', headers: u.auth })).json().plan).toBe('cru');
  });

  it('starts only one trial for two requests at once', async () => {
    const u = await signUp(t.app);
    const results = await Promise.all(
      ['classic', 'cru'].map((plan) =>
        t.app.inject({ method: 'POST', url: '/api/billing/trial', headers: u.auth, payload: { plan } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const events = await t.database.db.select().from(billingEvent).where(eq(billingEvent.userId, u.user.id));
    expect(events).toHaveLength(1);
  });

  it('ends the plan with the trial: back to the signed-in defaults, and no second trial', async () => {
    const u = await signUp(t.app);
    await t.app.inject({ method: 'POST', url: '/api/billing/trial', headers: u.auth, payload: { plan: 'cru' } });
    await t.database.db
      .update(user)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(user.id, u.user.id));
    const me = (await t.app.inject({ url: '/api/me', headers: u.auth })).json();
    expect(me).toMatchObject({
      plan: null,
      planSource: null,
      trialAvailable: false,
      limits: { tokenLimit: 10000, imageLimit: 5, levels: [1, 2] },
    });
    const locked = await t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: u.auth,
      payload: { level: 3 },
    });
    expect(locked.statusCode).toBe(403);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/billing/trial',
      headers: u.auth,
      payload: { plan: 'cru' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a trial when a plan is already in force, and an unknown plan', async () => {
    const u = await signUp(t.app);
    await t.database.db.update(user).set({ plan: 'classic', planSource: 'admin' }).where(eq(user.id, u.user.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/trial',
      headers: u.auth,
      payload: { plan: 'cru' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PLAN_ACTIVE');
    const other = await signUp(t.app);
    for (const payload of [{}, { plan: 'grand-cru' }]) {
      const bad = await t.app.inject({ method: 'POST', url: '/api/billing/trial', headers: other.auth, payload });
      expect(bad.statusCode).toBe(400);
    }
    expect((await t.app.inject({ url: '/api/me', headers: other.auth })).json().trialAvailable).toBe(true);
  });

  it('says plainly that checkout, the portal and webhooks need Stripe', async () => {
    const u = await signUp(t.app);
    for (const url of ['/api/billing/checkout', '/api/billing/portal']) {
      const res = await t.app.inject({ method: 'POST', url, headers: u.auth, payload: { plan: 'cru' } });
      expect(res.statusCode).toBe(501);
      expect(res.json().error.code).toBe('PAYMENTS_UNAVAILABLE');
      expect(res.json().error.message).toMatch(/not set up/);
    }
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(501);
    expect(describeDefaults(t.config, t.database, openStore(t.config)).payments).toMatch(/none/);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/billing' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/billing/trial', payload: { plan: 'cru' } })).statusCode,
    ).toBe(401);
  });
});

describe('Stripe configuration', () => {
  it('needs both the secret key and the webhook secret', () => {
    expect(() => loadConfig({ DATA_DIR: '/tmp/sommai-config-test', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set/,
    );
    expect(() => loadConfig({ DATA_DIR: '/tmp/sommai-config-test', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(
      /STRIPE_SECRET_KEY: required/,
    );
  });
});

/** A local stand-in for the Stripe API: records what was asked and answers like Stripe. */
async function fakeStripe() {
  const calls: { path: string; params: URLSearchParams }[] = [];
  let failing = false;
  const server: Server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    calls.push({ path: req.url ?? '', params: new URLSearchParams(raw) });
    res.setHeader('content-type', 'application/json');
    if (failing) {
      res.statusCode = 500;
      return res.end(JSON.stringify({ error: { type: 'api_error', message: 'down' } }));
    }
    if (req.url === '/v1/checkout/sessions') {
      return res.end(
        JSON.stringify({
          id: 'cs_test_1',
          object: 'checkout.session',
          url: 'https://checkout.stripe.test/c/cs_test_1',
        }),
      );
    }
    if (req.url === '/v1/billing_portal/sessions') {
      return res.end(
        JSON.stringify({ id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/1' }),
      );
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'unknown' } }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    fail(on: boolean) {
      failing = on;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('plans with Stripe', () => {
  const WEBHOOK_SECRET = 'whsec_test_secret_for_sommai';
  let t: TestApp;
  let api: Awaited<ReturnType<typeof fakeStripe>>;
  const stripe = new Stripe('sk_test_fake');

  beforeAll(async () => {
    api = await fakeStripe();
    t = await createTestApp({
      SESSION_CACHE_MS: '0',
      PUBLIC_URL: 'https://wine.example.org',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_CLASSIC: 'price_classic_monthly',
      STRIPE_API_BASE: api.url,
    });
  });
  afterAll(async () => {
    await t?.close();
    await api?.close();
  });

  let counter = 0;
  function signed(type: string, object: Record<string, unknown>, secret = WEBHOOK_SECRET) {
    counter += 1;
    const payload = JSON.stringify({
      id: `evt_test_${Date.now()}_${counter}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    return { payload, header };
  }
  const deliver = (e: { payload: string; header: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': e.header },
      payload: e.payload,
    });
  const row = async (id: string) => (await t.database.db.select().from(user).where(eq(user.id, id)))[0];
  const events = (id: string) => t.database.db.select().from(billingEvent).where(eq(billingEvent.userId, id));

  it('reports Stripe in the defaults in use and in the billing overview', async () => {
    expect(describeDefaults(t.config, t.database, openStore(t.config)).payments).toMatch(/Stripe/);
    const u = await signUp(t.app);
    expect((await t.app.inject({ url: '/api/billing', headers: u.auth })).json().stripeEnabled).toBe(true);
  });

  it('opens a Checkout subscription for the user with the 7-day trial', async () => {
    const u = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: u.auth,
      payload: { plan: 'cru', period: 'monthly' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: 'https://checkout.stripe.test/c/cs_test_1' });
    const call = api.calls.at(-1);
    expect(call?.path).toBe('/v1/checkout/sessions');
    const p = call?.params ?? new URLSearchParams();
    expect(p.get('mode')).toBe('subscription');
    expect(p.get('client_reference_id')).toBe(u.user.id);
    expect(p.get('customer_email')).toBe(u.user.email);
    expect(p.get('subscription_data[trial_period_days]')).toBe('7');
    expect(p.get('subscription_data[metadata][plan]')).toBe('cru');
    expect(p.get('line_items[0][price_data][unit_amount]')).toBe('1999');
    expect(p.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(p.get('success_url')).toBe('https://wine.example.org/app/settings?checkout=success');

    const classic = await t.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: u.auth,
      payload: { plan: 'classic' },
    });
    expect(classic.statusCode).toBe(200);
    expect(api.calls.at(-1)?.params.get('line_items[0][price]')).toBe('price_classic_monthly');
  });

  it('refuses yearly billing without a yearly price, and a bad plan', async () => {
    const u = await signUp(t.app);
    const before = api.calls.length;
    const yearly = await t.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: u.auth,
      payload: { plan: 'cru', period: 'yearly' },
    });
    expect(yearly.statusCode).toBe(400);
    expect(yearly.json().error.code).toBe('PERIOD_UNAVAILABLE');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: u.auth,
      payload: { plan: 'magnum' },
    });
    expect(bad.statusCode).toBe(400);
    expect(api.calls.length).toBe(before);
  });

  it('answers 502 when Stripe does not answer', async () => {
    const u = await signUp(t.app);
    api.fail(true);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/billing/checkout',
        headers: u.auth,
        payload: { plan: 'cru' },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.code).toBe('PAYMENT_SERVICE_FAILED');
    } finally {
      api.fail(false);
    }
  });

  it('changes the plan from signed webhooks, once per event, and opens the portal afterwards', async () => {
    const u = await signUp(t.app);
    const noPortal = await t.app.inject({ method: 'POST', url: '/api/billing/portal', headers: u.auth });
    expect(noPortal.statusCode).toBe(409);
    expect(noPortal.json().error.code).toBe('NO_SUBSCRIPTION');

    const completed = signed('checkout.session.completed', {
      id: 'cs_test_1',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: u.user.id,
      customer: 'cus_123',
      subscription: 'sub_123',
      amount_total: 0,
      currency: 'usd',
      metadata: { userId: u.user.id, plan: 'cru', period: 'monthly', trial: 'yes' },
    });
    const res = await deliver(completed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await row(u.user.id)).toMatchObject({
      plan: 'cru',
      planSource: 'stripe',
      planPeriod: 'monthly',
      stripeCustomerId: 'cus_123',
      stripeSubscriptionId: 'sub_123',
    });
    const me = (await t.app.inject({ url: '/api/me', headers: u.auth })).json();
    expect(me).toMatchObject({ plan: 'cru', planSource: 'stripe', trialAvailable: false });

    // Stripe delivers an event again: nothing happens twice.
    const again = await deliver(completed);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(await events(u.user.id)).toHaveLength(1);

    const paid = await deliver(
      signed('invoice.paid', {
        id: 'in_1',
        object: 'invoice',
        customer: 'cus_123',
        amount_paid: 1999,
        currency: 'usd',
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_123', metadata: {} } },
      }),
    );
    expect(paid.statusCode).toBe(200);
    const history = (await t.app.inject({ url: '/api/billing', headers: u.auth })).json().history;
    expect(history[0]).toMatchObject({ kind: 'payment', plan: 'cru', amountCents: 1999, currency: 'usd' });
    expect(history[1]).toMatchObject({ kind: 'subscription_started', plan: 'cru' });

    const portal = await t.app.inject({ method: 'POST', url: '/api/billing/portal', headers: u.auth });
    expect(portal.json()).toEqual({ url: 'https://billing.stripe.test/p/1' });
    expect(api.calls.at(-1)?.params.get('customer')).toBe('cus_123');

    const again2 = await t.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: u.auth,
      payload: { plan: 'classic' },
    });
    expect(again2.statusCode).toBe(409);
    expect(again2.json().error.code).toBe('ALREADY_SUBSCRIBED');

    // A downgrade in the portal arrives as a subscription update with the Classic price.
    await deliver(
      signed('customer.subscription.updated', {
        id: 'sub_123',
        object: 'subscription',
        customer: 'cus_123',
        status: 'active',
        metadata: {},
        items: { data: [{ price: { id: 'price_classic_monthly', recurring: { interval: 'month' } } }] },
      }),
    );
    expect(await row(u.user.id)).toMatchObject({ plan: 'classic', planSource: 'stripe' });

    await deliver(
      signed('customer.subscription.deleted', {
        id: 'sub_123',
        object: 'subscription',
        customer: 'cus_123',
        status: 'canceled',
        metadata: {},
      }),
    );
    expect(await row(u.user.id)).toMatchObject({ plan: null, planSource: null, stripeSubscriptionId: null });
    expect((await t.app.inject({ url: '/api/me', headers: u.auth })).json().plan).toBeNull();
    expect((await events(u.user.id)).map((e) => e.kind).sort()).toEqual([
      'payment',
      'subscription_canceled',
      'subscription_started',
      'subscription_updated',
    ]);
  });

  it('ends a subscription whose payments failed for good', async () => {
    const u = await signUp(t.app);
    await t.database.db
      .update(user)
      .set({ plan: 'cru', planSource: 'stripe', stripeCustomerId: 'cus_9', stripeSubscriptionId: 'sub_9' })
      .where(eq(user.id, u.user.id));
    const res = await deliver(
      signed('customer.subscription.updated', { id: 'sub_9', customer: 'cus_9', status: 'unpaid', metadata: {} }),
    );
    expect(res.statusCode).toBe(200);
    expect((await row(u.user.id)).plan).toBeNull();
  });

  it('refuses a webhook with a bad, missing or foreign signature and changes nothing', async () => {
    const u = await signUp(t.app);
    const body = {
      id: 'cs_x',
      client_reference_id: u.user.id,
      customer: 'cus_evil',
      subscription: 'sub_evil',
      metadata: { plan: 'cru' },
    };
    const good = signed('checkout.session.completed', body);
    const attempts = [
      { payload: good.payload, header: 't=1,v1=deadbeef' },
      { payload: good.payload, header: '' },
      signed('checkout.session.completed', body, 'whsec_someone_else'),
      // A valid signature for different bytes.
      { payload: good.payload.replace('"cru"', '"classic"'), header: good.header },
    ];
    for (const a of attempts) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json', ...(a.header ? { 'stripe-signature': a.header } : {}) },
        payload: a.payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    expect(await row(u.user.id)).toMatchObject({ plan: null, stripeCustomerId: null });
    expect(await events(u.user.id)).toHaveLength(0);
  });

  it('acknowledges events it does not use, and events about nobody we know', async () => {
    const other = await deliver(signed('payment_intent.created', { id: 'pi_1', object: 'payment_intent' }));
    expect(other.json()).toEqual({ received: true, ignored: true });
    const stranger = await deliver(
      signed('invoice.paid', { id: 'in_2', customer: 'cus_unknown', amount_paid: 999, currency: 'usd' }),
    );
    expect(stranger.json()).toEqual({ received: true, ignored: true });
  });
});
