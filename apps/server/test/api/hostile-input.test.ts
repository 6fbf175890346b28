// Every JSON route, for a signed-in user and an admin, with hostile input: control characters,
// 1 MB strings, wrong types, arrays where objects belong. Nothing may answer 500, and the server
// still answers /api/health afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '../../src/app.ts';
import { createTestApp, signUp, type TestApp } from '../helpers.ts';

let t: TestApp;
const SECRET = 'cellar-door-secret-2026';
beforeAll(async () => {
  t = await createTestApp({ ADMIN_SECRET: SECRET, SESSION_CACHE_MS: '0' });
});
afterAll(async () => t?.close());

const NUL = 'Pinot\u0000Noir';
const FIELDS = [
  'name',
  'email',
  'title',
  'content',
  'message',
  'subject',
  'text',
  'question',
  'prompt',
  'search',
  'key',
  'password',
  'currentPassword',
  'newPassword',
  'plan',
  'level',
  'voiceMode',
  'group',
  'recipients',
  'messageType',
  'topic',
  'description',
  'answer',
  'code',
  'label',
];
const big = 'x'.repeat(1024 * 1024);
const every = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));

const bodies: { label: string; payload: unknown; nulField?: boolean }[] = [
  { label: 'NUL in every field', payload: every(NUL), nulField: true },
  { label: 'NUL in a nested field', payload: { ...every('ok'), messages: [{ role: 'user', content: NUL }] } },
  { label: 'NUL in a key', payload: { 'na\u0000me': 'x' } },
  { label: 'numbers for strings', payload: every(12345) },
  { label: 'objects for strings', payload: every({ $ne: null }) },
  { label: 'an array for the body', payload: [every('x'), 1, null] },
  { label: 'null body', payload: null },
  { label: 'a bare string body', payload: 'just text' },
  { label: '1 MB strings', payload: { name: big, content: big } },
];

// Ends the caller's own session or account: the sweep would sign itself out halfway.
const SKIP = /sign-out|\/sessions|account\/delete|\/api\/account$/;

/** A crash; 501 is the deliberate answer of a feature this server has not set up (payments, transcription). */
const broken = (status: number) => status === 500 || status > 501;

function concrete(url: string) {
  return url.replace(/:(\w+)/g, 'x-1').replace(/\*$/, 'x');
}

async function sweep(auth: { authorization: string }) {
  const routes = routeList(t.app).filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !SKIP.test(r.url));
  expect(routes.length).toBeGreaterThan(40);
  const failures: string[] = [];
  for (const route of routes) {
    const url = concrete(route.url);
    const hasBody = !['GET', 'DELETE', 'OPTIONS'].includes(route.method);
    const queries = [`?search=${encodeURIComponent(NUL)}&q=${encodeURIComponent(NUL)}`, '?search=a&search=b&limit=abc'];
    for (const q of queries) {
      const res = await t.app.inject({ method: route.method as 'GET', url: `${url}${q}`, headers: auth });
      if (broken(res.statusCode))
        failures.push(`${route.method} ${url}${q} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    if (!hasBody) continue;
    for (const body of bodies) {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: JSON.stringify(body.payload),
      });
      if (broken(res.statusCode))
        failures.push(`${route.method} ${url} (${body.label}) → ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
  }
  return failures;
}

// A sweep sends nine bodies, two of them 1 MB, to each of about 150 routes: more than the default
// test time on a busy machine.
const SWEEP_MS = 120_000;

describe('hostile input on every JSON route', () => {
  it('never answers 500 to a signed-in user', { timeout: SWEEP_MS }, async () => {
    const u = await signUp(t.app);
    expect(await sweep(u.auth)).toEqual([]);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('never answers 500 to an admin', { timeout: SWEEP_MS }, async () => {
    const a = await signUp(t.app);
    const granted = await t.app.inject({
      method: 'POST',
      url: '/api/admin/access',
      headers: a.auth,
      payload: { key: SECRET },
    });
    expect(granted.statusCode).toBe(200);
    expect(await sweep(a.auth)).toEqual([]);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('refuses control characters with a 400 naming the field, on the routes that broke before', async () => {
    const u = await signUp(t.app);
    const cases: [string, string, Record<string, unknown>, string][] = [
      ['PATCH', '/api/me', { name: NUL }, 'name'],
      ['PATCH', '/api/chat/some-chat', { title: NUL }, 'title'],
      ['POST', '/api/messages/contact-admin', { subject: 'Hello', message: `Hi${'\u0007'}` }, 'message'],
    ];
    for (const [method, url, payload, field] of cases) {
      // Its own address: the sweeps above used up the per-address limits of some routes.
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        headers: u.auth,
        payload,
        remoteAddress: '192.0.2.77',
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.fields[field], url).toMatch(/control characters/);
      expect(res.json().error.message).toContain(field);
    }
    const tabs = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: u.auth,
      payload: { name: 'Tab\there' },
    });
    expect(tabs.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/me', headers: u.auth })).json().name).toBe('Tab\there');
  });

  it('answers 401 to malformed bearer tokens', async () => {
    for (const token of ['%E0%A4%A', '%', 'abc%ZZ', 'garbage token with spaces', '\u00ff\u00fe', 'a.b.c%']) {
      const res = await t.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, token).toBe(401);
    }
  });
});
