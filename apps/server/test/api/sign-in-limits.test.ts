import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFailure, verification } from '../../src/db/schema.ts';
import { createTestApp, linkFromOutbox, openLink, signUp, type TestApp, uniqueEmail } from '../helpers.ts';

const PASSWORD = 'correct horse battery';

async function signIn(t: TestApp, email: string, password: string, from: { ip?: string; forwarded?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { email, password },
    ...(from.ip ? { remoteAddress: from.ip } : {}),
    headers: from.forwarded ? { 'x-forwarded-for': from.forwarded } : {},
  });
}

describe('sign-in limits without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('ignores X-Forwarded-For: a guesser rotating it stays one address and is soon refused', async () => {
    const owner = await signUp(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await signIn(t, owner.user.email, `guess-${i}-wrong`, { forwarded: `10.9.${i}.${i + 1}` });
      codes.push(res.statusCode);
    }
    const tried = codes.filter((c) => c === 401).length;
    expect(tried).toBeGreaterThan(0);
    expect(tried).toBeLessThanOrEqual(10);
    expect(codes.filter((c) => c === 429).length).toBe(40 - tried);
    const refused = await signIn(t, owner.user.email, 'one more guess', { forwarded: '10.200.0.1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('SIGN_IN_LIMITED');
    expect(refused.json().error.message).toMatch(/sign-ins/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await t.database.db.select().from(signInFailure);
    expect(new Set(rows.filter((r) => r.email === owner.user.email).map((r) => r.ip))).toEqual(new Set(['127.0.0.1']));
    // The owner, from their own network, still gets in with the right password.
    expect((await signIn(t, owner.user.email, PASSWORD, { ip: '192.0.2.44' })).statusCode).toBe(200);
  });

  it('lets the owner in from another address while a shared address keeps failing on the account', async () => {
    const owner = await signUp(t.app);
    const neighbour = await signUp(t.app, { email: uniqueEmail('neighbour') });
    const shared = '203.0.113.9';
    for (let i = 0; i < 12; i++) {
      const res = await signIn(t, owner.user.email, `wrong-${i}`, { ip: shared });
      expect([401, 429]).toContain(res.statusCode);
    }
    expect((await signIn(t, owner.user.email, PASSWORD, { ip: '198.51.100.20' })).statusCode).toBe(200);
    // Someone else behind the same shared address signs in to their own account.
    expect((await signIn(t, neighbour.user.email, PASSWORD, { ip: shared })).statusCode).toBe(200);
  });
});

describe('sign-in limits behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('honours the hop, but a guesser rotating addresses is stopped per account', async () => {
    const email = uniqueEmail('target');
    const signUpRes = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      headers: { 'x-forwarded-for': '198.51.100.7' },
      payload: { name: 'Target', email, password: PASSWORD },
    });
    expect(signUpRes.statusCode).toBe(201);
    const codes: number[] = [];
    for (let i = 0; i < 60; i++) {
      const res = await signIn(t, email, `guess-${i}-wrong`, { forwarded: `10.${i}.0.${i + 1}` });
      codes.push(res.statusCode);
    }
    const tried = codes.filter((c) => c === 401).length;
    expect(tried).toBeGreaterThan(0);
    expect(tried).toBeLessThanOrEqual(10);
    const rows = (await t.database.db.select().from(signInFailure)).filter((r) => r.email === email);
    expect(new Set(rows.map((r) => r.ip)).size).toBe(rows.length); // each guess counted from its own address
    expect(rows[0].ip).toMatch(/^10\./);
    // Under attack: the right password from yet another new address waits too…
    const fresh = await signIn(t, email, PASSWORD, { forwarded: '10.250.250.250' });
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().error.message).toMatch(/device you have used before/);
    // …while the owner's own address (where the account was opened) still gets in.
    expect((await signIn(t, email, PASSWORD, { forwarded: '198.51.100.7' })).statusCode).toBe(200);
  });

  it('limits admin keys per address as well as per account', async () => {
    const t2 = await createTestApp({ TRUST_PROXY: 'true', ADMIN_SECRET: 'cellar-door-secret-2026' });
    try {
      const users = [await signUp(t2.app), await signUp(t2.app), await signUp(t2.app), await signUp(t2.app)];
      const codes: number[] = [];
      for (const u of users.slice(0, 3)) {
        for (let i = 0; i < 5; i++) {
          const res = await t2.app.inject({
            method: 'POST',
            url: '/api/admin/access',
            headers: { ...u.auth, 'x-forwarded-for': '203.0.113.50' },
            payload: { key: `guess-${i}` },
          });
          codes.push(res.statusCode);
        }
      }
      expect(codes.filter((c) => c === 403).length).toBe(10);
      expect(codes.filter((c) => c === 429).length).toBe(5);
      const right = (u: (typeof users)[number], ip: string) =>
        t2.app.inject({
          method: 'POST',
          url: '/api/admin/access',
          headers: { ...u.auth, 'x-forwarded-for': ip },
          payload: { key: 'cellar-door-secret-2026' },
        });
      expect((await right(users[3], '203.0.113.50')).statusCode).toBe(429);
      expect((await right(users[3], '198.51.100.99')).statusCode).toBe(200);
    } finally {
      await t2.close();
    }
  });
});

