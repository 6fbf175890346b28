import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../../src/db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_MS: '0' });
});
afterAll(async () => {
  await t?.close();
});

async function signIn(email: string, password: string, agent = 'Test Browser/1.0') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    headers: { 'user-agent': agent },
    payload: { email, password },
  });
  return { status: res.statusCode, auth: { authorization: `Bearer ${res.json().token}` } };
}
const me = (auth: Record<string, string>) => t.app.inject({ url: '/api/me', headers: auth });

describe('change password', () => {
  it('changes the password, keeps this device signed in and signs every other device out', async () => {
    const u = await signUp(t.app);
    const laptop = await signIn(u.user.email, u.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/change-password',
      headers: u.auth,
      payload: { currentPassword: u.password, newPassword: 'a brand new passphrase' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await me(u.auth)).statusCode).toBe(200);
    expect((await me(laptop.auth)).statusCode).toBe(401);
    expect((await signIn(u.user.email, u.password)).status).toBe(401);
    expect((await signIn(u.user.email, 'a brand new passphrase')).status).toBe(200);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const u = await signUp(t.app);
    const laptop = await signIn(u.user.email, u.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/change-password',
      headers: u.auth,
      payload: { currentPassword: 'not my password', newPassword: 'a brand new passphrase' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: 'Your current password is not correct.',
    });
    expect((await me(laptop.auth)).statusCode).toBe(200);
    expect((await signIn(u.user.email, u.password)).status).toBe(200);
  });

  it.each([
    [{ newPassword: 'a brand new passphrase' }, 'currentPassword'],
    [{ currentPassword: 'x', newPassword: 'short' }, 'newPassword'],
    [{ currentPassword: 'x' }, 'newPassword'],
  ])('refuses %j', async (payload, field) => {
    const u = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/account/change-password', headers: u.auth, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBeTruthy();
  });

  it('refuses the current password as the new one', async () => {
    const u = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/change-password',
      headers: u.auth,
      payload: { currentPassword: u.password, newPassword: u.password },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.newPassword).toBeTruthy();
  });
});

describe('login history and signing out devices', () => {
  it("lists the user's own signed-in devices with where they came from, marking this one", async () => {
    const u = await signUp(t.app);
    await signIn(u.user.email, u.password, 'Phone Browser/2.0');
    const other = await signUp(t.app);
    const res = await t.app.inject({ url: '/api/account/sessions', headers: u.auth });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(2);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(list[0]).toMatchObject({ userAgent: 'Phone Browser/2.0', ipAddress: '127.0.0.1', current: false });
    expect(list[0].createdAt).toEqual(expect.any(String));
    expect(list[0].expiresAt).toEqual(expect.any(String));
    const otherIds = (await t.database.db.select().from(session).where(eq(session.userId, other.user.id))).map(
      (s) => s.id,
    );
    expect(list.map((s: { id: string }) => s.id)).not.toContain(otherIds[0]);
  });

  it('signs one device out, and never another user’s', async () => {
    const u = await signUp(t.app);
    const phone = await signIn(u.user.email, u.password);
    const list = (await t.app.inject({ url: '/api/account/sessions', headers: u.auth })).json();
    const phoneSession = list.find((s: { current: boolean }) => !s.current);

    const stranger = await signUp(t.app);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${phoneSession.id}`,
      headers: stranger.auth,
    });
    expect(refused.statusCode).toBe(404);
    expect((await me(phone.auth)).statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${phoneSession.id}`,
      headers: u.auth,
    });
    expect(res.statusCode).toBe(200);
    expect((await me(phone.auth)).statusCode).toBe(401);
    expect((await me(u.auth)).statusCode).toBe(200);
  });

  it('signs out everywhere but here', async () => {
    const u = await signUp(t.app);
    const a = await signIn(u.user.email, u.password);
    const b = await signIn(u.user.email, u.password);
    const res = await t.app.inject({ method: 'POST', url: '/api/account/sign-out-everywhere', headers: u.auth });
    expect(res.json()).toEqual({ success: true, signedOut: 2 });
    expect((await me(a.auth)).statusCode).toBe(401);
    expect((await me(b.auth)).statusCode).toBe(401);
    expect((await me(u.auth)).statusCode).toBe(200);
  });

  it('notes when the user was last active', async () => {
    const u = await signUp(t.app);
    await me(u.auth);
    const [row] = await t.database.db.select().from(user).where(eq(user.id, u.user.id));
    expect(row.lastActiveAt?.getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Within the hour it is not written again.
    const earlier = new Date(Date.now() - 10 * 60_000);
    await t.database.db.update(user).set({ lastActiveAt: earlier }).where(eq(user.id, u.user.id));
    await me(u.auth);
    const [again] = await t.database.db.select().from(user).where(eq(user.id, u.user.id));
    expect(again.lastActiveAt?.getTime()).toBe(earlier.getTime());
  });
});

describe('email preferences', () => {
  it('starts with everything on, saves changes and keeps them', async () => {
    const u = await signUp(t.app);
    const get = () => t.app.inject({ url: '/api/account/email-preferences', headers: u.auth });
    expect((await get()).json()).toEqual({ product: true, learning: true, announcements: true });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/account/email-preferences',
      headers: u.auth,
      payload: { announcements: false },
    });
    expect(res.json()).toEqual({ product: true, learning: true, announcements: false });
    await t.app.inject({
      method: 'PUT',
      url: '/api/account/email-preferences',
      headers: u.auth,
      payload: { learning: false },
    });
    expect((await get()).json()).toEqual({ product: true, learning: false, announcements: false });
  });

  it.each([{}, { product: 'yes' }, { marketing: true }])('refuses %j', async (payload) => {
    const u = await signUp(t.app);
    const res = await t.app.inject({ method: 'PUT', url: '/api/account/email-preferences', headers: u.auth, payload });
    expect(res.statusCode).toBe(400);
    const get = await t.app.inject({ url: '/api/account/email-preferences', headers: u.auth });
    expect(get.json()).toEqual({ product: true, learning: true, announcements: true });
  });

  it('needs a signed-in user for every settings route', async () => {
    for (const [method, url] of [
      ['POST', '/api/account/change-password'],
      ['GET', '/api/account/sessions'],
      ['DELETE', '/api/account/sessions/x'],
      ['POST', '/api/account/sign-out-everywhere'],
      ['GET', '/api/account/email-preferences'],
      ['PUT', '/api/account/email-preferences'],
    ]) {
      expect((await t.app.inject({ method: method as 'GET', url })).statusCode).toBe(401);
    }
  });
});
