import { TRAINER_TEXTS } from '@sommai/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tastingNote, user } from '../../src/db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_MS: '0' });
});
afterAll(async () => {
  await t?.close();
});

type Auth = { authorization: string };
const post = (auth: Auth, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload: payload as object });
const get = (auth: Auth, url: string) => t.app.inject({ url, headers: auth });

const form = {
  colourIntensity: 'deep',
  colour: 'ruby',
  noseIntensity: 'pronounced',
  aromas: ['blackcurrant', 'mint', 'cedar'],
  sweetness: 'dry',
  acidity: 'high',
  tannin: 'high',
  alcohol: 'medium(+)',
  body: 'full',
  flavourIntensity: 'pronounced',
  finish: 'long',
  quality: 'very good',
  readiness: 'too young',
};

describe('tasting coach API', () => {
  it('grades a note against the named wine and keeps a history per wine', async () => {
    const u = await signUp(t.app);
    const res = await post(u.auth, '/api/tasting/notes', {
      grape: 'cabernet sauvignon',
      region: 'Bordeaux',
      style: 'red',
      form,
    });
    expect(res.statusCode).toBe(201);
    const { result } = res.json();
    expect(result.wineLabel).toBe('Cabernet Sauvignon, Bordeaux (Red)');
    expect(result.score).toBeGreaterThan(60);
    const tannin = result.grades.find((g: { field: string }) => g.field === 'tannin');
    expect(tannin).toMatchObject({ given: 'high', expected: 'high', verdict: 'match' });
    await post(u.auth, '/api/tasting/notes', {
      grape: 'Cabernet Sauvignon',
      region: 'Bordeaux',
      style: 'red',
      form: { ...form, tannin: 'low' },
    });
    await post(u.auth, '/api/tasting/notes', { grape: 'Merlot', style: 'red', form });
    const history = (await get(u.auth, '/api/tasting/notes?grape=Cabernet%20Sauvignon&region=Bordeaux')).json().notes;
    expect(history).toHaveLength(2);
    expect(history[0].score).toBeLessThan(history[1].score);
    expect((await get(u.auth, '/api/tasting/notes')).json().notes).toHaveLength(3);
  });

  it('refuses missing or unknown values, and unknown wines, storing nothing', async () => {
    const u = await signUp(t.app);
    const { acidity: _gone, ...missing } = form;
    const bad = [
      { grape: 'Merlot', style: 'red', form: missing },
      { grape: 'Merlot', style: 'red', form: { ...form, acidity: 'zingy' } },
      { grape: 'Merlot', style: 'red', form: { ...form, extra: 'x' } },
      { grape: 'Merlot', style: 'orange', form },
      { grape: '', style: 'red', form },
    ];
    for (const body of bad)
      expect((await post(u.auth, '/api/tasting/notes', body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    const zingy = await post(u.auth, '/api/tasting/notes', {
      grape: 'Merlot',
      style: 'red',
      form: { ...form, acidity: 'zingy' },
    });
    expect(zingy.json().error.message).toContain('Acidity must be one of');
    const unknown = await post(u.auth, '/api/tasting/notes', { grape: 'Unicorn Noir', style: 'red', form });
    expect(unknown.json().error.message).toBe(TRAINER_TEXTS.tasting.unknownGrape('Unicorn Noir'));
    expect(
      (await post(u.auth, '/api/tasting/notes', { grape: 'Merlot', region: 'Atlantis', style: 'red', form }))
        .statusCode,
    ).toBe(400);
    expect(await t.database.db.select().from(tastingNote).where(eq(tastingNote.userId, u.user.id))).toEqual([]);
  });

  it('deals a blind wine at the levels the plan grants and grades the conclusion once', async () => {
    const u = await signUp(t.app);
    const other = await signUp(t.app);
    expect((await post(u.auth, '/api/tasting/blind', { level: 4 })).statusCode).toBe(403);
    const dealt = await post(u.auth, '/api/tasting/blind', { level: 1 });
    expect(dealt.statusCode).toBe(201);
    const { deal } = dealt.json();
    expect(deal.description).toMatch(/Acidity/);
    const [row] = await t.database.db.select().from(tastingNote).where(eq(tastingNote.id, deal.id));
    expect(
      (await post(other.auth, `/api/tasting/blind/${deal.id}`, { grape: 'Merlot', region: 'Bordeaux' })).statusCode,
    ).toBe(404);
    expect((await post(u.auth, `/api/tasting/blind/${deal.id}`, { grape: 'Merlot' })).statusCode).toBe(400);
    const { knowledge } = await import('@sommai/knowledge');
    const grape = knowledge.grape(row.grapeId);
    const region = row.regionId ? knowledge.region(row.regionId) : undefined;
    const res = await post(u.auth, `/api/tasting/blind/${deal.id}`, { grape: grape?.name, region: region?.name });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.score).toBe(100);
    expect((await post(u.auth, `/api/tasting/blind/${deal.id}`, { grape: 'x', region: 'y' })).statusCode).toBe(409);
    await t.database.db.update(user).set({ plan: 'cru' }).where(eq(user.id, u.user.id));
    for (const level of [2, 3, 4]) expect((await post(u.auth, '/api/tasting/blind', { level })).statusCode).toBe(201);
    // Notes stay their owner's.
    expect((await get(other.auth, `/api/tasting/notes/${deal.id}`)).statusCode).toBe(404);
    expect((await get(u.auth, `/api/tasting/notes/${deal.id}`)).statusCode).toBe(200);
  });
});
