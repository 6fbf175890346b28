// The PDF API: study guides from a topic or pasted notes, summaries of a chat or a chat session,
// quiz reports, and each user's PDF history with view, download and delete.
import { LEVEL_IDS, LIMITS, MESSAGES, STUDY_GUIDE_TYPES } from '@sommai/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { HttpError, parse } from '../../lib/errors.ts';
import { currentUser } from '../../lib/session.ts';
import { sendStored } from '../../lib/storage.ts';
import { chatWithMessages } from '../chat/service.ts';
import { assertLevelAllowed, getPreferences } from '../preferences/service.ts';
import { findAttempt } from '../quiz/service.ts';
import { chatSummary, type SummaryMessage } from './chat-summary.ts';
import { quizReport } from './quiz-report.ts';
import { deletePdf, disposition, findPdf, listPdfs, storePdf } from './service.ts';
import { findSubject, suggestions } from './study-guide.ts';

const levelSchema = z.coerce
  .number({ error: 'Level must be 1, 2, 3 or 4' })
  .int('Level must be 1, 2, 3 or 4')
  .refine((n) => (LEVEL_IDS as readonly number[]).includes(n), 'Level must be 1, 2, 3 or 4');

const text = (max: number, message: string) =>
  z
    .string({ error: 'Must be text' })
    .max(max, message)
    .nullish()
    .transform((v) => v ?? '');

const topicSchema = z.object({
  topic: text(LIMITS.studyGuideTopicMaxChars, MESSAGES.studyGuideTopicTooLong),
  level: levelSchema.optional(),
  customContent: text(LIMITS.studyGuideContentMaxChars, MESSAGES.studyGuideContentTooLong),
  includeLogo: z.boolean({ error: 'includeLogo must be true or false' }).optional().default(false),
  type: z.enum(STUDY_GUIDE_TYPES, { error: `Type must be one of ${STUDY_GUIDE_TYPES.join(', ')}` }).optional(),
});

const SESSION_MESSAGE_MAX = 50_000;
const sessionSchema = z.object({
  messages: z
    .array(
      z.object({
        role: z.string().max(20),
        content: z.string().max(SESSION_MESSAGE_MAX, `A message must be at most ${SESSION_MESSAGE_MAX} characters`),
        timestamp: z.union([z.string().max(64), z.number()]).nullish(),
      }),
      { error: MESSAGES.pdfEmptyChat },
    )
    .max(1000, 'At most 1000 messages per session')
    .default([]),
  level: levelSchema.optional(),
  voiceMode: z.string().max(20).nullish(),
  title: z.string().max(200).nullish(),
});

