// Every route that takes an id in its path or body answers another user's id exactly as it answers
// an id that does not exist: 404 NOT_FOUND, and nothing of the owner's changes.
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorite } from '../../src/db/schema.ts';
import { multipartBody, pdfWithText } from '../fixtures.ts';
import { createTestApp, signUp, type TestApp, userMessage } from '../helpers.ts';

let t: TestApp;
type Auth = { authorization: string };
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
/** One of everything the owner can have. */
const mine = {
  chatId: '',
  answerId: '',
  attachmentId: '',
  pdfId: '',
  quizId: '',
  attemptId: '',
  imageId: '',
  datasetId: '',
  trainingImageId: '',
};

async function call(auth: Auth, method: string, url: string, payload?: unknown) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: auth,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

beforeAll(async () => {
  t = await createTestApp({ CHAT_STREAM_PACE_MS: '0' });
  owner = await signUp(t.app);
  other = await signUp(t.app);

  const pdf = multipartBody('file', 'list.pdf', 'application/pdf', pdfWithText(['Chablis Premier Cru 2020']));
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/chat/attachments',
    headers: { ...owner.auth, ...pdf.headers },
    payload: pdf.payload,
  });
  expect(uploaded.statusCode).toBe(201);
  mine.attachmentId = uploaded.json().attachment.id;

  const asked = await call(owner.auth, 'POST', '/api/chat/message', {
    message: 'What grape is Chablis made from, and what does it taste like?',
    level: 1,
    attachmentIds: [mine.attachmentId],
  });
  expect(asked.statusCode).toBe(200);
  mine.chatId = asked.json().data.chatId;
  mine.answerId = asked.json().data.id;

  const pdfDoc = await call(owner.auth, 'POST', '/api/pdf/generate-from-chat', { chatId: mine.chatId });
  expect(pdfDoc.statusCode).toBe(200);
  mine.pdfId = pdfDoc.json().pdf.id;

  const quiz = await call(owner.auth, 'POST', '/api/quiz/generate', { chatId: mine.chatId });
  expect(quiz.statusCode).toBe(200);
  mine.quizId = (quiz.json().quiz ?? quiz.json().data).id;
  const taken = (await call(owner.auth, 'GET', `/api/quiz/${mine.quizId}`)).json().quiz;
  const submitted = await call(owner.auth, 'POST', `/api/quiz/${mine.quizId}/submit`, {
    answers: taken.questions.map(() => 0),
  });
  expect(submitted.statusCode).toBe(200);
  mine.attemptId = submitted.json().result.attemptId;

  const img = await call(owner.auth, 'POST', '/api/images/generate', {
    topic: 'Chablis at sunset',
    category: 'wine_bottles',
    style: 'professional',
    quality: 'wine-realism',
    size: 'instagram-post',
  });
  expect(img.statusCode).toBe(201);
  mine.imageId = img.json().data.id;

  const picture = await sharp({ create: { width: 320, height: 400, channels: 3, background: '#7a1f3d' } })
    .jpeg()
    .toBuffer();
  const set = multipartBody('files', 'bottle-01.jpg', 'image/jpeg', new Uint8Array(picture));
  const dataset = await t.app.inject({
    method: 'POST',
    url: '/api/training/datasets',
    headers: { ...owner.auth, ...set.headers },
    payload: set.payload,
  });
  expect(dataset.statusCode).toBe(201);
  mine.datasetId = dataset.json().dataset.id;
  mine.trainingImageId = dataset.json().dataset.images[0].id;

  for (const [type, id] of [
    ['chat', mine.chatId],
    ['pdf', mine.pdfId],
    ['image', mine.imageId],
    ['quiz', mine.attemptId],
  ]) {
    const starred = await call(owner.auth, 'PUT', '/api/activity/favorites', { type, id });
    expect(starred.statusCode, starred.body).toBe(200);
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/**
 * What the other user tries with the owner's ids. Training jobs, their results and reports, and
 * trained styles are tried in training.test.ts, where a job really trains.
 */
function attempts(): [string, string, unknown?][] {
  const m = mine;
  return [
    ['GET', `/api/chat/history/${m.chatId}`],
    ['PATCH', `/api/chat/${m.chatId}`, { title: 'Taken over' }],
    ['POST', '/api/chat/message', { message: 'And Meursault?', chatId: m.chatId }],
    ['POST', '/api/chat/message', { message: 'What is in it?', attachmentIds: [m.attachmentId] }],
    ['POST', '/api/chat/stream', { id: m.chatId, message: userMessage('And Meursault?') }],
    [
      'POST',
      '/api/chat/stream',
      {
        id: m.chatId,
        trigger: 'regenerate-message',
        message: userMessage('again'),
      },
    ],
    ['GET', `/api/chat/attachments/${m.attachmentId}`],
    ['POST', `/api/chat/${m.chatId}/pdf`],
    ['POST', '/api/pdf/generate-from-chat', { chatId: m.chatId }],
    ['GET', `/api/pdf/${m.pdfId}/file`],
    ['POST', '/api/pdf/generate-quiz-report', { quizAttemptId: m.attemptId }],
    ['GET', `/api/quiz/${m.quizId}`],
    ['POST', `/api/quiz/${m.quizId}/submit`, { answers: [0] }],
    ['POST', '/api/quiz/generate', { chatId: m.chatId }],
    ['GET', `/api/images/${m.imageId}/file`],
    ['GET', `/api/training/datasets/${m.datasetId}`],
    ['PATCH', `/api/training/datasets/${m.datasetId}/images/${m.trainingImageId}`, { caption: 'mine now' }],
    ['GET', `/api/training/datasets/${m.datasetId}/images/${m.trainingImageId}/file`],
    ['POST', '/api/training/jobs', { datasetId: m.datasetId }],
    ['GET', `/api/messages/user/${owner.user.id}`],
    ['GET', `/api/messages/user/${owner.user.id}/unread`],
    ['PUT', '/api/activity/favorites', { type: 'chat', id: m.chatId }],
    ['DELETE', '/api/activity/favorites', { type: 'chat', id: m.chatId }],
    ['DELETE', '/api/activity/favorites', { type: 'pdf', id: m.pdfId }],
    ['DELETE', '/api/activity/favorites', { type: 'image', id: m.imageId }],
    ['DELETE', '/api/activity/favorites', { type: 'quiz', id: m.attemptId }],
    // Deleting last, so everything above still had something to find.
    ['DELETE', `/api/training/datasets/${m.datasetId}/images/${m.trainingImageId}`],
    ['DELETE', `/api/files/training/${m.trainingImageId}`],
    ['DELETE', `/api/files/attachment/${m.attachmentId}`],
    ['DELETE', `/api/files/pdf/${m.pdfId}`],
    ['DELETE', `/api/files/image/${m.imageId}`],
    ['DELETE', `/api/images/${m.imageId}`],
    ['DELETE', `/api/pdf/${m.pdfId}`],
    ['DELETE', `/api/chat/${m.chatId}`],
  ];
}

describe("another user's ids", () => {
  it('are 404 NOT_FOUND on every route, as if they did not exist', async () => {
    const wrong: string[] = [];
    for (const [method, url, payload] of attempts()) {
      const res = await call(other.auth, method, url, payload);
      if (res.statusCode !== 404 || res.json().error?.code !== 'NOT_FOUND') {
        wrong.push(`${method} ${url} ${JSON.stringify(payload ?? '')} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('leave everything of the owner as it was', async () => {
    const chat = (await call(owner.auth, 'GET', `/api/chat/history/${mine.chatId}`)).json().chat;
    expect(chat.messages.map((m: { id: string }) => m.id)).toContain(mine.answerId);
    expect(chat.title).not.toBe('Taken over');
    expect((await call(owner.auth, 'GET', `/api/chat/attachments/${mine.attachmentId}`)).statusCode).toBe(200);
    expect((await call(owner.auth, 'GET', `/api/pdf/${mine.pdfId}/file`)).statusCode).toBe(200);
    expect((await call(owner.auth, 'GET', `/api/images/${mine.imageId}/file`)).statusCode).toBe(200);
    const dataset = (await call(owner.auth, 'GET', `/api/training/datasets/${mine.datasetId}`)).json().dataset;
    expect(dataset.images.map((i: { id: string; caption: string }) => [i.id, i.caption])).not.toContainEqual([
      mine.trainingImageId,
      'mine now',
    ]);
    expect(dataset.images).toHaveLength(1);
    const favourites = (await call(owner.auth, 'GET', '/api/activity?type=favorites')).json().items;
    expect(favourites.map((i: { type: string }) => i.type).sort()).toEqual(['chat', 'image', 'pdf', 'quiz']);
  });
});

describe('favourites', () => {
  it("answers 404 for un-starring another user's item, and 200 for the user's own star", async () => {
    const res = await call(other.auth, 'DELETE', '/api/activity/favorites', { type: 'chat', id: mine.chatId });
    expect(res.statusCode).toBe(404);
    const unknown = await call(owner.auth, 'DELETE', '/api/activity/favorites?type=chat&id=no-such-chat');
    expect(unknown.statusCode).toBe(404);
    // The owner can un-star, also through the query string, and again (nothing left to remove).
    const mineOff = await call(owner.auth, 'DELETE', `/api/activity/favorites?type=image&id=${mine.imageId}`);
    expect(mineOff.statusCode).toBe(200);
    expect(mineOff.json()).toMatchObject({ success: true, isFavorite: false });
    const again = await call(owner.auth, 'DELETE', '/api/activity/favorites', { type: 'image', id: mine.imageId });
    expect(again.statusCode).toBe(200);
  });

  it("removes the user's star on an item that is gone", async () => {
    const asked = await call(owner.auth, 'POST', '/api/chat/message', { message: 'Where is Rioja?', level: 1 });
    const chatId = asked.json().data.chatId;
    expect((await call(owner.auth, 'PUT', '/api/activity/favorites', { type: 'chat', id: chatId })).statusCode).toBe(
      200,
    );
    expect((await call(owner.auth, 'DELETE', `/api/chat/${chatId}`)).statusCode).toBe(200);
    const stars = () =>
      t.database.db
        .select()
        .from(favorite)
        .where(and(eq(favorite.userId, owner.user.id), eq(favorite.itemId, chatId)));
    expect(await stars()).toHaveLength(1);
    const off = await call(owner.auth, 'DELETE', '/api/activity/favorites', { type: 'chat', id: chatId });
    expect(off.statusCode).toBe(200);
    expect(await stars()).toHaveLength(0);
  });
});
