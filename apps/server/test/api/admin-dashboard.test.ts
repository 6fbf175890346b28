import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvent, broadcast, invite, message, outbox, user } from '../../src/db/schema.ts';
import { createTestApp, signUp, signUpAdmin, type TestApp, uniqueEmail } from '../helpers.ts';

const ADMIN_EMAIL = 'owner@sommai.test';
const PUBLIC_URL = 'https://wine.example.org';
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL, PUBLIC_URL, SESSION_CACHE_MS: '0' });
  admin = await signUpAdmin(t, { name: 'Olivia Owner', email: ADMIN_EMAIL });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers = admin.auth) => t.app.inject({ url, headers });
const post = (url: string, payload: unknown, headers = admin.auth) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });

describe('admin routes for anyone else', () => {
  const routes: [string, string, object?][] = [
    ['GET', '/api/admin/overview'],
    ['GET', '/api/admin/professionals'],
    ['POST', '/api/admin/invites', { email: 'x@example.com' }],
    ['POST', '/api/admin/invites/some-id/send'],
    ['GET', '/api/admin/messages'],
    ['GET', '/api/admin/recipients?group=all'],
    ['POST', '/api/admin/messages', { title: 'Hi', content: 'All' }],
    ['GET', '/api/admin/analytics'],
    ['GET', '/api/admin/outbox'],
    ['GET', '/api/admin/users'],
    ['PUT', '/api/admin/users/some-id/plan', { plan: 'cru' }],
  ];

  it.each(routes)(
    '%s %s: 403 for a signed-in user, 401 for a visitor, nothing changed',
    async (method, url, payload) => {
      const u = await signUp(t.app);
      const counts = async () => ({
        invites: (await t.database.db.select().from(invite)).length,
        messages: (await t.database.db.select().from(message)).length,
        broadcasts: (await t.database.db.select().from(broadcast)).length,
        events: (await t.database.db.select().from(billingEvent)).length,
      });
      const before = await counts();
      const asUser = await t.app.inject({ method: method as 'GET', url, headers: u.auth, payload });
      expect(asUser.statusCode).toBe(403);
      expect(asUser.json().error.code).toBe('FORBIDDEN');
      const asVisitor = await t.app.inject({ method: method as 'GET', url, payload });
      expect(asVisitor.statusCode).toBe(401);
      expect(await counts()).toEqual(before);
    },
  );
});

