// The busiest reads cost at most one SQL statement each once the session is known: the statements the
// embedded database receives are counted while each route answers.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chat, chatMessage, usage } from '../../src/db/schema.ts';
import { createTestApp, signUp, type TestApp, userMessage } from '../helpers.ts';

let t: TestApp;
let statements: string[] = [];
/** Every statement prepared by name since the app started. */
const preparedTexts = new Set<string>();

beforeAll(async () => {
  // A session cache that outlives a slow first quiz-bank seeding on a busy machine, so the counts
  // below are the routes' own statements and not a session looked up again.
  t = await createTestApp({ SESSION_CACHE_MS: '60000' });
  if (!('pglite' in t.database.queue)) return;
  const client = t.database.queue.pglite;
  // Drizzle calls these on the client it was given; every statement passes through one of them.
  for (const method of ['query', 'exec'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(client, {
      [method]: (...args: unknown[]) => {
        statements.push(String(args[0]));
        if (/^prepare /.test(String(args[0]))) preparedTexts.add(String(args[0]));
        return original(...args);
      },
    });
  }
});
afterAll(async () => t?.close());

/**
 * A turn's two statements, as the embedded database receives them: prepared once (PREPARE … AS the
 * statement), then run by name with the turn's values (EXECUTE).
 */
const isQuestion = (s: string) => /^execute chat_question_\w+\(/.test(s);
const isAnswer = (s: string) => /^execute chat_answer_\w+\(/.test(s);

async function statementsOf(url: string, auth: Record<string, string>) {
  statements = [];
  const res = await t.app.inject({ method: 'GET', url, headers: auth });
  expect(res.statusCode).toBe(200);
  // The job queue polls on its own schedule; its statements are not the route's.
  return { body: res.json(), statements: statements.filter((s) => !s.includes('pgboss.')) };
}

describe.skipIf(process.env.TEST_DB === 'postgres')('statements per request', () => {
  it('answers /api/me, the chat list and the quiz list with at most one statement each', async () => {
    const { auth } = await signUp(t.app);
    // First calls: the session is looked up, "last active" noted, the quiz bank seeded.
    await statementsOf('/api/me', auth);
    await statementsOf('/api/quiz/list', auth);

    // The month's usage is kept once read: nothing to ask the database until the usage table is written.
    const me = await statementsOf('/api/me', auth);
    expect(me.statements).toHaveLength(0);
    expect(me.body.usage).toEqual({ tokensUsed: 0, imagesUsed: 0 });

    const history = await statementsOf('/api/chat/history', auth);
    expect(history.statements).toHaveLength(1);
    expect(history.body).toEqual({ chats: [] });
    // Kept until a chat or a message is written.
    expect((await statementsOf('/api/chat/history', auth)).statements).toHaveLength(0);

    const quizzes = await statementsOf('/api/quiz/list', auth);
    expect(quizzes.statements).toHaveLength(1);
    expect(quizzes.body.quizzes.length).toBeGreaterThan(40);
    expect(Object.keys(quizzes.body.quizzes[0]).sort()).toEqual(
      [
        'attempt_count',
        'best_score',
        'category',
        'description',
        'id',
        'level',
        'locked',
        'questionCount',
        'title',
      ].sort(),
    );
  });

  it("shows the month's usage exactly after any write to it, whoever wrote it", async () => {
    const { auth, user } = await signUp(t.app);
    const usageOf = async () => (await statementsOf('/api/me', auth)).body.usage;
    expect(await usageOf()).toEqual({ tokensUsed: 0, imagesUsed: 0 });
    // A chat answer counts its tokens; the next /api/me reads them.
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/chat/message',
      headers: auth,
      payload: { message: 'What grape is Chablis made from?' },
    });
    expect(chat.statusCode).toBe(200);
    const afterChat = await statementsOf('/api/me', auth);
    expect(afterChat.statements.some((s) => /from "usage"/.test(s))).toBe(true);
    expect(afterChat.body.usage.tokensUsed).toBeGreaterThan(0);
    expect((await statementsOf('/api/me', auth)).statements).toHaveLength(0);
    // A write made outside the usage code (an admin's correction, a maintenance script) shows too,
    // in a statement of its own and inside a transaction.
    await t.database.db.execute(
      sql`update ${usage} set tokens_used = 1234, images_used = 3 where ${usage.userId} = ${user.id}`,
    );
    expect(await usageOf()).toEqual({ tokensUsed: 1234, imagesUsed: 3 });
    await t.database.db.transaction(async (tx) => {
      await tx.update(usage).set({ tokensUsed: 99 }).where(eq(usage.userId, user.id));
    });
    expect(await usageOf()).toEqual({ tokensUsed: 99, imagesUsed: 3 });
    // Another user's usage is their own.
    const other = await signUp(t.app);
    expect((await statementsOf('/api/me', other.auth)).body.usage).toEqual({ tokensUsed: 0, imagesUsed: 0 });
  });

  it("shows a chat list that is always the database's own, however it was written", async () => {
    const { auth, user } = await signUp(t.app);
    const listOf = async () => (await statementsOf('/api/chat/history', auth)).body.chats;
    expect(await listOf()).toEqual([]);
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/chat/message',
      headers: auth,
      payload: { message: 'Which grape is Sancerre made from?' },
    });
    expect(ask.statusCode).toBe(200);
    const [only] = await listOf();
    expect(only.messageCount).toBe(2);
    expect((await statementsOf('/api/chat/history', auth)).statements).toHaveLength(0);
    // Renamed through the API, then changed by a statement of its own: both show at the next read.
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/chat/${only.id}`,
      headers: auth,
      payload: { title: 'Loire whites' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await listOf())[0].title).toBe('Loire whites');
    await t.database.db.execute(sql`update ${chat} set title = 'Sancerre' where ${chat.userId} = ${user.id}`);
    expect((await listOf())[0].title).toBe('Sancerre');
    await t.database.db.execute(sql`delete from ${chatMessage} where ${chatMessage.chatId} = ${only.id}`);
    expect((await listOf())[0].messageCount).toBe(0);
  });

  it('counts each chat list entry from its own messages only', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    for (const who of [a, b, b]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/chat/message',
        headers: who.auth,
        payload: { message: 'What grape is Chablis made from?' },
      });
      expect(res.statusCode).toBe(200);
    }
    const listA = (await statementsOf('/api/chat/history', a.auth)).body.chats;
    const listB = (await statementsOf('/api/chat/history', b.auth)).body.chats;
    expect(listA).toHaveLength(1);
    expect(listA[0].messageCount).toBe(2);
    expect(listB.map((c: { messageCount: number }) => c.messageCount).reduce((x: number, y: number) => x + y, 0)).toBe(
      4,
    );
  });

  it('stores a new question with its token reservation in one statement, and the answer with its settlement in one', async () => {
    const { auth } = await signUp(t.app);
    await statementsOf('/api/me', auth);
    const ask = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/chat/stream',
        headers: auth,
        payload: {
          id,
          message: userMessage('Where is Rioja?'),
          level: 1,
          voiceMode: 'friendly',
        },
      });
    statements = [];
    await ask('warm-up-turn');
    // What the two statements do, as prepared by the first turn of the process (or of an earlier test).
    const prepared = [...preparedTexts];
    const questionText = prepared.find((s) => /^prepare chat_question_/.test(s));
    const answerText = prepared.find((s) => /^prepare chat_answer_/.test(s));
    expect(questionText).toContain('"token_reservation"');
    expect(questionText).toContain("'user'");
    expect(answerText).toContain("'assistant'");
    expect(answerText).toContain('"usage"');
    statements = [];
    const res = await ask('counted-turn');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Spain');
    // The job queue polls on its own schedule; its statements are not the turn's.
    const turn = statements.filter((s) => !s.includes('pgboss.'));
    // The question, its chat and the reservation (which is also the check of the month's limit);
    // then the answer, the chat's time and the settled tokens. Nothing else: the session is still
    // the one kept after the last turn, and the month's usage is not read first.
    expect(turn).toHaveLength(2);
    expect(isQuestion(turn[0])).toBe(true);
    expect(isAnswer(turn[1])).toBe(true);
    const history = (await t.app.inject({ url: '/api/chat/history/counted-turn', headers: auth })).json();
    expect(history.chat.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
  });

  it("sends one statement before a turn's first word, however many questions of one learner run at once", async () => {
    const { auth } = await signUp(t.app);
    statements = [];
    // Five questions at once with a session not yet kept: one lookup serves them all.
    const turns = await Promise.all(
      [
        'Where is Rioja?',
        'What grape is Chablis made from?',
        'What is Barolo?',
        'Where is Mosel?',
        'What is Cava?',
      ].map((question, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/chat/stream',
          headers: auth,
          payload: { id: `parallel-turn-${i}`, message: userMessage(question), level: 1, voiceMode: 'friendly' },
        }),
      ),
    );
    for (const res of turns) expect(res.statusCode).toBe(200);
    const sent = statements.filter((s) => !s.includes('pgboss.'));
    expect(sent.filter((s) => /from "session"/.test(s))).toHaveLength(1);
    expect(sent.filter((s) => /from "usage"/.test(s))).toHaveLength(0);
    // Each turn: its question with the reservation, then its answer with the settlement.
    expect(sent.filter(isQuestion)).toHaveLength(5);
    expect(sent.filter(isAnswer)).toHaveLength(5);

    // A second round: the session is kept, so each turn sends its two statements and nothing else.
    statements = [];
    const again = await Promise.all(
      ['Which grape is Sancerre made from?', 'Where is Tokaj?'].map((question, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/chat/stream',
          headers: auth,
          payload: { id: `parallel-again-${i}`, message: userMessage(question), level: 2, voiceMode: 'sharp' },
        }),
      ),
    );
    for (const res of again) expect(res.statusCode).toBe(200);
    // Counted by kind: a background job's statement (the reservation sweep, on a slow machine) may
    // land in the same moments without being part of either turn.
    const second = statements.filter((s) => !s.includes('pgboss.'));
    expect(second.filter((s) => /from "session"/.test(s))).toHaveLength(0);
    expect(second.filter((s) => /from "usage"/.test(s))).toHaveLength(0);
    expect(second.filter(isQuestion)).toHaveLength(2);
    expect(second.filter(isAnswer)).toHaveLength(2);
  });
});
