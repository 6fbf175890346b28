// Deleting an account (rows and stored files), the data export, and cancelling a plan.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/app.ts';
import { message, storagePurge, trainingDataset, trainingImage, user } from '../../src/db/schema.ts';
import { FileStore, type ObjectStore } from '../../src/lib/storage.ts';
import { runPurge } from '../../src/modules/account/deletion.ts';
import { multipartBody, pdfWithText, tinyPng } from '../fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../helpers.ts';
import { keysIn, startS3, type TestBucket } from '../s3.ts';

type Auth = Record<string, string>;

/** A file store whose folder removals fail while `failing` is set, like an object store that is unreachable. */
class FlakyStore extends FileStore {
  failing = false;
  override async removePrefix(prefix: string): Promise<void> {
    if (this.failing) throw new Error('object store unreachable');
    return super.removePrefix(prefix);
  }
}

let t: TestApp;
let store: FlakyStore;
beforeAll(async () => {
  t = await createTestApp(
    { SESSION_CACHE_MS: '0' },
    {
      build: (dataDir) => {
        store = new FlakyStore(dataDir);
        return { files: store };
      },
    },
  );
});
afterAll(async () => {
  await t?.close();
});

async function upload(auth: Auth, name: string, mime: string, data: Uint8Array): Promise<string> {
  const body = multipartBody('file', name, mime, data);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chat/attachments',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().attachment.id;
}

async function storedKeys(files: ObjectStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of files.list(prefix)) keys.push(entry.key);
  return keys;
}

/**
 * Every text-like column of every table of the app's schema, as "table.column", whose value mentions
 * `needle` (an id or an email): walks the catalogue, so a table added later is covered too.
 */
async function rowsMentioning(needle: string): Promise<string[]> {
  const db = t.database.db;
  const columns = (await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')
    order by table_name, column_name`)) as unknown as
    | { rows: { table_name: string; column_name: string }[] }
    | { table_name: string; column_name: string }[];
  const list = Array.isArray(columns) ? columns : columns.rows;
  expect(list.length).toBeGreaterThan(40);
  const found: string[] = [];
  for (const { table_name, column_name } of list) {
    const res = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ilike ${`%${needle}%`}`,
    )) as unknown as { rows: { n: number }[] } | { n: number }[];
    const n = (Array.isArray(res) ? res : res.rows)[0]?.n ?? 0;
    if (n > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 20_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A user with something in every part of the product: chats, files of each kind, keys, messages, a plan. */
async function busyUser() {
  const u = await signUp(t.app);
  const { db } = t.database;
  await upload(u.auth, 'chablis-label.png', 'image/png', tinyPng);
  await upload(u.auth, 'tasting notes.pdf', 'application/pdf', pdfWithText(['Chablis is Chardonnay.']));
  const chat = await t.app.inject({
    method: 'POST',
    url: '/api/chat/message',
    headers: u.auth,
    payload: { message: 'What grape is Chablis made from?', level: 1 },
  });
  expect(chat.statusCode).toBe(200);
  const guide = await t.app.inject({
    method: 'POST',
    url: '/api/pdf/generate-from-topic',
    headers: u.auth,
    payload: { topic: 'Chablis', level: 1, customContent: '', includeLogo: false, type: 'wine_topic' },
  });
  expect(guide.statusCode).toBeLessThan(300);
  const picture = await t.app.inject({
    method: 'POST',
    url: '/api/images/generate',
    headers: u.auth,
    payload: { topic: 'Old vines in Priorat', size: 'square' },
  });
  expect(picture.statusCode).toBe(201);
  const datasetId = `ds-${randomUUID()}`;
  await db.insert(trainingDataset).values({ id: datasetId, userId: u.user.id });
  const trainingKey = `${u.user.id}/training/${datasetId}/ti-${datasetId}`;
  await store.put(trainingKey, tinyPng);
  await db.insert(trainingImage).values({
    id: `ti-${datasetId}`,
    datasetId,
    userId: u.user.id,
    name: 'bottle-portrait.png',
    caption: 'A bottle',
    category: 'wine_product',
    mime: 'image/png',
    bytes: tinyPng.byteLength,
    width: 1,
    height: 1,
    storageKey: trainingKey,
  });
  const key = await t.app.inject({
    method: 'POST',
    url: '/api/account/api-keys',
    headers: u.auth,
    payload: { name: 'Open WebUI' },
  });
  expect(key.statusCode).toBe(201);
  const trial = await t.app.inject({
    method: 'POST',
    url: '/api/billing/trial',
    headers: u.auth,
    payload: { plan: 'classic' },
  });
  expect(trial.statusCode).toBe(200);
  await db.insert(message).values({
    id: randomUUID(),
    recipientId: u.user.id,
    senderName: 'The SommAI team',
    title: 'Welcome',
    content: 'Glad to have you.',
    messageType: 'announcement',
  });
  // A failed sign-in is kept under the address.
  const wrong = await t.app.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { email: u.user.email, password: 'not the password' },
  });
  expect(wrong.statusCode).toBe(401);
  return u;
}

