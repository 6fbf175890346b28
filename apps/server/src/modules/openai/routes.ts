// SommAI as an OpenAI-compatible model, for chat apps (Open WebUI, LibreChat, LobeChat) and scripts,
// and the personal API keys that open it.
//
// POST   /api/account/api-keys { name }   → 201 { id, name, hint, createdAt, lastUsedAt, key } (the key, once)
// GET    /api/account/api-keys            → 200 { keys: [{ id, name, hint, createdAt, lastUsedAt }] }
// DELETE /api/account/api-keys/:id        → 200 { success: true }; 404 for another user's or a revoked key
//
// GET    /v1/models                       → the models the key's plan allows
// GET    /v1/models/:model
// POST   /v1/chat/completions             → a chat.completion, or server-sent chat.completion.chunk
//                                            events ending with `data: [DONE]`
//
// Every /v1 error is `{ error: { message, type, code, param } }`: 400 malformed, 401 missing, invalid
// or revoked key, 403 a level the plan does not include, 404 unknown model, 429 over the monthly token
// limit (code insufficient_quota) or over the key's requests per minute (code rate_limit_exceeded).
//
// Answers come from the chat's engine path (`ask`: the built-in knowledge engine, or the configured
// model grounded on it) and cost tokens from the same monthly limit, reserved before answering and
// settled after, exactly as in the chat. Nothing sent this way is stored as a chat unless the user
// turns that on (GET/PUT /api/account/api-settings { storeChats }): then each conversation is one chat,
// known by the key and its first user message, and every request adds its question and answer.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ChatTurn, Source } from '@sommai/knowledge';
import {
  API_ERRORS,
  apiKeyCreateSchema,
  canAccessLevel,
  LEVEL_IDS,
  type LevelId,
  LIMITS,
  MESSAGES,
  VOICE_STYLES,
  type VoiceStyle,
} from '@sommai/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/index.ts';
import { chat, chatMessage, userPreference } from '../../db/schema.ts';
import { HttpError, parse } from '../../lib/errors.ts';
import { currentUser, type User } from '../../lib/session.ts';
import { describeUser } from '../account/service.ts';
import { ask, NOTICES } from '../chat/engine.ts';
import { openChat, titleFrom } from '../chat/service.ts';
import { releaseTokens, reserveTokens, settleTokens, tokensOf } from '../usage/service.ts';
import { createKey, KeyRate, listKeys, resolveKey, revokeKey, SharedKeyRate } from './keys.ts';

const MODEL_PATTERN = new RegExp(`^sommai-level-([1-4])(?:-(${VOICE_STYLES.join('|')}))?$`);
/** A line such as "style: technical" or "voice = exam" in a system message picks the voice. */
const STYLE_LINE = new RegExp(`\\b(?:style|voice)\\s*[:=]\\s*(${VOICE_STYLES.join('|')})\\b`, 'i');
/** When the models were first offered (the `created` field of a model). */
const MODELS_CREATED = 1_764_115_200;

export function modelId(level: LevelId, style?: VoiceStyle): string {
  return style ? `sommai-level-${level}-${style}` : `sommai-level-${level}`;
}

export function parseModel(model: string): { level: LevelId; style?: VoiceStyle } | undefined {
  const m = MODEL_PATTERN.exec(model);
  if (!m) return undefined;
  return { level: Number(m[1]) as LevelId, style: m[2] as VoiceStyle | undefined };
}

