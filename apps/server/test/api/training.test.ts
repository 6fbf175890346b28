import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@sommai/shared';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/index.ts';
import { renderImage } from '../../src/modules/images/renderer/index.ts';
import { analyse } from '../../src/modules/training/analysis.ts';
import { createTestApp, freshPostgres, signUp, type TestApp } from '../helpers.ts';

let t: TestApp;
let set: { name: string; data: Buffer }[];

const NAMES = ['portrait', 'person', 'bottle', 'glass', 'tasting', 'cellar', 'vineyard', 'wine'];
const CATEGORIES = ['wine_bottles', 'glasses', 'tasting', 'cellar', 'vineyards'];

/** n pictures made by the renderer, turned black and white: a set with a clear style to learn. */
async function makeSet(n: number) {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const { png } = await renderImage({
        prompt: `Pinot Noir ${i}`,
        category: CATEGORIES[i % CATEGORIES.length],
        style: 'professional',
        quality: 'wine-realism',
        width: 160,
        height: 200,
      });
      const data = await sharp(png).grayscale().jpeg({ quality: 80 }).toBuffer();
      return { name: `${NAMES[i % NAMES.length]}-${String(i + 1).padStart(2, '0')}.jpg`, data };
    }),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  set = await makeSet(15);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Auth = { authorization: string };
interface Part {
  name: string;
  data: Uint8Array;
  mime?: string;
}

function multipart(files: Part[], field = 'files') {
  const boundary = `----sommai${Date.now()}${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.name}"\r\nContent-Type: ${f.mime ?? 'image/jpeg'}\r\n\r\n`,
      ),
      Buffer.from(f.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(app: FastifyInstance, auth: Auth, files: Part[], datasetId?: string) {
  const body = multipart(files);
  return app.inject({
    method: 'POST',
    url: datasetId ? `/api/training/datasets/${datasetId}/images` : '/api/training/datasets',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

async function waitFor(
  app: FastifyInstance,
  auth: Auth,
  jobId: string,
  until: (stage: string) => boolean,
  ms = 60_000,
) {
  const end = Date.now() + ms;
  const seen: string[] = [];
  for (;;) {
    const { job } = (await app.inject({ url: `/api/training/jobs/${jobId}`, headers: auth })).json();
    if (seen.at(-1) !== job.stage) seen.push(job.stage);
    if (until(job.stage)) return { job, seen };
    if (Date.now() > end) throw new Error(`job ${jobId} stuck in ${job.stage}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('training datasets', () => {
  it('stores uploaded images with the category and caption their names call for', async () => {
    const u = await signUp(t.app);
    const res = await upload(t.app, u.auth, set.slice(0, 8));
    expect(res.statusCode).toBe(201);
    const { dataset, rejected } = res.json();
    expect(rejected).toEqual([]);
    expect(dataset.images).toHaveLength(8);
    const byName = Object.fromEntries(dataset.images.map((i: { name: string }) => [i.name.split('-')[0], i]));
    expect(byName.portrait.category).toBe('wine_portrait');
    expect(byName.person.category).toBe('wine_portrait');
    expect(byName.bottle.category).toBe('wine_product');
    expect(byName.glass.category).toBe('wine_scene');
    expect(byName.tasting.category).toBe('wine_scene');
    expect(byName.cellar.category).toBe('wine_lifestyle');
    expect(byName.wine.category).toBe('wine_lifestyle');
    expect(byName.portrait.caption).toMatch(/^SOMM style, professional wine portrait/);
    expect(byName.wine.caption).toMatch(/^SOMM style, wine bottle product shot/);
    expect(byName.glass.caption).toMatch(/^SOMM style, wine glass/);
    expect(byName.cellar.caption).toMatch(/^SOMM style, wine lifestyle/);
    const file = await t.app.inject({ url: byName.bottle.url, headers: u.auth });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');

    // Add more, edit a caption and a category, remove one.
    const more = await upload(t.app, u.auth, set.slice(8, 10), dataset.id);
    expect(more.statusCode).toBe(201);
    expect(more.json().dataset.images).toHaveLength(10);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/training/datasets/${dataset.id}/images/${byName.cellar.id}`,
      headers: u.auth,
      payload: { caption: 'Barrels in black and white', category: 'wine_scene' },
    });
    expect(edit.json().image).toMatchObject({ caption: 'Barrels in black and white', category: 'wine_scene' });
    const badCategory = await t.app.inject({
      method: 'PATCH',
      url: `/api/training/datasets/${dataset.id}/images/${byName.cellar.id}`,
      headers: u.auth,
      payload: { category: 'selfie' },
    });
    expect(badCategory.statusCode).toBe(400);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/training/datasets/${dataset.id}/images/${byName.wine.id}`,
      headers: u.auth,
    });
    expect(del.json()).toEqual({ success: true });
    const after = (await t.app.inject({ url: `/api/training/datasets/${dataset.id}`, headers: u.auth })).json();
    expect(after.dataset.images).toHaveLength(9);
    expect(after.dataset.images.find((i: { id: string }) => i.id === byName.cellar.id).caption).toBe(
      'Barrels in black and white',
    );
  });

  it('refuses files that are not whole images, each with its own message', async () => {
    const u = await signUp(t.app);
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#444' } })
      .png()
      .toBuffer();
    const text = { name: 'bottle.jpg', data: Buffer.from('Just some notes about a Chablis, not a picture.') };
    const empty = { name: 'empty.png', data: Buffer.alloc(0), mime: 'image/png' };
    const truncated = { name: 'cut.png', data: png.subarray(0, Math.floor(png.length / 2)), mime: 'image/png' };
    for (const [file, message] of [
      [text, MESSAGES.trainingFileNotImage('bottle.jpg')],
      [empty, MESSAGES.trainingFileEmpty('empty.png')],
      [truncated, MESSAGES.trainingFileDamaged('cut.png')],
    ] as const) {
      const res = await upload(t.app, u.auth, [file]);
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'INVALID_IMAGE', message });
    }
    const mixed = await upload(t.app, u.auth, [text, set[0], truncated]);
    expect(mixed.statusCode).toBe(201);
    expect(mixed.json().dataset.images).toHaveLength(1);
    expect(mixed.json().rejected).toEqual([
      { name: 'bottle.jpg', message: MESSAGES.trainingFileNotImage('bottle.jpg') },
      { name: 'cut.png', message: MESSAGES.trainingFileDamaged('cut.png') },
    ]);
    const big = { name: 'huge.jpg', data: Buffer.concat([set[0].data, Buffer.alloc(10 * 1024 * 1024)]) };
    const tooBig = await upload(t.app, u.auth, [big]);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.message).toBe(MESSAGES.trainingFileOverLimit('huge.jpg'));
  });

  it('keeps each user’s datasets to themselves', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { dataset } = (await upload(t.app, owner.auth, set.slice(0, 2))).json();
    const img = dataset.images[0];
    expect((await t.app.inject({ url: `/api/training/datasets/${dataset.id}`, headers: other.auth })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: img.url, headers: other.auth })).statusCode).toBe(404);
    expect((await upload(t.app, other.auth, set.slice(2, 3), dataset.id)).statusCode).toBe(404);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/training/datasets/${dataset.id}/images/${img.id}`,
      headers: other.auth,
      payload: { caption: 'mine now' },
    });
    expect(patch.statusCode).toBe(404);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/training/jobs',
      headers: other.auth,
      payload: { datasetId: dataset.id },
    });
    expect(start.statusCode).toBe(404);
  });
});

