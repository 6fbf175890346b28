// Every stored file goes through the configured storage: with S3_BUCKET the app writes, reads and
// deletes attachments, PDFs, images and training files in the bucket (DATA_DIR/files stays empty),
// and without it the same requests behave the same on DATA_DIR/files.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { API_ERRORS, MESSAGES } from '@sommai/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachment, pdfDocument } from '../../src/db/schema.ts';
import { FileStore, type ObjectStore } from '../../src/lib/storage.ts';
import { renderImage } from '../../src/modules/images/renderer/index.ts';
import { multipartBody, pdfWithText, tinyPng } from '../fixtures.ts';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../helpers.ts';
import { keysIn, startS3, type TestBucket } from '../s3.ts';

type Auth = { authorization: string };

let s3: TestBucket;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.stop();
});

async function attach(app: FastifyInstance, auth: Auth, name: string, mime: string, data: Uint8Array) {
  const body = multipartBody('file', name, mime, data);
  return app.inject({
    method: 'POST',
    url: '/api/chat/attachments',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

function localFiles(t: TestApp): string[] {
  const root = path.join(t.config.dataDir, 'files');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

describe.each([
  ['DATA_DIR/files', false],
  ['an S3 bucket', true],
])('stored files in %s', (_, useS3) => {
  let t: TestApp;
  let store: ObjectStore;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAIL: 'cellar@example.com', ...(useS3 ? s3.env : {}) });
    store = useS3 ? s3.store : new FileStore(t.config.dataDir);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells the admin where files are kept', async () => {
    const admin = await signUpAdmin(t);
    const overview = (await t.app.inject({ url: '/api/admin/overview', headers: admin.auth })).json();
    expect(overview.defaults.storage).toBe(
      useS3 ? `S3 bucket sommai-test at ${new URL(s3.endpoint).host}` : 'embedded (DATA_DIR/files)',
    );
  });

  it('keeps an attachment and a PDF attachment, serves them with type and length, and deletes them', async () => {
    const u = await signUp(t.app);
    const pdf = pdfWithText(['Chablis is Chardonnay from northern Burgundy.']);
    const png = await attach(t.app, u.auth, 'label.png', 'image/png', tinyPng);
    const doc = await attach(t.app, u.auth, 'list.pdf', 'application/pdf', pdf);
    expect(png.statusCode).toBe(201);
    expect(doc.statusCode).toBe(201);
    expect(await keysIn(store, u.user.id)).toHaveLength(2);
    if (useS3) expect(localFiles(t)).toEqual([]);

    for (const [res, bytes, type] of [
      [png, tinyPng, 'image/png'],
      [doc, pdf, 'application/pdf'],
    ] as const) {
      const { url, id } = res.json().attachment;
      const back = await t.app.inject({ url, headers: u.auth });
      expect(back.statusCode).toBe(200);
      expect(back.headers['content-type']).toBe(type);
      expect(back.headers['content-length']).toBe(String(bytes.length));
      expect(back.rawPayload.equals(Buffer.from(bytes))).toBe(true);
      // Someone else's file stays theirs.
      const other = await signUp(t.app);
      expect((await t.app.inject({ url, headers: other.auth })).statusCode).toBe(404);
      expect((await t.app.inject({ url })).statusCode).toBe(401);

      const del = await t.app.inject({ method: 'DELETE', url: `/api/files/attachment/${id}`, headers: u.auth });
      expect(del.statusCode).toBe(200);
      expect((await t.app.inject({ url, headers: u.auth })).statusCode).toBe(404);
    }
    expect(await keysIn(store, u.user.id)).toEqual([]);
  });

  it('keeps a generated PDF and image, serves them, and deletes them', async () => {
    const u = await signUp(t.app);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/pdf/generate-from-topic',
      headers: u.auth,
      payload: { topic: 'Chablis', level: 1, customContent: '', includeLogo: false, type: 'wine_topic' },
    });
    expect(made.statusCode).toBe(200);
    const { pdf } = made.json();
    const file = await t.app.inject({ url: `${pdf.url}?download=1`, headers: u.auth });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-length']).toBe(String(pdf.size));
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const drawn = await t.app.inject({
      method: 'POST',
      url: '/api/images/generate',
      headers: u.auth,
      payload: { topic: 'Chablis at sunset' },
    });
    expect(drawn.statusCode).toBe(201);
    const { data: image } = drawn.json();
    const picture = await t.app.inject({ url: image.imageUrl, headers: u.auth });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(Number(picture.headers['content-length'])).toBe(picture.rawPayload.length);
    expect((await sharp(picture.rawPayload).metadata()).width).toBe(1024);
    expect(await keysIn(store, u.user.id)).toHaveLength(2);

    const listed = (await t.app.inject({ url: '/api/files', headers: u.auth })).json();
    expect(listed.usedBytes).toBe(pdf.size + picture.rawPayload.length);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/pdf/${pdf.id}`, headers: u.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/images/${image.id}`, headers: u.auth })).statusCode).toBe(
      200,
    );
    expect(await keysIn(store, u.user.id)).toEqual([]);
    expect((await t.app.inject({ url: pdf.url, headers: u.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: image.imageUrl, headers: u.auth })).statusCode).toBe(404);
  });

  it('answers 404 with a message, not 500, when a file is no longer in storage', async () => {
    const u = await signUp(t.app);
    const res = await attach(t.app, u.auth, 'label.png', 'image/png', tinyPng);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/pdf/generate-from-topic',
      headers: u.auth,
      payload: { topic: 'Chablis', level: 1, customContent: '', includeLogo: false, type: 'wine_topic' },
    });
    for (const key of await keysIn(store, u.user.id)) await store.remove(key);

    const attachment = await t.app.inject({ url: res.json().attachment.url, headers: u.auth });
    expect(attachment.statusCode).toBe(404);
    expect(attachment.json().error).toEqual({ code: 'NOT_FOUND', message: MESSAGES.storedFileMissing });
    const pdf = await t.app.inject({ url: made.json().pdf.url, headers: u.auth });
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json().error).toEqual({ code: 'NOT_FOUND', message: MESSAGES.pdfNotFound });
    // Deleting what is already gone from storage still removes the row.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/files/attachment/${res.json().attachment.id}`,
      headers: u.auth,
    });
    expect(del.statusCode).toBe(200);
  });
});