/** An error in the OpenAI shape. */
class ApiError extends Error {
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

function openAIBody(type: string, code: string, message: string) {
  return { error: { message, type, code, param: null } };
}

/** Any error of a /v1 route, in the OpenAI shape and with its status. */
function toOpenAI(err: unknown): { status: number; body: ReturnType<typeof openAIBody> } {
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
const completionSchema = z.looseObject({
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

function readTurn(body: CompletionRequest): Turn {
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

/** The user's saved voice style and whether API conversations are stored. */
async function apiPreferences(db: Db, userId: string) {
  const [row] = await db
    .select({ voiceMode: userPreference.voiceMode, storeChats: userPreference.apiStoreChats })
    .from(userPreference)
    .where(eq(userPreference.userId, userId));
  const voiceMode = (VOICE_STYLES as readonly string[]).includes(row?.voiceMode ?? '')
    ? (row?.voiceMode as VoiceStyle)
    : undefined;
  return { voiceMode, storeChats: row?.storeChats ?? false };
}

/** One chat per conversation: the same key and the same opening question land in the same chat. */
function chatIdFor(keyId: string, opening: string): string {
  return `api-${createHash('sha256').update(`${keyId}\n${opening}`).digest('hex').slice(0, 40)}`;
}

declare module 'fastify' {
  interface FastifyRequest {
    apiKeyId?: string;
  }
}

export async function openaiRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config, sessions } = ctx;
  const signedIn = { preHandler: sessions.require };

  app.post('/api/account/api-keys', signedIn, async (req, reply) => {
    const { name } = parse(apiKeyCreateSchema, req.body);
    const created = await createKey(db, currentUser(req).id, name);
    reply.code(201);
    return created;
  });

  app.get('/api/account/api-keys', signedIn, async (req) => ({ keys: await listKeys(db, currentUser(req).id) }));

  app.delete('/api/account/api-keys/:id', signedIn, async (req) => {
    const { id } = parse(z.object({ id: z.string().min(1).max(64) }), req.params);
    await revokeKey(db, currentUser(req).id, id);
    return { success: true };
  });

  app.get('/api/account/api-settings', signedIn, async (req) => {
    const { storeChats } = await apiPreferences(db, currentUser(req).id);
    return { storeChats };
  });

  app.put('/api/account/api-settings', signedIn, async (req) => {
    const { storeChats } = parse(apiSettingsSchema, req.body);
    const userId = currentUser(req).id;
    await db
      .insert(userPreference)
      .values({ userId, apiStoreChats: storeChats, updatedAt: new Date() })
      .onConflictDoUpdate({ target: userPreference.userId, set: { apiStoreChats: storeChats, updatedAt: new Date() } });
    return { storeChats };
  });

  // Shared by every server process through Redis when there is one; else counted in this process.
  const rate = ctx.redis
    ? new SharedKeyRate(ctx.redis, config.rateLimit.apiKeyPerMinute)
    : new KeyRate(config.rateLimit.apiKeyPerMinute);

  await app.register(
    async (v1) => {
      v1.setErrorHandler((err, req, reply) => {
        const { status, body } = toOpenAI(err);
        if (status >= 500) req.log.error({ err }, 'OpenAI-compatible request failed');
        return reply.code(status).send(body);
      });
      v1.setNotFoundHandler((_req, reply) =>
        reply.code(404).send(openAIBody('invalid_request_error', 'not_found', MESSAGES.apiNotFound)),
      );

      // The key is checked before the body is read, as OpenAI does: no key, no parsing.
      v1.addHook('onRequest', async (req: FastifyRequest) => {
        const header = req.headers.authorization;
        const key = /^bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
        if (!key) throw new ApiError(401, 'invalid_request_error', 'missing_api_key', MESSAGES.apiKeyMissing);
        const found = await resolveKey(db, key);
        if (!found.ok) {
          throw found.reason === 'revoked'
            ? new ApiError(401, 'invalid_request_error', 'revoked_api_key', MESSAGES.apiKeyRevokedError)
            : new ApiError(401, 'invalid_request_error', 'invalid_api_key', MESSAGES.apiKeyInvalid);
        }
        if (!(await rate.take(found.keyId))) {
          throw new ApiError(
            429,
            'requests',
            'rate_limit_exceeded',
            MESSAGES.apiRateLimited(config.rateLimit.apiKeyPerMinute),
          );
        }
        req.user = found.user;
        req.apiKeyId = found.keyId;
      });

      /** The levels the key owner's plan includes now. */
      async function levelsOf(u: User) {
        const me = await describeUser(db, config, u);
        return {
          me,
          levels: LEVEL_IDS.filter((l) => canAccessLevel(l, { signedIn: true, plan: me.plan, devMode: me.devMode })),
        };
      }

      const modelObject = (id: string) => ({ id, object: 'model', created: MODELS_CREATED, owned_by: 'sommai' });

      /** The model the request names, or the OpenAI-shaped refusal: unknown 404, not in the plan 403. */
      function requireModel(model: string, levels: readonly number[]) {
        const parsed = parseModel(model);
        if (!parsed)
          throw new ApiError(404, 'invalid_request_error', 'model_not_found', MESSAGES.apiModelUnknown(model));
        if (!levels.includes(parsed.level)) {
          throw new ApiError(
            403,
            'permission_error',
            'model_not_allowed',
            MESSAGES.apiModelLocked(model, parsed.level),
          );
        }
        return parsed;
      }

      v1.get('/models', async (req) => {
        const { levels } = await levelsOf(currentUser(req));
        const ids = levels.flatMap((l) => [modelId(l), ...VOICE_STYLES.map((s) => modelId(l, s))]);
        return { object: 'list', data: ids.map(modelObject) };
      });

      v1.get('/models/:model', async (req) => {
        const { model } = req.params as { model: string };
        const { levels } = await levelsOf(currentUser(req));
        requireModel(model, levels);
        return modelObject(model);
      });

      // Chat apps send the whole conversation (pictures included) with every question; only its text is read.
      v1.post('/chat/completions', { bodyLimit: 8 * 1024 * 1024 }, async (req, reply) => {
        const u = currentUser(req);
        const body = parse(completionSchema, req.body);
        const { me, levels } = await levelsOf(u);
        const model = requireModel(body.model, levels);
        const turn = readTurn(body);
        const prefs = await apiPreferences(db, u.id);
        const style = model.style ?? turn.styleFromSystem ?? prefs.voiceMode ?? 'friendly';

        const id = `chatcmpl-${randomBytes(12).toString('base64url')}`;
        const created = Math.floor(Date.now() / 1000);
        const questionId = randomUUID();
        const reservation = await reserveTokens(db, u.id, {
          chatMessageId: questionId,
          limit: me.devMode ? undefined : me.limits.tokenLimit,
          maxAnswerMs: config.chatAnswerMaxMs,
        });
        if (!reservation) throw new ApiError(429, 'insufficient_quota', 'insufficient_quota', MESSAGES.apiTokenLimit);

        const abort = new AbortController();
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) abort.abort();
        });
        const signal = AbortSignal.any([abort.signal, AbortSignal.timeout(config.chatAnswerMaxMs)]);
        const promptTokens = await tokensOf(turn.promptText);
        let stored: { chatId: string } | undefined;
        if (prefs.storeChats) {
          try {
            stored = await storeQuestion(db, u.id, {
              chatId: chatIdFor(req.apiKeyId ?? '', turn.opening),
              questionId,
              opening: turn.opening,
              question: turn.question,
              level: model.level,
              style,
            });
          } catch (err) {
            await releaseTokens(db, u.id, reservation);
            throw err;
          }
        }
        let sources: Source[] = [];
        let settled = false;
        /** Counts what the turn cost: the prompt read and the answer written (nothing if no answer came). */
        const settle = async (text: string) => {
          if (settled) return;
          settled = true;
          const completionTokens = await tokensOf(text);
          if (stored && text) await storeAnswer(db, stored.chatId, text, sources, completionTokens);
          if (text) await settleTokens(db, u.id, reservation, promptTokens + completionTokens);
          else await releaseTokens(db, u.id, reservation);
          sessions.forgetUser(u.id);
          return {
            prompt_tokens: promptTokens,
            completion_tokens: completionTokens,
            total_tokens: promptTokens + completionTokens,
          };
        };
        // A streamed answer keeps the chat's reading pace; a whole answer is returned as soon as it is composed.
        const parts = ask(
          body.stream ? config : { ...config, chatPaceMs: 0 },
          { question: turn.question, level: model.level, style, history: turn.history },
          signal,
          (message) => req.log.warn(message),
        );

        // The answer's text as it is written, cut at max_tokens (then the reason is "length").
        let finishReason: 'stop' | 'length' = 'stop';
        const cap = await tokenCap(body.max_completion_tokens ?? body.max_tokens ?? undefined);
        async function* pieces(): AsyncGenerator<string> {
          for await (const part of parts) {
            if (part.type === 'sources') {
              sources = part.sources;
              continue;
            }
            const piece = part.type === 'text' ? part.text : noticeText(part.text);
            if (!piece) continue;
            if (!cap) {
              yield piece;
              continue;
            }
            const fitted = cap(piece);
            if (fitted.text) yield fitted.text;
            if (fitted.cut) {
              finishReason = 'length';
              abort.abort();
              return;
            }
          }
        }

        if (!body.stream) {
          let text = '';
          try {
            for await (const piece of pieces()) text += piece;
          } finally {
            await settle(text).catch((err) => req.log.error({ err }, 'could not settle API tokens'));
          }
          const usage = { prompt_tokens: promptTokens, completion_tokens: 0, total_tokens: 0 };
          usage.completion_tokens = await tokensOf(text);
          usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;
          return {
            id,
            object: 'chat.completion',
            created,
            model: body.model,
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: text, refusal: null },
                logprobs: null,
                finish_reason: finishReason,
              },
            ],
            usage,
          };
        }

        const chunk = (delta: object, finish: string | null, usage?: object) =>
          `data: ${JSON.stringify({
            id,
            object: 'chat.completion.chunk',
            created,
            model: body.model,
            choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
            ...(usage ? { usage } : {}),
          })}\n\n`;
        async function* events() {
          let text = '';
          try {
            yield chunk({ role: 'assistant', content: '' }, null);
            for await (const piece of pieces()) {
              text += piece;
              yield chunk({ content: piece }, null);
            }
            const usage = await settle(text);
            // The last chunk carries both the finish reason and the usage, which every client reads.
            yield chunk({}, finishReason, usage);
            yield 'data: [DONE]\n\n';
          } finally {
            // A client that went away is charged for what was written before it left.
            await settle(text).catch((err) => req.log.error({ err }, 'could not settle API tokens'));
          }
        }
        return sendEvents(reply, Readable.from(events()));
      });
    },
    { prefix: '/v1' },
  );
}