describe('invites from the admin', () => {
  it('creates an invite with the defaults, an unguessable code, the spec link and an email in the outbox', async () => {
    const email = uniqueEmail('Sommelier');
    const res = await post('/api/admin/invites', { email, name: 'Sam Sommelier' });
    expect(res.statusCode).toBe(201);
    const { invite: created, link } = res.json();
    expect(created).toMatchObject({
      name: 'Sam Sommelier',
      email: email.toLowerCase(),
      role: 'wine_professional',
      accessLevel: 'premium',
      status: 'pending',
      joinedAt: null,
      lastActive: null,
    });
    const [row] = await t.database.db.select().from(invite).where(eq(invite.id, created.id));
    expect(row.code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const expectedLink = `${PUBLIC_URL}/invite/${row.code}?email=${encodeURIComponent(email.toLowerCase())}&role=wine_professional&access=premium`;
    expect(link).toBe(expectedLink);
    expect(created.inviteLink).toBe(expectedLink);
    const days = (row.expiresAt.getTime() - row.createdAt.getTime()) / DAY;
    expect(days).toBeCloseTo(14, 3);

    const mail = await t.database.db.select().from(outbox).where(eq(outbox.to, email.toLowerCase()));
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain(expectedLink);
    expect(mail[0].text).toContain('Olivia Owner');
  });

  it('gives every invite its own code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const res = await post('/api/admin/invites', {
        email: uniqueEmail('many'),
        role: 'sommelier',
        accessLevel: 'basic',
      });
      expect(res.statusCode).toBe(201);
      codes.add(new URL(res.json().link).pathname);
    }
    expect(codes.size).toBe(8);
  });

  it.each([
    [{}, 'email'],
    [{ email: '' }, 'email'],
    [{ email: 'not-an-email' }, 'email'],
    [{ email: 'a@b.co', role: 'winemaker' }, 'role'],
    [{ email: 'a@b.co', accessLevel: 'owner' }, 'accessLevel'],
  ])('refuses %j and stores nothing', async (payload, field) => {
    const before = (await t.database.db.select().from(invite)).length;
    const mailBefore = (await t.database.db.select().from(outbox)).length;
    const res = await post('/api/admin/invites', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBeTruthy();
    expect((await t.database.db.select().from(invite)).length).toBe(before);
    expect((await t.database.db.select().from(outbox)).length).toBe(mailBefore);
  });

  it('refuses a second invite to an email with a pending invite, whatever its case', async () => {
    const email = uniqueEmail('twice');
    expect((await post('/api/admin/invites', { email })).statusCode).toBe(201);
    const again = await post('/api/admin/invites', { email: email.toUpperCase(), role: 'sommelier' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('INVITE_PENDING');
    expect(await t.database.db.select().from(invite).where(eq(invite.email, email.toLowerCase()))).toHaveLength(1);
  });

  it('replaces an expired invite to the same email with a new one', async () => {
    const email = uniqueEmail('expired');
    const first = (await post('/api/admin/invites', { email })).json().invite;
    await t.database.db
      .update(invite)
      .set({ expiresAt: new Date(Date.now() - DAY) })
      .where(eq(invite.id, first.id));
    const second = await post('/api/admin/invites', { email });
    expect(second.statusCode).toBe(201);
    const rows = await t.database.db.select().from(invite).where(eq(invite.email, email));
    expect(rows.map((r) => r.id)).toEqual([second.json().invite.id]);
  });

  it('still invites the email of an existing account', async () => {
    const u = await signUp(t.app);
    const res = await post('/api/admin/invites', { email: u.user.email, accessLevel: 'admin' });
    expect(res.statusCode).toBe(201);
  });

  it('sends an invite again: new lastSentAt, renewed expiry, same link, another email', async () => {
    const email = uniqueEmail('resend');
    const created = (await post('/api/admin/invites', { email })).json();
    const old = new Date(Date.now() - 20 * DAY);
    await t.database.db
      .update(invite)
      .set({ lastSentAt: old, expiresAt: new Date(Date.now() - DAY) })
      .where(eq(invite.id, created.invite.id));
    const res = await post(`/api/admin/invites/${created.invite.id}/send`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, email });
    const [row] = await t.database.db.select().from(invite).where(eq(invite.id, created.invite.id));
    expect(row.lastSentAt?.getTime()).toBeGreaterThan(old.getTime());
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 13 * DAY);
    const mail = await t.database.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mail).toHaveLength(2);
    expect(mail.every((m) => m.text.includes(created.link))).toBe(true);
  });

  it('answers 404 when sending an unknown invite', async () => {
    const res = await post('/api/admin/invites/unknown-invite/send', {});
    expect(res.statusCode).toBe(404);
  });
});

