import { MESSAGES } from '@sommai/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chat, chatMessage, usage } from '../../src/db/schema.ts';
import { currentMonth } from '../../src/modules/account/service.ts';
import { releaseTokens, reserveTokens } from '../../src/modules/usage/service.ts';
import { fakeModelServer, multipartBody } from '../fixtures.ts';
import { createTestApp, signUp, streamChat, type TestApp, userMessage } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CHAT_STREAM_PACE_MS: '0' });
});
afterAll(async () => {
  await t?.close();
});

type Auth = { authorization: string };

async function ask(auth: Auth, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/chat/message', headers: auth, payload });
}

function stream(auth: Auth, payload: Record<string, unknown>) {
  return streamChat(t.app, auth, payload);
}

describe('asking', () => {
  it('answers the spec JSON call from the knowledge engine and stores the chat', async () => {
    const u = await signUp(t.app);
    const res = await ask(u.auth, {
      message: 'What grape is Chablis made from?',
      level: 1,
      voiceMode: 'Friendly',
      attachments: [],
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.id).toBeTruthy();
    expect(data.content).toMatch(/Chardonnay/);
    const history = (await t.app.inject({ url: '/api/chat/history', headers: u.auth })).json();
    expect(history.chats).toHaveLength(1);
    expect(history.chats[0]).toMatchObject({
      id: data.chatId,
      title: 'What grape is Chablis made from?',
      messageCount: 2,
    });
  });

  it('streams an answer token by token and keeps it in the history', async () => {
    const u = await signUp(t.app);
    const { res, events, text, meta } = await stream(u.auth, {
      id: 'chat-stream-1',
      message: userMessage('Chablis vs Meursault'),
      level: 2,
      voiceMode: 'technical',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    expect(events.filter((e) => e.type === 'text-delta').length).toBeGreaterThan(10);
    expect(text).toMatch(/Chardonnay/);
    const chatRes = (await t.app.inject({ url: '/api/chat/history/chat-stream-1', headers: u.auth })).json();
    expect(chatRes.chat.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(chatRes.chat.messages[1].content).toBe(text);
    // The client holds the stored ids: the answer's from the stream's start, the question's from its metadata.
    const [question, answer] = chatRes.chat.messages as { id: string }[];
    expect(events[0]).toMatchObject({ type: 'start', messageId: answer.id });
    expect(meta).toMatchObject({ chatId: 'chat-stream-1', questionId: question.id, messageId: answer.id });
  });

  it('takes only the new question and refuses a body past the limit', async () => {
    const u = await signUp(t.app);
    // The whole conversation is no longer part of the request: a body that sends it has no question.
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/chat/stream',
      headers: u.auth,
      payload: { id: 'chat-old-shape', messages: [userMessage('What is Port?')] },
    });
    expect(old.statusCode).toBe(400);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/chat/stream',
      headers: u.auth,
      payload: { id: 'chat-huge', message: userMessage('x'.repeat(200_000)) },
    });
    expect(huge.statusCode).toBe(413);
    const history = (await t.app.inject({ url: '/api/chat/history', headers: u.auth })).json();
    expect(history.chats).toEqual([]);
  });

  it('follows up on the previous turn', async () => {
    const u = await signUp(t.app);
    await stream(u.auth, { id: 'chat-follow', message: userMessage('Tell me about Barolo'), level: 2 });
    const second = await stream(u.auth, {
      id: 'chat-follow',
      message: userMessage('What grape is it made from?'),
      level: 2,
    });
    expect(second.text).toMatch(/Nebbiolo/);
  });

  it('counts the tokens of each turn into the monthly usage', async () => {
    const u = await signUp(t.app);
    await ask(u.auth, { message: 'How is Champagne made?', level: 1, voiceMode: 'friendly' });
    const me = (await t.app.inject({ url: '/api/me', headers: u.auth })).json();
    expect(me.usage.tokensUsed).toBeGreaterThan(20);
  });

  it('regenerates the last answer in place', async () => {
    const u = await signUp(t.app);
    await stream(u.auth, {
      id: 'chat-regen',
      message: userMessage('Where is Rioja?'),
      level: 1,
      voiceMode: 'friendly',
    });
    const again = await stream(u.auth, {
      id: 'chat-regen',
      trigger: 'regenerate-message',
      message: userMessage('Where is Rioja?'),
      level: 1,
      voiceMode: 'sharp',
    });
    expect(again.text).toMatch(/Spain/);
    const c = (await t.app.inject({ url: '/api/chat/history/chat-regen', headers: u.auth })).json().chat;
    expect(c.messages).toHaveLength(2);
    expect(c.messages[1].content).toBe(again.text);
  });
});

