import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { LANDING_SLOTS } from '@sommai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/index.ts';
import { FileStore } from '../../src/lib/storage.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_SECRET: 'a-secret-that-stays-home', SUPPORT_EMAIL: 'help@winebar.example' });
});
afterAll(async () => {
  await t?.close();
});

describe('health and public config', () => {
  it('says it is alive and nothing about its configuration or versions', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.body).not.toContain(process.versions.node);
    expect(res.body).not.toMatch(/PGlite|PostgreSQL|knowledge engine/);
  });

  it('is ready when the database and file storage can be used', async () => {
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready', database: 'ok', storage: 'ok' });
  });

  it('uses a plain incoming X-Request-Id and echoes it, and makes its own for anything else', async () => {
    const given = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-7f3a9c21-0001' } });
    expect(given.headers['x-request-id']).toBe('lb-7f3a9c21-0001');
    const hostile = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'a b<script>' } });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await t.app.inject({ url: '/api/health' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
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

  it("gives the app's page a fresh nonce in its policy on every load, and the page the same nonce", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sommai-nonce-'));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    config.webDist = path.join(dataDir, 'web');
    mkdirSync(config.webDist);
    writeFileSync(path.join(config.webDist, 'index.html'), '<style nonce="__CSP_NONCE__"> </style>');
    const database = await openDatabase({ ...config, inMemory: true });
    const app = await buildApp(config, { database, logger: false });
    try {
      const nonces = [];
      for (const url of ['/', '/app/dashboard']) {
        const res = await app.inject({ url });
        expect(res.statusCode).toBe(200);
        const page = /nonce="([0-9a-f]{32})"/.exec(res.body)?.[1];
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toMatch(new RegExp(`style-src 'self' 'nonce-${page}'`));
        expect(csp).toMatch(/script-src 'self' 'nonce-[0-9a-f]{32}'/);
        expect(csp).toContain("frame-ancestors 'none'");
        nonces.push(page);
      }
      expect(nonces[0]).not.toBe(nonces[1]);
      // Answers other than the page carry the same policy without nonces.
      const api = await app.inject({ url: '/api/health' });
      expect(String(api.headers['content-security-policy'])).not.toContain('nonce-');
    } finally {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('serves the prerendered landing page for / with its links, the year, no nonce, compressed', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sommai-landing-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      BRAND_URL: 'https://winery.example/?a=1&b=2',
      INSTAGRAM_URL: '',
    });
    config.webDist = path.join(dataDir, 'web');
    mkdirSync(config.webDist);
    writeFileSync(path.join(config.webDist, 'index.html'), '<style nonce="__CSP_NONCE__"> </style>');
    const slot = (name: keyof typeof LANDING_SLOTS) => LANDING_SLOTS[name];
    writeFileSync(
      path.join(config.webDist, 'landing.html'),
      `<h1>Landing</h1><a target="_blank" href="${slot('brandUrl')}">Brand</a>` +
        `<a target="_blank" href="${slot('instagramUrl')}" aria-label="Instagram"><svg></svg></a>` +
        `<ul><li><a href="${slot('privacyUrl')}">Privacy</a></li><li><a href="${slot('termsUrl')}">Terms</a></li></ul>` +
        `<p>© ${slot('year')} SommAI</p>`,
    );
    const database = await openDatabase({ ...config, inMemory: true });
    const app = await buildApp(config, { database, logger: false });
    try {
      const res = await app.inject({ url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<h1>Landing</h1>');
      expect(res.body).toContain('href="https://winery.example/?a=1&amp;b=2"');
      expect(res.body).toContain('<li><a href="/privacy.html">Privacy</a></li>');
      expect(res.body).toContain('<li><a href="/terms.html">Terms</a></li>');
      // An Instagram address set to nothing takes the link away.
      expect(res.body).not.toContain('Instagram');
      expect(res.body).toContain(`© ${new Date().getFullYear()} SommAI`);
      expect(res.body).not.toContain('__SOMMAI_');
      expect(String(res.headers['content-security-policy'])).not.toContain('nonce-');

      const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(res.body);
      const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'br;q=0, gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(res.body);
      const again = await app.inject({ url: '/', headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode).toBe(304);

      // The file itself is not served under its own name; the app's other pages stay the app.
      expect((await app.inject({ url: '/landing.html' })).body).not.toContain('<h1>Landing</h1>');
      expect((await app.inject({ url: '/app/dashboard' })).body).toMatch(/nonce="[0-9a-f]{32}"/);
    } finally {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
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

describe('metrics', () => {
  it('has no /metrics without METRICS_TOKEN', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });

  it('shows request counts, latency per route and event-loop lag only to the bearer of METRICS_TOKEN', async () => {
    const token = 'scrape-token-0123456789';
    const m = await createTestApp({ METRICS_TOKEN: token });
    try {
      await m.app.inject({ url: '/api/health' });
      expect((await m.app.inject({ url: '/metrics' })).statusCode).toBe(401);
      const wrong = await m.app.inject({ url: '/metrics', headers: { authorization: 'Bearer scrape-token-wrong-00' } });
      expect(wrong.statusCode).toBe(401);
      const res = await m.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status_code="200"\} 1/);
      expect(res.body).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health"}');
      expect(res.body).toContain('nodejs_eventloop_lag_p99_seconds');
    } finally {
      await m.close();
    }
  });
});

describe('readiness', () => {
  it('is not ready when file storage cannot be written', async () => {
    const r = await createTestApp(
      {},
      {
        build: (dataDir) => {
          writeFileSync(path.join(dataDir, 'not-a-folder'), '');
          return { files: new FileStore(path.join(dataDir, 'not-a-folder')) };
        },
      },
    );
    try {
      const res = await r.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'not ready', database: 'ok', storage: 'unreachable' });
      expect((await r.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await r.close();
    }
  });
});
