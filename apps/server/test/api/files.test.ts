import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachment, image, pdfDocument, trainingDataset, trainingImage } from '../../src/db/schema.ts';
import { FileStore } from '../../src/lib/storage.ts';
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

describe('images and training pictures', () => {
  it('lists generated images and training pictures beside attachments, and deletes each kind', async () => {
    const u = await signUp(t.app);
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/images/generate',
      headers: u.auth,
      payload: { topic: 'Old vines in Priorat', size: 'square' },
    });
    expect(generated.statusCode).toBe(201);
    const imageId = generated.json().data.id as string;
    const [imageRow] = await t.database.db.select().from(image).where(eq(image.id, imageId));

    const datasetId = 'ds-files-test';
    await t.database.db.insert(trainingDataset).values({ id: datasetId, userId: u.user.id });
    const storageKey = `${u.user.id}/training-1.png`;
    await new FileStore(t.config.dataDir).put(storageKey, tinyPng);
    await t.database.db.insert(trainingImage).values({
      id: 'ti-1',
      datasetId,
      userId: u.user.id,
      name: 'bottle-portrait.png',
      caption: 'A bottle',
      category: 'wine_product',
      mime: 'image/png',
      bytes: tinyPng.byteLength,
      width: 1,
      height: 1,
      storageKey,
    });
    const attached = await upload(u.auth, 'label.png', 'image/png', tinyPng);

    const all = await list(u.auth);
    expect(all.files.map((f) => f.kind).sort()).toEqual(['attachment', 'image', 'training']);
    expect(all.usedBytes).toBe(imageRow.bytes + 2 * tinyPng.byteLength);
    const img = all.files.find((f) => f.kind === 'image');
    expect(img).toMatchObject({
      id: imageId,
      name: 'sommai-priorat-region-map-square.png',
      mime: 'image/png',
      url: `/api/images/${imageId}/file`,
    });
    expect((await t.app.inject({ url: img?.url ?? '', headers: u.auth })).statusCode).toBe(200);
    const training = all.files.find((f) => f.kind === 'training');
    expect(training).toMatchObject({
      name: 'bottle-portrait.png',
      url: `/api/training/datasets/${datasetId}/images/ti-1/file`,
    });
    expect((await t.app.inject({ url: training?.url ?? '', headers: u.auth })).statusCode).toBe(200);
    expect((await list(u.auth, '?type=training')).files.map((f) => f.id)).toEqual(['ti-1']);
    expect((await list(u.auth, '?search=priorat')).files.map((f) => f.id)).toEqual([imageId]);

    const stranger = await signUp(t.app);
    for (const [kind, id] of [
      ['image', imageId],
      ['training', 'ti-1'],
    ]) {
      const refused = await t.app.inject({ method: 'DELETE', url: `/api/files/${kind}/${id}`, headers: stranger.auth });
      expect(refused.statusCode).toBe(404);
      const res = await t.app.inject({ method: 'DELETE', url: `/api/files/${kind}/${id}`, headers: u.auth });
      expect(res.statusCode).toBe(200);
    }
    expect(existsSync(path.join(t.config.dataDir, 'files', storageKey))).toBe(false);
    expect(existsSync(path.join(t.config.dataDir, 'files', imageRow.storageKey))).toBe(false);
    const left = await list(u.auth);
    expect(left.files.map((f) => f.id)).toEqual([attached.id]);
    expect(left.usedBytes).toBe(tinyPng.byteLength);
  });
});

describe('study PDFs', () => {
  it('lists the user’s PDFs with their file URL and deletes them with their file', async () => {
    const u = await signUp(t.app);
    const bytes = pdfWithText(['Rioja study guide']);
    const storageKey = `${u.user.id}/guide-1.pdf`;
    await new FileStore(t.config.dataDir).put(storageKey, bytes);
    await t.database.db.insert(pdfDocument).values({
      id: 'pdf-1',
      userId: u.user.id,
      type: 'wine_topic',
      title: 'Rioja',
      filename: 'sommai-rioja-study-guide.pdf',
      storageKey,
      size: bytes.byteLength,
      pages: 1,
    });
    const found = await list(u.auth, '?type=pdf');
    expect(found.files).toEqual([
      {
        id: 'pdf-1',
        kind: 'pdf',
        name: 'sommai-rioja-study-guide.pdf',
        mime: 'application/pdf',
        size: bytes.byteLength,
        createdAt: expect.any(String),
        url: '/api/pdf/pdf-1/file',
      },
    ]);
    expect(found.usedBytes).toBe(bytes.byteLength);
    expect((await list(u.auth, '?search=rioja')).files).toHaveLength(1);

    const stranger = await signUp(t.app);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/files/pdf/pdf-1', headers: stranger.auth })).statusCode,
    ).toBe(404);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/files/pdf/pdf-1', headers: u.auth });
    expect(res.statusCode).toBe(200);
    expect(existsSync(path.join(t.config.dataDir, 'files', storageKey))).toBe(false);
    expect((await list(u.auth)).files).toEqual([]);
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

describe('GET /api/files/:kind/:id/thumbnail', () => {
  it('makes a small WebP of a picture once, keeps it, refuses PDFs and strangers, and goes with the file', async () => {
    const { default: sharp } = await import('sharp');
    const big = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#7b1e3a' } })
      .png()
      .toBuffer();
    const u = await signUp(t.app);
    const picture = await upload(u.auth, 'vineyard.png', 'image/png', big);
    const pdf = await upload(u.auth, 'notes.pdf', 'application/pdf', pdfWithText(['Chablis']));
    const url = `/api/files/attachment/${picture.id}/thumbnail`;
    const res = await t.app.inject({ url, headers: u.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([160, 80]);
    const kept = path.join(t.config.dataDir, 'files', u.user.id, 'thumbs', `attachment-${picture.id}.webp`);
    expect(existsSync(kept)).toBe(true);
    expect((await t.app.inject({ url, headers: u.auth })).rawPayload).toEqual(res.rawPayload);

    const stranger = await signUp(t.app);
    expect((await t.app.inject({ url, headers: stranger.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/files/attachment/${pdf.id}/thumbnail`, headers: u.auth })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url })).statusCode).toBe(401);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/files/attachment/${picture.id}`,
      headers: u.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(existsSync(kept)).toBe(false);
  });
});
