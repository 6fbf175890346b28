// The OpenAI wire format: model names, the request's schema and how its messages become a turn,
// errors in OpenAI's shape, the max_tokens cut, and the server-sent events of a streamed answer.
import type { Readable } from 'node:stream';
import type { ChatTurn } from '@sommai/knowledge';
import { API_ERRORS, type LevelId, LIMITS, MESSAGES, VOICE_STYLES, type VoiceStyle } from '@sommai/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../lib/errors.ts';
import { NOTICES } from '../chat/engine.ts';

const MODEL_PATTERN = new RegExp(`^sommai-level-([1-4])(?:-(${VOICE_STYLES.join('|')}))?$`);
/** A line such as "style: technical" or "voice = exam" in a system message picks the voice. */
const STYLE_LINE = new RegExp(`\\b(?:style|voice)\\s*[:=]\\s*(${VOICE_STYLES.join('|')})\\b`, 'i');
/** When the models were first offered (the `created` field of a model). */
export const MODELS_CREATED = 1_764_115_200;

export function modelId(level: LevelId, style?: VoiceStyle): string {
  return style ? `sommai-level-${level}-${style}` : `sommai-level-${level}`;
}

export function parseModel(model: string): { level: LevelId; style?: VoiceStyle } | undefined {
  const m = MODEL_PATTERN.exec(model);
  if (!m) return undefined;
  return { level: Number(m[1]) as LevelId, style: m[2] as VoiceStyle | undefined };
}

/** An error in the OpenAI shape. */
export class ApiError extends Error {
  readonly status: number;
  readonly type: string;
  readonly code: string;
  constructor(status: number, type: string, code: string, message: string) {
    super(message);
    this.status = status;
    this.type = type;
    this.code = code;
  }
}

export function openAIBody(type: string, code: string, message: string) {
  return { error: { message, type, code, param: null } };
}

/** Any error of a /v1 route, in the OpenAI shape and with its status. */
export function toOpenAI(err: unknown): { status: number; body: ReturnType<typeof openAIBody> } {
  if (err instanceof ApiError) return { status: err.status, body: openAIBody(err.type, err.code, err.message) };
  const e = err as { status?: number; statusCode?: number; code?: string; message?: string };
  const status = err instanceof HttpError ? err.status : (e.statusCode ?? 500);
  const message = e.message || API_ERRORS.VALIDATION;
  if (status === 413 || e.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return { status: 413, body: openAIBody('invalid_request_error', 'request_too_large', message) };
  if (status >= 400 && status < 500)
    return { status: 400, body: openAIBody('invalid_request_error', 'invalid_request', message) };
  return {
    status: 500,
    body: openAIBody('server_error', 'internal_error', API_ERRORS.INTERNAL),
  };
}

const contentPart = z.looseObject({ type: z.string(), text: z.string().optional() });
const messageSchema = z.looseObject({
  role: z.enum(['system', 'developer', 'user', 'assistant', 'tool', 'function'], {
    error: 'Each message needs a role: system, developer, user, assistant or tool',
  }),
  content: z.union([z.string(), z.array(contentPart).max(50), z.null()]).optional(),
});
const optionalNumber = z.number().nullable().optional();
const maxTokens = z
  .number({ error: 'max_tokens must be a whole number from 1' })
  .int('max_tokens must be a whole number from 1')
  .positive('max_tokens must be a whole number from 1')
  .nullable()
  .optional();
export const completionSchema = z.looseObject({
  model: z.string({ error: 'model is required' }).min(1, 'model is required').max(100),
  messages: z
    .array(messageSchema, { error: 'messages must be a list of { role, content }' })
    .min(1, 'messages must not be empty')
    .max(500, 'At most 500 messages'),
  stream: z.boolean().nullable().optional(),
  // Accepted as clients send them; the engine composes the same answer for any of them.
  max_tokens: maxTokens,
  max_completion_tokens: maxTokens,
  temperature: optionalNumber,
  top_p: optionalNumber,
  n: z.literal(1, { error: 'Only n = 1 is supported' }).nullable().optional(),
});
type CompletionRequest = z.infer<typeof completionSchema>;

function textOf(content: z.infer<typeof messageSchema>['content']): string {
  if (typeof content === 'string') return content;
  if (!content) return '';
  return content
    .filter((p) => p.type === 'text' && typeof p.text === 'string')
    .map((p) => p.text)
    .join('\n');
}

interface Turn {
  question: string;
  /** The conversation's first user message, which names its stored chat. */
  opening: string;
  history: ChatTurn[];
  /** What the request gave to read: the question and the turns before it. */
  promptText: string;
  styleFromSystem?: VoiceStyle;
}

export function readTurn(body: CompletionRequest): Turn {
  const messages = body.messages.map((m) => ({ role: m.role, text: textOf(m.content) }));
  const last = messages.at(-1);
  const question = last?.role === 'user' ? last.text.trim() : '';
  if (!question) throw new ApiError(400, 'invalid_request_error', 'invalid_request', MESSAGES.apiNoQuestion);
  if (question.length > LIMITS.chatMessageMaxChars)
    throw new ApiError(400, 'invalid_request_error', 'invalid_request', MESSAGES.chatMessageTooLong);
  const history: ChatTurn[] = messages
    .slice(0, -1)
    .filter((m) => (m.role === 'user' || m.role === 'assistant') && m.text.trim())
    .slice(-10)
    .map((m) => ({ role: m.role as 'user' | 'assistant', content: m.text.slice(0, LIMITS.chatMessageMaxChars) }));
  let styleFromSystem: VoiceStyle | undefined;
  for (const m of messages) {
    if (m.role !== 'system' && m.role !== 'developer') continue;
    const found = STYLE_LINE.exec(m.text)?.[1]?.toLowerCase() as VoiceStyle | undefined;
    if (found) styleFromSystem = found;
  }
  return {
    question,
    opening: messages.find((m) => m.role === 'user' && m.text.trim())?.text.trim() ?? question,
    history,
    promptText: [...history.map((t) => t.content), question].join('\n'),
    styleFromSystem,
  };
}

/** Cuts an answer at `limit` tokens: what of each new piece still fits, and whether the cut came. */
export async function tokenCap(limit: number | undefined) {
  if (!limit) return undefined;
  const { encode, decode } = await import('gpt-tokenizer');
  let kept = '';
  return (piece: string): { text: string; cut: boolean } => {
    const tokens = encode(kept + piece);
    if (tokens.length <= limit) {
      kept += piece;
      return { text: piece, cut: false };
    }
    const fitted = decode(tokens.slice(0, limit));
    const text = fitted.startsWith(kept) ? fitted.slice(kept.length) : '';
    kept += text;
    return { text, cut: true };
  };
}

/** A notice of the engine (the configured model failed) as a line of the answer itself. */
export function noticeText(text: string): string {
  return text === NOTICES.fallback || text === NOTICES.interrupted ? `_${text}_\n\n` : '';
}

export function sendEvents(reply: FastifyReply, stream: Readable) {
  return reply
    .code(200)
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('x-accel-buffering', 'no')
    .send(stream);
}
