// The chat's contracts, declared once for the server and the web app: level and voice, the chat
// screen's stream request, the metadata that rides along with its messages, and chat summaries.
import type { z as Z } from 'zod';
import { LEVEL_IDS, LIMITS, VOICE_STYLES } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

export const LEVEL_INVALID = 'Level must be 1, 2, 3 or 4';

/** A level as JSON carries it: the number 1, 2, 3 or 4. */
export const levelSchema = z.union(
  LEVEL_IDS.map((l) => z.literal(l)) as [Z.ZodLiteral<1>, Z.ZodLiteral<2>, Z.ZodLiteral<3>, Z.ZodLiteral<4>],
  { error: LEVEL_INVALID },
);

/** A level from a query string or a form field, where it arrives as text. */
export const levelParamSchema = z.coerce.number({ error: LEVEL_INVALID }).pipe(levelSchema);

export const voiceStyleSchema = z.enum(VOICE_STYLES, {
  error: `Voice style must be one of ${VOICE_STYLES.join(', ')}`,
});

export const preferencesSchema = z.object({ level: levelSchema, voiceMode: voiceStyleSchema });
export type Preferences = Z.infer<typeof preferencesSchema>;

/** PUT /api/preferences: either or both. */
export const preferencesUpdateSchema = preferencesSchema
  .partial()
  .strict()
  .refine((v) => v.level !== undefined || v.voiceMode !== undefined, { message: 'Nothing to update' });

export const chatIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Chat id must be 1 to 64 letters, digits, dashes or underscores');

export const chatMessageTextSchema = z.string().max(LIMITS.chatMessageMaxChars, MESSAGES.chatMessageTooLong);

export const CHAT_ATTACHMENTS_MAX = 10;
export const attachmentIdsSchema = z
  .array(z.string().min(1).max(64))
  .max(CHAT_ATTACHMENTS_MAX, `At most ${CHAT_ATTACHMENTS_MAX} attachments per message`)
  .default([]);

/** The new question as the chat screen sends it: an AI SDK UI message of text parts. */
export const chatQuestionSchema = z.object({
  role: z.literal('user'),
  parts: z.array(z.looseObject({ type: z.string().max(40), text: z.string().optional() })).max(50),
});

/**
 * What the chat screen's transport posts to /api/chat/stream: the chat id, the new question only
 * (none to regenerate the last answer), and level, voice and the uploads it brings. The server
 * reads the conversation so far from the database.
 */
export const chatStreamBodySchema = z.object({
  id: chatIdSchema,
  trigger: z.enum(['submit-message', 'regenerate-message']).default('submit-message'),
  message: chatQuestionSchema.optional(),
  level: levelParamSchema.optional(),
  voiceMode: voiceStyleSchema.optional(),
  attachmentIds: attachmentIdsSchema,
});
export type ChatStreamBody = Z.input<typeof chatStreamBodySchema>;

/**
 * The largest stream request body: a question at its character limit, every character escaped as
 * \uXXXX by JSON, plus room for the other fields.
 */
export const CHAT_STREAM_BODY_MAX_BYTES = LIMITS.chatMessageMaxChars * 6 + 16 * 1024;

/** The question's text: its text parts, one per line. */
export function questionText(message: Z.infer<typeof chatQuestionSchema> | undefined): string {
  return (message?.parts ?? [])
    .filter((p) => p.type === 'text')
    .map((p) => p.text ?? '')
    .join('\n');
}

export const sourceRefSchema = z.object({ kind: z.string(), id: z.string(), title: z.string() });
export type SourceRef = Z.infer<typeof sourceRefSchema>;

export const chatAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['image', 'pdf']),
  size: z.number(),
  /** An API address behind the bearer token. */
  url: z.string(),
  /** Why the file could not be fully read (e.g. an encrypted PDF); the chat still works. */
  note: z.string().optional(),
});
export type ChatAttachment = Z.infer<typeof chatAttachmentSchema>;

/** What rides along with each chat message: from the server for answers, from the screen for questions. */
export const chatMessageMetadataSchema = z.object({
  /** The stored chat the message belongs to. */
  chatId: z.string().optional(),
  /** The stored id of the question an answer replies to. */
  questionId: z.string().optional(),
  /** The stored id of the answer, sent when it is stored. */
  messageId: z.string().optional(),
  notice: z.string().optional(),
  sources: z.array(sourceRefSchema).optional(),
  attachments: z.array(chatAttachmentSchema).optional(),
  /** ISO time the message was written (for the session duration). */
  createdAt: z.string().optional(),
  /** A question whose answer was cut off (the server stopped while writing it): it can be regenerated. */
  interrupted: z.boolean().optional(),
});
export type ChatMessageMetadata = Z.infer<typeof chatMessageMetadataSchema>;

/** One chat in the history list (GET /api/chat/history), dates as JSON carries them. */
export const chatSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  level: z.number(),
  voiceMode: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messageCount: z.number(),
});
export type ChatSummary = Z.infer<typeof chatSummarySchema>;