describe('answers that were cut off', () => {
  it('shows an unanswered last question as interrupted only when no answer is being written for it', async () => {
    const u = await signUp(t.app);
    const first = (await ask(u.auth, { message: 'Where is Rioja?', level: 1 })).json().data;
    // The server stopped before storing the answer: only the question is left.
    await t.database.db.delete(chatMessage).where(eq(chatMessage.id, first.id));
    const open = async () =>
      (await t.app.inject({ url: `/api/chat/history/${first.chatId}`, headers: u.auth })).json().chat.messages;
    const [question] = await open();
    expect(question).toMatchObject({ role: 'user', interrupted: true, notice: MESSAGES.chatInterrupted });

    // While an answer for it is on its way (its tokens are set aside), it is not interrupted.
    const held = await reserveTokens(t.database.db, u.user.id, {
      chatMessageId: question.id,
      limit: 10_000,
      maxAnswerMs: 60_000,
    });
    expect((await open())[0].interrupted).toBeUndefined();
    if (held) await releaseTokens(t.database.db, u.user.id, held);
    expect((await open())[0].interrupted).toBe(true);

    const again = await stream(u.auth, {
      id: first.chatId,
      trigger: 'regenerate-message',
      message: userMessage('Where is Rioja?'),
      level: 1,
    });
    expect(again.text).toMatch(/Spain/);
    const messages = await open();
    expect(messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[0].interrupted).toBeUndefined();
  });
});

describe('the JSON chat call', () => {
  it('returns the answer as soon as it is composed, without the stream’s reading pace', async () => {
    // A minute between chunks: a paced answer could never arrive within the test's time limit.
    const slow = await createTestApp({ CHAT_STREAM_PACE_MS: '60000' });
    try {
      const u = await signUp(slow.app);
      const res = await slow.app.inject({
        method: 'POST',
        url: '/api/chat/message',
        headers: u.auth,
        payload: { message: 'What grape is Chablis made from?', level: 1 },
      });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.content).toMatch(/Chardonnay/);
      expect(data.content.length).toBeGreaterThan(200);
    } finally {
      await slow.close();
    }
  });
});

