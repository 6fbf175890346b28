import { randomUUID } from 'node:crypto';
import { MESSAGES, QUIZ_CATEGORIES } from '@sommai/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chat, chatMessage, quiz, quizAttempt, quizBank, user } from '../../src/db/schema.ts';
import { seedQuizBank } from '../../src/modules/quiz/seed.ts';
import { createTestApp, signUp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CHAT_STREAM_PACE_MS: '0', SESSION_CACHE_MS: '0' });
});
afterAll(async () => {
  await t?.close();
});

type Auth = { authorization: string };
interface Summary {
  id: string;
  title: string;
  description: string;
  level: number;
  category: string;
  questionCount: number;
  attempt_count: number;
  best_score: number | null;
  locked: boolean;
}

const list = async (auth: Auth, query = '') => t.app.inject({ url: `/api/quiz/list${query}`, headers: auth });
const get = async (auth: Auth, id: string) => t.app.inject({ url: `/api/quiz/${id}`, headers: auth });
const submit = async (auth: Auth, id: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/quiz/${id}/submit`, headers: auth, payload: payload as object });

/** The stored answer key of a quiz, straight from the database. */
async function key(id: string): Promise<number[]> {
  const [row] = await t.database.db.select().from(quiz).where(eq(quiz.id, id));
  return row.questions.map((q) => q.correctAnswer);
}

async function quizzes(auth: Auth): Promise<Summary[]> {
  const res = await list(auth);
  expect(res.statusCode).toBe(200);
  return res.json().quizzes;
}

async function makeCru(userId: string) {
  await t.database.db.update(user).set({ plan: 'cru' }).where(eq(user.id, userId));
}

async function chatWith(userId: string, lines: [role: 'user' | 'assistant', content: string][], level = 1) {
  const id = randomUUID();
  await t.database.db.insert(chat).values({ id, userId, title: lines[0]?.[1] ?? 'Chat', level, voiceMode: 'friendly' });
  let at = Date.now() - lines.length * 60_000;
  for (const [role, content] of lines) {
    at += 60_000;
    await t.database.db
      .insert(chatMessage)
      .values({ id: randomUUID(), chatId: id, role, content, createdAt: new Date(at) });
  }
  return id;
}

describe('quiz list', () => {
  it('lists the seeded bank by level then title, with attempts, best score and plan locks', async () => {
    const u = await signUp(t.app);
    const all = await quizzes(u.auth);
    expect(all.length).toBeGreaterThanOrEqual(40);
    const sorted = [...all].sort((a, b) => a.level - b.level || a.title.localeCompare(b.title, 'en'));
    expect(all.map((q) => q.id)).toEqual(sorted.map((q) => q.id));
    for (const q of all) {
      expect(Object.keys(q).sort()).toEqual(
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
      expect(QUIZ_CATEGORIES).toContain(q.category);
      expect(q.questionCount).toBeGreaterThanOrEqual(10);
      expect(q.attempt_count).toBe(0);
      expect(q.best_score).toBeNull();
      // Signed in without a plan: Levels 1 and 2 only.
      expect(q.locked).toBe(q.level > 2);
    }
  });

  it('filters by level and refuses a level that does not exist', async () => {
    const u = await signUp(t.app);
    const res = await list(u.auth, '?level=3');
    expect(res.statusCode).toBe(200);
    const level3: Summary[] = res.json().quizzes;
    expect(level3.length).toBeGreaterThan(0);
    expect(level3.every((q) => q.level === 3 && q.locked)).toBe(true);
    for (const bad of ['?level=7', '?level=0', '?level=two', '?level=1.5']) {
      const r = await list(u.auth, bad);
      expect(r.statusCode).toBe(400);
      expect(r.json().error.message).toBe('Level must be 1, 2, 3 or 4');
    }
  });

  it('opens every level to the Cru plan', async () => {
    const u = await signUp(t.app);
    await makeCru(u.user.id);
    expect((await quizzes(u.auth)).every((q) => !q.locked)).toBe(true);
    const l4 = (await quizzes(u.auth)).find((q) => q.level === 4) as Summary;
    expect((await get(u.auth, l4.id)).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/quiz/list' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/quiz/l1-regions-countries' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/quiz/l1-regions-countries/submit', payload: { answers: [] } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('taking a quiz', () => {
  it('sends questions and options but never the answers', async () => {
    const u = await signUp(t.app);
    const first = (await quizzes(u.auth)).find((q) => q.level === 1) as Summary;
    const res = await get(u.auth, first.id);
    expect(res.statusCode).toBe(200);
    const { quiz: body } = res.json();
    expect(body).toMatchObject({ id: first.id, title: first.title, level: 1, category: first.category });
    expect(body.questions).toHaveLength(first.questionCount);
    for (const q of body.questions) {
      expect(Object.keys(q).sort()).toEqual(['id', 'options', 'question']);
      expect(q.options).toHaveLength(4);
    }
    expect(res.body).not.toMatch(/correctAnswer|explanation/);
  });

  it('refuses a locked quiz by id with the spec message, and a missing one with 404', async () => {
    const u = await signUp(t.app);
    const locked = (await quizzes(u.auth)).find((q) => q.level === 3) as Summary;
    const res = await get(u.auth, locked.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'QUIZ_LOCKED', message: MESSAGES.quizLocked });
    const sub = await submit(u.auth, locked.id, { answers: (await key(locked.id)).map(() => 0) });
    expect(sub.statusCode).toBe(403);
    expect(sub.json().error.code).toBe('QUIZ_LOCKED');

    const missing = await get(u.auth, 'no-such-quiz');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(MESSAGES.quizNotFound);
    const missingSubmit = await submit(u.auth, 'no-such-quiz', { answers: [0, 1, 2] });
    expect(missingSubmit.statusCode).toBe(404);
  });

  it('scores on the server, stores each attempt and keeps the best score', async () => {
    const u = await signUp(t.app);
    const target = (await quizzes(u.auth)).find((q) => q.level === 2) as Summary;
    const answers = await key(target.id);

    const perfect = await submit(u.auth, target.id, { answers });
    expect(perfect.statusCode).toBe(200);
    const r1 = perfect.json().result;
    expect(r1).toMatchObject({ score: 100, correctAnswers: answers.length, totalQuestions: answers.length });
    expect(r1.attemptId).toBeTruthy();
    expect(r1.results).toHaveLength(answers.length);
    for (const [i, r] of r1.results.entries()) {
      expect(Object.keys(r).sort()).toEqual(
        ['correct', 'correctAnswer', 'explanation', 'options', 'question', 'questionId', 'selected'].sort(),
      );
      expect(r).toMatchObject({ selected: answers[i], correctAnswer: answers[i], correct: true });
      expect(r.explanation.length).toBeGreaterThan(10);
    }

    // Three right out of ten: 30%.
    const some = answers.map((a, i) => (i < 3 ? a : (a + 1) % 4));
    const r2 = (await submit(u.auth, target.id, { answers: some })).json().result;
    expect(r2).toMatchObject({ score: 30, correctAnswers: 3 });
    expect(r2.results.filter((r: { correct: boolean }) => !r.correct)).toHaveLength(answers.length - 3);

    const after = (await quizzes(u.auth)).find((q) => q.id === target.id);
    expect(after).toMatchObject({ attempt_count: 2, best_score: 100 });
    // Another user's list is untouched.
    const other = await signUp(t.app);
    expect((await quizzes(other.auth)).find((q) => q.id === target.id)).toMatchObject({
      attempt_count: 0,
      best_score: null,
    });
  });

  it('rounds the score to a whole percent', async () => {
    const u = await signUp(t.app);
    // A quiz of 10 questions with 1 right is 10%; build a 7-question quiz to check rounding.
    const id = `round-${randomUUID()}`;
    const questions = Array.from({ length: 7 }, (_, i) => ({
      id: `${id}-q${i}`,
      question: `Question ${i}?`,
      options: ['a', 'b', 'c', 'd'],
      correctAnswer: 0,
      explanation: 'Because it is.',
    }));
    await t.database.db.insert(quiz).values({
      id,
      ownerId: u.user.id,
      title: 'Rounding',
      description: 'Seven questions',
      level: 1,
      category: 'basics',
      questions,
      questionCount: 7,
    });
    const res = await submit(u.auth, id, { answers: [0, 0, 1, 1, 1, 1, 1] });
    expect(res.json().result.score).toBe(29);
  });

  it('records the same answers submitted twice as two attempts, unless they carry one attempt key', async () => {
    const u = await signUp(t.app);
    const target = (await quizzes(u.auth)).find((q) => q.level === 1) as Summary;
    const answers = await key(target.id);
    const a = (await submit(u.auth, target.id, { answers })).json().result;
    const b = (await submit(u.auth, target.id, { answers })).json().result;
    expect(a.attemptId).not.toBe(b.attemptId);
    expect((await quizzes(u.auth)).find((q) => q.id === target.id)?.attempt_count).toBe(2);

    const k = randomUUID();
    const c = (await submit(u.auth, target.id, { answers, attemptKey: k })).json().result;
    const d = await submit(u.auth, target.id, { answers: answers.map(() => 0), attemptKey: k });
    expect(d.statusCode).toBe(200);
    expect(d.json().result).toEqual(c);
    expect((await quizzes(u.auth)).find((q) => q.id === target.id)?.attempt_count).toBe(3);

    // The key is the user's own: another user may use the same one.
    const other = await signUp(t.app);
    const e = (await submit(other.auth, target.id, { answers, attemptKey: k })).json().result;
    expect(e.attemptId).not.toBe(c.attemptId);
    // A key already used for another quiz is refused rather than answered with the wrong quiz.
    const second = (await quizzes(u.auth)).find((q) => q.level === 1 && q.id !== target.id) as Summary;
    const clash = await submit(u.auth, second.id, { answers: await key(second.id), attemptKey: k });
    expect(clash.statusCode).toBe(409);
  });

  it('refuses answers of the wrong length, out of range, not whole numbers or missing, and stores nothing', async () => {
    const u = await signUp(t.app);
    const target = (await quizzes(u.auth)).find((q) => q.level === 1) as Summary;
    const answers = await key(target.id);
    const n = answers.length;
    const cases: [unknown, RegExp][] = [
      [
        { answers: answers.slice(0, n - 1) },
        new RegExp(`one answer for each of the ${n} questions \\(received ${n - 1}\\)`),
      ],
      [{ answers: [...answers, 0] }, new RegExp(`received ${n + 1}`)],
      [{ answers: [] }, /received 0/],
      [
        { answers: answers.map((a, i) => (i === 2 ? 4 : a)) },
        /Answer 3 must be the number of one of its options, from 0 to 3/,
      ],
      [{ answers: answers.map((a, i) => (i === 0 ? -1 : a)) }, /Answer 1 must be/],
      [{ answers: answers.map((a, i) => (i === 4 ? 1.5 : a)) }, /Answer 5 must be/],
      [{ answers: answers.map((a, i) => (i === 1 ? '2' : a)) }, /Answer 2 must be/],
      [{ answers: answers.map((a, i) => (i === 1 || i === 6 ? null : a)) }, /Still unanswered: questions 2 and 7/],
      [{ answers: 'all of them' }, /Send your answers as a list/],
      [{}, /Send your answers as a list/],
      [{ answers, attemptKey: '' }, /attemptKey must not be empty/],
    ];
    for (const [payload, message] of cases) {
      const res = await submit(u.auth, target.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    const stored = await t.database.db.select().from(quizAttempt).where(eq(quizAttempt.userId, u.user.id));
    expect(stored).toHaveLength(0);
  });
});

describe('quiz from a chat', () => {
  const generate = (auth: Auth, chatId: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/quiz/generate', headers: auth, payload: { chatId } });

  it('asks about what the chat covered and keeps the quiz for its owner only', async () => {
    const u = await signUp(t.app);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/chat/message',
      headers: u.auth,
      payload: { message: 'What grape is Chablis made from, and what does it taste like?', level: 2 },
    });
    expect(asked.statusCode).toBe(200);
    const chatId = asked.json().data.chatId;

    const res = await generate(u.auth, chatId);
    expect(res.statusCode).toBe(200);
    const made: Summary = res.json().quiz;
    expect(made).toMatchObject({ level: 2, attempt_count: 0, best_score: null, locked: false });
    expect(made.questionCount).toBeGreaterThanOrEqual(5);
    expect(made.questionCount).toBeLessThanOrEqual(10);
    expect(QUIZ_CATEGORIES).toContain(made.category);
    expect(made.description).toMatch(/Chablis|Chardonnay/);

    const opened = (await get(u.auth, made.id)).json().quiz;
    expect(opened.questions).toHaveLength(made.questionCount);
    const text = opened.questions.map(
      (q: { question: string; options: string[] }) => `${q.question} ${q.options.join(' ')}`,
    );
    expect(text.join(' ')).toMatch(/Chablis|Chardonnay/);
    expect((await quizzes(u.auth)).some((q) => q.id === made.id)).toBe(true);
    const result = (await submit(u.auth, made.id, { answers: await key(made.id) })).json().result;
    expect(result.score).toBe(100);

    // Nobody else sees it, opens it or answers it.
    const other = await signUp(t.app);
    expect((await quizzes(other.auth)).some((q) => q.id === made.id)).toBe(false);
    expect((await get(other.auth, made.id)).statusCode).toBe(404);
    expect((await submit(other.auth, made.id, { answers: await key(made.id) })).statusCode).toBe(404);
    expect((await generate(other.auth, chatId)).statusCode).toBe(404);
  });

  it('chooses the category by what the chat is about', async () => {
    const u = await signUp(t.app);
    const chatId = await chatWith(u.user.id, [
      ['user', 'Tell me about Rioja, Ribera del Duero and Priorat.'],
      ['assistant', 'Rioja, Ribera del Duero and Priorat are famous Spanish regions.'],
    ]);
    const res = await generate(u.auth, chatId);
    expect(res.statusCode).toBe(200);
    expect(res.json().quiz.category).toBe('regions');
  });

  it('says clearly when a chat names nothing to ask about, and refuses bad ids', async () => {
    const u = await signUp(t.app);
    const chatId = await chatWith(u.user.id, [
      ['user', 'Hello there, how are you today?'],
      ['assistant', 'Very well, thank you for asking!'],
    ]);
    const res = await generate(u.auth, chatId);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/does not name enough grapes, regions or wine topics/);
    expect((await generate(u.auth, 'no-such-chat')).statusCode).toBe(404);
    expect((await generate(u.auth, '../etc')).statusCode).toBe(400);
    expect((await generate(u.auth, undefined)).statusCode).toBe(400);
  });
});

describe('the bank in the database', () => {
  it('is seeded once: a second start with the same knowledge data changes nothing', async () => {
    const before = await t.database.db.select().from(quiz);
    const again = await seedQuizBank(t.database.db);
    expect(again.changed).toBe(false);
    expect((await t.database.db.select().from(quiz)).length).toBe(before.length);
  });

  it('reseeds when the bank version changes, without duplicating quizzes or losing attempts', async () => {
    const u = await signUp(t.app);
    const target = (await quizzes(u.auth)).find((q) => q.level === 1) as Summary;
    await submit(u.auth, target.id, { answers: await key(target.id) });
    const bankQuizzes = async () =>
      (await t.database.db.select().from(quiz)).filter((q) => q.ownerId === null && q.active).length;
    const count = await bankQuizzes();
    await t.database.db.update(quizBank).set({ version: 'old' });
    // A quiz the new bank no longer has is retired, not deleted.
    await t.database.db.insert(quiz).values({
      id: 'retired-quiz',
      title: 'Gone',
      description: 'No longer in the bank',
      level: 1,
      category: 'basics',
      questions: [],
      questionCount: 0,
    });
    const result = await seedQuizBank(t.database.db);
    expect(result.changed).toBe(true);
    expect(await bankQuizzes()).toBe(count);
    const [retired] = await t.database.db.select().from(quiz).where(eq(quiz.id, 'retired-quiz'));
    expect(retired.active).toBe(false);
    expect((await list(u.auth)).json().quizzes.some((q: Summary) => q.id === 'retired-quiz')).toBe(false);
    expect((await quizzes(u.auth)).find((q) => q.id === target.id)?.attempt_count).toBe(1);
  });

  it('shows a reseed made by another server at the next request', async () => {
    const u = await signUp(t.app);
    const before = await quizzes(u.auth);
    const gone = before.find((q) => q.level === 1) as Summary;
    // What another server's reseed does: a quiz retired, one added, and the bank row stamped anew.
    await t.database.db.update(quiz).set({ active: false }).where(eq(quiz.id, gone.id));
    await t.database.db.insert(quiz).values({
      id: 'reseeded-quiz',
      title: 'Aaa newly seeded',
      description: 'Added by a reseed elsewhere',
      level: 1,
      category: gone.category,
      questions: [],
      questionCount: 0,
    });
    await t.database.db.update(quizBank).set({ seededAt: new Date() });
    const after = await quizzes(u.auth);
    expect(after.some((q) => q.id === gone.id)).toBe(false);
    expect(after.find((q) => q.id === 'reseeded-quiz')).toMatchObject({ level: 1, attempt_count: 0, locked: false });
    expect(after).toHaveLength(before.length);
  });
});
