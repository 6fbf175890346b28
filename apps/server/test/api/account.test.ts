import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp, uniqueEmail } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('sign-up', () => {
  it('creates an account, returns a bearer token and the user with the signed-in defaults', async () => {
    const email = uniqueEmail('Mixed.Case');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: { name: 'Ann Taster', email, password: 'a long password' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toMatch(/\S{20,}/);
    expect(body.user).toMatchObject({
      name: 'Ann Taster',
      email: email.toLowerCase(),
      isAdmin: false,
      plan: null,
      limits: { tokenLimit: 10000, imageLimit: 5, levels: [1, 2] },
      usage: { tokensUsed: 0, imagesUsed: 0 },
    });
    const me = await t.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(body.user.id);
  });

  it('stores the password hashed, never as given', async () => {
    const { user, password } = await signUp(t.app);
    const rows = await t.database.db.query.account.findMany({ where: (a, { eq }) => eq(a.userId, user.id) });
    expect(rows).toHaveLength(1);
    expect(rows[0].password).toBeTruthy();
    expect(rows[0].password).not.toContain(password);
  });

  it.each([
    [{}, 'name'],
    [{ name: '', email: 'a@b.co', password: 'longenough' }, 'name'],
    [{ name: 'A', email: 'not-an-email', password: 'longenough' }, 'email'],
    [{ name: 'A', email: 'a@b.co', password: 'short' }, 'password'],
    [{ name: 'A'.repeat(101), email: 'a@b.co', password: 'longenough' }, 'name'],
    [{ name: 42, email: 'a@b.co', password: 'longenough' }, 'name'],
  ])('refuses %j with a 400 naming the field', async (payload, field) => {
    const before = await t.database.db.query.user.findMany();
    const res = await t.app.inject({ method: 'POST', url: '/api/account/sign-up', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
    expect(res.json().error.fields[field]).toBeTruthy();
    expect(await t.database.db.query.user.findMany()).toHaveLength(before.length);
  });

  it('refuses a duplicate email, whatever its case, and keeps the first account', async () => {
    const email = uniqueEmail('dup');
    await signUp(t.app, { email, password: 'first password' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: { name: 'Other', email: email.toUpperCase(), password: 'second password' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('EMAIL_TAKEN');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email, password: 'first password' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses malformed JSON and an overlong body without storing anything', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBeTruthy();
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: { name: 'x', email: 'huge@example.com', password: 'p'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('BODY_TOO_LARGE');
    const users = await t.database.db.query.user.findMany({ where: (u, { eq }) => eq(u.email, 'huge@example.com') });
    expect(users).toHaveLength(0);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and gives the same message for a wrong password and an unknown email', async () => {
    const { user, password } = await signUp(t.app);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email: user.email, password },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.id).toBe(user.id);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email: user.email, password: 'not the password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email: uniqueEmail('nobody'), password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe('Invalid email or password');
  });

  it('sign-out ends the session on the server: the token no longer works', async () => {
    const { auth } = await signUp(t.app);
    expect((await t.app.inject({ url: '/api/me', headers: auth })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/account/sign-out', headers: auth });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/me', headers: auth })).statusCode).toBe(401);
  });

  it('refuses a missing, forged or expired bearer token', async () => {
    expect((await t.app.inject({ url: '/api/me' })).statusCode).toBe(401);
    const forged = await t.app.inject({ url: '/api/me', headers: { authorization: 'Bearer forged-token-value' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('UNAUTHORIZED');

    const { auth, token } = await signUp(t.app);
    const { session } = await import('../../src/db/schema.ts');
    const { eq } = await import('drizzle-orm');
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, token));
    expect((await t.app.inject({ url: '/api/me', headers: auth })).statusCode).toBe(401);
  });
});

describe('profile', () => {
  it('edits the name of the signed-in user only; the email does not change this way', async () => {
    const a = await signUp(t.app, { name: 'Alice' });
    const b = await signUp(t.app, { name: 'Bob' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: a.auth,
      payload: { name: 'Alice Cooper' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Alice Cooper', email: a.user.email });
    const bob = await t.app.inject({ url: '/api/me', headers: b.auth });
    expect(bob.json().name).toBe('Bob');
    const moved = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: a.auth,
      payload: { email: uniqueEmail('alice.new') },
    });
    expect(moved.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/me', headers: a.auth })).json().email).toBe(a.user.email);
  });

  it("refuses another user's email, an empty name, unknown fields and an empty change", async () => {
    const a = await signUp(t.app, { name: 'Carol' });
    const b = await signUp(t.app);
    const cases = [
      [{ email: b.user.email }, 400],
      [{ name: '   ' }, 400],
      [{ role: 'admin' }, 400],
      [{}, 400],
    ] as const;
    for (const [payload, status] of cases) {
      const res = await t.app.inject({ method: 'PATCH', url: '/api/me', headers: a.auth, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
    }
    const me = (await t.app.inject({ url: '/api/me', headers: a.auth })).json();
    expect(me).toMatchObject({ name: 'Carol', email: a.user.email, isAdmin: false });
  });
});