describe('professionals and stat cards', () => {
  it('lists invites with their status and the account that accepted them, and counts the stat cards', async () => {
    const t2 = await createTestApp({ ADMIN_EMAIL, SESSION_CACHE_MS: '0' });
    try {
      const boss = await signUpAdmin(t2, { email: ADMIN_EMAIL, name: 'Boss' });
      const inv = (payload: object) =>
        t2.app.inject({ method: 'POST', url: '/api/admin/invites', headers: boss.auth, payload });
      const pending = (await inv({ email: 'pending@example.com', role: 'sommelier' })).json();
      const expired = (await inv({ email: 'expired@example.com' })).json();
      await t2.database.db
        .update(invite)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invite.id, expired.invite.id));
      const accepted = (
        await inv({ email: 'joined@example.com', role: 'wine_educator', accessLevel: 'premium' })
      ).json();
      const joiner = await signUp(t2.app, { email: 'joined@example.com', name: 'Jo Educator' });
      const code = new URL(accepted.link).pathname.split('/').pop();
      expect(
        (await t2.app.inject({ method: 'POST', url: `/api/invites/${code}/accept`, headers: joiner.auth })).statusCode,
      ).toBe(200);

      const list = (await t2.app.inject({ url: '/api/admin/professionals', headers: boss.auth })).json();
      expect(list).toHaveLength(3);
      const byEmail = Object.fromEntries(list.map((p: { email: string }) => [p.email, p]));
      expect(byEmail['pending@example.com']).toMatchObject({ status: 'pending', role: 'sommelier', joinedAt: null });
      expect(byEmail['expired@example.com']).toMatchObject({ status: 'expired' });
      expect(byEmail['joined@example.com']).toMatchObject({
        status: 'active',
        name: 'Jo Educator',
        role: 'wine_educator',
        accessLevel: 'premium',
      });
      expect(byEmail['joined@example.com'].joinedAt).toEqual(expect.any(String));
      expect(byEmail['pending@example.com'].inviteLink).toBe(pending.link);

      // Cru users: the invited one, one set by the admin, one on a running trial; an ended trial does not count.
      const cru = await signUp(t2.app);
      await t2.database.db.update(user).set({ plan: 'cru', planSource: 'admin' }).where(eq(user.id, cru.user.id));
      const trial = await signUp(t2.app);
      await t2.app.inject({ method: 'POST', url: '/api/billing/trial', headers: trial.auth, payload: { plan: 'cru' } });
      const ended = await signUp(t2.app);
      await t2.database.db
        .update(user)
        .set({ plan: 'cru', planSource: 'trial', trialEndsAt: new Date(Date.now() - DAY) })
        .where(eq(user.id, ended.user.id));
      // Someone not seen for two months.
      const sleeper = await signUp(t2.app);
      await t2.database.db
        .update(user)
        .set({ createdAt: new Date(Date.now() - 90 * DAY), lastActiveAt: new Date(Date.now() - 60 * DAY) })
        .where(eq(user.id, sleeper.user.id));

      const overview = (await t2.app.inject({ url: '/api/admin/overview', headers: boss.auth })).json();
      expect(overview.stats).toEqual({ totalProfessionals: 3, activeUsers: 5, pendingInvites: 1, premiumUsers: 3 });
      expect(overview.users).toBe(6);
      expect(overview.admins).toBe(1);
      expect(overview.defaults.payments).toMatch(/none/);
    } finally {
      await t2.close();
    }
  });
});

