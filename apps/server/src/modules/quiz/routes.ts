// The quiz API: the list with each user's attempts and best scores, a quiz without its answers,
// server-side scoring, and a quiz made from one of the user's chats.
import { randomUUID } from 'node:crypto';
import { knowledge } from '@sommai/knowledge';
import { MESSAGES } from '@sommai/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { chatMessage, quiz } from '../../db/schema.ts';
import { HttpError, parse } from '../../lib/errors.ts';
import { currentUser } from '../../lib/session.ts';
import { requireChat } from '../chat/service.ts';
import { finalize, quizFromChat } from './from-chat.ts';
import { seedQuizBank } from './seed.ts';
import { listQuizzes, openQuiz, quizForTaking, quizListJson, submitAttempt } from './service.ts';

const quizIdSchema = z.object({ id: z.string().min(1).max(100) });

const listQuerySchema = z.object({
  level: z.coerce
    .number({ error: 'Level must be 1, 2, 3 or 4' })
    .int('Level must be 1, 2, 3 or 4')
    .min(1, 'Level must be 1, 2, 3 or 4')
    .max(4, 'Level must be 1, 2, 3 or 4')
    .optional(),
});

const submitSchema = z.object({
  // Each entry is checked against its question (count, whole number, range) once the quiz is known.
  answers: z.array(z.unknown(), { error: MESSAGES.quizAnswersNotList }),
  attemptKey: z
    .string({ error: 'attemptKey must be a string' })
    .trim()
    .min(1, 'attemptKey must not be empty')
    .max(100, 'attemptKey must be at most 100 characters')
    .optional(),
});

const generateSchema = z.object({
  chatId: z
    .string({ error: 'Choose a chat to make a quiz from' })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Chat id must be 1 to 64 letters, digits, dashes or underscores'),
});

export async function quizRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, sessions } = ctx;
  // The bank is seeded once the server listens (so start-up does not wait for it), or by the first
  // quiz request, whichever comes first; quiz requests wait for it, nothing else does.
  let seeding: Promise<void> | undefined;
  const seed = () => {
    seeding ??= seedQuizBank(db).then(
      (seeded) => {
        if (seeded.changed) app.log.info({ quizzes: seeded.quizzes, version: seeded.version }, 'quiz bank seeded');
      },
      (err: unknown) => {
        app.log.error({ err }, 'quiz bank seeding failed');
        seeding = undefined;
        throw err;
      },
    );
    return seeding;
  };
  app.addHook('onListen', async () => {
    setImmediate(() => seed().catch(() => {}));
  });
  app.addHook('onClose', async () => {
    await seeding?.catch(() => {});
  });
  const bankReady = async () => {
    await seed();
  };
  const signedIn = { preHandler: [sessions.require, bankReady] };

  // The hot list (about 11 KB per answer): the bank's part is serialised once per bank version and
  // only the user's attempts, scores and locks are joined in per request.
  app.get('/api/quiz/list', signedIn, async (req, reply) => {
    const { level } = parse(listQuerySchema, req.query);
    reply.type('application/json; charset=utf-8');
    return quizListJson(ctx, currentUser(req), level);
  });

  app.get('/api/quiz/:id', signedIn, async (req) => {
    const { id } = parse(quizIdSchema, req.params);
    return { quiz: quizForTaking(await openQuiz(ctx, currentUser(req), id)) };
  });

  app.post('/api/quiz/:id/submit', signedIn, async (req) => {
    const { id } = parse(quizIdSchema, req.params);
    const body = parse(submitSchema, req.body);
    return { result: await submitAttempt(ctx, currentUser(req), id, body) };
  });

  app.post('/api/quiz/generate', signedIn, async (req) => {
    const u = currentUser(req);
    const { chatId } = parse(generateSchema, req.body);
    const c = await requireChat(db, u.id, chatId);
    const messages = await db
      .select({ role: chatMessage.role, content: chatMessage.content, sources: chatMessage.sources })
      .from(chatMessage)
      .where(eq(chatMessage.chatId, c.id))
      .orderBy(asc(chatMessage.createdAt), asc(chatMessage.id));
    if (messages.length === 0) throw new HttpError(400, 'CHAT_EMPTY', MESSAGES.quizChatEmpty);
    // Another quiz from the same chat asks other questions where it can.
    const [{ made }] = await db
      .select({ made: count() })
      .from(quiz)
      .where(and(eq(quiz.ownerId, u.id), eq(quiz.chatId, c.id)));
    const draft = quizFromChat(c.title, messages, `${c.id}:${made}`, knowledge);
    if (!draft) {
      throw new HttpError(400, 'NOTHING_TO_ASK', MESSAGES.quizNothingToAsk);
    }
    const id = randomUUID();
    const questions = draft.drafts.map((d, i) => finalize(`${id}-q${i + 1}`, d));
    const [row] = await db
      .insert(quiz)
      .values({
        id,
        ownerId: u.id,
        chatId: c.id,
        title: draft.title,
        description: draft.description,
        level: c.level,
        category: draft.category,
        questions,
        questionCount: questions.length,
      })
      .returning();
    const summary = (await listQuizzes(ctx, u, row.level)).find((q) => q.id === row.id);
    return {
      quiz: summary ?? {
        id: row.id,
        title: row.title,
        description: row.description,
        level: row.level,
        category: row.category,
        questionCount: row.questionCount,
        attempt_count: 0,
        best_score: null,
        locked: false,
      },
    };
  });
}
