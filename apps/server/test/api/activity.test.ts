import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chat, chatMessage, favorite, pdfDocument, quiz, quizAttempt } from '../../src/db/schema.ts';
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

/** A quiz of the user's own and one scored attempt at it. */
async function attemptAt(userId: string, title: string, at: Date, score: number) {
  const quizId = randomUUID();
  await t.database.db.insert(quiz).values({
    id: quizId,
    ownerId: userId,
    title,
    description: 'Test quiz',
    level: 2,
    category: 'regions',
    questions: [],
    questionCount: 4,
  });
  const id = randomUUID();
  await t.database.db.insert(quizAttempt).values({
    id,
    userId,
    quizId,
    answers: [0, 1, 2, 3],
    score,
    correctAnswers: Math.round((score / 100) * 4),
    totalQuestions: 4,
    results: [],
    quizTitle: title,
    level: 2,
    category: 'regions',
    createdAt: at,
  });
  return { id, quizId };
}

async function pdfAt(userId: string, title: string, at: Date) {
  const id = randomUUID();
  await t.database.db.insert(pdfDocument).values({
    id,
    userId,
    type: 'wine_topic',
    title,
    filename: 'guide.pdf',
    storageKey: `${userId}/${id}.pdf`,
    size: 1234,
    pages: 3,
    level: 2,
    createdAt: at,
  });
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

  it('merges chats, quiz attempts with their score, study PDFs and images, newest first', async () => {
    const u = await signUp(t.app);
    const chatId = await chatAt(u.user.id, 'Riesling sweetness', new Date(Date.now() - 4 * 3600_000));
    const attempt = await attemptAt(u.user.id, 'Bordeaux Left Bank', new Date(Date.now() - 3 * 3600_000), 75);
    const pdfId = await pdfAt(u.user.id, 'Study guide: Rioja', new Date(Date.now() - 2 * 3600_000));
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/images/generate',
      headers: u.auth,
      payload: { topic: 'Chablis at sunset', category: 'vineyards_regions', size: 'square' },
    });
    expect(generated.statusCode).toBe(201);
    const imageId = generated.json().data.id;
    const stranger = await signUp(t.app);
    await attemptAt(stranger.user.id, 'Not yours', new Date(), 100);

    const items = await feed(u.auth);
    expect(items.map((i) => i.id)).toEqual([imageId, pdfId, attempt.id, chatId]);
    expect(items[0]).toMatchObject({
      type: 'image',
      title: 'Chablis at sunset',
      description: 'Vineyards & Regions · Square · Professional',
      action: 'View',
      target: { route: '/app/image-generator', id: imageId },
    });
    expect(items[1]).toMatchObject({
      type: 'pdf',
      title: 'Study guide: Rioja',
      description: 'Study guide · 3 pages · Level 2',
      action: 'Download',
      target: { route: '/app/pdf-history', id: pdfId },
    });
    expect(items[2]).toMatchObject({
      type: 'quiz',
      title: 'Bordeaux Left Bank',
      description: 'Level 2 · Regions · 3 of 4 correct',
      score: 75,
      action: 'Retake',
      target: { route: `/app/quiz/${attempt.quizId}`, id: attempt.quizId },
    });
    expect(items[3]).not.toHaveProperty('score');

    expect((await feed(u.auth, '?type=quiz')).map((i) => i.id)).toEqual([attempt.id]);
    expect((await feed(u.auth, '?type=pdf')).map((i) => i.id)).toEqual([pdfId]);
    expect((await feed(u.auth, '?type=file')).map((i) => i.id)).toEqual([pdfId]);
    expect((await feed(u.auth, '?type=image')).map((i) => i.id)).toEqual([imageId]);
    expect((await feed(u.auth, '?search=rioja')).map((i) => i.id)).toEqual([pdfId]);
    expect((await feed(u.auth, '?limit=2')).map((i) => i.id)).toEqual([imageId, pdfId]);

    for (const [type, id] of [
      ['quiz', attempt.id],
      ['pdf', pdfId],
      ['image', imageId],
    ]) {
      const star = await t.app.inject({
        method: 'PUT',
        url: '/api/activity/favorites',
        headers: u.auth,
        payload: { type, id },
      });
      expect(star.statusCode).toBe(200);
      const refused = await t.app.inject({
        method: 'PUT',
        url: '/api/activity/favorites',
        headers: stranger.auth,
        payload: { type, id },
      });
      expect(refused.statusCode).toBe(404);
    }
    expect((await feed(u.auth, '?type=favorites')).map((i) => i.id)).toEqual([imageId, pdfId, attempt.id]);
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
