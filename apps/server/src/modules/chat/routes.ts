// The chat API: streamed answers for the chat screen (AI SDK UI message stream), the spec's JSON
// POST /chat/message, history, attachments and voice transcription.
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  ATTACHMENT_MAX_BYTES,
  attachmentIdsSchema,
  CHAT_STREAM_BODY_MAX_BYTES,
  chatIdSchema,
  chatMessageTextSchema,
  chatStreamBodySchema,
  LIMITS,
  levelParamSchema,
  MESSAGES,
  questionText,
  voiceStyleSchema,
} from '@sommai/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { attachment, chat } from '../../db/schema.ts';
import { HttpError, notFound, parse, uploadError } from '../../lib/errors.ts';
import { currentUser } from '../../lib/session.ts';
import { sendStored } from '../../lib/storage.ts';
import { sendUIMessageStream } from '../../lib/ui-stream.ts';
import { deleteWithObjects } from '../files/deletions.ts';
import { assertStorageRoom, withStorageRoom } from '../files/quota.ts';
import { checkUpload, extract } from './attachments.ts';
import { opening } from './engine.ts';
import { attachmentView, chatWithMessages, listChats, requireChat } from './service.ts';
import { chatTurns } from './turns.ts';

/** The spec's JSON call. `attachments` (name, type, size) describe files; `attachmentIds` link uploaded ones. */
const jsonMessageSchema = z.object({
  message: chatMessageTextSchema.default(''),
  level: levelParamSchema.optional(),
  voiceMode: z
    .string()
    .transform((v) => v.toLowerCase())
    .pipe(voiceStyleSchema)
    .optional(),
  attachments: z
    .array(z.object({ name: z.string().max(255), type: z.string().max(20), size: z.number().nonnegative() }))
    .max(10)
    .optional(),
  attachmentIds: attachmentIdsSchema,
  chatId: chatIdSchema.optional(),
});

export async function chatRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config, sessions, files } = ctx;
  const signedIn = { preHandler: sessions.require };
  const turns = chatTurns(ctx);

  await app.register(multipart, { limits: { fileSize: ATTACHMENT_MAX_BYTES + 1, files: 1, fields: 5 } });

  app.post('/api/chat/stream', { ...signedIn, bodyLimit: CHAT_STREAM_BODY_MAX_BYTES }, async (req, reply) => {
    const u = currentUser(req);
    const body = parse(chatStreamBodySchema, req.body);
    const question = parse(chatMessageTextSchema, questionText(body.message));
    // From here until its first words, this answer goes before the later words of answers
    // already streaming.
    const opened = opening();
    const turn = await turns
      .prepare(u, {
        chatId: body.id,
        question,
        level: body.level,
        voiceMode: body.voiceMode,
        attachmentIds: body.attachmentIds,
        regenerate: body.trigger === 'regenerate-message',
      })
      .catch((err) => {
        opened();
        throw err;
      });
    const gone = new AbortController();
    req.raw.on('close', () => gone.abort());
    reply.raw.on('close', () => gone.abort());
    const release = turns.deadline(gone);
    return sendUIMessageStream(
      reply,
      (write) =>
        turns
          .stream(u, turn, gone.signal, req.log, (part) => {
            write(part);
            if (part.type === 'text-delta') opened();
          })
          .finally(() => {
            opened();
            release();
          }),
      () => MESSAGES.chatFailed,
    );
  });

  app.post('/api/chat/message', signedIn, async (req) => {
    const u = currentUser(req);
    const input = parse(jsonMessageSchema, req.body);
    const turn = await turns.prepare(u, {
      chatId: input.chatId,
      question: input.message,
      level: input.level,
      voiceMode: input.voiceMode,
      attachmentIds: input.attachmentIds,
      regenerate: false,
    });
    const gone = new AbortController();
    req.raw.on('close', () => {
      if (!req.raw.complete) gone.abort();
    });
    const release = turns.deadline(gone);
    const done = await turns.answer(u, turn, gone.signal, req.log, false).finally(release);
    return {
      data: {
        id: done.id,
        content: done.text,
        chatId: turn.chatId,
        ...(done.notice ? { notice: done.notice } : {}),
        sources: done.sources,
      },
    };
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
