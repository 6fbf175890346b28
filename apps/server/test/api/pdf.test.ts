import { existsSync } from 'node:fs';
import path from 'node:path';
import { LIMITS, MESSAGES } from '@sommai/shared';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfDocument, quiz, user } from '../../src/db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CHAT_STREAM_PACE_MS: '0', SESSION_CACHE_MS: '0' });
});
afterAll(async () => {
  await t?.close();
});

type Auth = { authorization: string };
interface PdfRecord {
  id: string;
  filename: string;
  url: string;
  title: string;
  type: string;
  created_at: string;
  size: number;
}

const post = (auth: Auth | undefined, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: auth ?? {}, payload: payload as object });

async function text(data: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(data));
  const { text: pages } = await extractText(pdf, { mergePages: true });
  return pages.replace(/\s+/g, ' ');
}

async function file(auth: Auth, record: PdfRecord, query = '') {
  return t.app.inject({ url: `${record.url}${query}`, headers: auth });
}

function expectGenerated(res: { statusCode: number; json(): unknown }, type: string) {
  expect(res.statusCode).toBe(200);
  const body = res.json() as { success: boolean; pdf: PdfRecord; pdfUrl: string; filename: string; message: string };
  expect(body.success).toBe(true);
  expect(body.message).toBe(MESSAGES.pdfGenerated);
  expect(body.pdf.type).toBe(type);
  expect(body.pdfUrl).toBe(body.pdf.url);
  expect(body.pdf.url).toBe(`/api/pdf/${body.pdf.id}/file`);
  expect(body.filename).toBe(body.pdf.filename);
  expect(body.filename).toMatch(/^sommai-[a-z0-9-]+\.pdf$/);
  expect(body.pdf.size).toBeGreaterThan(1000);
  expect(Number.isNaN(Date.parse(body.pdf.created_at))).toBe(false);
  expect(Object.keys(body.pdf).sort()).toEqual(['created_at', 'filename', 'id', 'size', 'title', 'type', 'url']);
  return body;
}

const guide = (auth: Auth, payload: Record<string, unknown>) =>
  post(auth, '/api/pdf/generate-from-topic', {
    topic: '',
    level: 1,
    customContent: '',
    includeLogo: false,
    type: 'wine_topic',
    ...payload,
  });