describe('secrets in the log', () => {
  it('never writes the admin key, a password or a bearer token', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const secret = 'cellar-door-secret-2026';
    const t = await createTestApp({ LOG_LEVEL: 'info', ADMIN_SECRET: secret }, { logStream: stream });
    try {
      const password = 'my very private password';
      const u = await signUp(t.app, { password });
      await t.app.inject({ url: `/app/admin?key=${secret}` });
      await t.app.inject({ url: `/app/admin?tab=users&KEY=${encodeURIComponent(secret)}` });
      await signIn(t, u.user.email, password);
      await signIn(t, u.user.email, `${password}-wrong`);
      await t.app.inject({ url: '/api/me', headers: u.auth });
      await t.app.inject({ url: `/api/me?token=${u.token}`, headers: { cookie: `session=${u.token}` } });
      await t.app.inject({ method: 'POST', url: '/api/admin/access', headers: u.auth, payload: { key: secret } });
      const log = lines.join('');
      expect(log).toContain('/app/admin?key=[redacted]');
      expect(log).toContain('tab=users');
      expect(log).not.toContain(secret);
      expect(log).not.toContain(encodeURIComponent(secret));
      expect(log).not.toContain(password);
      expect(log).not.toContain(u.token);
      expect(log).not.toContain(u.token.split('.')[0]);
    } finally {
      await t.close();
    }
  });
});

describe('the admin email must be proven', () => {
  let t: TestApp;
  const lines: string[] = [];
  const ADMIN = 'cellar.master@sommai.test';
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    t = await createTestApp({ ADMIN_EMAIL: ADMIN, LOG_LEVEL: 'info' }, { logStream: stream });
  });
  afterAll(async () => t?.close());

  it('grants admin only after the link, once, and to that account only', async () => {
    const squatter = await signUp(t.app, { email: ADMIN.toUpperCase() });
    expect(squatter.user).toMatchObject({ isAdmin: false });
    expect((await t.app.inject({ url: '/api/admin/overview', headers: squatter.auth })).statusCode).toBe(403);
    // Without SMTP, the one-time link is printed in the log for the operator (and kept for the owner).
    const link = await linkFromOutbox(t, ADMIN, '/api/admin/verify-email');
    expect(lines.join('')).toContain(link);

    const other = await signUp(t.app);
    const u = new URL(link);
    const opened = await t.app.inject({ url: `${u.pathname}${u.search}`, headers: other.auth });
    expect(opened.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/me', headers: other.auth })).json().isAdmin).toBe(false);
    expect((await t.app.inject({ url: '/api/me', headers: squatter.auth })).json().isAdmin).toBe(true);
    // Single use: the same link again grants nothing and says so.
    const again = await openLink(t.app, link);
    expect(again.statusCode).toBe(400);
    expect(again.body).toMatch(/already used/);
    // The request line of the opened link does not keep the token.
    expect(lines.join('')).toContain('/api/admin/verify-email?token=[redacted]');
  });

  it('prints a fresh link at start-up while the admin email is not proven, and the older link stops working', async () => {
    const logged: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => logged.push(chunk.toString()));
    const t2 = await createTestApp({ ADMIN_EMAIL: 'cellar@sommai.test', LOG_LEVEL: 'info' }, { logStream: stream });
    try {
      const owner = await signUp(t2.app, { email: 'cellar@sommai.test' });
      const first = await linkFromOutbox(t2, 'cellar@sommai.test', '/api/admin/verify-email');
      await t2.app.listen({ port: 0, host: '127.0.0.1' });
      await expect.poll(() => logged.filter((l) => l.includes('/api/admin/verify-email?token=')).length).toBe(2);
      const atStart = await linkFromOutbox(t2, 'cellar@sommai.test', '/api/admin/verify-email');
      expect(atStart).not.toBe(first);
      expect(logged.join('')).toContain(atStart);
      expect((await openLink(t2.app, first)).statusCode).toBe(400);
      expect((await openLink(t2.app, atStart)).statusCode).toBe(200);
      expect((await t2.app.inject({ url: '/api/me', headers: owner.auth })).json().isAdmin).toBe(true);
    } finally {
      await t2.close();
    }
  });

  it('refuses a forged or expired link, and only the admin-email account may ask for one', async () => {
    const t2 = await createTestApp({ ADMIN_EMAIL: 'sommelier@sommai.test' });
    try {
      const owner = await signUp(t2.app, { email: 'sommelier@sommai.test' });
      const link = await linkFromOutbox(t2, 'sommelier@sommai.test', '/api/admin/verify-email');
      expect((await t2.app.inject({ url: '/api/admin/verify-email?token=forged' })).statusCode).toBe(400);
      await t2.database.db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) });
      expect((await openLink(t2.app, link)).statusCode).toBe(400);
      expect((await t2.app.inject({ url: '/api/me', headers: owner.auth })).json().isAdmin).toBe(false);

      const stranger = await signUp(t2.app);
      const asked = await t2.app.inject({ method: 'POST', url: '/api/admin/verify-email', headers: stranger.auth });
      expect(asked.statusCode).toBe(403);
      const resent = await t2.app.inject({ method: 'POST', url: '/api/admin/verify-email', headers: owner.auth });
      expect(resent.statusCode).toBe(200);
      const fresh = await linkFromOutbox(t2, 'sommelier@sommai.test', '/api/admin/verify-email');
      expect(fresh).not.toBe(link);
      expect((await openLink(t2.app, fresh)).statusCode).toBe(200);
      expect((await t2.app.inject({ url: '/api/me', headers: owner.auth })).json().isAdmin).toBe(true);
    } finally {
      await t2.close();
    }
  });
});