describe('POST /api/account/delete', () => {
  it('keeps everything on a wrong or missing password', async () => {
    const u = await signUp(t.app);
    await upload(u.auth, 'label.png', 'image/png', tinyPng);
    for (const payload of [{ password: 'wrong password' }, {}]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/account/delete', headers: u.auth, payload });
      expect(res.statusCode).toBe(400);
    }
    expect((await t.app.inject({ url: '/api/me', headers: u.auth })).statusCode).toBe(200);
    expect(await storedKeys(store, u.user.id)).toHaveLength(1);
    expect((await t.app.inject({ method: 'POST', url: '/api/account/delete', payload: {} })).statusCode).toBe(401);
  });

  it('removes every row of the user from every table and every stored file; sign-in fails afterwards', async () => {
    const u = await busyUser();
    const other = await signUp(t.app);
    await upload(other.auth, 'other.png', 'image/png', tinyPng);
    expect((await storedKeys(store, u.user.id)).length).toBeGreaterThanOrEqual(5);
    expect(await rowsMentioning(u.user.id)).not.toEqual([]);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: u.auth,
      payload: { password: u.password },
    });
    expect(res.statusCode).toBe(200);

    await waitFor(async () => (await storedKeys(store, u.user.id)).length === 0, 'the stored files to go');
    await waitFor(
      async () => (await t.database.db.select().from(storagePurge)).length === 0,
      'the purge to be recorded as done',
    );
    expect(await rowsMentioning(u.user.id)).toEqual([]);
    expect(await rowsMentioning(u.user.email)).toEqual([]);

    expect((await t.app.inject({ url: '/api/me', headers: u.auth })).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email: u.user.email, password: u.password },
    });
    expect(signIn.statusCode).toBe(401);

    // The other user keeps everything.
    expect((await t.app.inject({ url: '/api/me', headers: other.auth })).statusCode).toBe(200);
    expect(await storedKeys(store, other.user.id)).toHaveLength(1);
  }, 120_000);

  it('removes stored files later when storage fails at first, and never half-deletes the rows', async () => {
    const u = await signUp(t.app);
    await upload(u.auth, 'label.png', 'image/png', tinyPng);
    store.failing = true;
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/account/delete',
        headers: u.auth,
        payload: { password: u.password },
      });
      expect(res.statusCode).toBe(200);
      expect(await t.database.db.select().from(user).where(eq(user.id, u.user.id))).toEqual([]);
      await waitFor(async () => {
        const [row] = await t.database.db.select().from(storagePurge).where(eq(storagePurge.prefix, u.user.id));
        return (row?.attempts ?? 0) >= 1;
      }, 'a failed purge attempt');
      expect(await storedKeys(store, u.user.id)).toHaveLength(1);
    } finally {
      store.failing = false;
    }
    // The next attempt (the job's retry or the sweep) finishes it.
    const [pending] = await t.database.db.select().from(storagePurge).where(eq(storagePurge.prefix, u.user.id));
    if (pending) await runPurge({ db: t.database.db, files: store } as unknown as AppContext, pending.id);
    expect(await storedKeys(store, u.user.id)).toEqual([]);
    expect(await rowsMentioning(u.user.id)).toEqual([]);
  });

  it('refuses to delete the last admin, and lets an admin go when another remains', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const { db } = t.database;
    // Only `a` is an admin in this database at this point.
    await db.update(user).set({ role: 'user' }).where(eq(user.role, 'admin'));
    await db.update(user).set({ role: 'admin' }).where(eq(user.id, a.user.id));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: a.auth,
      payload: { password: a.password },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('LAST_ADMIN');
    expect((await t.app.inject({ url: '/api/me', headers: a.auth })).statusCode).toBe(200);

    await db.update(user).set({ role: 'admin' }).where(eq(user.id, b.user.id));
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: a.auth,
      payload: { password: a.password },
    });
    expect(ok.statusCode).toBe(200);
    const last = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: b.auth,
      payload: { password: b.password },
    });
    expect(last.statusCode).toBe(409);
  });
});

