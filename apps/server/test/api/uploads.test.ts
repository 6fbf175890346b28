// Hostile uploads: damaged and fake pictures, decompression bombs, cut-off bodies, storage quota,
// upload rate and a disk that refuses writes. Each is refused with a clear message, the server keeps
// answering and nothing the user stores changes.
import { readdirSync } from 'node:fs';
import * as fsp from 'node:fs/promises';
import path from 'node:path';
import { API_ERRORS, MESSAGES, UPLOAD_LIMITS } from '@sommai/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachment, user } from '../../src/db/schema.ts';
import { FileStore } from '../../src/lib/storage.ts';
import { readImageText } from '../../src/modules/chat/ocr.ts';
import { pdfWithText, pngBomb } from '../fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../helpers.ts';

type Auth = { authorization: string };
interface Part {
  name: string;
  data: Uint8Array;
  mime: string;
}

let t: TestApp;
let good: Record<'png' | 'jpeg' | 'gif' | 'webp', Buffer>;
let bomb: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  // Noise does not compress, so cutting a file in half really loses pixels.
  const noise = sharp({
    create: {
      width: 240,
      height: 160,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
  good = {
    png: await noise.clone().png().toBuffer(),
    jpeg: await noise.clone().jpeg().toBuffer(),
    gif: await noise.clone().gif().toBuffer(),
    webp: await noise.clone().webp().toBuffer(),
  };
  bomb = pngBomb(30_000, 30_000);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function multipart(files: Part[], field: string) {
  const boundary = `----sommai${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.name}"\r\nContent-Type: ${f.mime}\r\n\r\n`,
      ),
      Buffer.from(f.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function attach(app: FastifyInstance, auth: Auth, file: Part) {
  const body = multipart([file], 'file');
  return app.inject({
    method: 'POST',
    url: '/api/chat/attachments',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

function train(app: FastifyInstance, auth: Auth, files: Part[]) {
  const body = multipart(files, 'files');
  return app.inject({
    method: 'POST',
    url: '/api/training/datasets',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

/** What the user stores, as the Files page and the training page show it. */
async function stored(app: FastifyInstance, auth: Auth) {
  const files = (await app.inject({ url: '/api/files', headers: auth })).json();
  const datasets = (await app.inject({ url: '/api/training/datasets', headers: auth })).json().datasets;
  return { ids: files.files.map((f: { id: string }) => f.id), usedBytes: files.usedBytes, datasets: datasets.length };
}

async function healthy(app: FastifyInstance) {
  const res = await app.inject({ url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json().status).toBe('ok');
}

const mimes = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as const;
const magic = {
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  // A 16 × 16 GIF header: a picture that says it is small, then junk.
  gif: Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([16, 0, 16, 0, 0xf7, 0, 0])]),
  // A lossy WebP whose frame header says 16 × 16, then junk.
  webp: Buffer.concat([
    Buffer.from('RIFF', 'latin1'),
    Buffer.from([0x40, 0, 0, 0]),
    Buffer.from('WEBPVP8 ', 'latin1'),
    Buffer.from([0x30, 0, 0, 0, 0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, 16, 0, 16, 0]),
  ]),
};
/** Bytes that look random but are the same on every run. */
const junk = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 7919 + 13) % 251));

/** Every damaged picture: each format cut in half, and its magic number followed by junk. */
function damagedPictures(): Part[] {
  return (['png', 'jpeg', 'gif', 'webp'] as const).flatMap((f) => [
    { name: `cut.${f}`, mime: mimes[f], data: good[f].subarray(0, Math.floor(good[f].length / 2)) },
    { name: `fake.${f}`, mime: mimes[f], data: Buffer.concat([magic[f], junk(600)]) },
  ]);
}

describe('damaged and fake pictures', () => {
  it('refuses each one as a chat attachment with a clear message, and the server keeps answering', async () => {
    const u = await signUp(t.app);
    const kept = await attach(t.app, u.auth, { name: 'good.png', mime: 'image/png', data: good.png });
    expect(kept.statusCode).toBe(201);
    const before = await stored(t.app, u.auth);
    for (const file of damagedPictures()) {
      const res = await attach(t.app, u.auth, file);
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json().error, file.name).toEqual({ code: 'IMAGE_UNREADABLE', message: MESSAGES.imageUnreadable });
      expect(res.json().error.message).toMatch(/^This image could not be read/);
    }
    await healthy(t.app);
    expect(await stored(t.app, u.auth)).toEqual(before);
  });

  it('refuses each one as a training picture, and keeps no dataset', async () => {
    const u = await signUp(t.app);
    const before = await stored(t.app, u.auth);
    for (const file of damagedPictures()) {
      const res = await train(t.app, u.auth, [file]);
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json().error, file.name).toMatchObject({
        code: 'INVALID_IMAGE',
        message: MESSAGES.trainingFileDamaged(file.name),
      });
    }
    await healthy(t.app);
    expect(await stored(t.app, u.auth)).toEqual(before);
  });

  it('text recognition given undecodable bytes fails as an error, not a crash, and still works after', async () => {
    for (const data of [Buffer.concat([magic.png, junk(300)]), good.png.subarray(0, 200)]) {
      await expect(readImageText(data)).rejects.toThrow();
    }
    const label = await sharp({
      create: { width: 400, height: 120, channels: 3, background: '#fff' },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="400" height="120"><text x="20" y="75" font-size="48" font-family="sans-serif">CHABLIS</text></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    expect(await readImageText(label)).toMatch(/CHABLIS/i);
  }, 60_000);
});

describe('picture bombs', () => {
  it('refuses a picture over the pixel budget from its header, before decoding it', async () => {
    const u = await signUp(t.app);
    const before = await stored(t.app, u.auth);
    const message = MESSAGES.imageTooManyPixels(30_000, 30_000);
    expect(message).toContain('30,000 × 30,000');
    for (const data of [bomb, pngBomb(30_000, 30_000, false)]) {
      const res = await attach(t.app, u.auth, { name: 'bomb.png', mime: 'image/png', data });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'IMAGE_TOO_LARGE', message });
    }
    const side = Math.ceil(Math.sqrt(UPLOAD_LIMITS.maxImagePixels)) + 1;
    const justOver = await attach(t.app, u.auth, { name: 'big.png', mime: 'image/png', data: pngBomb(side, side) });
    expect(justOver.statusCode).toBe(400);
    expect(justOver.json().error.code).toBe('IMAGE_TOO_LARGE');

    const training = await train(t.app, u.auth, [{ name: 'bomb.png', mime: 'image/png', data: bomb }]);
    expect(training.statusCode).toBe(400);
    expect(training.json().error.message).toBe(MESSAGES.trainingFileTooManyPixels('bomb.png', 30_000, 30_000));
    await healthy(t.app);
    expect(await stored(t.app, u.auth)).toEqual(before);
  });

  it('still reads a large picture inside the budget', async () => {
    const u = await signUp(t.app);
    const res = await attach(t.app, u.auth, { name: 'wide.png', mime: 'image/png', data: pngBomb(6000, 4000) });
    expect(res.statusCode).toBe(201);
    expect(res.json().attachment).toMatchObject({ name: 'wide.png', type: 'image' });
  }, 60_000);
});

describe('cut-off multipart bodies', () => {
  it('answers 400 with a clear message on every upload route and stores nothing', async () => {
    const u = await signUp(t.app);
    const before = await stored(t.app, u.auth);
    const cases = [
      { url: '/api/chat/attachments', body: multipart([{ name: 'l.png', mime: 'image/png', data: good.png }], 'file') },
      {
        url: '/api/training/datasets',
        body: multipart([{ name: 'bottle.jpg', mime: 'image/jpeg', data: good.jpeg }], 'files'),
      },
    ];
    for (const { url, body } of cases) {
      for (const cut of [body.payload.length - 30, Math.floor(body.payload.length / 2), 60]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...u.auth, ...body.headers },
          payload: body.payload.subarray(0, cut),
        });
        expect(res.statusCode, `${url} cut at ${cut}`).toBe(400);
        expect(res.json().error, `${url} cut at ${cut}`).toEqual({
          code: 'UPLOAD_BROKEN',
          message: MESSAGES.uploadBroken,
        });
      }
      const garbled = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...u.auth, 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: Buffer.from('--xyz\r\nthis is not a part header\r\n\r\nbytes'),
      });
      expect(garbled.statusCode, url).toBe(400);
    }
    await healthy(t.app);
    expect(await stored(t.app, u.auth)).toEqual(before);
  });
});

