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
// The wire format is in protocol.ts, what a conversation keeps in conversations.ts, the keys in keys.ts.
import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Source } from '@sommai/knowledge';
import { apiKeyCreateSchema, canAccessLevel, LEVEL_IDS, MESSAGES, VOICE_STYLES } from '@sommai/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { userPreference } from '../../db/schema.ts';
import { parse } from '../../lib/errors.ts';
import { currentUser, type User } from '../../lib/session.ts';
import { describeUser } from '../account/service.ts';
import { ask } from '../chat/engine.ts';
import { releaseTokens, reserveTokens, settleTokens, tokensOf } from '../usage/service.ts';
import { apiPreferences, chatIdFor, storeAnswer, storeQuestion } from './conversations.ts';
import { createKey, KeyRate, listKeys, resolveKey, revokeKey, SharedKeyRate } from './keys.ts';
import {
  ApiError,
  completionSchema,
  MODELS_CREATED,
  modelId,
  noticeText,
  openAIBody,
  parseModel,
  readTurn,
  sendEvents,
  tokenCap,
  toOpenAI,
} from './protocol.ts';

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
