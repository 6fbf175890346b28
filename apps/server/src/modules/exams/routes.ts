// The mock exam API: formats and past attempts, dealing an exam, saving answers and flags while
// the server's clock runs, submitting, the result, and the printable report.
import { EXAM_FORMATS, examAnswerSchema, examStartSchema, idParamSchema, QUIZ_CATEGORY_LABELS } from '@sommai/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { parse } from '../../lib/errors.ts';
import { currentUser } from '../../lib/session.ts';
import { quizReport } from '../pdf/quiz-report.ts';
import { storePdf } from '../pdf/service.ts';
import { formatOf } from './draw.ts';
import { examView, findExam, listExams, resultOf, saveAnswer, startExam, submitExam } from './service.ts';

export async function examRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const signedIn = { preHandler: ctx.sessions.require };

  app.get('/api/exams', signedIn, async (req) => ({
    formats: EXAM_FORMATS,
    attempts: await listExams(db, currentUser(req).id),
  }));

  app.post('/api/exams', signedIn, async (req, reply) => {
    const input = parse(examStartSchema, req.body);
    const row = await startExam(ctx, currentUser(req), input);
    return reply.code(201).send({ exam: examView(row) });
  });

  app.get('/api/exams/:id', signedIn, async (req) => {
    const { id } = parse(idParamSchema, req.params);
    return { exam: examView(await findExam(db, currentUser(req).id, id)) };
  });

  app.put('/api/exams/:id/answer', signedIn, async (req) => {
    const { id } = parse(idParamSchema, req.params);
    const input = parse(examAnswerSchema, req.body);
    const row = await saveAnswer(db, currentUser(req).id, id, input);
    return { answers: row.answers, flags: row.flags };
  });

  app.post('/api/exams/:id/submit', signedIn, async (req) => {
    const { id } = parse(idParamSchema, req.params);
    return { result: await submitExam(db, currentUser(req).id, id) };
  });

  app.get('/api/exams/:id/result', signedIn, async (req) => {
    const { id } = parse(idParamSchema, req.params);
    return { result: resultOf(await findExam(db, currentUser(req).id, id)) };
  });

  app.post('/api/exams/:id/report', signedIn, async (req) => {
    const u = currentUser(req);
    const { id } = parse(idParamSchema, req.params);
    const row = await findExam(db, u.id, id);
    const result = resultOf(row);
    const format = formatOf(row.format as Parameters<typeof formatOf>[0]);
    const doc = quizReport({
      quizTitle: `Mock exam: ${format.label}`,
      level: row.level,
      category: row.area ?? 'All areas',
      score: result.score,
      correctAnswers: result.correctAnswers,
      totalQuestions: result.totalQuestions,
      results: row.questions.map((q, i) => ({
        questionId: q.id,
        question: q.question,
        options: q.options,
        selected: row.answers[i] ?? -1,
        correctAnswer: q.correctAnswer,
        correct: row.answers[i] === q.correctAnswer,
        explanation: q.explanation,
      })),
      takenAt: row.startedAt,
      includeLogo: true,
      date: new Date(),
    });
    doc.kind = 'Mock Exam Report';
    doc.meta = [
      ...(doc.meta ?? []),
      ['Result', `${result.passed ? 'Passed' : 'Not passed'} (pass mark ${result.passMark}%)`],
      ...result.byArea.map((a): [string, string] => [
        QUIZ_CATEGORY_LABELS[a.area],
        `${a.correct} of ${a.total} correct`,
      ]),
    ];
    return storePdf(ctx, u.id, { type: 'quiz_report', doc, level: row.level, sourceId: row.id });
  });
}