describe('storage quota', () => {
  it('shows the plan’s quota and refuses what would not fit, until the plan has room', async () => {
    const u = await signUp(t.app);
    const free = 100 * 1024 * 1024;
    expect((await t.app.inject({ url: '/api/files/storage', headers: u.auth })).json()).toEqual({
      usedBytes: 0,
      limitBytes: free,
    });
    // Fill the storage to 1 KB under the free quota.
    const filler = {
      id: `filler-${u.user.id}`,
      userId: u.user.id,
      name: 'archive.pdf',
      type: 'pdf',
      mime: 'application/pdf',
      size: free - 1024,
      storageKey: `${u.user.id}/filler`,
    };
    await t.database.db.insert(attachment).values(filler);
    const before = await stored(t.app, u.auth);
    expect(before.usedBytes).toBe(free - 1024);

    const pdf = pdfWithText(['Chablis 2021', 'x'.repeat(2000)]);
    const attachRes = await attach(t.app, u.auth, { name: 'list.pdf', mime: 'application/pdf', data: pdf });
    expect(attachRes.statusCode).toBe(402);
    expect(attachRes.json().error).toEqual({
      code: 'STORAGE_FULL',
      message: MESSAGES.storageFull(free - 1024, free),
    });
    expect(attachRes.json().error.message).toContain('100 MB');
    const trainRes = await train(t.app, u.auth, [{ name: 'bottle.jpg', mime: 'image/jpeg', data: good.jpeg }]);
    expect(trainRes.statusCode).toBe(402);
    expect(trainRes.json().error.code).toBe('STORAGE_FULL');
    const guide = await t.app.inject({
      method: 'POST',
      url: '/api/pdf/generate-from-topic',
      headers: u.auth,
      payload: { topic: 'Chablis', level: 1, customContent: '', includeLogo: false, type: 'wine_topic' },
    });
    expect(guide.statusCode).toBe(402);
    await healthy(t.app);
    expect(await stored(t.app, u.auth)).toEqual(before);

    // With the storage exactly full, a training job (which writes copies and results) does not start.
    const topUp = { ...filler, id: `top-up-${u.user.id}`, size: 1024 };
    await t.database.db.insert(attachment).values(topUp);
    const job = await t.app.inject({
      method: 'POST',
      url: '/api/training/jobs',
      headers: u.auth,
      payload: { datasetId: 'any' },
    });
    expect(job.statusCode).toBe(402);
    expect(job.json().error.message).toBe(MESSAGES.storageFull(free, free));
    await t.database.db.delete(attachment).where(eq(attachment.id, topUp.id));
    expect(await stored(t.app, u.auth)).toEqual(before);

    await t.database.db.update(user).set({ plan: 'classic', planSource: 'admin' }).where(eq(user.id, u.user.id));
    const files = (await t.app.inject({ url: '/api/files', headers: u.auth })).json();
    expect(files.limitBytes).toBe(1024 * 1024 * 1024);
    const now = await attach(t.app, u.auth, { name: 'list.pdf', mime: 'application/pdf', data: pdf });
    expect(now.statusCode).toBe(201);
    expect((await stored(t.app, u.auth)).usedBytes).toBe(free - 1024 + pdf.byteLength);
  });
});