describe('training jobs', () => {
  it('needs 15 to 50 images', async () => {
    const u = await signUp(t.app);
    const fourteen = (await upload(t.app, u.auth, set.slice(0, 14))).json().dataset;
    const few = await t.app.inject({
      method: 'POST',
      url: '/api/training/jobs',
      headers: u.auth,
      payload: { datasetId: fourteen.id },
    });
    expect(few.statusCode).toBe(400);
    expect(few.json().error.message).toBe(MESSAGES.trainingTooFew);

    const many = [...set, ...set, ...set, ...set.slice(0, 6)].map((f, i) => ({ ...f, name: `glass-${i}.jpg` }));
    expect(many).toHaveLength(51);
    const fiftyOne = (await upload(t.app, u.auth, many)).json().dataset;
    expect(fiftyOne.images).toHaveLength(51);
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/training/jobs',
      headers: u.auth,
      payload: { datasetId: fiftyOne.id },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe(MESSAGES.trainingTooMany);
  });

  it('trains on 15 images through every stage, learns the style and makes it a generator style', async () => {
    const u = await signUp(t.app);
    const other = await signUp(t.app);
    const { dataset } = (await upload(t.app, u.auth, set)).json();
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/training/jobs',
      headers: u.auth,
      payload: { datasetId: dataset.id },
    });
    expect(start.statusCode).toBe(202);
    const { job } = start.json();
    expect(job).toMatchObject({ datasetId: dataset.id, stage: 'preparing', progress: 10 });
    expect(job.modelId).toMatch(/^somm-style-/);

    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/training/jobs',
      headers: u.auth,
      payload: { datasetId: dataset.id },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(MESSAGES.trainingAlreadyRunning);

    const active = (await t.app.inject({ url: '/api/training/jobs?active=1', headers: u.auth })).json();
    expect(active.jobs.map((j: { id: string }) => j.id)).toContain(job.id);

    const { job: done } = await waitFor(t.app, u.auth, job.id, (s) => s === 'complete' || s === 'failed');
    expect(done).toMatchObject({ stage: 'complete', progress: 100, modelId: job.modelId });
    expect(done.durationMs).toBeGreaterThan(0);
    expect(done.finishedAt).toBeTruthy();
    expect(done.results).toHaveLength(2);
    for (const r of done.results) {
      expect(r.quality).toBeGreaterThanOrEqual(60);
      expect(r.quality).toBeLessThanOrEqual(100);
      const file = await t.app.inject({ url: r.imageUrl, headers: u.auth });
      expect(file.statusCode).toBe(200);
      // The set is black and white, so the test pictures are too (apart from any wine kept in colour).
      expect((await analyse(file.rawPayload)).greyShare).toBeGreaterThan(0.85);
      expect((await t.app.inject({ url: r.imageUrl, headers: other.auth })).statusCode).toBe(404);
    }

    const report = await t.app.inject({ url: `/api/training/jobs/${job.id}/report`, headers: u.auth });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-disposition']).toBe(
      `attachment; filename="sommai-training-report-${job.modelId}.json"`,
    );
    const r = report.json();
    expect(r).toMatchObject({ trainingImages: 15, modelId: job.modelId, datasetId: dataset.id });
    expect(r.modelName).toMatch(/SommAI style/);
    expect([...r.categories].sort()).toEqual(['wine_lifestyle', 'wine_portrait', 'wine_product', 'wine_scene']);
    expect(Date.parse(r.timestamp)).not.toBeNaN();
    expect(r.styleCharacteristics.join('\n')).toMatch(/Black and white: 100% of images/);
    expect(r.profile.monochrome).toBe(1);
    expect((await t.app.inject({ url: `/api/training/jobs/${job.id}/report`, headers: other.auth })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: `/api/training/jobs/${job.id}`, headers: other.auth })).statusCode).toBe(404);

    // The learned style is now a style of the generator, for this user only.
    const { styles } = (await t.app.inject({ url: '/api/images/styles', headers: u.auth })).json();
    expect(styles.at(-1)).toMatchObject({ id: `custom:${job.modelId}`, kind: 'custom', modelId: job.modelId });
    const img = await t.app.inject({
      method: 'POST',
      url: '/api/images/generate',
      headers: u.auth,
      payload: { topic: 'Barolo on a table', style: `custom:${job.modelId}`, size: 'landscape' },
    });
    expect(img.statusCode).toBe(201);
    const pic = await t.app.inject({ url: img.json().data.imageUrl, headers: u.auth });
    expect((await analyse(pic.rawPayload)).greyShare).toBeGreaterThan(0.85);
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/images/generate',
      headers: other.auth,
      payload: { topic: 'Barolo', style: `custom:${job.modelId}` },
    });
    expect(stolen.statusCode).toBe(404);
    const otherStyles = (await t.app.inject({ url: '/api/images/styles', headers: other.auth })).json().styles;
    expect(otherStyles).toHaveLength(4);

    // Done, so the dataset can be trained again.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/training/jobs',
      headers: u.auth,
      payload: { datasetId: dataset.id },
    });
    expect(again.statusCode).toBe(202);
    await waitFor(t.app, u.auth, again.json().job.id, (s) => s === 'complete');
  }, 90_000);

  it('finishes a job after the server is closed mid-run and started again on the same database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sommai-restart-'));
    // A database of its own (on disk, or a fresh PostgreSQL database) that outlives the first server.
    const pgDb = process.env.TEST_DB === 'postgres' ? await freshPostgres() : undefined;
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_AUTH_MAX: '1000',
      ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    });
    config.webDist = path.join(dataDir, 'no-web');
    try {
      let database = await openDatabase(config);
      let app = await buildApp(config, { database, logger: false });
      await app.ready();
      const u = await signUp(app);
      const { dataset } = (await upload(app, u.auth, set)).json();
      const start = await app.inject({
        method: 'POST',
        url: '/api/training/jobs',
        headers: u.auth,
        payload: { datasetId: dataset.id },
      });
      const jobId = start.json().job.id;
      await app.close();
      await database.close();

      database = await openDatabase(config);
      const mid = await database.db.execute<{ stage: string; locked_by: string | null }>(
        // A raw read of what the closed server left: an unfinished job, let go.
        (await import('drizzle-orm')).sql`select stage, locked_by from training_job where id = ${jobId}`,
      );
      const row = (mid as unknown as { rows: { stage: string; locked_by: string | null }[] }).rows[0];
      expect(row.stage).not.toBe('complete');
      expect(row.locked_by).toBeNull();

      app = await buildApp(config, { database, logger: false });
      await app.ready();
      const { job } = await waitFor(app, u.auth, jobId, (s) => s === 'complete' || s === 'failed');
      expect(job.stage).toBe('complete');
      expect(job.results).toHaveLength(2);
      await app.close();
      await database.close();
    } finally {
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