const apiSettingsSchema = z.object({ storeChats: z.boolean({ error: 'storeChats must be true or false' }) }).strict();

/** Saves the question in the conversation's chat (made on its first request). */
async function storeQuestion(
  db: Db,
  userId: string,
  t: { chatId: string; questionId: string; opening: string; question: string; level: LevelId; style: VoiceStyle },
) {
  const { chat: c } = await openChat(db, userId, t.chatId, {
    title: titleFrom(t.opening),
    level: t.level,
    voiceMode: t.style,
  });
  const now = new Date();
  await db.insert(chatMessage).values({
    id: t.questionId,
    chatId: c.id,
    role: 'user',
    content: t.question,
    tokens: await tokensOf(t.question),
    createdAt: now,
  });
  await db.update(chat).set({ updatedAt: now, level: t.level, voiceMode: t.style }).where(eq(chat.id, c.id));
  return { chatId: c.id };
}

async function storeAnswer(db: Db, chatId: string, text: string, sources: Source[], tokens: number) {
  const now = new Date();
  await db
    .insert(chatMessage)
    .values({ id: randomUUID(), chatId, role: 'assistant', content: text, sources, tokens, createdAt: now });
  await db.update(chat).set({ updatedAt: now }).where(eq(chat.id, chatId));
}

/** Cuts an answer at `limit` tokens: what of each new piece still fits, and whether the cut came. */
async function tokenCap(limit: number | undefined) {
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
function noticeText(text: string): string {
  return text === NOTICES.fallback || text === NOTICES.interrupted ? `_${text}_\n\n` : '';
}

function sendEvents(reply: FastifyReply, stream: Readable) {
  return reply
    .code(200)
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('x-accel-buffering', 'no')
    .send(stream);
}