describe('GET /api/account/export', () => {
  it("zips the user's rows as JSON and every file they keep, listed by name", async () => {
    const u = await busyUser();
    const other = await signUp(t.app);
    await upload(other.auth, 'not-mine.png', 'image/png', tinyPng);
    const res = await t.app.inject({ url: '/api/account/export', headers: u.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="sommai-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(entries);
    expect(names).toContain('files/attachment/chablis-label.png');
    expect(names).toContain('files/attachment/tasting notes.pdf');
    // Images are named for what they show and their size.
    expect(names.some((n) => /^files\/image\/sommai-priorat-[a-z-]+-square\.png$/.test(n))).toBe(true);
    expect(names).toContain('files/training/bottle-portrait.png');
    expect(names.some((n) => n.startsWith('files/pdf/') && n.endsWith('.pdf'))).toBe(true);
    expect(names.some((n) => n.includes('not-mine'))).toBe(false);
    expect(Buffer.from(entries['files/attachment/chablis-label.png'])).toEqual(Buffer.from(tinyPng));

    const data = JSON.parse(new TextDecoder().decode(entries['data.json']));
    expect(data.account).toMatchObject({ id: u.user.id, email: u.user.email });
    expect(data.chats).toHaveLength(1);
    expect(data.chatMessages.length).toBeGreaterThanOrEqual(2);
    expect(data.messages).toMatchObject([{ title: 'Welcome' }]);
    expect(data.apiKeys).toMatchObject([{ name: 'Open WebUI' }]);
    expect(data.billingEvents).toMatchObject([{ kind: 'trial_started' }]);
    // Every file in the zip is listed, and no secret leaves the server.
    const listed = data.files.map((f: { path: string }) => f.path).sort();
    expect(listed).toEqual(names.filter((n) => n.startsWith('files/')).sort());
    const json = new TextDecoder().decode(entries['data.json']);
    expect(json).not.toMatch(/keyHash|"password"|"token"/);
    expect(json).not.toContain(u.token);
  }, 120_000);

  it('needs a signed-in user and allows a few exports an hour', async () => {
    expect((await t.app.inject({ url: '/api/account/export' })).statusCode).toBe(401);
    const u = await signUp(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push((await t.app.inject({ url: '/api/account/export', headers: u.auth })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('cancelling a plan without Stripe', () => {
  it('keeps a trial until its end, lets it resume, and refuses without a plan', async () => {
    const u = await signUp(t.app);
    const none = await t.app.inject({ method: 'POST', url: '/api/billing/cancel', headers: u.auth });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('NO_PLAN');
    await t.app.inject({ method: 'POST', url: '/api/billing/trial', headers: u.auth, payload: { plan: 'cru' } });
    const res = await t.app.inject({ method: 'POST', url: '/api/billing/cancel', headers: u.auth });
    expect(res.statusCode).toBe(200);
    const billing = (await t.app.inject({ url: '/api/billing', headers: u.auth })).json();
    expect(billing).toMatchObject({ plan: 'cru', planSource: 'trial' });
    expect(billing.planEndsAt).toBe(billing.trialEndsAt);
    expect(billing.history.map((e: { kind: string }) => e.kind)).toContain('plan_canceled');

    const resumed = await t.app.inject({ method: 'POST', url: '/api/billing/resume', headers: u.auth });
    expect(resumed.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/billing', headers: u.auth })).json().planEndsAt).toBeNull();
    const again = await t.app.inject({ method: 'POST', url: '/api/billing/resume', headers: u.auth });
    expect(again.json().error.code).toBe('NOT_CANCELED');
  });

  it('ends an admin-set plan at the end of the month, and the free limits apply after it', async () => {
    const u = await signUp(t.app);
    const { db } = t.database;
    await db.update(user).set({ plan: 'cru', planSource: 'admin' }).where(eq(user.id, u.user.id));
    const res = await t.app.inject({ method: 'POST', url: '/api/billing/cancel', headers: u.auth });
    expect(res.statusCode).toBe(200);
    const now = new Date();
    expect(res.json().planEndsAt).toBe(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
    );
    expect(res.json().user.plan).toBe('cru');
    // The end passes.
    await db
      .update(user)
      .set({ planEndsAt: new Date(Date.now() - 1000) })
      .where(eq(user.id, u.user.id));
    const me = (await t.app.inject({ url: '/api/me', headers: u.auth })).json();
    expect(me.plan).toBeNull();
    const fresh = (await signUp(t.app)).user as unknown as { limits: unknown };
    expect(me.limits).toEqual(fresh.limits);
    const late = await t.app.inject({ method: 'POST', url: '/api/billing/resume', headers: u.auth });
    expect(late.statusCode).toBe(409);
  });

  it('sends a Stripe subscriber to the customer portal', async () => {
    const u = await signUp(t.app);
    await t.database.db.update(user).set({ plan: 'classic', planSource: 'stripe' }).where(eq(user.id, u.user.id));
    const res = await t.app.inject({ method: 'POST', url: '/api/billing/cancel', headers: u.auth });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('USE_PORTAL');
  });
});

describe('deleting an account whose files are in an S3 bucket', () => {
  let bucket: TestBucket;
  let s3app: TestApp;
  beforeAll(async () => {
    bucket = await startS3();
    s3app = await createTestApp({ ...bucket.env, SESSION_CACHE_MS: '0' });
  });
  afterAll(async () => {
    await s3app?.close();
    await bucket?.stop();
  });

  it('removes every object of the user from the bucket and leaves the others', async () => {
    const send = async (auth: Auth, name: string) => {
      const body = multipartBody('file', name, 'image/png', tinyPng);
      const res = await s3app.app.inject({
        method: 'POST',
        url: '/api/chat/attachments',
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(201);
    };
    const u = await signUp(s3app.app);
    const other = await signUp(s3app.app);
    await send(u.auth, 'one.png');
    await send(u.auth, 'two.png');
    await send(other.auth, 'kept.png');
    // The thumbnail is stored too, and must go with the rest.
    const files = (await s3app.app.inject({ url: '/api/files', headers: u.auth })).json().files as { id: string }[];
    const thumb = await s3app.app.inject({ url: `/api/files/attachment/${files[0]?.id}/thumbnail`, headers: u.auth });
    expect(thumb.statusCode).toBe(200);
    expect(await keysIn(bucket.store, u.user.id)).toHaveLength(3);

    const res = await s3app.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: u.auth,
      payload: { password: u.password },
    });
    expect(res.statusCode).toBe(200);
    await waitFor(async () => (await keysIn(bucket.store, u.user.id)).length === 0, 'the objects to go');
    expect(await keysIn(bucket.store, other.user.id)).toHaveLength(1);
  });
});
