// Answers composed in the composing threads: the same text the engine composes in process, kept
// answers still spare a composition, and a thread that dies, throws or hangs fails only its own
// answer, with the chat's error message and without charging the turn, so that asking again is
// charged once.
import { answer } from '@sommai/knowledge';
import { MESSAGES } from '@sommai/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessage, tokenReservation, usage } from '../../src/db/schema.ts';
import { closeComposePool, configureComposePool } from '../../src/modules/chat/compose-pool.ts';
import { createTestApp, signUp, streamChat, type TestApp, userMessage } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CHAT_STREAM_PACE_MS: '0', CHAT_THREADS: '1' });
});
afterAll(async () => {
  await t?.close();
});

type Auth = { authorization: string };
function stream(auth: Auth, payload: Record<string, unknown>) {
  return streamChat(t.app, auth, payload);
}

/** The user's charged tokens this month and the reservations still open. */
async function charged(userId: string) {
  const rows = await t.database.db.select().from(usage).where(eq(usage.userId, userId));
  const open = await t.database.db.select().from(tokenReservation).where(eq(tokenReservation.userId, userId));
  return { tokens: rows.reduce((n, r) => n + r.tokensUsed, 0), open: open.length };
}

/** Composing threads of another worker module (one that fails on request; a new thread loads the engine within the time limit), or the real ones. */
async function useWorker(filename?: string) {
  await closeComposePool();
  configureComposePool({ ...t.config.compose, ...(filename ? { filename, timeoutMs: 5_000 } : {}) });
}

describe('answers composed in a thread', () => {
  it('streams and returns the very answer the engine composes in process', async () => {
    const u = await signUp(t.app);
    const asked = [
      { question: 'Tell me about Barolo', level: 2, style: 'friendly' },
      { question: 'What food goes with Sherry?', level: 2, style: 'technical' },
    ] as const;
    for (const [i, a] of asked.entries()) {
      const s = await stream(u.auth, {
        id: `chat-thread-${i}`,
        message: userMessage(a.question),
        level: a.level,
        voiceMode: a.style,
      });
      expect(s.text).toBe(answer(a).markdown);
    }
    // A follow-up reads the chat's earlier turns in the thread as it would in process.
    const first = answer(asked[0]).markdown;
    const follow = await stream(u.auth, {
      id: 'chat-thread-0',
      message: userMessage('What grape is it made from?'),
      level: 2,
      voiceMode: 'friendly',
    });
    expect(follow.text).toBe(
      answer({
        ...asked[0],
        question: 'What grape is it made from?',
        history: [
          { role: 'user', content: asked[0].question },
          { role: 'assistant', content: first },
        ],
      }).markdown,
    );
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/chat/message',
      headers: u.auth,
      payload: { message: 'Where does Tokaji come from?', level: 1, voiceMode: 'sharp' },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().data.content).toBe(
      answer({ question: 'Where does Tokaji come from?', level: 1, style: 'sharp' }).markdown,
    );
  });

  it('answers a question asked again in a new chat from the kept answers, without a thread', async () => {
    const u = await signUp(t.app);
    const question = 'Will Riesling crash in a hot vintage?';
    const first = await stream(u.auth, { id: 'chat-kept-1', message: userMessage(question), level: 1 });
    expect(first.text).toBe(answer({ question, level: 1, style: 'friendly' }).markdown);
    // Threads that would crash on this question: only a composition that is not kept reaches them.
    await useWorker(new URL('../compose-failing-worker.ts', import.meta.url).href);
    try {
      const again = await stream(u.auth, { id: 'chat-kept-2', message: userMessage(question), level: 1 });
      expect(again.text).toBe(first.text);
      const followUp = await stream(u.auth, { id: 'chat-kept-1', message: userMessage(question), level: 1 });
      expect(followUp.events.filter((e) => e.type === 'error')).toHaveLength(1);
    } finally {
      await useWorker();
    }
  });

  it('fails only the answer of a thread that dies, throws or hangs, without charging the turn', async () => {
    await useWorker(new URL('../compose-failing-worker.ts', import.meta.url).href);
    try {
      const u = await signUp(t.app);
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/chat/message',
        headers: u.auth,
        payload: { message: 'Will this crash the server?', level: 1 },
      });
      expect(json.statusCode).toBe(500);
      expect(json.json().error.message).toBe(MESSAGES.chatFailed);
      for (const [id, question] of [
        ['chat-crash', 'Please crash now'],
        ['chat-throw', 'Please throw now'],
        ['chat-hang', 'Please hang now'],
      ]) {
        const s = await stream(u.auth, { id, message: userMessage(question), level: 1 });
        expect(s.events.filter((e) => e.type === 'error')).toEqual([{ type: 'error', errorText: MESSAGES.chatFailed }]);
        expect(s.text).toBe('');
      }
      // Nothing charged and nothing left reserved; the questions stay, to be answered again.
      expect(await charged(u.user.id)).toEqual({ tokens: 0, open: 0 });
      // The pool keeps answering with a new thread.
      const after = await stream(u.auth, { id: 'chat-after', message: userMessage('Where is Rioja?'), level: 1 });
      expect(after.text).toBe(answer({ question: 'Where is Rioja?', level: 1, style: 'friendly' }).markdown);

      // With working threads again, the failed turn is answered once and charged once.
      await useWorker();
      const before = await charged(u.user.id);
      const again = await stream(u.auth, {
        id: 'chat-crash',
        trigger: 'regenerate-message',
        message: userMessage('Please crash now'),
        level: 1,
      });
      expect(again.events.some((e) => e.type === 'error')).toBe(false);
      const messages = await t.database.db.select().from(chatMessage).where(eq(chatMessage.chatId, 'chat-crash'));
      expect(messages.map((m) => m.role).sort()).toEqual(['assistant', 'user']);
      const turn = messages.reduce((n, m) => n + m.tokens, 0);
      expect(await charged(u.user.id)).toEqual({ tokens: before.tokens + turn, open: 0 });
    } finally {
      await useWorker();
    }
  });
});
