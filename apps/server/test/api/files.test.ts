import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachment } from '../../src/db/schema.ts';
import { multipartBody, pdfWithText, tinyPng } from '../fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function upload(auth: Record<string, string>, name: string, mime: string, data: Uint8Array) {
  const body = multipartBody('file', name, mime, data);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chat/attachments',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().attachment as { id: string; size: number };
}

const list = async (auth: Record<string, string>, query = '') => {
  const res = await t.app.inject({ url: `/api/files${query}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json() as { files: { id: string; kind: string; name: string; url: string }[]; usedBytes: number };
};

describe('GET /api/files', () => {
  it("lists the user's own files newest first with the storage they use", async () => {
    const u = await signUp(t.app);
    const pdf = pdfWithText(['Chablis is Chardonnay.']);
    const label = await upload(u.auth, 'chablis-label.png', 'image/png', tinyPng);
    const notes = await upload(u.auth, 'tasting-notes.pdf', 'application/pdf', pdf);
    const stranger = await signUp(t.app);
    await upload(stranger.auth, 'secret.png', 'image/png', tinyPng);

    const all = await list(u.auth);
    expect(all.files.map((f) => f.id).sort()).toEqual([label.id, notes.id].sort());
    expect(all.usedBytes).toBe(tinyPng.byteLength + pdf.byteLength);
    const png = all.files.find((f) => f.id === label.id);
    expect(png).toMatchObject({
      kind: 'attachment',
      name: 'chablis-label.png',
      mime: 'image/png',
      size: tinyPng.byteLength,
      url: `/api/chat/attachments/${label.id}`,
    });
    const served = await t.app.inject({ url: png?.url ?? '', headers: u.auth });
    expect(served.statusCode).toBe(200);

    expect((await list(u.auth, '?search=TASTING')).files.map((f) => f.id)).toEqual([notes.id]);
    const filtered = await list(u.auth, '?type=image');
    expect(filtered.files).toEqual([]);
    expect(filtered.usedBytes).toBe(all.usedBytes);
    expect((await list(u.auth, '?type=attachment')).files).toHaveLength(2);
  });

  it('refuses an unknown type and a visitor', async () => {
    const u = await signUp(t.app);
    expect((await t.app.inject({ url: '/api/files?type=music', headers: u.auth })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/files' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/files/:kind/:id', () => {
  it("removes the user's own file and its stored bytes, and never another user's", async () => {
    const u = await signUp(t.app);
    const mine = await upload(u.auth, 'label.png', 'image/png', tinyPng);
    const stranger = await signUp(t.app);
    const [row] = await t.database.db.select().from(attachment).where(eq(attachment.id, mine.id));
    const stored = path.join(t.config.dataDir, 'files', row.storageKey);
    expect(existsSync(stored)).toBe(true);

    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/files/attachment/${mine.id}`,
      headers: stranger.auth,
    });
    expect(refused.statusCode).toBe(404);
    expect(existsSync(stored)).toBe(true);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/files/pdf/${mine.id}`, headers: u.auth })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/files/nonsense/${mine.id}`, headers: u.auth })).statusCode,
    ).toBe(404);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/files/attachment/${mine.id}`, headers: u.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(existsSync(stored)).toBe(false);
    expect((await list(u.auth)).files).toEqual([]);
    expect((await t.app.inject({ url: `/api/chat/attachments/${mine.id}`, headers: u.auth })).statusCode).toBe(404);
  });
});
