// The chat API: streamed answers for the chat screen (AI SDK UI message stream), the spec's JSON
// POST /chat/message, history, attachments and voice transcription.
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { ChatTurn, Source } from '@sommai/knowledge';
import { ATTACHMENT_MAX_BYTES, canAccessLevel, LEVEL_IDS, LIMITS, MESSAGES, VOICE_STYLES } from '@sommai/shared';
import { createUIMessageStream, createUIMessageStreamResponse } from 'ai';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { attachment, chat, chatMessage } from '../../db/schema.ts';
import { HttpError, notFound, parse, uploadError } from '../../lib/errors.ts';
import { currentUser, type User } from '../../lib/session.ts';
import { sendStored } from '../../lib/storage.ts';
import { describeUser } from '../account/service.ts';
import { deleteWithObjects } from '../files/deletions.ts';
import { assertStorageRoom, withStorageRoom } from '../files/quota.ts';
import { getPreferences } from '../preferences/routes.ts';
import { releaseTokens, reserveTokens, settleTokens, type TokenReservation, tokensOf } from '../usage/service.ts';
import { ATTACHMENT_NOTES, checkUpload, extract } from './attachments.ts';
import { type AnswerPart, ask } from './engine.ts';
import {
  type AttachmentRow,
  attachmentView,
  type ChatRow,
  chatContext,
  chatWithMessages,
  claimAttachments,
  listChats,
  openChat,
  recentTurns,
  requireChat,
  titleFrom,
} from './service.ts';

const chatIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Chat id must be 1 to 64 letters, digits, dashes or underscores');
const levelSchema = z.coerce
  .number()
  .int()
  .refine((n) => (LEVEL_IDS as readonly number[]).includes(n), 'Level must be 1, 2, 3 or 4');
const voiceSchema = z.enum(VOICE_STYLES, { error: `Voice style must be one of ${VOICE_STYLES.join(', ')}` });
const messageText = z.string().max(LIMITS.chatMessageMaxChars, MESSAGES.chatMessageTooLong);
const attachmentIds = z.array(z.string().min(1).max(64)).max(10, 'At most 10 attachments per message').default([]);

/** The spec's JSON call. `attachments` (name, type, size) describe files; `attachmentIds` link uploaded ones. */
const jsonMessageSchema = z.object({
  message: messageText.default(''),
  level: levelSchema.optional(),
  voiceMode: z
    .string()
    .transform((v) => v.toLowerCase())
    .pipe(voiceSchema)
    .optional(),
  attachments: z
    .array(z.object({ name: z.string().max(255), type: z.string().max(20), size: z.number().nonnegative() }))
    .max(10)
    .optional(),
  attachmentIds,
  chatId: chatIdSchema.optional(),
});

/** What the chat screen's transport sends: the chat id, its UI messages and our own fields. */
const streamSchema = z.object({
  id: chatIdSchema,
  trigger: z.enum(['submit-message', 'regenerate-message']).default('submit-message'),
  messages: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant', 'system']),
        parts: z.array(z.looseObject({ type: z.string(), text: z.string().optional() })).max(50),
      }),
    )
    .max(500),
  level: levelSchema.optional(),
  voiceMode: voiceSchema.optional(),
  attachmentIds,
});

interface TurnInput {
  chatId?: string;
  question: string;
  level?: number;
  voiceMode?: string;
  attachmentIds: string[];
  regenerate: boolean;
}

interface PreparedTurn {
  chat: ChatRow;
  question: string;
  level: 1 | 2 | 3 | 4;
  voiceMode: (typeof VOICE_STYLES)[number];
  context?: string;
  history: ChatTurn[];
  images: AttachmentRow[];
  /** Said with the answer, e.g. that an attached photo had no text the engine could read. */
  notice?: string;
  /** Tokens set aside for this answer (none in developer mode, but still recorded). */
  reservation: TokenReservation;
}

