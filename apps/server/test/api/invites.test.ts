import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvent, invite, user } from '../../src/db/schema.ts';
import { createTestApp, signUp, signUpAdmin, type TestApp, uniqueEmail } from '../helpers.ts';

const ADMIN_EMAIL = 'inviter@sommai.test';
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL, SESSION_CACHE_MS: '0' });
  admin = await signUpAdmin(t, { email: ADMIN_EMAIL, name: 'Inviter' });
});
afterAll(async () => {
  await t?.close();
});

async function invited(payload: { email: string; role?: string; accessLevel?: string }) {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/invites', headers: admin.auth, payload });
  expect(res.statusCode).toBe(201);
  const { invite: created, link } = res.json();
  const code = new URL(link).pathname.split('/').pop() as string;
  return { id: created.id as string, code, link: link as string };
}

const check = async (code: string) => (await t.app.inject({ url: `/api/invites/${code}` })).json();
const accept = (code: string, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/invites/${code}/accept`, headers });

describe('GET /api/invites/:code', () => {
  it('shows a valid invite with its email, role and access', async () => {
    const email = uniqueEmail('valid');
    const { code } = await invited({ email, role: 'sommelier', accessLevel: 'basic' });
    expect(await check(code)).toEqual({
      status: 'valid',
      email,
      role: 'sommelier',
      accessLevel: 'basic',
      productName: 'SommAI',
    });
  });

  it.each([
    'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'short',
    'has spaces and % signs',
    'x'.repeat(90),
    "'; drop table invite; --",
  ])('calls %s invalid, never an error', async (code) => {
    const res = await t.app.inject({ url: `/api/invites/${encodeURIComponent(code)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'invalid', productName: 'SommAI' });
  });

  it('calls an invite past its expiry expired, without its details', async () => {
    const { id, code } = await invited({ email: uniqueEmail('late') });
    await t.database.db
      .update(invite)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invite.id, id));
    expect(await check(code)).toEqual({ status: 'expired', productName: 'SommAI' });
  });
});

describe('POST /api/invites/:code/accept', () => {
  it('gives a premium invite the Cru plan, the role and access, marks it active and says welcome', async () => {
    const email = uniqueEmail('Premium.Pro');
    const { id, code } = await invited({ email: email.toUpperCase(), role: 'wine_educator' });
    const u = await signUp(t.app, { email, name: 'Pat Pro' });
    const res = await accept(code, u.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      user: {
        id: u.user.id,
        plan: 'cru',
        planSource: 'invite',
        professionalRole: 'wine_educator',
        accessLevel: 'premium',
        isAdmin: false,
        limits: { tokenLimit: 500000, imageLimit: 200, levels: [1, 2, 3, 4] },
      },
    });
    const [row] = await t.database.db.select().from(invite).where(eq(invite.id, id));
    expect(row).toMatchObject({ status: 'active', acceptedBy: u.user.id });
    expect(row.acceptedAt).toBeInstanceOf(Date);
    expect(await check(code)).toEqual({ status: 'used', productName: 'SommAI' });

    const messages = (await t.app.inject({ url: `/api/messages/user/${u.user.id}`, headers: u.auth })).json().data;
    expect(messages[0]).toMatchObject({ message_type: 'welcome', title: 'Welcome to SommAI!' });
    const events = await t.database.db.select().from(billingEvent).where(eq(billingEvent.userId, u.user.id));
    expect(events).toMatchObject([{ kind: 'invite', plan: 'cru' }]);

    // The same person accepting again (a double click) changes nothing and still succeeds.
    const again = await accept(code, u.auth);
    expect(again.statusCode).toBe(200);
    expect(await t.database.db.select().from(billingEvent).where(eq(billingEvent.userId, u.user.id))).toHaveLength(1);
  });

  it('gives an admin invite admin rights, and a basic invite no plan', async () => {
    const adminEmail = uniqueEmail('new.admin');
    const a = await invited({ email: adminEmail, accessLevel: 'admin' });
    const newAdmin = await signUp(t.app, { email: adminEmail });
    expect((await accept(a.code, newAdmin.auth)).json().user).toMatchObject({ isAdmin: true, plan: 'cru' });
    expect((await t.app.inject({ url: '/api/admin/overview', headers: newAdmin.auth })).statusCode).toBe(200);

    const basicEmail = uniqueEmail('basic');
    const b = await invited({ email: basicEmail, role: 'sommelier', accessLevel: 'basic' });
    const basic = await signUp(t.app, { email: basicEmail });
    expect((await accept(b.code, basic.auth)).json().user).toMatchObject({
      isAdmin: false,
      plan: null,
      professionalRole: 'sommelier',
      accessLevel: 'basic',
    });
  });

  it('refuses a signed-in account with another email, saying which email the invite is for', async () => {
    const email = uniqueEmail('intended');
    const { id, code } = await invited({ email });
    const other = await signUp(t.app);
    const res = await accept(code, other.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'INVITE_EMAIL_MISMATCH' });
    expect(res.json().error.message).toContain(email);
    const [row] = await t.database.db.select().from(invite).where(eq(invite.id, id));
    expect(row.status).toBe('pending');
    const [u] = await t.database.db.select().from(user).where(eq(user.id, other.user.id));
    expect(u).toMatchObject({ plan: null, professionalRole: null, accessLevel: null });
  });

  it('refuses a code used by someone else', async () => {
    const email = uniqueEmail('first');
    const { code } = await invited({ email });
    const first = await signUp(t.app, { email });
    expect((await accept(code, first.auth)).statusCode).toBe(200);
    const second = await signUp(t.app);
    const res = await accept(code, second.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'INVITE_USED', message: 'This invite has already been used.' });
    const [u] = await t.database.db.select().from(user).where(eq(user.id, second.user.id));
    expect(u.plan).toBeNull();
  });

  it('refuses an expired code and changes nothing', async () => {
    const email = uniqueEmail('expired');
    const { id, code } = await invited({ email });
    await t.database.db
      .update(invite)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invite.id, id));
    const u = await signUp(t.app, { email });
    const res = await accept(code, u.auth);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe('INVITE_EXPIRED');
    const [row] = await t.database.db.select().from(invite).where(eq(invite.id, id));
    expect(row.status).toBe('pending');
    expect((await t.app.inject({ url: '/api/me', headers: u.auth })).json().plan).toBeNull();
  });

  it('refuses an unknown code and a visitor', async () => {
    const u = await signUp(t.app);
    const res = await accept('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', u.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('INVITE_INVALID');
    const { code } = await invited({ email: uniqueEmail('visitor') });
    expect((await accept(code)).statusCode).toBe(401);
  });

  it('keeps a paid Cru subscription as it is when a premium invite is accepted', async () => {
    const email = uniqueEmail('subscriber');
    const { code } = await invited({ email });
    const u = await signUp(t.app, { email });
    await t.database.db
      .update(user)
      .set({ plan: 'cru', planSource: 'stripe', stripeSubscriptionId: 'sub_1' })
      .where(eq(user.id, u.user.id));
    const res = await accept(code, u.auth);
    expect(res.json().user).toMatchObject({ plan: 'cru', planSource: 'stripe', accessLevel: 'premium' });
  });
});