describe('rules and bad input', () => {
  it('refuses an empty message, an overlong one, a bad level or voice, and stores nothing', async () => {
    const u = await signUp(t.app);
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ message: '   ' }, 'Write a message or attach a file.'],
      [{ message: 'x'.repeat(10_001) }, 'Your message is too long: keep it under 10,000 characters.'],
      [{ message: 'x'.repeat(50_000) }, /too long/],
      [{ message: 'Hi', level: 7 }, /Level must be/],
      [{ message: 'Hi', voiceMode: 'loud' }, /Voice style/],
      [{ message: 'Hi', chatId: '../etc' }, /Chat id/],
    ];
    for (const [payload, message] of cases) {
      const res = await ask(u.auth, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    expect((await t.app.inject({ url: '/api/chat/history', headers: u.auth })).json().chats).toEqual([]);
  });

  it('refuses a level the plan does not grant, with the spec message', async () => {
    const u = await signUp(t.app);
    const res = await ask(u.auth, { message: 'Explain the Grand Cru system of Burgundy', level: 3 });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Level 3 requires a higher subscription plan');
    const put = await t.app.inject({ method: 'PUT', url: '/api/preferences', headers: u.auth, payload: { level: 4 } });
    expect(put.statusCode).toBe(403);
    expect(put.json().error.message).toBe('Level 4 requires a higher subscription plan');
  });

  it('saves level and voice style per user', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    expect((await t.app.inject({ url: '/api/preferences', headers: a.auth })).json()).toEqual({
      level: 1,
      voiceMode: 'friendly',
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: a.auth,
      payload: { level: 2, voiceMode: 'exam' },
    });
    expect(put.json()).toEqual({ level: 2, voiceMode: 'exam' });
    expect((await t.app.inject({ url: '/api/preferences', headers: a.auth })).json()).toEqual({
      level: 2,
      voiceMode: 'exam',
    });
    expect((await t.app.inject({ url: '/api/preferences', headers: b.auth })).json()).toEqual({
      level: 1,
      voiceMode: 'friendly',
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: a.auth,
      payload: { voiceMode: 'LOUD' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('stops at the monthly token limit with the spec message', async () => {
    const u = await signUp(t.app);
    await t.database.db.insert(usage).values({ userId: u.user.id, month: currentMonth(), tokensUsed: 10_000 });
    const res = await ask(u.auth, { message: 'What is Riesling?' });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.message).toBe('You have reached your token limit for this month');
    const s = await stream(u.auth, { id: 'chat-limit', message: userMessage('What is Riesling?') });
    expect(s.res.statusCode).toBe(402);
    expect((await t.app.inject({ url: '/api/chat/history', headers: u.auth })).json().chats).toEqual([]);
  });

  it('lets at most one of many parallel questions through at the edge of the limit', async () => {
    const u = await signUp(t.app);
    await t.database.db.insert(usage).values({ userId: u.user.id, month: currentMonth(), tokensUsed: 9_990 });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => ask(u.auth, { message: `What is Riesling? (${i})`, level: 1 })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 402)).toHaveLength(5);
    const [row] = await t.database.db.select().from(usage).where(eq(usage.userId, u.user.id));
    // One answer's real cost, not six reservations.
    expect(row.tokensUsed).toBeGreaterThan(9_990);
    expect(row.tokensUsed).toBeLessThan(9_990 + 2_000);
  });

  it("keeps every user out of other users' chats", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    await stream(owner.auth, { id: 'chat-private', message: userMessage('What is Sancerre?') });
    expect((await t.app.inject({ url: '/api/chat/history/chat-private', headers: other.auth })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/chat/chat-private', headers: other.auth })).statusCode,
    ).toBe(404);
    const rename = await t.app.inject({
      method: 'PATCH',
      url: '/api/chat/chat-private',
      headers: other.auth,
      payload: { title: 'mine' },
    });
    expect(rename.statusCode).toBe(404);
    const hijack = await stream(other.auth, { id: 'chat-private', message: userMessage('Hello') });
    expect(hijack.res.statusCode).toBe(404);
    const mine = (await t.app.inject({ url: '/api/chat/history/chat-private', headers: owner.auth })).json().chat;
    expect(mine.title).toBe('What is Sancerre?');
    expect(mine.messages).toHaveLength(2);
    expect((await t.app.inject({ url: '/api/chat/history', headers: other.auth })).json().chats).toEqual([]);
  });

  it('renames and deletes a chat', async () => {
    const u = await signUp(t.app);
    await stream(u.auth, { id: 'chat-rename', message: userMessage('What is Port?') });
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/api/chat/chat-rename',
      headers: u.auth,
      payload: { title: 'Port notes' },
    });
    expect(renamed.json().chat.title).toBe('Port notes');
    const empty = await t.app.inject({
      method: 'PATCH',
      url: '/api/chat/chat-rename',
      headers: u.auth,
      payload: { title: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/chat/chat-rename', headers: u.auth })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: '/api/chat/history/chat-rename', headers: u.auth })).statusCode).toBe(404);
    expect(await t.database.db.select().from(chat).where(eq(chat.id, 'chat-rename'))).toEqual([]);
  });
});

describe('voice', () => {
  it('says clearly that server transcription is not configured', async () => {
    const u = await signUp(t.app);
    expect((await t.app.inject({ url: '/api/chat/capabilities', headers: u.auth })).json()).toEqual({
      transcription: false,
      externalModel: false,
      vision: false,
    });
    const body = multipartBody('audio', 'speech.webm', 'audio/webm', new Uint8Array([1, 2, 3]));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/transcribe',
      headers: { ...u.auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(501);
    expect(res.json().error.code).toBe('TRANSCRIPTION_UNAVAILABLE');
  });
});

describe('an OpenAI-compatible model', () => {
  it('streams its answer, grounded on the knowledge base', async () => {
    const model = await fakeModelServer('answer');
    const t2 = await createTestApp({ AI_BASE_URL: model.url, AI_MODEL: 'fake-model', CHAT_STREAM_PACE_MS: '0' });
    try {
      const u = await signUp(t2.app);
      const res = await t2.app.inject({
        method: 'POST',
        url: '/api/chat/stream',
        headers: u.auth,
        payload: { id: 'chat-ext', message: userMessage('What grape is Chablis made from?'), level: 1 },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('"delta":"Chardonnay."');
      const sent = model.requests[0].body as {
        model: string;
        stream: boolean;
        messages: { role: string; content: string }[];
      };
      expect(sent.model).toBe('fake-model');
      expect(sent.stream).toBe(true);
      expect(sent.messages[0].role).toBe('system');
      expect(sent.messages[0].content).toMatch(/Reference notes from the SommAI knowledge base/);
      expect(sent.messages.at(-1)).toMatchObject({ role: 'user', content: 'What grape is Chablis made from?' });
      const c = (await t2.app.inject({ url: '/api/chat/history/chat-ext', headers: u.auth })).json().chat;
      expect(c.messages[1].content).toBe('Chablis is made from Chardonnay.');
    } finally {
      await t2.close();
      await model.close();
    }
  });

  for (const behaviour of ['hang', 'garbage', 'error'] as const) {
    it(`falls back to the built-in engine with a notice when the model ${behaviour === 'hang' ? 'hangs' : `returns ${behaviour}`}`, async () => {
      const model = await fakeModelServer(behaviour);
      const t2 = await createTestApp({
        AI_BASE_URL: model.url,
        AI_MODEL: 'fake-model',
        AI_FIRST_TOKEN_TIMEOUT_MS: '500',
        CHAT_STREAM_PACE_MS: '0',
      });
      try {
        const u = await signUp(t2.app);
        const res = await t2.app.inject({
          method: 'POST',
          url: '/api/chat/message',
          headers: u.auth,
          payload: { message: 'What grape is Chablis made from?', level: 1 },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().data.content).toMatch(/Chardonnay/);
        expect(res.json().data.notice).toMatch(/built-in SommAI knowledge base/);
      } finally {
        await t2.close();
        await model.close();
      }
    });
  }
});