describe('admin messages', () => {
  it('counts recipients by group, sends to every recipient but the sender, and reports reads', async () => {
    const t2 = await createTestApp({ ADMIN_EMAIL, SESSION_CACHE_MS: '0' });
    try {
      const boss = await signUpAdmin(t2, { email: ADMIN_EMAIL });
      const fresh = await signUp(t2.app, { name: 'New User' });
      const premium = await signUp(t2.app, { name: 'Premium User' });
      await t2.database.db
        .update(user)
        .set({
          plan: 'cru',
          planSource: 'admin',
          createdAt: new Date(Date.now() - 100 * DAY),
          lastActiveAt: new Date(),
        })
        .where(eq(user.id, premium.user.id));
      const idle = await signUp(t2.app, { name: 'Idle User' });
      await t2.database.db
        .update(user)
        .set({ createdAt: new Date(Date.now() - 100 * DAY), lastActiveAt: new Date(Date.now() - 45 * DAY) })
        .where(eq(user.id, idle.user.id));
      const banned = await signUp(t2.app);
      await t2.database.db.update(user).set({ banned: true }).where(eq(user.id, banned.user.id));

      const count = async (group: string) =>
        (await t2.app.inject({ url: `/api/admin/recipients?group=${group}`, headers: boss.auth })).json().count;
      expect(await count('all')).toBe(3);
      expect(await count('premium')).toBe(1);
      expect(await count('new')).toBe(1);
      expect(await count('inactive')).toBe(1);
      expect(
        (await t2.app.inject({ url: '/api/admin/recipients?group=everyone', headers: boss.auth })).statusCode,
      ).toBe(400);

      const sent = await t2.app.inject({
        method: 'POST',
        url: '/api/admin/messages',
        headers: boss.auth,
        payload: { title: '  New quizzes  ', content: 'Four new quizzes on Burgundy.' },
      });
      expect(sent.statusCode).toBe(201);
      expect(sent.json().broadcast).toMatchObject({
        title: 'New quizzes',
        messageType: 'personal',
        recipients: 'all',
        recipientCount: 3,
        readCount: 0,
      });
      for (const who of [fresh, premium, idle]) {
        const list = (await t2.app.inject({ url: `/api/messages/user/${who.user.id}`, headers: who.auth })).json().data;
        expect(list[0]).toMatchObject({ title: 'New quizzes', message_type: 'personal', is_read: false });
      }
      const own = (await t2.app.inject({ url: `/api/messages/user/${boss.user.id}`, headers: boss.auth })).json().data;
      expect(own).toEqual([]);

      const premiumOnly = await t2.app.inject({
        method: 'POST',
        url: '/api/admin/messages',
        headers: boss.auth,
        payload: { title: 'Cru news', content: 'Level 4 updated', messageType: 'announcement', recipients: 'premium' },
      });
      expect(premiumOnly.json().broadcast.recipientCount).toBe(1);
      const freshList = (
        await t2.app.inject({ url: `/api/messages/user/${fresh.user.id}`, headers: fresh.auth })
      ).json().data;
      expect(freshList.map((m: { title: string }) => m.title)).toEqual(['New quizzes']);

      const [msg] = (await t2.app.inject({ url: `/api/messages/user/${fresh.user.id}`, headers: fresh.auth })).json()
        .data;
      await t2.app.inject({ method: 'PUT', url: `/api/messages/${msg.id}/read`, headers: fresh.auth });
      const history = (await t2.app.inject({ url: '/api/admin/messages', headers: boss.auth })).json();
      expect(history.map((b: { title: string }) => b.title)).toEqual(['Cru news', 'New quizzes']);
      expect(history[1]).toMatchObject({ recipientCount: 3, readCount: 1, recipients: 'all' });
      expect(history[0]).toMatchObject({ recipientCount: 1, readCount: 0, messageType: 'announcement' });
      expect(history[0].sentAt).toEqual(expect.any(String));
    } finally {
      await t2.close();
    }
  });

  it.each([
    [{ content: 'x' }, 'title'],
    [{ title: ' ', content: 'x' }, 'title'],
    [{ title: 'x' }, 'content'],
    [{ title: 'x', content: 'y', messageType: 'contact_admin' }, 'messageType'],
    [{ title: 'x', content: 'y', recipients: 'vip' }, 'recipients'],
  ])('refuses %j and sends nothing', async (payload, field) => {
    const before = (await t.database.db.select().from(message)).length;
    const res = await post('/api/admin/messages', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBeTruthy();
    expect((await t.database.db.select().from(message)).length).toBe(before);
  });

  it('says so when a group has nobody in it', async () => {
    const t2 = await createTestApp({ ADMIN_EMAIL });
    try {
      const boss = await signUpAdmin(t2, { email: ADMIN_EMAIL });
      const res = await t2.app.inject({
        method: 'POST',
        url: '/api/admin/messages',
        headers: boss.auth,
        payload: { title: 'Hello', content: 'Anyone?', recipients: 'premium' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('NO_RECIPIENTS');
      expect(await t2.database.db.select().from(broadcast)).toHaveLength(0);
    } finally {
      await t2.close();
    }
  });
});

describe('analytics, outbox and users', () => {
  it('counts sign-ups per month, subscriptions and revenue from billing events', async () => {
    const t2 = await createTestApp({ ADMIN_EMAIL, SESSION_CACHE_MS: '0' });
    try {
      const boss = await signUpAdmin(t2, { email: ADMIN_EMAIL });
      const classic = await signUp(t2.app);
      await t2.database.db
        .update(user)
        .set({ plan: 'classic', planSource: 'stripe' })
        .where(eq(user.id, classic.user.id));
      const trial = await signUp(t2.app);
      await t2.app.inject({ method: 'POST', url: '/api/billing/trial', headers: trial.auth, payload: { plan: 'cru' } });
      const old = await signUp(t2.app);
      const threeMonthsAgo = new Date();
      threeMonthsAgo.setUTCDate(15);
      threeMonthsAgo.setUTCMonth(threeMonthsAgo.getUTCMonth() - 3);
      await t2.database.db.update(user).set({ createdAt: threeMonthsAgo }).where(eq(user.id, old.user.id));
      await t2.database.db.insert(billingEvent).values([
        { id: 'p1', userId: classic.user.id, kind: 'payment', plan: 'classic', amountCents: 999 },
        {
          id: 'p2',
          userId: classic.user.id,
          kind: 'payment',
          plan: 'classic',
          amountCents: 999,
          createdAt: threeMonthsAgo,
        },
      ]);

      const res = await t2.app.inject({ url: '/api/admin/analytics', headers: boss.auth });
      expect(res.statusCode).toBe(200);
      const a = res.json();
      const thisMonth = new Date().toISOString().slice(0, 7);
      const oldMonth = threeMonthsAgo.toISOString().slice(0, 7);
      expect(a.signups).toHaveLength(12);
      expect(a.signups.at(-1)).toEqual({ month: thisMonth, count: 3 });
      expect(a.signups.find((s: { month: string }) => s.month === oldMonth).count).toBe(1);
      expect(a.subscriptions).toEqual({ none: 2, classic: 1, cru: 0, trial: 1 });
      expect(a.revenue).toHaveLength(12);
      expect(a.revenue.at(-1)).toEqual({ month: thisMonth, amountCents: 999 });
      expect(a.revenue.find((r: { month: string }) => r.month === oldMonth).amountCents).toBe(999);
      expect(a.totals).toEqual({ users: 4, signupsLast30Days: 3, payingUsers: 1, revenueCents: 1998 });
    } finally {
      await t2.close();
    }
  });

  it('shows the outbox newest first', async () => {
    const email = uniqueEmail('outbox');
    await post('/api/admin/invites', { email });
    const res = await get('/api/admin/outbox');
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ to: email, status: 'stored', sentAt: null });
  });

  it('finds users by name or email and sets their plan, with a billing event', async () => {
    const u = await signUp(t.app, { name: 'Zelda Zinfandel' });
    const found = (await get('/api/admin/users?search=zinfandel')).json();
    expect(found.map((f: { id: string }) => f.id)).toEqual([u.user.id]);
    expect(found[0]).toMatchObject({ plan: null, role: 'user', email: u.user.email });
    expect((await get(`/api/admin/users?search=${encodeURIComponent('%')}`)).json()).toEqual([]);

    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${u.user.id}/plan`,
      headers: admin.auth,
      payload: { plan: 'cru' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().user).toMatchObject({ plan: 'cru', planSource: 'admin' });
    const me = (await t.app.inject({ url: '/api/me', headers: u.auth })).json();
    expect(me).toMatchObject({ plan: 'cru', planSource: 'admin', limits: { levels: [1, 2, 3, 4] } });
    const events = await t.database.db.select().from(billingEvent).where(eq(billingEvent.userId, u.user.id));
    expect(events).toMatchObject([{ kind: 'admin_set', plan: 'cru', amountCents: 0 }]);

    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${u.user.id}/plan`,
      headers: admin.auth,
      payload: { plan: null },
    });
    expect(cleared.json().user).toMatchObject({ plan: null, planSource: null });
    expect((await t.app.inject({ url: '/api/me', headers: u.auth })).json().plan).toBeNull();
  });

  it('refuses an unknown plan or user', async () => {
    const u = await signUp(t.app);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${u.user.id}/plan`,
      headers: admin.auth,
      payload: { plan: 'grand-cru' },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/users/nobody/plan',
      headers: admin.auth,
      payload: { plan: 'cru' },
    });
    expect(missing.statusCode).toBe(404);
    expect(await t.database.db.select().from(billingEvent).where(eq(billingEvent.userId, 'nobody'))).toHaveLength(0);
  });

  it('keeps the overview fields the admin page already reads', async () => {
    const res = await get('/api/admin/overview');
    expect(res.json()).toMatchObject({ users: expect.any(Number), admins: 1, defaults: expect.any(Object) });
  });
});
