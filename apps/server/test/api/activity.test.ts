import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chat, chatMessage, favorite } from '../../src/db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CHAT_STREAM_PACE_MS: '0' });
});
afterAll(async () => {
  await t?.close();
});

/** A chat with a question and an answer, last touched at `at`. */
async function chatAt(userId: string, title: string, at: Date, answer = 'Chablis is **Chardonnay** from Burgundy.') {
  const id = randomUUID();
  await t.database.db
    .insert(chat)
    .values({ id, userId, title, level: 1, voiceMode: 'friendly', createdAt: at, updatedAt: at });
  await t.database.db.insert(chatMessage).values([
    { id: randomUUID(), chatId: id, role: 'user', content: title, createdAt: at },
    { id: randomUUID(), chatId: id, role: 'assistant', content: answer, createdAt: new Date(at.getTime() + 1000) },
  ]);
  return id;
}

const feed = async (auth: Record<string, string>, query = '') => {
  const res = await t.app.inject({ url: `/api/activity${query}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json().items as { id: string; title: string; isFavorite: boolean }[];
};

describe('GET /api/activity', () => {
  it("lists the user's own chats newest first, with what the spec's rows need", async () => {
    const u = await signUp(t.app);
    const older = await chatAt(u.user.id, 'Barolo or Barbaresco?', new Date('2026-03-01T10:00:00Z'));
    const newer = await chatAt(u.user.id, 'What grape is Chablis?', new Date('2026-03-02T10:00:00Z'));
    const stranger = await signUp(t.app);
    await chatAt(stranger.user.id, 'Not yours', new Date('2026-03-03T10:00:00Z'));

    const items = await feed(u.auth);
    expect(items.map((i) => i.id)).toEqual([newer, older]);
    expect(items[0]).toEqual({
      id: newer,
      type: 'chat',
      title: 'What grape is Chablis?',
      description: '2 messages · Chablis is Chardonnay from Burgundy.',
      timestamp: '2026-03-02T10:00:00.000Z',
      isFavorite: false,
      action: 'Continue',
      target: { route: '/app/chat', id: newer },
    });
  });

  it('shows a chat held through the chat API', async () => {
    const u = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/message',
      headers: u.auth,
      payload: { message: 'What grape is Chablis made from?' },
    });
    expect(res.statusCode).toBe(200);
    const items = await feed(u.auth);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ type: 'chat', id: res.json().data.chatId, action: 'Continue' });
  });

  it('searches titles and what was said, filters by type and limits the list', async () => {
    const u = await signUp(t.app);
    const a = await chatAt(u.user.id, 'Sancerre basics', new Date('2026-04-01T00:00:00Z'), 'Sauvignon Blanc.');
    const b = await chatAt(u.user.id, 'Loire whites', new Date('2026-04-02T00:00:00Z'), 'Try a Sancerre 100%.');
    await chatAt(u.user.id, 'Port styles', new Date('2026-04-03T00:00:00Z'), 'Ruby and tawny.');
    expect((await feed(u.auth, '?search=sancerre')).map((i) => i.id)).toEqual([b, a]);
    expect((await feed(u.auth, `?search=${encodeURIComponent('100%')}`)).map((i) => i.id)).toEqual([b]);
    expect(await feed(u.auth, '?search=_')).toEqual([]);
    expect(await feed(u.auth, '?type=chat&limit=2')).toHaveLength(2);
    expect(await feed(u.auth, '?type=quiz')).toEqual([]);
    expect(await feed(u.auth, '?type=file')).toEqual([]);
  });

  it.each(['?type=games', '?limit=0', '?limit=500', `?search=${'x'.repeat(201)}`])('refuses %s', async (query) => {
    const u = await signUp(t.app);
    expect((await t.app.inject({ url: `/api/activity${query}`, headers: u.auth })).statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/activity' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/activity/favorites', payload: { type: 'chat', id: 'x' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('favourites', () => {
  it('stars and unstars the user’s own items, and the star persists', async () => {
    const u = await signUp(t.app);
    const first = await chatAt(u.user.id, 'First', new Date('2026-05-01T00:00:00Z'));
    const second = await chatAt(u.user.id, 'Second', new Date('2026-05-02T00:00:00Z'));
    const star = await t.app.inject({
      method: 'PUT',
      url: '/api/activity/favorites',
      headers: u.auth,
      payload: { type: 'chat', id: first },
    });
    expect(star.statusCode).toBe(200);
    expect(star.json()).toEqual({ success: true, type: 'chat', id: first, isFavorite: true });
    // Starring twice is fine.
    await t.app.inject({
      method: 'PUT',
      url: '/api/activity/favorites',
      headers: u.auth,
      payload: { type: 'chat', id: first },
    });

    const items = await feed(u.auth);
    expect(items.map((i) => [i.id, i.isFavorite])).toEqual([
      [second, false],
      [first, true],
    ]);
    expect((await feed(u.auth, '?type=favorites')).map((i) => i.id)).toEqual([first]);

    const unstar = await t.app.inject({
      method: 'DELETE',
      url: `/api/activity/favorites?type=chat&id=${first}`,
      headers: u.auth,
    });
    expect(unstar.json()).toEqual({ success: true, type: 'chat', id: first, isFavorite: false });
    expect(await feed(u.auth, '?type=favorites')).toEqual([]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/activity/favorites',
      headers: u.auth,
      payload: { type: 'chat', id: second },
    });
    const byBody = await t.app.inject({
      method: 'DELETE',
      url: '/api/activity/favorites',
      headers: u.auth,
      payload: { type: 'chat', id: second },
    });
    expect(byBody.json().isFavorite).toBe(false);
  });

  it("refuses to star another user's item or an unknown one", async () => {
    const owner = await signUp(t.app);
    const theirs = await chatAt(owner.user.id, 'Private', new Date());
    const u = await signUp(t.app);
    for (const payload of [
      { type: 'chat', id: theirs },
      { type: 'chat', id: 'no-such-chat' },
      { type: 'quiz', id: theirs },
    ]) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/activity/favorites', headers: u.auth, payload });
      expect(res.statusCode).toBe(404);
    }
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/activity/favorites',
      headers: u.auth,
      payload: { type: 'bookmark', id: theirs },
    });
    expect(bad.statusCode).toBe(400);
    const rows = await t.database.db.select().from(favorite).where(eq(favorite.userId, u.user.id));
    expect(rows).toHaveLength(0);
    // Un-starring someone else's item touches only the asker's own stars.
    await t.app.inject({
      method: 'PUT',
      url: '/api/activity/favorites',
      headers: owner.auth,
      payload: { type: 'chat', id: theirs },
    });
    await t.app.inject({
      method: 'DELETE',
      url: '/api/activity/favorites',
      headers: u.auth,
      payload: { type: 'chat', id: theirs },
    });
    const kept = await t.database.db
      .select()
      .from(favorite)
      .where(and(eq(favorite.userId, owner.user.id), eq(favorite.itemId, theirs)));
    expect(kept).toHaveLength(1);
  });
});
