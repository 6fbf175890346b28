import { EXAM_FORMATS, TRAINER_TEXTS } from '@sommai/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAttempt, reviewCard, user } from '../../src/db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_MS: '0' });
});
afterAll(async () => {
  await t?.close();
});

type Auth = { authorization: string };
const inject = (auth: Auth, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });

async function start(auth: Auth, body: Record<string, unknown>) {
  const res = await inject(auth, 'POST', '/api/exams', body);
  return res;
}

/** The stored key of an exam, as only the server knows it. */
async function keyOf(id: string) {
  const [row] = await t.database.db.select().from(examAttempt).where(eq(examAttempt.id, id));
  return row.questions.map((q) => q.correctAnswer);
}

describe('mock exams API', () => {
  it('deals the Level 1 paper in its format, without answers, timed by the server', async () => {
    const u = await signUp(t.app);
    const res = await start(u.auth, { format: 'level-1', level: 1 });
    expect(res.statusCode).toBe(201);
    const { exam } = res.json();
    const format = EXAM_FORMATS.find((f) => f.id === 'level-1');
    expect(exam.questions).toHaveLength(format?.questions ?? 0);
    expect(new Set(exam.questions.map((q: { id: string }) => q.id)).size).toBe(exam.questions.length);
    expect(JSON.stringify(exam)).not.toContain('correctAnswer');
    expect(new Date(exam.deadline).getTime() - new Date(exam.startedAt).getTime()).toBe(
      (format?.minutes ?? 0) * 60_000,
    );
    expect(exam.passMark).toBe(70);
    // Every area of the level is asked.
    expect(new Set(exam.questions.map((q: { area: string }) => q.area)).size).toBe(4);
  });

  it('does not repeat questions of the last attempts while the bank has others', async () => {
    const u = await signUp(t.app);
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const { exam } = (await start(u.auth, { format: 'level-1', level: 1 })).json();
      for (const q of exam.questions) {
        expect(seen.has(q.id), q.id).toBe(false);
        seen.add(q.id);
      }
    }
  });

  it('scores saved answers, breaks the result down by area and adds the missed ones to Review', async () => {
    const u = await signUp(t.app);
    const { exam } = (await start(u.auth, { format: 'short', level: 1, area: 'regions' })).json();
    expect(exam.questions.every((q: { area: string }) => q.area === 'regions')).toBe(true);
    const key = await keyOf(exam.id);
    // Right on the first seven, wrong on the eighth, nothing on the last two.
    for (let i = 0; i < 8; i++) {
      const answer = i < 7 ? key[i] : (key[i] + 1) % exam.questions[i].options.length;
      expect((await inject(u.auth, 'PUT', `/api/exams/${exam.id}/answer`, { question: i, answer })).statusCode).toBe(
        200,
      );
    }
    const flag = await inject(u.auth, 'PUT', `/api/exams/${exam.id}/answer`, { question: 9, flagged: true });
    expect(flag.json().flags[9]).toBe(true);
    expect((await inject(u.auth, 'GET', `/api/exams/${exam.id}/result`)).statusCode).toBe(409);
    const res = await inject(u.auth, 'POST', `/api/exams/${exam.id}/submit`);
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result).toMatchObject({ score: 70, correctAnswers: 7, totalQuestions: 10, passed: true, late: false });
    expect(result.byArea).toEqual([{ area: 'regions', correct: 7, total: 10 }]);
    expect(result.missed.map((m: { index: number }) => m.index)).toEqual([7, 8, 9]);
    expect(result.missed[0].explanation.length).toBeGreaterThan(10);
    const cards = await t.database.db.select().from(reviewCard).where(eq(reviewCard.userId, u.user.id));
    expect(cards.map((c) => c.sourceRef).sort()).toEqual(
      result.missed.map((m: { id: string }) => `question:${m.id}`).sort(),
    );
    // Submitting again changes nothing; answering after the submit is refused.
    expect((await inject(u.auth, 'POST', `/api/exams/${exam.id}/submit`)).json().result.score).toBe(70);
    expect(
      (await inject(u.auth, 'PUT', `/api/exams/${exam.id}/answer`, { question: 9, answer: key[9] })).statusCode,
    ).toBe(409);
  });

  it('does not count answers after the deadline', async () => {
    const u = await signUp(t.app);
    const { exam } = (await start(u.auth, { format: 'short', level: 1 })).json();
    const key = await keyOf(exam.id);
    await inject(u.auth, 'PUT', `/api/exams/${exam.id}/answer`, { question: 0, answer: key[0] });
    // The paper started 13 minutes ago: its 12 minutes are over.
    const startedAt = new Date(Date.now() - 13 * 60_000);
    await t.database.db
      .update(examAttempt)
      .set({ startedAt, deadline: new Date(startedAt.getTime() + 12 * 60_000) })
      .where(eq(examAttempt.id, exam.id));
    const late = await inject(u.auth, 'PUT', `/api/exams/${exam.id}/answer`, { question: 1, answer: key[1] });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(TRAINER_TEXTS.exams.afterDeadline);
    const { result } = (await inject(u.auth, 'POST', `/api/exams/${exam.id}/submit`)).json();
    expect(result).toMatchObject({ correctAnswers: 1, score: 10, late: true, passed: false });
  });

  it('keeps exams to their owner and refuses bad input and locked levels', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { exam } = (await start(owner.auth, { format: 'short', level: 1 })).json();
    expect((await inject(other.auth, 'GET', `/api/exams/${exam.id}`)).statusCode).toBe(404);
    expect(
      (await inject(other.auth, 'PUT', `/api/exams/${exam.id}/answer`, { question: 0, answer: 0 })).statusCode,
    ).toBe(404);
    expect((await inject(other.auth, 'POST', `/api/exams/${exam.id}/submit`)).statusCode).toBe(404);
    expect((await inject(other.auth, 'POST', `/api/exams/${exam.id}/report`)).statusCode).toBe(404);
    for (const body of [
      { question: 10, answer: 0 },
      { question: 0, answer: 4 },
      { question: 0, answer: -1 },
      { question: 'a' },
    ]) {
      expect(
        (await inject(owner.auth, 'PUT', `/api/exams/${exam.id}/answer`, body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect((await start(owner.auth, { format: 'level-2', level: 1 })).statusCode).toBe(400);
    expect((await start(owner.auth, { format: 'oral', level: 1 })).statusCode).toBe(400);
    expect((await start(owner.auth, { format: 'short', level: 1, area: 'gossip' })).statusCode).toBe(400);
    expect((await start(owner.auth, { format: 'level-4', level: 4 })).statusCode).toBe(403);
    await t.database.db.update(user).set({ plan: 'cru' }).where(eq(user.id, owner.user.id));
    for (const level of [2, 3, 4]) {
      expect((await start(owner.auth, { format: `level-${level}`, level })).statusCode, `level ${level}`).toBe(201);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/exams', payload: { format: 'short', level: 1 } })).statusCode,
    ).toBe(401);
  });

  it('makes a printable PDF report of a submitted exam', async () => {
    const u = await signUp(t.app);
    const { exam } = (await start(u.auth, { format: 'short', level: 1 })).json();
    expect((await inject(u.auth, 'POST', `/api/exams/${exam.id}/report`)).statusCode).toBe(409);
    await inject(u.auth, 'POST', `/api/exams/${exam.id}/submit`);
    const res = await inject(u.auth, 'POST', `/api/exams/${exam.id}/report`);
    expect(res.statusCode).toBe(200);
    const file = await inject(u.auth, 'GET', `/api/pdf/${res.json().pdf.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
