import { randomUUID } from 'node:crypto';
import { TRAINER_TEXTS } from '@sommai/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chat, chatMessage, pdfDocument, quiz, reviewCard, user } from '../../src/db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_MS: '0' });
});
afterAll(async () => {
  await t?.close();
});

type Auth = { authorization: string };
const get = (auth: Auth, url: string) => t.app.inject({ url, headers: auth });
const post = (auth: Auth, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload: payload as object });

async function chatAnswer(userId: string, question: string, answer: string) {
  const chatId = randomUUID();
  await t.database.db.insert(chat).values({ id: chatId, userId, title: question, level: 2, voiceMode: 'friendly' });
  const messageId = randomUUID();
  await t.database.db.insert(chatMessage).values([
    { id: randomUUID(), chatId, role: 'user', content: question, createdAt: new Date(Date.now() - 60_000) },
    {
      id: messageId,
      chatId,
      role: 'assistant',
      content: answer,
      sources: [{ kind: 'region', id: 'rioja', title: 'Rioja' }],
      createdAt: new Date(),
    },
  ]);
  return messageId;
}

describe('review API', () => {
  it('puts missed quiz questions in the deck, once each, and rates them', async () => {
    const u = await signUp(t.app);
    const quizId = 'l1-regions-countries';
    expect((await get(u.auth, `/api/quiz/${quizId}`)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(quiz).where(eq(quiz.id, quizId));
    // Everything wrong: each question's next option.
    const wrong = row.questions.map((q) => (q.correctAnswer + 1) % q.options.length);
    expect((await post(u.auth, `/api/quiz/${quizId}/submit`, { answers: wrong })).statusCode).toBe(200);
    expect((await post(u.auth, `/api/quiz/${quizId}/submit`, { answers: wrong })).statusCode).toBe(200);

    const summary = (await get(u.auth, '/api/review/summary')).json();
    expect(summary.total).toBe(row.questions.length);
    expect(summary.due).toBe(row.questions.length);
    const { cards } = (await get(u.auth, '/api/review/due?limit=50')).json();
    expect(cards).toHaveLength(row.questions.length);
    const first = cards.find((c: { front: string }) => c.front === row.questions[0].question);
    const q = row.questions[0];
    expect(first.back.startsWith(q.options[q.correctAnswer])).toBe(true);

    const rated = await post(u.auth, `/api/review/cards/${first.id}/rate`, { rating: 3 });
    expect(rated.statusCode).toBe(200);
    expect(new Date(rated.json().card.due).getTime()).toBeGreaterThan(Date.now());
    const after = (await get(u.auth, '/api/review/summary')).json();
    expect(after.due).toBe(row.questions.length - 1);
    expect(after.reviewedToday).toBe(1);
    expect(after.streak).toBe(1);
    expect(after.history).toHaveLength(30);
    expect(after.history.at(-1).count).toBe(1);
  });

  it('refuses ratings outside 1–4 and other users’ cards', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const messageId = await chatAnswer(
      owner.user.id,
      'Which grape leads in Rioja?',
      'Tempranillo leads in Rioja. It is blended with Garnacha.',
    );
    const added = await post(owner.auth, '/api/review/from-chat', { messageId });
    const cardId = added.json().card.id;
    for (const rating of [0, 5, 2.5, '3', null]) {
      const res = await post(owner.auth, `/api/review/cards/${cardId}/rate`, { rating });
      expect(res.statusCode, String(rating)).toBe(400);
      expect(res.json().error.message).toBe(TRAINER_TEXTS.review.ratingInvalid);
    }
    const foreign = await post(other.auth, `/api/review/cards/${cardId}/rate`, { rating: 3 });
    expect(foreign.statusCode).toBe(404);
    const [stored] = await t.database.db.select().from(reviewCard).where(eq(reviewCard.id, cardId));
    expect(stored.fsrs.reps).toBe(0);
    expect((await post(other.auth, '/api/review/from-chat', { messageId })).statusCode).toBe(404);
    expect((await get(other.auth, '/api/review/summary')).json().total).toBe(0);
    expect((await t.app.inject({ url: '/api/review/summary' })).statusCode).toBe(401);
  });

  it('adds a chat answer once, front the question and back the answer with its source', async () => {
    const u = await signUp(t.app);
    const messageId = await chatAnswer(
      u.user.id,
      'Which grape leads in Rioja',
      '**Tempranillo** leads in Rioja. It is often blended with Garnacha.',
    );
    const first = await post(u.auth, '/api/review/from-chat', { messageId });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ added: true, message: TRAINER_TEXTS.review.addedToReview });
    expect(first.json().card.front).toBe('Which grape leads in Rioja?');
    expect(first.json().card.back).toContain('Tempranillo leads in Rioja.');
    expect(first.json().card.back).toContain('Source: SommAI chat, from Rioja');
    const again = await post(u.auth, '/api/review/from-chat', { messageId });
    expect(again.json()).toMatchObject({ added: false, message: TRAINER_TEXTS.review.alreadyInReview });
    expect((await get(u.auth, '/api/review/summary')).json().total).toBe(1);
  });

  it('adds a study-guide section of the user’s own guide only', async () => {
    const u = await signUp(t.app);
    const other = await signUp(t.app);
    const pdfId = randomUUID();
    await t.database.db.insert(pdfDocument).values({
      id: pdfId,
      userId: u.user.id,
      type: 'wine_topic',
      title: 'Burgundy',
      filename: 'burgundy.pdf',
      storageKey: `pdf/${pdfId}`,
      size: 1,
      pages: 1,
      level: 3,
    });
    const section = {
      pdfId,
      heading: 'Grand Cru',
      text: 'Grand Cru vineyards are the top tier of the Côte d’Or. There are 33.',
    };
    const res = await post(u.auth, '/api/review/from-guide', section);
    expect(res.statusCode).toBe(200);
    expect(res.json().card.front).toContain('Grand Cru');
    expect(res.json().card.back).toContain('Source: study guide “Burgundy”');
    expect((await post(other.auth, '/api/review/from-guide', section)).statusCode).toBe(404);
    expect((await post(u.auth, '/api/review/from-guide', { pdfId })).statusCode).toBe(400);
  });

  it('adds knowledge packs the plan grants, refuses locked levels and bad areas', async () => {
    const u = await signUp(t.app);
    const { packs } = (await get(u.auth, '/api/review/packs')).json();
    expect(packs).toHaveLength(16);
    const open = packs.find((p: { locked: boolean }) => !p.locked);
    const locked = packs.find((p: { locked: boolean }) => p.locked);
    const res = await post(u.auth, '/api/review/packs', { level: open.level, area: open.area });
    expect(res.statusCode).toBe(200);
    expect(res.json().added).toBe(open.cards);
    expect((await post(u.auth, '/api/review/packs', { level: open.level, area: open.area })).json().added).toBe(0);
    if (locked)
      expect((await post(u.auth, '/api/review/packs', { level: locked.level, area: locked.area })).statusCode).toBe(
        403,
      );
    expect((await post(u.auth, '/api/review/packs', { level: 5, area: 'grapes' })).statusCode).toBe(400);
    expect((await post(u.auth, '/api/review/packs', { level: 1, area: 'gossip' })).statusCode).toBe(400);
    // A plan with every level opens them all.
    await t.database.db.update(user).set({ plan: 'cru' }).where(eq(user.id, u.user.id));
    const all = (await get(u.auth, '/api/review/packs')).json().packs;
    expect(all.every((p: { locked: boolean }) => !p.locked)).toBe(true);
  });

  it('exports the deck as CSV Anki imports: front, back, tags', async () => {
    const u = await signUp(t.app);
    const messageId = await chatAnswer(u.user.id, 'Rioja, "the" grape?', 'Tempranillo, mostly. Garnacha too.');
    await post(u.auth, '/api/review/from-chat', { messageId });
    const res = await get(u.auth, '/api/review/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      '#separator:comma',
      '#html:false',
      '#columns:front,back,tags',
      '#tags column:3',
    ]);
    expect(lines[4]).toMatch(/^"Rioja, ""the"" grape\?","Tempranillo, mostly\./);
    expect(lines[4]).toMatch(/,sommai chat level2$/);
  });
});
