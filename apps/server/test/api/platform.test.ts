import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_SECRET: 'a-secret-that-stays-home', SUPPORT_EMAIL: 'help@winebar.example' });
});
afterAll(async () => {
  await t?.close();
});

describe('health and public config', () => {
  it('reports versions and the defaults in use', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'ok', name: 'SommAI' });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.node).toMatch(/^24\./);
    expect(Object.keys(body.defaults)).toEqual(
      expect.arrayContaining(['database', 'storage', 'ai', 'images', 'email', 'payments']),
    );
    expect(body.defaults.database).toMatch(process.env.TEST_DB === 'postgres' ? /PostgreSQL/ : /PGlite/);
    expect(body.defaults.ai).toMatch(/knowledge engine/);
  });

  it('gives the browser its links and switches, never a secret', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ productName: 'SommAI', supportEmail: 'help@winebar.example' });
    expect(res.body).not.toContain('a-secret-that-stays-home');
    expect(res.body).not.toContain(t.config.authSecret);
  });
});

describe('security baseline', () => {
  it('sends security headers with a strict content security policy', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'( 'nonce-[^']+')?;/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers unknown API paths with a JSON 404 and never a stack trace', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{{{',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('slows down repeated failed sign-ins', async () => {
    const t2 = await createTestApp();
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await t2.app.inject({
          method: 'POST',
          url: '/api/account/sign-in',
          payload: { email: 'x@example.com', password: 'whatever1' },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
      expect(codes.slice(3)).toEqual([429, 429]);
    } finally {
      await t2.close();
    }
  });
});