describe('study guides', () => {
  it('makes a real PDF on a topic, stores it and serves it inline or as a download', async () => {
    const u = await signUp(t.app);
    const body = expectGenerated(await guide(u.auth, { topic: 'Chablis', level: 2, includeLogo: true }), 'wine_topic');
    expect(body.pdf.title).toBe('Chablis');
    expect(body.filename).toMatch(/^sommai-study-guide-chablis-\d{4}-\d{2}-\d{2}\.pdf$/);

    const inline = await file(u.auth, body.pdf);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toBe(
      `inline; filename="${body.filename}"; filename*=UTF-8''${body.filename}`,
    );
    expect(inline.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(inline.rawPayload.byteLength).toBe(body.pdf.size);
    const content = await text(inline.rawPayload);
    for (const words of [
      'SommAI',
      'Chablis',
      'Chardonnay',
      'Key facts',
      'Self-test questions',
      'Answer key',
      'Signature',
    ])
      expect(content).toContain(words);

    const download = await file(u.auth, body.pdf, '?download=1');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="sommai-study-guide-chablis-/);
  });

  it('makes a guide from pasted content, topic or not', async () => {
    const u = await signUp(t.app);
    const notes =
      'MY RIOJA NOTES\n\nRioja ages Tempranillo in oak. Reserva means at least three years of ageing.\n\n- Crianza\n- Reserva';
    const body = expectGenerated(
      await guide(u.auth, { type: 'custom_content', customContent: notes, topic: 'Ignored topic words' }),
      'wine_topic',
    );
    const content = await text((await file(u.auth, body.pdf)).rawPayload);
    expect(content).toContain('Rioja ages Tempranillo in oak.');
    expect(content).toContain('My Rioja Notes');
    expect(content).toContain('Key points');
    // The screen may send its default type with the pasted content only.
    expectGenerated(await guide(u.auth, { type: 'wine_topic', customContent: notes }), 'wine_topic');
  });

  it('refuses an empty request, an over-long paste and a topic it does not know, storing nothing', async () => {
    const u = await signUp(t.app);
    for (const payload of [{}, { topic: '   ', customContent: '  \n ' }, { type: 'custom_content' }]) {
      const res = await guide(u.auth, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(MESSAGES.studyGuideInputRequired);
    }
    const long = await guide(u.auth, { type: 'custom_content', customContent: 'Syrah. '.repeat(200_000 / 7 + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(MESSAGES.studyGuideContentTooLong);
    expect(long.json().error.message).toContain(LIMITS.studyGuideContentMaxChars.toLocaleString('en-US'));

    const unknown = await guide(u.auth, { topic: 'quantum physics' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('TOPIC_UNKNOWN');
    expect(unknown.json().error.message).toMatch(
      /no study material on “quantum physics” yet, and will not make any up/,
    );
    expect(unknown.json().error.message).toMatch(/such as .+ or /);

    const tooLongTopic = await guide(u.auth, { topic: 'x'.repeat(LIMITS.studyGuideTopicMaxChars + 1) });
    expect(tooLongTopic.statusCode).toBe(400);
    expect((await guide(u.auth, { topic: 'Chablis', level: 9 })).statusCode).toBe(400);
    expect((await guide(u.auth, { topic: 'Chablis', type: 'poem' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/pdf/history', headers: u.auth })).json().pdfs).toEqual([]);
  });

  it('keeps Levels 3 and 4 for plans that grant them', async () => {
    const u = await signUp(t.app);
    const locked = await guide(u.auth, { topic: 'Barolo', level: 3 });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error).toEqual({ code: 'LEVEL_LOCKED', message: MESSAGES.levelLocked(3) });
    await t.database.db.update(user).set({ plan: 'cru' }).where(eq(user.id, u.user.id));
    expectGenerated(await guide(u.auth, { topic: 'Barolo', level: 4 }), 'wine_topic');
  });
});

describe('chat and session summaries', () => {
  it('summarises a session sent by the chat screen', async () => {
    const u = await signUp(t.app);
    const start = Date.parse('2025-11-23T09:00:00Z');
    const res = await post(u.auth, '/api/pdf/generate-from-session', {
      messages: [
        { role: 'user', content: 'What goes with oysters?', timestamp: new Date(start).toISOString() },
        { role: 'assistant', content: '**Chablis** or Muscadet.\n\n- Chablis\n- Muscadet', timestamp: start + 120_000 },
      ],
      level: 1,
      voiceMode: 'Friendly',
      title: 'Oysters',
    });
    const body = expectGenerated(res, 'session_summary');
    const content = await text((await file(u.auth, body.pdf)).rawPayload);
    for (const words of [
      'SESSION SUMMARY',
      'Oysters',
      'What goes with oysters?',
      'Chablis or Muscadet.',
      '2 min',
      'Friendly',
    ])
      expect(content).toContain(words);
  });

  it('refuses an empty session with the spec message', async () => {
    const u = await signUp(t.app);
    for (const payload of [
      { messages: [] },
      {},
      { messages: [{ role: 'user', content: '   ' }] },
      { messages: [{ role: 'system', content: 'setup' }] },
    ]) {
      const res = await post(u.auth, '/api/pdf/generate-from-session', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(MESSAGES.pdfEmptyChat);
    }
  });

  it('summarises a stored chat by both routes, for its owner only', async () => {
    const u = await signUp(t.app);
    const asked = await post(u.auth, '/api/chat/message', { message: 'What grape is Chablis made from?', level: 2 });
    const chatId = asked.json().data.chatId as string;
    const a = expectGenerated(await post(u.auth, '/api/pdf/generate-from-chat', { chatId }), 'chat_summary');
    const content = await text((await file(u.auth, a.pdf)).rawPayload);
    for (const words of [
      'CHAT SUMMARY',
      'What grape is Chablis made from?',
      'Questions asked',
      'AI responses',
      'Session duration',
    ])
      expect(content).toContain(words);
    expect(content).toContain('Chardonnay');
    const b = await post(u.auth, `/api/chat/${chatId}/pdf`, {});
    expect(expectGenerated(b, 'chat_summary').pdfUrl).toMatch(/^\/api\/pdf\/.+\/file$/);

    const other = await signUp(t.app);
    expect((await post(other.auth, '/api/pdf/generate-from-chat', { chatId })).statusCode).toBe(404);
    expect((await post(other.auth, `/api/chat/${chatId}/pdf`, {})).statusCode).toBe(404);
    expect((await post(u.auth, '/api/pdf/generate-from-chat', { chatId: 'no-such-chat' })).statusCode).toBe(404);
    expect((await post(u.auth, '/api/pdf/generate-from-chat', {})).statusCode).toBe(400);
  });
});

describe('quiz reports', () => {
  it('reports an attempt with the answers given, the right ones and why, for its owner only', async () => {
    const u = await signUp(t.app);
    const [first] = (await t.app.inject({ url: '/api/quiz/list?level=1', headers: u.auth })).json().quizzes;
    const [row] = await t.database.db.select().from(quiz).where(eq(quiz.id, first.id));
    const answers = row.questions.map((q, i) => (i === 0 ? (q.correctAnswer + 1) % 4 : q.correctAnswer));
    const result = (await post(u.auth, `/api/quiz/${first.id}/submit`, { answers })).json().result;
    const body = expectGenerated(
      await post(u.auth, '/api/pdf/generate-quiz-report', { quizAttemptId: result.attemptId }),
      'quiz_report',
    );
    expect(body.pdf.title).toBe(first.title);
    const content = await text((await file(u.auth, body.pdf)).rawPayload);
    expect(content).toContain('QUIZ REPORT');
    expect(content).toContain(`${result.score}%`);
    expect(content).toContain(`${result.correctAnswers} of ${result.totalQuestions} correct`);
    expect(content).toContain(row.questions[0].question);
    expect(content).toContain('Your answer:');
    expect(content).toContain(`Correct answer: ${String.fromCharCode(65 + row.questions[0].correctAnswer)}.`);
    expect(content).toContain(row.questions[1].explanation.slice(0, 30));

    const other = await signUp(t.app);
    expect(
      (await post(other.auth, '/api/pdf/generate-quiz-report', { quizAttemptId: result.attemptId })).statusCode,
    ).toBe(404);
    expect((await post(u.auth, '/api/pdf/generate-quiz-report', { quizAttemptId: 'nope' })).statusCode).toBe(404);
    expect((await post(u.auth, '/api/pdf/generate-quiz-report', {})).statusCode).toBe(400);
  });
});

describe('PDF history', () => {
  it('lists a user’s own PDFs newest first, and deletes one with its file', async () => {
    const u = await signUp(t.app);
    const a = expectGenerated(await guide(u.auth, { topic: 'Riesling' }), 'wine_topic');
    const b = expectGenerated(await guide(u.auth, { topic: 'Sancerre' }), 'wine_topic');
    const history = (await t.app.inject({ url: '/api/pdf/history', headers: u.auth })).json().pdfs as PdfRecord[];
    expect(history.map((p) => p.id)).toEqual([b.pdf.id, a.pdf.id]);
    expect(history[0]).toEqual(b.pdf);

    const [stored] = await t.database.db.select().from(pdfDocument).where(eq(pdfDocument.id, a.pdf.id));
    const onDisk = path.join(t.config.dataDir, 'files', stored.storageKey);
    expect(existsSync(onDisk)).toBe(true);

    const other = await signUp(t.app);
    expect((await t.app.inject({ url: '/api/pdf/history', headers: other.auth })).json().pdfs).toEqual([]);
    expect((await file(other.auth, a.pdf)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/pdf/${a.pdf.id}`, headers: other.auth })).statusCode,
    ).toBe(404);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/pdf/${a.pdf.id}`, headers: u.auth });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true });
    expect(existsSync(onDisk)).toBe(false);
    expect((await file(u.auth, a.pdf)).statusCode).toBe(404);
    expect(
      ((await t.app.inject({ url: '/api/pdf/history', headers: u.auth })).json().pdfs as PdfRecord[]).map((p) => p.id),
    ).toEqual([b.pdf.id]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/pdf/${a.pdf.id}`, headers: u.auth })).statusCode).toBe(
      404,
    );
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/pdf/history' })).statusCode).toBe(401);
    expect((await post(undefined, '/api/pdf/generate-from-topic', { topic: 'Chablis' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/pdf/x/file' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/pdf/x' })).statusCode).toBe(401);
  });
});