const chatIdSchema = z
  .string({ error: 'Choose a chat' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Chat id must be 1 to 64 letters, digits, dashes or underscores');
const idParams = z.object({ id: z.string().min(1).max(100) });

const ASSISTANT_ROLES = new Set(['assistant', 'ai', 'bot', 'model']);

function sessionMessages(input: z.infer<typeof sessionSchema>['messages']): SummaryMessage[] {
  return input.flatMap((m): SummaryMessage[] => {
    const role = m.role.toLowerCase();
    if (role !== 'user' && !ASSISTANT_ROLES.has(role)) return [];
    if (!m.content.trim()) return [];
    const at = m.timestamp === undefined || m.timestamp === null ? undefined : new Date(m.timestamp);
    return [
      {
        role: role === 'user' ? 'user' : 'assistant',
        content: m.content,
        timestamp: at && !Number.isNaN(at.getTime()) ? at : undefined,
      },
    ];
  });
}

export async function pdfRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, sessions, files } = ctx;
  const signedIn = { preHandler: sessions.require };

  app.post('/api/pdf/generate-from-topic', signedIn, async (req) => {
    const u = currentUser(req);
    const input = parse(topicSchema, req.body);
    const topic = input.topic.trim();
    const content = input.customContent.trim();
    if (!topic && !content) throw new HttpError(400, 'VALIDATION', MESSAGES.studyGuideInputRequired);
    // The screen sends both fields; the one its checkbox chose wins, and an empty one falls back to the other.
    const useContent = content.length > 0 && (input.type !== 'wine_topic' || !topic);
    const level = (input.level ?? (await getPreferences(db, u.id)).level) as 1 | 2 | 3 | 4;
    await assertLevelAllowed(ctx, u, level);
    const date = new Date();
    // The guide is built from the knowledge base and drawn in a rendering thread.
    if (useContent) {
      const doc = { topic, content, level, includeLogo: input.includeLogo, date };
      return storePdf(ctx, u.id, { type: 'wine_topic', doc, level });
    }
    if (!findSubject(topic))
      throw new HttpError(404, 'TOPIC_UNKNOWN', MESSAGES.studyGuideTopicUnknown(topic, suggestions(topic)));
    return storePdf(ctx, u.id, {
      type: 'wine_topic',
      doc: { topic, level, includeLogo: input.includeLogo, date },
      level,
    });
  });

  app.post('/api/pdf/generate-from-session', signedIn, async (req) => {
    const u = currentUser(req);
    const input = parse(sessionSchema, req.body);
    const messages = sessionMessages(input.messages);
    if (messages.length === 0) throw new HttpError(400, 'VALIDATION', MESSAGES.pdfEmptyChat);
    const prefs = input.level === undefined || !input.voiceMode ? await getPreferences(db, u.id) : undefined;
    const doc = chatSummary({
      kind: 'Session Summary',
      title: input.title ?? '',
      level: input.level ?? prefs?.level ?? 1,
      voiceMode: input.voiceMode ?? prefs?.voiceMode,
      messages,
      date: new Date(),
    });
    return storePdf(ctx, u.id, { type: 'session_summary', doc, level: input.level ?? prefs?.level });
  });

  async function fromChat(userId: string, chatId: string) {
    const c = await chatWithMessages(db, userId, chatId);
    const messages: SummaryMessage[] = c.messages
      .filter((m) => m.content.trim().length > 0)
      .map((m) => ({ role: m.role, content: m.content, timestamp: new Date(m.timestamp) }));
    if (messages.length === 0) throw new HttpError(400, 'VALIDATION', MESSAGES.pdfEmptyChat);
    const doc = chatSummary({
      kind: 'Chat Summary',
      title: c.title,
      level: c.level,
      voiceMode: c.voiceMode,
      messages,
      date: new Date(),
    });
    return storePdf(ctx, userId, { type: 'chat_summary', doc, level: c.level, sourceId: c.id });
  }

  app.post('/api/pdf/generate-from-chat', signedIn, async (req) => {
    const { chatId } = parse(z.object({ chatId: chatIdSchema }), req.body);
    return fromChat(currentUser(req).id, chatId);
  });

  app.post('/api/chat/:id/pdf', signedIn, async (req) => {
    const { id } = parse(z.object({ id: chatIdSchema }), req.params);
    return fromChat(currentUser(req).id, id);
  });

  app.post('/api/pdf/generate-quiz-report', signedIn, async (req) => {
    const u = currentUser(req);
    const { quizAttemptId } = parse(
      z.object({
        quizAttemptId: z.union([z.string(), z.number()], { error: 'Choose a quiz attempt' }).transform(String),
      }),
      req.body,
    );
    const attempt = await findAttempt(db, u.id, quizAttemptId);
    const doc = quizReport({
      quizTitle: attempt.quizTitle,
      level: attempt.level,
      category: attempt.category,
      score: attempt.score,
      correctAnswers: attempt.correctAnswers,
      totalQuestions: attempt.totalQuestions,
      results: attempt.results,
      takenAt: attempt.createdAt,
      includeLogo: true,
      date: new Date(),
    });
    return storePdf(ctx, u.id, { type: 'quiz_report', doc, level: attempt.level, sourceId: attempt.id });
  });

  app.get('/api/pdf/history', signedIn, async (req) => ({ pdfs: await listPdfs(db, currentUser(req).id) }));

  app.get('/api/pdf/:id/file', signedIn, async (req, reply) => {
    const { id } = parse(idParams, req.params);
    const { download } = parse(z.object({ download: z.string().optional() }), req.query);
    const row = await findPdf(db, currentUser(req).id, id);
    const attach = download !== undefined && download !== '0' && download !== 'false';
    return sendStored(
      reply,
      files,
      row.storageKey,
      {
        'content-type': 'application/pdf',
        'cache-control': 'private, max-age=3600',
        'content-disposition': disposition(attach ? 'attachment' : 'inline', row.filename),
      },
      () => new HttpError(404, 'NOT_FOUND', MESSAGES.pdfNotFound),
    );
  });

  app.delete('/api/pdf/:id', signedIn, async (req) => {
    const { id } = parse(idParams, req.params);
    await deletePdf(ctx, currentUser(req).id, id);
    return { success: true };
  });
}