describe('upload rate', () => {
  it(`allows ${UPLOAD_LIMITS.uploadsPerMinute} uploads a minute per user, then answers 429`, async () => {
    const u = await signUp(t.app);
    const other = await signUp(t.app);
    const fake = { name: 'fake.png', mime: 'image/png', data: Buffer.concat([magic.png, junk(50)]) };
    for (let i = 0; i < UPLOAD_LIMITS.uploadsPerMinute; i++) {
      expect((await attach(t.app, u.auth, fake)).statusCode).toBe(400);
    }
    const before = await stored(t.app, u.auth);
    const refused = await attach(t.app, u.auth, { name: 'good.png', mime: 'image/png', data: good.png });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({ code: 'UPLOAD_RATE_LIMITED', message: MESSAGES.uploadRateLimited });
    const training = await train(t.app, u.auth, [{ name: 'bottle.jpg', mime: 'image/jpeg', data: good.jpeg }]);
    expect(training.statusCode).toBe(429);
    expect(await stored(t.app, u.auth)).toEqual(before);
    // Another user is not held back.
    expect((await attach(t.app, other.auth, { name: 'good.png', mime: 'image/png', data: good.png })).statusCode).toBe(
      201,
    );
    await healthy(t.app);
  }, 60_000);
});

describe('a disk that refuses writes', () => {
  it('answers 507 with a message and leaves no row and no file behind', async () => {
    let full = true;
    let filesRoot = '';
    const disk = {
      mkdir: fsp.mkdir,
      rename: fsp.rename,
      rm: fsp.rm,
      async writeFile(file: string, data: Uint8Array) {
        // Like a full disk: part of the file is written, then the write fails.
        await fsp.writeFile(file, data.subarray(0, Math.floor(data.length / 2)));
        if (full) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        await fsp.writeFile(file, data);
      },
    };
    const app = await createTestApp(
      {},
      {
        build: (dataDir) => {
          filesRoot = path.join(dataDir, 'files');
          return { files: new FileStore(dataDir, disk) };
        },
      },
    );
    try {
      const u = await signUp(app.app);
      const filesOnDisk = () =>
        readdirSync(filesRoot, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
      for (const res of [
        await attach(app.app, u.auth, { name: 'good.png', mime: 'image/png', data: good.png }),
        await attach(app.app, u.auth, { name: 'list.pdf', mime: 'application/pdf', data: pdfWithText(['Barolo']) }),
        await train(app.app, u.auth, [{ name: 'bottle.jpg', mime: 'image/jpeg', data: good.jpeg }]),
        await app.app.inject({
          method: 'POST',
          url: '/api/pdf/generate-from-topic',
          headers: u.auth,
          payload: { topic: 'Chablis', level: 1, customContent: '', includeLogo: false, type: 'wine_topic' },
        }),
      ]) {
        expect(res.statusCode).toBe(507);
        expect(res.json().error).toEqual({ code: 'STORAGE_WRITE_FAILED', message: API_ERRORS.STORAGE_WRITE_FAILED });
      }
      expect(await stored(app.app, u.auth)).toEqual({ ids: [], usedBytes: 0, datasets: 0 });
      expect(filesOnDisk()).toBe(0);
      await healthy(app.app);

      full = false;
      const ok = await attach(app.app, u.auth, { name: 'good.png', mime: 'image/png', data: good.png });
      expect(ok.statusCode).toBe(201);
      const back = await app.app.inject({ url: ok.json().attachment.url, headers: u.auth });
      expect(back.rawPayload.equals(good.png)).toBe(true);
      expect(filesOnDisk()).toBe(1);
    } finally {
      await app.close();
    }
  }, 60_000);
});
