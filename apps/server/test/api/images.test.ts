import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@sommai/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDefaults } from '../../src/app.ts';
import { user } from '../../src/db/schema.ts';
import { openStore } from '../../src/lib/storage.ts';
import { createTestApp, signUp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Auth = { authorization: string };

function generate(auth: Auth, payload: Record<string, unknown>, app = t.app) {
  return app.inject({ method: 'POST', url: '/api/images/generate', headers: auth, payload });
}

async function setPlan(userId: string, plan: string | null) {
  await t.database.db.update(user).set({ plan }).where(eq(user.id, userId));
}

describe('generating images', () => {
  it('draws a picture with the spec defaults, stores it in the gallery and counts it', async () => {
    const u = await signUp(t.app);
    const res = await generate(u.auth, { topic: 'Chablis at sunset' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      topic: 'Chablis at sunset',
      category: 'wine_bottles',
      style: 'professional',
      quality: 'wine-realism',
      size: 'square',
      width: 1024,
      height: 1024,
      imageUrl: `/api/images/${data.id}/file`,
    });
    // The built-in designer drew it, and its description says so rather than claiming a photograph.
    expect(data.prompt).toContain('Chablis at sunset');
    expect(data.prompt).toMatch(/built-in designer/);
    expect(data.prompt).not.toMatch(/photo/i);
    expect(data.notice).toBeUndefined();
    expect(Date.parse(data.created_at)).not.toBeNaN();

    const file = await t.app.inject({ url: data.imageUrl, headers: u.auth });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1024 });

    const gallery = (await t.app.inject({ url: '/api/images', headers: u.auth })).json();
    expect(gallery.total).toBe(1);
    expect(gallery.images[0].id).toBe(data.id);
    const me = (await t.app.inject({ url: '/api/me', headers: u.auth })).json();
    expect(me.usage.imagesUsed).toBe(1);
  });

  it('takes every category of both lists, every preset and both qualities', async () => {
    const u = await signUp(t.app);
    await setPlan(u.user.id, 'cru');
    const res = await generate(u.auth, {
      topic: 'Mosel Riesling',
      category: 'vineyards',
      style: 'vintage',
      quality: 'wine-art',
      size: 'youtube-thumbnail',
      userType: 'professional',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ category: 'vineyards', style: 'vintage', width: 1280, height: 720 });
    const story = await generate(u.auth, { topic: 'Barolo', category: 'educational', size: 'instagram-story' });
    expect(story.json().data).toMatchObject({ width: 1080, height: 1920 });
  });

  it('refuses an empty prompt with each screen’s own message', async () => {
    const u = await signUp(t.app);
    const gen = await generate(u.auth, { topic: '   ' });
    expect(gen.statusCode).toBe(400);
    expect(gen.json().error.message).toBe(MESSAGES.imagePromptRequired);
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/image/generate',
      headers: u.auth,
      payload: { prompt: '' },
    });
    expect(chat.statusCode).toBe(400);
    expect(chat.json().error.message).toBe(MESSAGES.imagePromptRequiredChat);
    const multi = await t.app.inject({
      method: 'POST',
      url: '/api/images/generate-multiple',
      headers: u.auth,
      payload: { topic: '', categories: ['cellar'] },
    });
    expect(multi.statusCode).toBe(400);
    expect(multi.json().error.message).toBe(MESSAGES.imagePromptRequired);
  });

  it.each([
    [{ category: 'kittens' }, /Category must be one of: wine_bottles, vineyards_regions, .*pairing/],
    [{ size: 'poster' }, /Size must be one of: instagram-post, instagram-story, .*tasting-card/],
    [{ style: 'cubist' }, /Style must be one of: professional, artistic, vintage, modern/],
    [{ quality: 'ultra' }, /Quality must be one of: wine-realism, wine-art/],
  ])('refuses an unknown value %o, naming the allowed ones', async (extra, message) => {
    const u = await signUp(t.app);
    const res = await generate(u.auth, { topic: 'Rioja', ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(message);
    const me = (await t.app.inject({ url: '/api/me', headers: u.auth })).json();
    expect(me.usage.imagesUsed).toBe(0);
  });

  it('generates in chat image mode into the same gallery', async () => {
    const u = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/image/generate',
      headers: u.auth,
      payload: { prompt: 'Oak barrels in a cellar', category: 'cellar' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ topic: 'Oak barrels in a cellar', category: 'cellar', size: 'square' });
    expect((await t.app.inject({ url: '/api/images', headers: u.auth })).json().total).toBe(1);
  });

  it('generates one image per category and counts each', async () => {
    const u = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images/generate-multiple',
      headers: u.auth,
      payload: { topic: 'Champagne', categories: ['wine_bottles', 'glasses', 'pairing'], style: 'modern' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.map((i: { category: string }) => i.category)).toEqual([
      'wine_bottles',
      'glasses',
      'pairing',
    ]);
    expect((await t.app.inject({ url: '/api/me', headers: u.auth })).json().usage.imagesUsed).toBe(3);
    const five = await t.app.inject({
      method: 'POST',
      url: '/api/images/generate-multiple',
      headers: u.auth,
      payload: { topic: 'Champagne', categories: ['cellar', 'cellar', 'cellar', 'cellar', 'cellar'] },
    });
    expect(five.statusCode).toBe(400);
    expect(five.json().error.message).toBe(MESSAGES.imageCategoriesCount);
  });
});

