import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenReservation, usage } from '../../src/db/schema.ts';
import { currentMonth } from '../../src/modules/account/service.ts';
import {
  addTokens,
  releaseTokens,
  reserveTokens,
  settleTokens,
  sweepReservations,
} from '../../src/modules/usage/service.ts';
import { createTestApp, signUp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_MS: '0' });
});
afterAll(async () => {
  await t?.close();
});

let questions = 0;
/** Options for one answer's reservation: a question id of its own and a ten-minute deadline. */
const turn = () => ({ chatMessageId: `question-${++questions}`, maxAnswerMs: 600_000 });

const reservationsOf = async (userId: string) =>
  t.database.db.select().from(tokenReservation).where(eq(tokenReservation.userId, userId));

const used = async (userId: string, month = currentMonth()) => {
  const [row] = await t.database.db
    .select()
    .from(usage)
    .where(and(eq(usage.userId, userId), eq(usage.month, month)));
  return row ?? { tokensUsed: 0, imagesUsed: 0 };
};

describe('monthly usage', () => {
  it('counts by calendar month: last month’s usage does not count this month', async () => {
    const u = await signUp(t.app);
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)).toISOString().slice(0, 7);
    await addTokens(t.database.db, u.user.id, 9_999, lastMonth);
    await addTokens(t.database.db, u.user.id, 25);
    const me = (await t.app.inject({ url: '/api/me', headers: u.auth })).json();
    expect(me.usage).toEqual({ tokensUsed: 25, imagesUsed: 0 });
  });
});

describe('race-safe limits', () => {
  it('lets only one of many parallel answers start at the limit, so usage passes it by one answer at most', async () => {
    const u = await signUp(t.app);
    const limit = 10_000;
    await addTokens(t.database.db, u.user.id, limit - 1);
    const reservations = await Promise.all(
      Array.from({ length: 6 }, () => reserveTokens(t.database.db, u.user.id, { ...turn(), limit, reserve: 500 })),
    );
    const admitted = reservations.filter((r) => r !== null);
    expect(admitted).toHaveLength(1);
    // The answer cost 320 tokens: the reservation is replaced by what it really cost.
    await settleTokens(
      t.database.db,
      u.user.id,
      admitted[0] ?? { id: 'none', month: currentMonth(), reserved: 0 },
      320,
    );
    expect((await used(u.user.id)).tokensUsed).toBe(limit - 1 + 320);
    expect(await reserveTokens(t.database.db, u.user.id, { ...turn(), limit })).toBeNull();
  });

  it('admits parallel answers while there is room and gives back what was not used', async () => {
    const u = await signUp(t.app);
    const [a, b] = await Promise.all([
      reserveTokens(t.database.db, u.user.id, { ...turn(), limit: 10_000, reserve: 2_000 }),
      reserveTokens(t.database.db, u.user.id, { ...turn(), limit: 10_000, reserve: 2_000 }),
    ]);
    expect(a && b).toBeTruthy();
    expect((await used(u.user.id)).tokensUsed).toBe(4_000);
    if (a) await settleTokens(t.database.db, u.user.id, a, 150);
    if (b) await releaseTokens(t.database.db, u.user.id, b);
    expect((await used(u.user.id)).tokensUsed).toBe(150);
  });

  it('refuses every answer when the limit is 0', async () => {
    const u = await signUp(t.app);
    expect(await reserveTokens(t.database.db, u.user.id, { ...turn(), limit: 0 })).toBeNull();
  });

  it('removes the reservation in the same step as settling or releasing it', async () => {
    const u = await signUp(t.app);
    const a = await reserveTokens(t.database.db, u.user.id, { ...turn(), limit: 10_000 });
    const b = await reserveTokens(t.database.db, u.user.id, { ...turn(), limit: 10_000 });
    expect(await reservationsOf(u.user.id)).toHaveLength(2);
    if (a) await settleTokens(t.database.db, u.user.id, a, 90);
    if (b) await releaseTokens(t.database.db, u.user.id, b);
    expect(await reservationsOf(u.user.id)).toHaveLength(0);
    expect((await used(u.user.id)).tokensUsed).toBe(90);
  });
});

describe('reservations left by a server that stopped', () => {
  it('gives back only expired reservations, so an answer still being written keeps its tokens', async () => {
    const u = await signUp(t.app);
    await addTokens(t.database.db, u.user.id, 300);
    const stale = await reserveTokens(t.database.db, u.user.id, { ...turn(), limit: 10_000 });
    const live = await reserveTokens(t.database.db, u.user.id, { ...turn(), limit: 10_000 });
    expect(stale && live).toBeTruthy();
    // The first answer's server stopped long ago: its reservation is past its expiry.
    await t.database.db
      .update(tokenReservation)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(tokenReservation.id, stale?.id ?? ''));
    expect((await used(u.user.id)).tokensUsed).toBe(4_300);
    await sweepReservations(t.database.db);
    expect((await used(u.user.id)).tokensUsed).toBe(2_300);
    expect((await reservationsOf(u.user.id)).map((r) => r.id)).toEqual([live?.id]);
    // The live answer settles normally; a late settle of the swept one counts only what it cost.
    if (live) await settleTokens(t.database.db, u.user.id, live, 100);
    if (stale) await settleTokens(t.database.db, u.user.id, stale, 40);
    expect((await used(u.user.id)).tokensUsed).toBe(440);
  });

  it('gives back every reservation when asked to (the embedded database at start-up)', async () => {
    const u = await signUp(t.app);
    await reserveTokens(t.database.db, u.user.id, { ...turn(), limit: 10_000 });
    await reserveTokens(t.database.db, u.user.id, { ...turn(), limit: 10_000 });
    expect((await used(u.user.id)).tokensUsed).toBe(4_000);
    expect(await sweepReservations(t.database.db, { all: true })).toBeGreaterThanOrEqual(2);
    expect((await used(u.user.id)).tokensUsed).toBe(0);
    expect(await reservationsOf(u.user.id)).toHaveLength(0);
  });
});
