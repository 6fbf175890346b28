import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_KEY_MAX_FAILURES } from '../../src/modules/admin/routes.ts';
import { createTestApp, linkFromOutbox, openLink, signUp, type TestApp } from '../helpers.ts';

const SECRET = 'cellar-door-secret-2026';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_SECRET: SECRET, ADMIN_EMAIL: 'Head.Somm@Example.com' });
});
afterAll(async () => {
  await t?.close();
});

describe('admin rights', () => {
  it('refuses the admin area to a normal user and to a visitor', async () => {
    const u = await signUp(t.app);
    expect((await t.app.inject({ url: '/api/admin/overview', headers: u.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/overview' })).statusCode).toBe(401);
  });

  it('grants admin to the user who offers the right key, on the server', async () => {
    const u = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/access',
      headers: u.auth,
      payload: { key: SECRET },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isAdmin: true });
    const me = (await t.app.inject({ url: '/api/me', headers: u.auth })).json();
    expect(me.isAdmin).toBe(true);
    const overview = await t.app.inject({ url: '/api/admin/overview', headers: u.auth });
    expect(overview.statusCode).toBe(200);
    expect(overview.json().users).toBeGreaterThanOrEqual(1);
  });

  it('refuses a wrong key, grants nothing, and stops trying after repeated failures', async () => {
    const u = await signUp(t.app);
    for (let i = 0; i < ADMIN_KEY_MAX_FAILURES; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/access',
        headers: u.auth,
        payload: { key: `guess-${i}` },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('ADMIN_KEY_INVALID');
    }
    // Even the right key is refused while the user is locked out.
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/access',
      headers: u.auth,
      payload: { key: SECRET },
    });
    expect(locked.statusCode).toBe(429);
    const me = (await t.app.inject({ url: '/api/me', headers: u.auth })).json();
    expect(me.isAdmin).toBe(false);
    expect((await t.app.inject({ url: '/api/admin/overview', headers: u.auth })).statusCode).toBe(403);
  });

  it('needs a signed-in user and a key', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/access', payload: { key: SECRET } })).statusCode,
    ).toBe(401);
    const u = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/access', headers: u.auth, payload: {} });
    expect(res.statusCode).toBe(400);
  });

  it('makes the configured admin email (any case) an admin only once its owner proves it', async () => {
    const u = await signUp(t.app, { email: 'head.somm@example.com' });
    expect(u.user).toMatchObject({ isAdmin: false });
    expect((await t.app.inject({ url: '/api/admin/overview', headers: u.auth })).statusCode).toBe(403);
    const res = await openLink(t.app, await linkFromOutbox(t, 'head.somm@example.com', '/api/admin/verify-email'));
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/me', headers: u.auth })).json().isAdmin).toBe(true);
    expect((await t.app.inject({ url: '/api/admin/overview', headers: u.auth })).statusCode).toBe(200);
  });

  it('does not let anyone move their account onto the admin email', async () => {
    const t2 = await createTestApp({ ADMIN_EMAIL: 'owner@example.com' });
    try {
      const u = await signUp(t2.app);
      const res = await t2.app.inject({
        method: 'POST',
        url: '/api/account/change-email',
        headers: u.auth,
        payload: { email: 'OWNER@example.com', currentPassword: u.password },
      });
      expect(res.statusCode).toBe(403);
      expect((await t2.app.inject({ url: '/api/me', headers: u.auth })).json().isAdmin).toBe(false);
    } finally {
      await t2.close();
    }
  });

  it('grants nothing by key when no admin secret is configured', async () => {
    const t2 = await createTestApp();
    try {
      const u = await signUp(t2.app);
      const res = await t2.app.inject({
        method: 'POST',
        url: '/api/admin/access',
        headers: u.auth,
        payload: { key: 'anything-at-all' },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await t2.close();
    }
  });
});

describe('developer mode', () => {
  it('opens every level with the developer limits and mock usage', async () => {
    const t2 = await createTestApp({ SOMMAI_DEV_MODE: '1' });
    try {
      const u = await signUp(t2.app);
      expect(u.user).toMatchObject({
        devMode: true,
        limits: { tokenLimit: 999999, imageLimit: 999999, levels: [1, 2, 3, 4] },
        usage: { tokensUsed: 1250, imagesUsed: 3 },
      });
    } finally {
      await t2.close();
    }
  });
});