describe('the gallery', () => {
  it('lists newest first with a total, pages, downloads with a proper name and deletes', async () => {
    const u = await signUp(t.app);
    const first = (await generate(u.auth, { topic: 'Chablis', size: 'instagram-post' })).json().data;
    const second = (await generate(u.auth, { topic: 'Barolo', size: 'landscape' })).json().data;
    const page = (await t.app.inject({ url: '/api/images?limit=1&offset=0', headers: u.auth })).json();
    expect(page.total).toBe(2);
    expect(page.images.map((i: { id: string }) => i.id)).toEqual([second.id]);
    const next = (await t.app.inject({ url: '/api/images?limit=1&offset=1', headers: u.auth })).json();
    expect(next.images[0].id).toBe(first.id);

    const download = await t.app.inject({ url: `${first.imageUrl}?download=1`, headers: u.auth });
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="sommai-chablis-region-map-instagram-post.png"',
    );

    const del = await t.app.inject({ method: 'DELETE', url: `/api/images/${first.id}`, headers: u.auth });
    expect(del.json()).toEqual({ success: true });
    expect((await t.app.inject({ url: first.imageUrl, headers: u.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/images', headers: u.auth })).json().total).toBe(1);
  });

  it('never shows or deletes another user’s image', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const img = (await generate(owner.auth, { topic: 'Sancerre' })).json().data;
    expect((await t.app.inject({ url: img.imageUrl, headers: other.auth })).statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/images/${img.id}`, headers: other.auth });
    expect(del.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/images', headers: other.auth })).json().total).toBe(0);
    expect((await t.app.inject({ url: img.imageUrl, headers: owner.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/images' })).statusCode).toBe(401);
  });

  it('names a download for what the image is: its subject, the card drawn and the size', async () => {
    const u = await signUp(t.app);
    const cases = [
      ['Pinot Noir', 'instagram-story', 'sommai-pinot-noir-grape-profile-instagram-story.png'],
      ['roast lamb pairing', 'square', 'sommai-roast-lamb-food-pairing-square.png'],
      ['vineyard rows at sunset', 'landscape', 'sommai-vineyard-rows-at-sunset-wine-bottles-scene-landscape.png'],
    ];
    for (const [topic, size, name] of cases) {
      const { data } = (await generate(u.auth, { topic, size })).json();
      expect(data.source).toBe('builtin');
      const download = await t.app.inject({ url: `${data.imageUrl}?download=1`, headers: u.auth });
      expect(download.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    }
  });

  it('previews a prompt at any size, small, without storing or counting it', async () => {
    const u = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images/preview',
      headers: u.auth,
      payload: { topic: 'Médoc', size: 'instagram-story' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 270, height: 480 });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/images/preview',
      headers: u.auth,
      payload: { topic: 'Médoc', size: 'billboard' },
    });
    expect(bad.statusCode).toBe(400);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/images/preview',
      headers: u.auth,
      payload: { topic: ' ' },
    });
    expect(empty.json().error.message).toBe(MESSAGES.imagePromptRequired);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/images/preview', payload: { topic: 'Médoc' } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: '/api/images', headers: u.auth })).json().total).toBe(0);
    expect((await t.app.inject({ url: '/api/me', headers: u.auth })).json().usage.imagesUsed).toBe(0);
  });

  it('lists the built-in styles, and refuses a trained style that is not the user’s', async () => {
    const u = await signUp(t.app);
    const { styles, photographic } = (await t.app.inject({ url: '/api/images/styles', headers: u.auth })).json();
    // No image service here: the quality picker must say photographs are not on offer.
    expect(photographic).toBe(false);
    expect(styles).toEqual([
      { id: 'professional', label: 'Professional', kind: 'builtin' },
      { id: 'artistic', label: 'Artistic', kind: 'builtin' },
      { id: 'vintage', label: 'Vintage', kind: 'builtin' },
      { id: 'modern', label: 'Modern', kind: 'builtin' },
    ]);
    const res = await generate(u.auth, { topic: 'Rioja', style: 'custom:somm-style-nothere' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(MESSAGES.imageStyleNotFound);
  });
});

describe('monthly image limits', () => {
  it('stops at the plan’s limit with IMAGE_LIMIT, even for requests sent at once', async () => {
    const u = await signUp(t.app);
    await setPlan(u.user.id, null);
    const me = (await t.app.inject({ url: '/api/me', headers: u.auth })).json();
    expect(me.limits.imageLimit).toBe(5);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        generate(u.auth, { topic: `Glass ${i}`, category: 'glasses', size: 'landscape' }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 402)).toHaveLength(3);
    const refused = results.find((r) => r.statusCode === 402);
    expect(refused?.json().error).toEqual({ code: 'IMAGE_LIMIT', message: MESSAGES.imageLimitReached });
    const after = (await t.app.inject({ url: '/api/me', headers: u.auth })).json();
    expect(after.usage.imagesUsed).toBe(5);
    expect((await t.app.inject({ url: '/api/images', headers: u.auth })).json().total).toBe(5);
  });

  it('refuses a set of images that would pass the limit, counting none of them', async () => {
    const u = await signUp(t.app);
    await setPlan(u.user.id, null);
    for (let i = 0; i < 3; i++)
      expect((await generate(u.auth, { topic: `Cellar ${i}`, category: 'cellar', size: 'landscape' })).statusCode).toBe(
        201,
      );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images/generate-multiple',
      headers: u.auth,
      payload: { topic: 'Tools', categories: ['sommelier_tools', 'glasses', 'cellar'], size: 'landscape' },
    });
    expect(res.statusCode).toBe(402);
    expect((await t.app.inject({ url: '/api/me', headers: u.auth })).json().usage.imagesUsed).toBe(3);
  });

  it('gives Classic 50 and Cru 200 images a month', async () => {
    const classic = await signUp(t.app);
    await setPlan(classic.user.id, 'classic');
    expect((await t.app.inject({ url: '/api/me', headers: classic.auth })).json().limits.imageLimit).toBe(50);
    const cru = await signUp(t.app);
    await setPlan(cru.user.id, 'cru');
    expect((await t.app.inject({ url: '/api/me', headers: cru.auth })).json().limits.imageLimit).toBe(200);
  });
});

type Behaviour = 'image' | 'hang' | 'error';

/** An OpenAI-compatible images endpoint on loopback that answers, hangs or fails. */
async function fakeImagesServer(behaviour: Behaviour) {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#6a1028' } })
    .png()
    .toBuffer();
  const requests: Record<string, unknown>[] = [];
  const server: Server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    requests.push({ url: req.url, auth: req.headers.authorization, ...JSON.parse(raw || '{}') });
    if (behaviour === 'hang') return;
    if (behaviour === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' });
      return res.end('{"error":{"message":"down"}}');
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ created: 0, data: [{ b64_json: png.toString('base64') }] }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

describe('an OpenAI-compatible images endpoint', () => {
  it.each<[Behaviour, boolean]>([
    ['image', false],
    ['hang', true],
    ['error', true],
  ])('when it %s, the picture is its own or the built-in renderer’s with a notice (%s)', async (behaviour, notice) => {
    const fake = await fakeImagesServer(behaviour);
    const app = await createTestApp({
      IMAGE_BASE_URL: fake.url,
      IMAGE_API_KEY: 'test-key',
      IMAGE_MODEL: 'fake-image-1',
      IMAGE_TIMEOUT_MS: '400',
    });
    try {
      // A hanging service is cut off by IMAGE_TIMEOUT_MS; were it not, this test would run out of time.
      const u = await signUp(app.app);
      const res = await generate(u.auth, { topic: 'Chablis', size: 'pinterest' }, app.app);
      expect(res.statusCode).toBe(201);
      const { data } = res.json();
      expect(data.notice).toBe(notice ? MESSAGES.imageFallbackNotice : undefined);
      expect(fake.requests[0]).toMatchObject({
        url: '/v1/images/generations',
        auth: 'Bearer test-key',
        model: 'fake-image-1',
        response_format: 'b64_json',
        size: '1024x1536',
      });
      expect(data.source).toBe(notice ? 'builtin' : 'external');
      // The stored description is what drew it: the service's prompt, or the built-in designer's words.
      expect(data.prompt).toMatch(notice ? /built-in designer/ : /photorealistic/);
      const file = await app.app.inject({ url: data.imageUrl, headers: u.auth });
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 1000, height: 1500 });
      const download = await app.app.inject({ url: `${data.imageUrl}?download=1`, headers: u.auth });
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="sommai-chablis-${notice ? 'region-map' : 'photo'}-pinterest.png"`,
      );
      // With an image service, photographic qualities are on offer.
      const styles = (await app.app.inject({ url: '/api/images/styles', headers: u.auth })).json();
      expect(styles.photographic).toBe(true);
      expect(describeDefaults(app.config, app.database, openStore(app.config)).images).toMatch(
        /OpenAI-compatible images endpoint \(fake-image-1\)/,
      );
    } finally {
      await app.close();
      await fake.close();
    }
  });
});