export async function chatRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config, sessions, files } = ctx;
  const signedIn = { preHandler: sessions.require };

  await app.register(multipart, { limits: { fileSize: ATTACHMENT_MAX_BYTES + 1, files: 1, fields: 5 } });

  /** Checks, stores the question and gathers what the answer needs; nothing is stored if a check fails. */
  async function prepare(u: User, input: TurnInput): Promise<PreparedTurn> {
    const prefs =
      input.level === undefined || input.voiceMode === undefined ? await getPreferences(db, u.id) : undefined;
    const level = (input.level ?? prefs?.level ?? 1) as PreparedTurn['level'];
    const voiceMode = (input.voiceMode ?? prefs?.voiceMode ?? 'friendly') as PreparedTurn['voiceMode'];
    const me = await describeUser(db, config, u);
    if (!canAccessLevel(level, { signedIn: true, plan: me.plan, devMode: me.devMode })) {
      throw new HttpError(403, 'LEVEL_LOCKED', MESSAGES.levelLocked(level));
    }
    // Tokens are set aside before answering, in one conditional update, so parallel questions cannot
    // together run far past the monthly limit; the real cost is settled when the answer is stored.
    const reserve = async (chatMessageId: string): Promise<TokenReservation> => {
      const r = await reserveTokens(db, u.id, {
        chatMessageId,
        limit: me.devMode ? undefined : me.limits.tokenLimit,
        maxAnswerMs: config.chatAnswerMaxMs,
      });
      if (!r) throw new HttpError(402, 'TOKEN_LIMIT', MESSAGES.tokenLimitReached);
      return r;
    };
    if (me.limits.tokenLimit - me.usage.tokensUsed <= 0) {
      throw new HttpError(402, 'TOKEN_LIMIT', MESSAGES.tokenLimitReached);
    }

    if (input.regenerate) {
      if (!input.chatId) throw new HttpError(400, 'VALIDATION', 'Nothing to regenerate.');
      const c = await requireChat(db, u.id, input.chatId);
      return regenerateTurn(u, c, level, voiceMode, reserve);
    }

    const question = input.question.trim();
    if (!question && input.attachmentIds.length === 0)
      throw new HttpError(400, 'VALIDATION', MESSAGES.chatMessageEmpty);
    // Refuse someone else's files before anything is stored or reserved.
    await claimAttachments(db, u.id, input.chatId ?? '', input.attachmentIds);
    const userMessageId = randomUUID();
    const reservation = await reserve(userMessageId);
    try {
      return await submitTurn(u, input, userMessageId, question, level, voiceMode, reservation);
    } catch (err) {
      await releaseTokens(db, u.id, reservation);
      throw err;
    }
  }

  /** Answers the chat's last question again: after its answer, or after an answer that was interrupted. */
  async function regenerateTurn(
    u: User,
    c: ChatRow,
    level: PreparedTurn['level'],
    voiceMode: PreparedTurn['voiceMode'],
    reserve: (chatMessageId: string) => Promise<TokenReservation>,
  ): Promise<PreparedTurn> {
    const [last, before] = await db
      .select({ id: chatMessage.id, role: chatMessage.role })
      .from(chatMessage)
      .where(eq(chatMessage.chatId, c.id))
      .orderBy(desc(chatMessage.createdAt), desc(chatMessage.id))
      .limit(2);
    const asked = last?.role === 'assistant' ? before : last;
    if (asked?.role !== 'user') throw new HttpError(400, 'VALIDATION', 'Nothing to regenerate.');
    // The old answer stays until the new one is admitted, so a refusal changes nothing.
    const reservation = await reserve(asked.id);
    try {
      if (last?.role === 'assistant') await db.delete(chatMessage).where(eq(chatMessage.id, last.id));
      const turns = await recentTurns(db, c.id, 11);
      const images = await db
        .select()
        .from(attachment)
        .where(and(eq(attachment.chatId, c.id), eq(attachment.type, 'image')));
      return {
        chat: c,
        question: turns.at(-1)?.content ?? '',
        level,
        voiceMode,
        context: await chatContext(db, c.id),
        history: turns.slice(0, -1),
        images,
        reservation,
      };
    } catch (err) {
      await releaseTokens(db, u.id, reservation);
      throw err;
    }
  }

  async function submitTurn(
    u: User,
    input: TurnInput,
    userMessageId: string,
    question: string,
    level: PreparedTurn['level'],
    voiceMode: PreparedTurn['voiceMode'],
    reservation: TokenReservation,
  ): Promise<PreparedTurn> {
    const { chat: c, created } = await openChat(db, u.id, input.chatId, {
      title: titleFrom(question || 'Attached files'),
      level,
      voiceMode,
    });
    const claimed = await claimAttachments(db, u.id, c.id, input.attachmentIds);
    // A new chat has no earlier turns and no files but the ones just claimed.
    const history = created ? [] : await recentTurns(db, c.id);
    const now = new Date();
    await db.insert(chatMessage).values({
      id: userMessageId,
      chatId: c.id,
      role: 'user',
      content: question,
      tokens: await tokensOf(question),
      createdAt: now,
    });
    if (claimed.length) {
      await db
        .update(attachment)
        .set({ chatId: c.id, messageId: userMessageId })
        .where(
          and(
            eq(attachment.userId, u.id),
            inArray(
              attachment.id,
              claimed.map((a) => a.id),
            ),
          ),
        );
    }
    await db.update(chat).set({ updatedAt: now, level, voiceMode }).where(eq(chat.id, c.id));
    return {
      chat: c,
      // A message of files alone asks what they are about.
      question: question || 'What can you tell me about the attached wine?',
      level,
      voiceMode,
      context: created && claimed.length === 0 ? undefined : await chatContext(db, c.id),
      history,
      images: claimed.filter((a) => a.type === 'image'),
      notice:
        !config.ai?.vision && claimed.some((a) => a.type === 'image' && !a.extractedText)
          ? ATTACHMENT_NOTES.imageNotRead
          : undefined,
      reservation,
    };
  }

  async function imagesFor(turn: PreparedTurn) {
    if (!config.ai?.vision || turn.images.length === 0) return [];
    return Promise.all(turn.images.map(async (a) => ({ mime: a.mime, data: await files.get(a.storageKey) })));
  }

  /** Stores the answer, counts the tokens of the turn and returns the stored message id. */
  async function finish(
    u: User,
    turn: PreparedTurn,
    text: string,
    notice: string | undefined,
    sources: Source[],
  ): Promise<string> {
    const id = randomUUID();
    const answerTokens = await tokensOf(text);
    const tokens = (await tokensOf(turn.question)) + answerTokens;
    await db.insert(chatMessage).values({
      id,
      chatId: turn.chat.id,
      role: 'assistant',
      content: text,
      notice: notice ?? null,
      sources,
      tokens: answerTokens,
      createdAt: new Date(),
    });
    await db.update(chat).set({ updatedAt: new Date() }).where(eq(chat.id, turn.chat.id));
    await settleTokens(db, u.id, turn.reservation, tokens);
    sessions.forgetUser(u.id);
    return id;
  }

  /**
   * The answer's parts. A streamed answer keeps the reading pace; a JSON answer is returned as soon
   * as it is composed, so it is not paced.
   */
  async function* generate(
    turn: PreparedTurn,
    signal: AbortSignal,
    req: FastifyRequest,
    paced: boolean,
  ): AsyncGenerator<AnswerPart> {
    yield* ask(
      paced ? config : { ...config, chatPaceMs: 0 },
      {
        question: turn.question,
        level: turn.level,
        style: turn.voiceMode,
        context: turn.context,
        history: turn.history,
        images: await imagesFor(turn),
      },
      signal,
      (message) => req.log.warn(message),
    );
  }

  app.post('/api/chat/stream', { ...signedIn, bodyLimit: 8 * 1024 * 1024 }, async (req, reply) => {
    const u = currentUser(req);
    const body = parse(streamSchema, req.body);
    const lastUser = [...body.messages].reverse().find((m) => m.role === 'user');
    const question = (lastUser?.parts ?? [])
      .filter((p) => p.type === 'text')
      .map((p) => p.text ?? '')
      .join('\n');
    parse(messageText, question);
    const turn = await prepare(u, {
      chatId: body.id,
      question,
      level: body.level,
      voiceMode: body.voiceMode,
      attachmentIds: body.attachmentIds,
      regenerate: body.trigger === 'regenerate-message',
    });

    const abort = new AbortController();
    req.raw.on('close', () => abort.abort());
    reply.raw.on('close', () => abort.abort());
    // No answer runs past the deadline the reservation's expiry is based on, nor past a shutdown's time limit.
    const signal = AbortSignal.any([abort.signal, AbortSignal.timeout(config.chatAnswerMaxMs), ctx.stopping]);
    const textId = randomUUID();
    const stream = createUIMessageStream({
      onError: () => MESSAGES.chatFailed,
      execute: async ({ writer }) => {
        let text = '';
        let notice: string | undefined = turn.notice;
        let sources: Source[] = [];
        writer.write({ type: 'start', messageMetadata: { chatId: turn.chat.id } });
        writer.write({ type: 'text-start', id: textId });
        let messageId: string;
        try {
          for await (const part of generate(turn, signal, req, true)) {
            if (part.type === 'text') {
              text += part.text;
              writer.write({ type: 'text-delta', id: textId, delta: part.text });
            } else if (part.type === 'notice') notice = part.text;
            else sources = part.sources;
          }
          if (signal.aborted) notice = ctx.stopping.aborted ? MESSAGES.chatServerStopping : MESSAGES.chatStopped;
          writer.write({ type: 'text-end', id: textId });
          messageId = await finish(u, turn, text, notice, sources);
        } catch (err) {
          // Nothing was stored: the tokens go back (a no-op if the answer was already settled).
          await releaseTokens(db, u.id, turn.reservation);
          throw err;
        }
        writer.write({
          type: 'message-metadata',
          messageMetadata: { chatId: turn.chat.id, messageId, notice, sources },
        });
        writer.write({ type: 'finish' });
      },
    });
    const res = createUIMessageStreamResponse({ stream });
    return sendWebResponse(reply, res);
  });

  app.post('/api/chat/message', signedIn, async (req) => {
    const u = currentUser(req);
    const input = parse(jsonMessageSchema, req.body);
    const turn = await prepare(u, {
      chatId: input.chatId,
      question: input.message,
      level: input.level,
      voiceMode: input.voiceMode,
      attachmentIds: input.attachmentIds,
      regenerate: false,
    });
    let text = '';
    let notice: string | undefined = turn.notice;
    let sources: Source[] = [];
    const abort = new AbortController();
    req.raw.on('close', () => {
      if (!req.raw.complete) abort.abort();
    });
    const signal = AbortSignal.any([abort.signal, AbortSignal.timeout(config.chatAnswerMaxMs), ctx.stopping]);
    let id: string;
    try {
      for await (const part of generate(turn, signal, req, false)) {
        if (part.type === 'text') text += part.text;
        else if (part.type === 'notice') notice = part.text;
        else sources = part.sources;
      }
      if (signal.aborted) notice = ctx.stopping.aborted ? MESSAGES.chatServerStopping : MESSAGES.chatStopped;
      id = await finish(u, turn, text, notice, sources);
    } catch (err) {
      await releaseTokens(db, u.id, turn.reservation);
      throw err;
    }
    return { data: { id, content: text, chatId: turn.chat.id, ...(notice ? { notice } : {}), sources } };
  });

  app.get('/api/chat/history', signedIn, async (req) => ({ chats: await listChats(db, currentUser(req).id) }));

  app.get('/api/chat/history/:id', signedIn, async (req) => {
    const { id } = parse(z.object({ id: chatIdSchema }), req.params);
    return { chat: await chatWithMessages(db, currentUser(req).id, id) };
  });

  app.patch('/api/chat/:id', signedIn, async (req) => {
    const u = currentUser(req);
    const { id } = parse(z.object({ id: chatIdSchema }), req.params);
    const { title } = parse(
      z
        .object({
          title: z
            .string({ error: 'Title is required' })
            .trim()
            .min(1, 'Title is required')
            .max(LIMITS.chatTitleMaxChars, `Title must be at most ${LIMITS.chatTitleMaxChars} characters`),
        })
        .strict(),
      req.body,
    );
    await requireChat(db, u.id, id);
    await db
      .update(chat)
      .set({ title })
      .where(and(eq(chat.id, id), eq(chat.userId, u.id)));
    const summary = (await listChats(db, u.id)).find((c) => c.id === id);
    return { chat: summary };
  });

  app.delete('/api/chat/:id', signedIn, async (req) => {
    const u = currentUser(req);
    const { id } = parse(z.object({ id: chatIdSchema }), req.params);
    await requireChat(db, u.id, id);
    // The chat's attachments go with it (their rows by cascade, their files after them).
    await deleteWithObjects(ctx, async (tx) => {
      const stored = await tx
        .select({ key: attachment.storageKey })
        .from(attachment)
        .where(and(eq(attachment.chatId, id), eq(attachment.userId, u.id)));
      await tx.delete(chat).where(and(eq(chat.id, id), eq(chat.userId, u.id)));
      return stored.map((s) => s.key);
    });
    return { ok: true };
  });

  app.post('/api/chat/attachments', signedIn, async (req, reply) => {
    const u = currentUser(req);
    await ctx.uploads.take(u.id);
    const bytes = await readUpload(req, 'file');
    const kind = checkUpload(bytes.data);
    const id = randomUUID();
    const storageKey = `${u.id}/${id}`;
    // A file that cannot fit is refused before its text is read (and checked again when stored).
    await assertStorageRoom(ctx, u.id, bytes.data.byteLength);
    const extracted = await extract(kind, bytes.data);
    const row = await withStorageRoom(ctx, u.id, bytes.data.byteLength, () =>
      files.putWithRecord(storageKey, bytes.data, async () => {
        const [inserted] = await db
          .insert(attachment)
          .values({
            id,
            userId: u.id,
            name: bytes.filename.slice(0, 255) || (kind.type === 'pdf' ? 'document.pdf' : 'image'),
            type: kind.type,
            mime: kind.mime,
            size: bytes.data.byteLength,
            storageKey,
            extractedText: extracted.text ?? null,
            note: extracted.note ?? null,
          })
          .returning();
        return inserted;
      }),
    );
    reply.code(201);
    return { attachment: attachmentView(row) };
  });

  app.get('/api/chat/attachments/:id', signedIn, async (req, reply) => {
    const u = currentUser(req);
    const { id } = parse(z.object({ id: z.string().min(1).max(64) }), req.params);
    const [row] = await db
      .select()
      .from(attachment)
      .where(and(eq(attachment.id, id), eq(attachment.userId, u.id)));
    if (!row) throw notFound('Attachment not found.');
    return sendStored(reply, files, row.storageKey, {
      'content-type': row.mime,
      'cache-control': 'private, max-age=3600',
      'content-disposition': `inline; filename="${encodeURIComponent(row.name)}"`,
    });
  });

  app.get('/api/chat/capabilities', signedIn, async () => ({
    transcription: Boolean(config.ai?.transcriptionModel),
    externalModel: Boolean(config.ai),
    vision: Boolean(config.ai?.vision),
  }));

  app.post('/api/chat/transcribe', signedIn, async (req) => {
    const ai = config.ai;
    if (!ai?.transcriptionModel) {
      throw new HttpError(
        501,
        'TRANSCRIPTION_UNAVAILABLE',
        'Voice input needs speech recognition in your browser, or a transcription service configured on the server.',
      );
    }
    await ctx.uploads.take(currentUser(req).id);
    const audio = await readUpload(req, 'audio');
    const form = new FormData();
    form.set('model', ai.transcriptionModel);
    form.set('file', new Blob([audio.data], { type: audio.mime || 'audio/webm' }), audio.filename || 'speech.webm');
    const res = await fetch(`${ai.baseUrl.replace(/\/$/, '')}/audio/transcriptions`, {
      method: 'POST',
      headers: ai.apiKey ? { authorization: `Bearer ${ai.apiKey}` } : {},
      body: form,
      signal: AbortSignal.timeout(ai.firstTokenTimeoutMs),
    }).catch(() => undefined);
    const json = res?.ok ? ((await res.json().catch(() => undefined)) as { text?: unknown } | undefined) : undefined;
    if (typeof json?.text !== 'string') {
      throw new HttpError(
        502,
        'TRANSCRIPTION_FAILED',
        'The transcription service did not answer. Please type your question.',
      );
    }
    return { text: json.text.trim() };
  });
}

async function readUpload(req: FastifyRequest, field: string) {
  if (!req.isMultipart())
    throw new HttpError(400, 'VALIDATION', `Send the file as multipart/form-data in the field "${field}".`);
  try {
    const part = await req.file();
    if (!part || part.fieldname !== field)
      throw new HttpError(400, 'VALIDATION', `Send the file in the field "${field}".`);
    const data = await part.toBuffer();
    if (data.byteLength > ATTACHMENT_MAX_BYTES) throw new HttpError(413, 'FILE_TOO_LARGE', MESSAGES.attachmentTooLarge);
    return { data: new Uint8Array(data), filename: part.filename, mime: part.mimetype };
  } catch (err) {
    throw uploadError(err, MESSAGES.attachmentTooLarge);
  }
}

/** Sends a web Response (status, headers, streamed body) through Fastify, keeping its hooks and headers. */
function sendWebResponse(reply: FastifyReply, res: Response) {
  reply.code(res.status);
  res.headers.forEach((value, key) => {
    reply.header(key, value);
  });
  reply.header('x-accel-buffering', 'no');
  return reply.send(res.body);
}
