// Deleting a file when the storage refuses to let go of it for a while: the file leaves the user's
// library at once, and its stored object is removed by a retrying job instead of being orphaned.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachment, pendingDeletion } from '../../src/db/schema.ts';
import { FileStore } from '../../src/lib/storage.ts';
import { sweepPendingDeletions } from '../../src/modules/files/deletions.ts';
import { multipartBody, tinyPng } from '../fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../helpers.ts';

/** A file store whose removals fail while `outage` is on, as a storage outage would make them. */
class FlakyRemovals extends FileStore {
  outage = false;
  removals = 0;
  override async remove(key: string): Promise<void> {
    this.removals++;
    if (this.outage) throw new Error('EIO: i/o error, unlink');
    return super.remove(key);
  }
}

let t: TestApp;
let store: FlakyRemovals;
beforeAll(async () => {
  t = await createTestApp(
    { JOB_POLL_MS: '500' },
    {
      build: (dir) => {
        store = new FlakyRemovals(dir);
        return { files: store };
      },
    },
  );
});
afterAll(async () => {
  await t?.close();
});

async function upload(auth: Record<string, string>) {
  const body = multipartBody('file', 'label.png', 'image/png', tinyPng);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chat/attachments',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().attachment.id as string;
  const [row] = await t.database.db.select().from(attachment).where(eq(attachment.id, id));
  return { id, key: row.storageKey };
}

const stored = (key: string) =>
  store.get(key).then(
    () => true,
    (err: { status?: number }) => (err.status === 404 ? false : Promise.reject(err)),
  );

async function until(check: () => Promise<boolean>, ms = 20_000): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= end) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const pending = async () => (await t.database.db.select().from(pendingDeletion)).map((p) => p.storageKey);

describe('deleting a file the storage does not remove at once', () => {
  it('answers 200, drops it from the library, and removes the stored object on a retry', async () => {
    const u = await signUp(t.app);
    const file = await upload(u.auth);
    expect(await stored(file.key)).toBe(true);

    // The storage fails every removal until the outage ends: those in the request (the file and its
    // thumbnail's place) and any attempt of the job that comes sooner, however fast it comes back.
    store.outage = true;
    const before = store.removals;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/files/attachment/${file.id}`, headers: u.auth });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/files', headers: u.auth })).json().files).toEqual([]);
    expect(await stored(file.key)).toBe(true);
    expect(await pending()).toContain(file.key);
    const failed = store.removals - before;
    expect(failed).toBeGreaterThanOrEqual(1);
    store.outage = false;

    // Once the storage answers again, a later attempt of the job removes the object.
    expect(await until(async () => !(await stored(file.key)))).toBe(true);
    expect(store.removals - before).toBeGreaterThan(failed);
    expect(await until(async () => !(await pending()).includes(file.key))).toBe(true);
    // A second delete finds nothing.
    const again = await t.app.inject({ method: 'DELETE', url: `/api/files/attachment/${file.id}`, headers: u.auth });
    expect(again.statusCode).toBe(404);
  }, 60_000);

  it('hands a removal left behind by a stopped server to the job through the sweep', async () => {
    const u = await signUp(t.app);
    const file = await upload(u.auth);
    // As if a server had deleted the row and stopped before it removed the object.
    await t.database.db.transaction(async (tx) => {
      await tx.delete(attachment).where(eq(attachment.id, file.id));
      await tx.insert(pendingDeletion).values({ storageKey: file.key, createdAt: new Date(Date.now() - 3_600_000) });
    });
    expect(await stored(file.key)).toBe(true);
    const ctx = { db: t.database.db, jobs: t.app.jobs } as Parameters<typeof sweepPendingDeletions>[0];
    expect(await sweepPendingDeletions(ctx)).toBeGreaterThanOrEqual(1);
    expect(await until(async () => !(await stored(file.key)))).toBe(true);
    expect(await until(async () => !(await pending()).includes(file.key))).toBe(true);
  }, 60_000);
});
