// Two server processes on one PostgreSQL database and one bucket, as behind a load balancer: a file
// written through one is read and deleted through the other. Needs TEST_DATABASE_URL (PostgreSQL).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderImage } from '../../src/modules/images/renderer/index.ts';
import { pdfWithText, tinyPng } from '../fixtures.ts';
import { freshPostgres } from '../helpers.ts';
import { keysIn, startS3, type TestBucket } from '../s3.ts';
import { type ServerProcess, startServer as startProcess, stopServer } from '../server-process.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
// The PostgreSQL project runs every API file again; one run of this one is enough.
const runs = Boolean(pgUrl) && process.env.TEST_DB !== 'postgres';
if (!pgUrl) console.log('two-servers-storage: skipped, TEST_DATABASE_URL is not set (two servers need PostgreSQL)');

interface Server extends ServerProcess {
  dataDir: string;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sommai-two-'));
  return { ...(await startProcess({ DATA_DIR: dataDir, ...env })), dataDir };
}

async function stop(s: Server | undefined) {
  if (!s) return;
  await stopServer(s.child);
  rmSync(s.dataDir, { recursive: true, force: true });
}

describe.runIf(runs)('two servers, one database, one bucket', () => {
  let s3: TestBucket;
  let db: Awaited<ReturnType<typeof freshPostgres>>;
  let a: Server;
  let b: Server;
  let auth: Record<string, string>;
  let userId: string;

  beforeAll(async () => {
    s3 = await startS3();
    db = await freshPostgres();
    const env = { ...s3.env, DATABASE_URL: db.url, AUTH_SECRET: 'a'.repeat(40) };
    // One after the other: the first applies the migrations.
    a = await startServer(env);
    b = await startServer(env);
    const res = await fetch(`${a.base}/api/account/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Two Servers',
        email: `two.${Date.now()}@example.com`,
        password: 'correct horse battery',
      }),
    });
    expect(res.status).toBe(201);
    const json = (await res.json()) as { token: string; user: { id: string } };
    auth = { authorization: `Bearer ${json.token}` };
    userId = json.user.id;
  }, 180_000);

  afterAll(async () => {
    await stop(a);
    await stop(b);
    await db?.drop();
    await s3?.stop();
  });

  const get = (s: Server, url: string) => fetch(`${s.base}${url}`, { headers: auth });
  const del = (s: Server, url: string) => fetch(`${s.base}${url}`, { method: 'DELETE', headers: auth });
  const post = (s: Server, url: string, body: unknown) =>
    fetch(`${s.base}${url}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  async function attach(s: Server, name: string, type: string, data: Uint8Array) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type }), name);
    const res = await fetch(`${s.base}/api/chat/attachments`, { method: 'POST', headers: auth, body: form });
    expect(res.status).toBe(201);
    return ((await res.json()) as { attachment: { id: string; url: string } }).attachment;
  }

  it('reads an attachment written through one server through the other, and deletes it through either', async () => {
    const png = await attach(a, 'label.png', 'image/png', tinyPng);
    const pdf = await attach(a, 'list.pdf', 'application/pdf', pdfWithText(['Barolo is Nebbiolo.']));
    for (const [att, bytes, type] of [
      [png, tinyPng, 'image/png'],
      [pdf, undefined, 'application/pdf'],
    ] as const) {
      const res = await get(b, att.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      const body = new Uint8Array(await res.arrayBuffer());
      expect(res.headers.get('content-length')).toBe(String(body.length));
      if (bytes) expect(Buffer.from(body).equals(Buffer.from(bytes))).toBe(true);
    }
    expect((await del(b, `/api/files/attachment/${png.id}`)).status).toBe(200);
    expect((await get(a, png.url)).status).toBe(404);
    expect((await del(a, `/api/files/attachment/${pdf.id}`)).status).toBe(200);
    expect((await get(b, pdf.url)).status).toBe(404);
    expect(await keysIn(s3.store, userId)).toEqual([]);
  });

  it('serves a PDF made on one server from the other, and deleting it there removes the object', async () => {
    const made = await post(b, '/api/pdf/generate-from-topic', {
      topic: 'Chablis',
      level: 1,
      customContent: '',
      includeLogo: false,
      type: 'wine_topic',
    });
    expect(made.status).toBe(200);
    const { pdf } = (await made.json()) as { pdf: { id: string; url: string; size: number } };
    const file = await get(a, pdf.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await keysIn(s3.store, userId)).toHaveLength(1);
    expect((await del(a, `/api/pdf/${pdf.id}`)).status).toBe(200);
    expect(await keysIn(s3.store, userId)).toEqual([]);
    expect((await get(b, pdf.url)).status).toBe(404);
  });

  it('serves an image drawn on one server from the other, and deleting it there removes the object', async () => {
    const drawn = await post(a, '/api/images/generate', { topic: 'Chablis at sunset' });
    expect(drawn.status).toBe(201);
    const { data } = (await drawn.json()) as { data: { id: string; imageUrl: string } };
    const file = await get(b, data.imageUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect((await del(b, `/api/images/${data.id}`)).status).toBe(200);
    expect(await keysIn(s3.store, userId)).toEqual([]);
    expect((await get(a, data.imageUrl)).status).toBe(404);
  });

  it('trains on pictures uploaded through one server with a job started through the other', async () => {
    const form = new FormData();
    for (let i = 0; i < 15; i++) {
      const { png } = await renderImage({
        prompt: `Pinot Noir ${i}`,
        category: 'wine_bottles',
        style: 'professional',
        quality: 'wine-realism',
        width: 120,
        height: 150,
      });
      const jpeg = await sharp(png).jpeg({ quality: 80 }).toBuffer();
      form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `bottle-${i}.jpg`);
    }
    const up = await fetch(`${a.base}/api/training/datasets`, { method: 'POST', headers: auth, body: form });
    expect(up.status).toBe(201);
    const { dataset } = (await up.json()) as { dataset: { id: string } };
    const start = await post(b, '/api/training/jobs', { datasetId: dataset.id });
    expect(start.status).toBe(202);
    const { job: started } = (await start.json()) as { job: { id: string } };
    type Job = { stage: string; modelId: string; results: { imageUrl: string }[] };
    let job: Job;
    const end = Date.now() + 90_000;
    do {
      await new Promise((r) => setTimeout(r, 200));
      job = ((await (await get(a, `/api/training/jobs/${started.id}`)).json()) as { job: Job }).job;
    } while (job.stage !== 'complete' && job.stage !== 'failed' && Date.now() < end);
    expect(job.stage).toBe('complete');
    for (const r of job.results) {
      const file = await get(a, r.imageUrl);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
    }
    expect(await keysIn(s3.store, `${userId}/models/${job.modelId}`)).toHaveLength(15 + 2);
  }, 120_000);
});