describe('training with files in an S3 bucket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(s3.env);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads the pictures from the bucket, writes copies and results there and counts them in the storage used', async () => {
    const u = await signUp(t.app);
    const set = await Promise.all(
      Array.from({ length: 15 }, async (_, i) => {
        const { png } = await renderImage({
          prompt: `Pinot Noir ${i}`,
          category: 'wine_bottles',
          style: 'professional',
          quality: 'wine-realism',
          width: 120,
          height: 150,
        });
        return { name: `bottle-${i}.jpg`, data: await sharp(png).jpeg({ quality: 80 }).toBuffer() };
      }),
    );
    const boundary = '----sommaitraining';
    const payload = Buffer.concat([
      ...set.flatMap((f) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        f.data,
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/training/datasets',
      headers: { ...u.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(up.statusCode).toBe(201);
    const { dataset } = up.json();
    const picture = await t.app.inject({ url: dataset.images[0].url, headers: u.auth });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(await keysIn(s3.store, u.user.id)).toHaveLength(15);

    const start = await t.app.inject({
      method: 'POST',
      url: '/api/training/jobs',
      headers: u.auth,
      payload: { datasetId: dataset.id },
    });
    expect(start.statusCode).toBe(202);
    const jobId = start.json().job.id;
    let job: { stage: string; modelId: string; results: { imageUrl: string }[] };
    const end = Date.now() + 90_000;
    do {
      await new Promise((r) => setTimeout(r, 100));
      job = (await t.app.inject({ url: `/api/training/jobs/${jobId}`, headers: u.auth })).json().job;
    } while (job.stage !== 'complete' && job.stage !== 'failed' && Date.now() < end);
    expect(job.stage).toBe('complete');
    for (const r of job.results) {
      const file = await t.app.inject({ url: r.imageUrl, headers: u.auth });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
    }
    const modelKeys = await keysIn(s3.store, `${u.user.id}/models/${job.modelId}`);
    expect(modelKeys).toHaveLength(15 + 2);
    expect(localFiles(t)).toEqual([]);

    // The storage used counts the copies and results the job wrote, read from the bucket.
    const datasetBytes = set.reduce((n, f) => n + f.data.length, 0);
    const modelBytes = await s3.store.sizeUnder(`${u.user.id}/models`);
    expect(modelBytes).toBeGreaterThan(0);
    const { usedBytes } = (await t.app.inject({ url: '/api/files/storage', headers: u.auth })).json();
    expect(usedBytes).toBe(datasetBytes + modelBytes);
  }, 120_000);
});

describe('a bucket that refuses writes', () => {
  it('answers 507 with a message and keeps no row', async () => {
    const t = await createTestApp({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    try {
      const u = await signUp(t.app);
      const res = await attach(t.app, u.auth, 'label.png', 'image/png', tinyPng);
      expect(res.statusCode).toBe(507);
      expect(res.json().error).toEqual({ code: 'STORAGE_WRITE_FAILED', message: API_ERRORS.STORAGE_WRITE_FAILED });
      const pdf = await t.app.inject({
        method: 'POST',
        url: '/api/pdf/generate-from-topic',
        headers: u.auth,
        payload: { topic: 'Chablis', level: 1, customContent: '', includeLogo: false, type: 'wine_topic' },
      });
      expect(pdf.statusCode).toBe(507);
      const db = t.database.db;
      expect(await db.select().from(attachment).where(eq(attachment.userId, u.user.id))).toEqual([]);
      expect(await db.select().from(pdfDocument).where(eq(pdfDocument.userId, u.user.id))).toEqual([]);
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
