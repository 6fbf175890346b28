// The OpenAI-compatible API as its users reach it: the official `openai` client pointed at the real
// app listening on a port, with personal API keys made through the account API.

import { createConnection } from 'node:net';
import { and, eq } from 'drizzle-orm';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { apiKey, usage, user } from '../../src/db/schema.ts';
import { currentMonth } from '../../src/modules/account/service.ts';
import { createTestApp, signUp, type TestApp } from '../helpers.ts';

let t: TestApp;
let baseURL: string;

beforeAll(async () => {
  t = await createTestApp({ CHAT_STREAM_PACE_MS: '0', RATE_LIMIT_API_KEY_PER_MINUTE: '5' });
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseURL = `${address}/v1`;
});
afterAll(async () => t?.close());

function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: 6379 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => done(String(d).startsWith('+PONG')));
  });
}

/** The official client as a chat app would set it up; no retries, so each refusal is seen once. */
const client = (key: string) => new OpenAI({ apiKey: key, baseURL, maxRetries: 0 });

async function newKey(auth: Record<string, string>, name = 'Open WebUI') {
  const res = await t.app.inject({ method: 'POST', url: '/api/account/api-keys', headers: auth, payload: { name } });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; name: string; key: string; hint: string };
}

async function setPlan(userId: string, plan: 'classic' | 'cru') {
  await t.database.db.update(user).set({ plan, planSource: 'admin' }).where(eq(user.id, userId));
}

async function tokensUsed(userId: string): Promise<number> {
  const [row] = await t.database.db
    .select()
    .from(usage)
    .where(and(eq(usage.userId, userId), eq(usage.month, currentMonth())));
  return row?.tokensUsed ?? 0;
}

/** The error the client threw, with the status and the OpenAI error fields. */
async function refusal(call: Promise<unknown>) {
  const err = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OpenAI.APIError);
  const e = err as InstanceType<typeof OpenAI.APIError>;
  return { status: e.status, code: e.code, type: e.type, message: (e.error as { message?: string })?.message };
}

describe('personal API keys', () => {
  it('shows a key once, stores only its hash, lists it without the key and revokes it', async () => {
    const u = await signUp(t.app);
    const created = await newKey(u.auth, 'My script');
    expect(created.key).toMatch(/^sk-sommai-/);
    const [row] = await t.database.db.select().from(apiKey).where(eq(apiKey.id, created.id));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const list = (await t.app.inject({ url: '/api/account/api-keys', headers: u.auth })).json();
    expect(list.keys).toEqual([
      expect.objectContaining({ id: created.id, name: 'My script', hint: created.key.slice(-4), lastUsedAt: null }),
    ]);
    expect(JSON.stringify(list)).not.toContain(created.key);

    await client(created.key).models.list();
    const used = (await t.app.inject({ url: '/api/account/api-keys', headers: u.auth })).json();
    expect(used.keys[0].lastUsedAt).not.toBeNull();

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/api-keys/${created.id}`,
      headers: u.auth,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/account/api-keys', headers: u.auth })).json().keys).toEqual([]);
    const e = await refusal(client(created.key).models.list());
    expect(e).toMatchObject({ status: 401, code: 'revoked_api_key', type: 'invalid_request_error' });
  });

  it('refuses a missing or made-up key with 401, and an unknown route with 404, in the OpenAI shape', async () => {
    expect(await refusal(client('sk-sommai-not-a-real-key').models.list())).toMatchObject({
      status: 401,
      code: 'invalid_api_key',
    });
    const u = await signUp(t.app);
    const unknown = await fetch(`${baseURL}/embeddings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${(await newKey(u.auth)).key}` },
    });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toMatchObject({ type: 'invalid_request_error', code: 'not_found' });
    const res = await fetch(`${baseURL}/models`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { message: expect.any(String), type: 'invalid_request_error', code: 'missing_api_key', param: null },
    });
  });
});

describe('/v1/models', () => {
  it('lists only the levels the plan includes, with the voice styles', async () => {
    const free = await signUp(t.app);
    const cru = await signUp(t.app);
    await setPlan(cru.user.id, 'cru');
    const freeIds = (await client((await newKey(free.auth)).key).models.list()).data.map((m) => m.id);
    const cruIds = (await client((await newKey(cru.auth)).key).models.list()).data.map((m) => m.id);
    expect(freeIds).toContain('sommai-level-1');
    expect(freeIds).toContain('sommai-level-2-technical');
    expect(freeIds.some((id) => id.startsWith('sommai-level-3') || id.startsWith('sommai-level-4'))).toBe(false);
    expect(cruIds).toContain('sommai-level-4');
    expect(cruIds).toContain('sommai-level-4-exam');
  });
});

describe('/v1/chat/completions', () => {
  it('answers a whole completion from the wine engine, with usage counted against the month', async () => {
    const u = await signUp(t.app);
    const { key } = await newKey(u.auth);
    const before = await tokensUsed(u.user.id);
    const answer = await client(key).chat.completions.create({
      model: 'sommai-level-1',
      messages: [{ role: 'user', content: 'What grape is Chablis made from?' }],
      temperature: 0.7,
    });
    expect(answer.object).toBe('chat.completion');
    expect(answer.model).toBe('sommai-level-1');
    expect(answer.choices[0]?.finish_reason).toBe('stop');
    expect(answer.choices[0]?.message.role).toBe('assistant');
    expect(answer.choices[0]?.message.content).toMatch(/Chardonnay/);
    const usageOut = answer.usage;
    expect(usageOut?.prompt_tokens).toBeGreaterThan(0);
    expect(usageOut?.completion_tokens).toBeGreaterThan(0);
    expect(usageOut?.total_tokens).toBe((usageOut?.prompt_tokens ?? 0) + (usageOut?.completion_tokens ?? 0));
    expect((await tokensUsed(u.user.id)) - before).toBe(usageOut?.total_tokens);
    // Not stored as a chat.
    expect((await t.app.inject({ url: '/api/chat/history', headers: u.auth })).json().chats).toEqual([]);
  });

  it('streams the answer as chunks, the last with finish_reason and usage, then [DONE]', async () => {
    const u = await signUp(t.app);
    const { key } = await newKey(u.auth);
    const stream = await client(key).chat.completions.create({
      model: 'sommai-level-2',
      messages: [
        { role: 'system', content: 'You are a helpful assistant.' },
        { role: 'user', content: 'Which grapes are allowed in Chablis?' },
      ],
      stream: true,
      stream_options: { include_usage: true },
    });
    let text = '';
    const chunks: OpenAI.Chat.Completions.ChatCompletionChunk[] = [];
    for await (const chunk of stream) {
      chunks.push(chunk);
      text += chunk.choices[0]?.delta.content ?? '';
    }
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.every((c) => c.object === 'chat.completion.chunk' && c.id === chunks[0]?.id)).toBe(true);
    expect(text).toMatch(/Chardonnay/);
    const last = chunks.at(-1);
    expect(last?.choices[0]?.finish_reason).toBe('stop');
    expect(last?.usage?.completion_tokens).toBeGreaterThan(0);
    expect(chunks.slice(0, -1).every((c) => c.choices[0]?.finish_reason === null)).toBe(true);
    expect(await tokensUsed(u.user.id)).toBe(last?.usage?.total_tokens);

    // The raw stream ends with the [DONE] line, as SSE clients expect.
    const raw = await fetch(`${baseURL}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'sommai-level-1', stream: true, messages: [{ role: 'user', content: 'Malbec?' }] }),
    });
    expect(raw.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect((await raw.text()).trimEnd().endsWith('data: [DONE]')).toBe(true);
  });

  it('cuts the answer at max_tokens with finish_reason "length", charging only what was sent', async () => {
    const u = await signUp(t.app);
    const openai = client((await newKey(u.auth)).key);
    const messages = [{ role: 'user' as const, content: 'How is Champagne made?' }];
    const whole = await openai.chat.completions.create({ model: 'sommai-level-2', messages });
    const cut = await openai.chat.completions.create({ model: 'sommai-level-2', messages, max_tokens: 8 });
    expect(cut.choices[0]?.finish_reason).toBe('length');
    expect(cut.usage?.completion_tokens).toBe(8);
    expect(whole.choices[0]?.message.content?.startsWith(cut.choices[0]?.message.content ?? 'x')).toBe(true);

    const before = await tokensUsed(u.user.id);
    const stream = await openai.chat.completions.create({
      model: 'sommai-level-2',
      messages,
      max_completion_tokens: 8,
      stream: true,
    });
    let text = '';
    let last: OpenAI.Chat.Completions.ChatCompletionChunk | undefined;
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta.content ?? '';
      last = chunk;
    }
    expect(text).toBe(cut.choices[0]?.message.content);
    expect(last?.choices[0]?.finish_reason).toBe('length');
    expect((await tokensUsed(u.user.id)) - before).toBe(last?.usage?.total_tokens);
  });

  it('takes the voice style from the model name or a system message', async () => {
    const u = await signUp(t.app);
    const openai = client((await newKey(u.auth)).key);
    const ask = async (model: string, system?: string) => {
      const messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[] = [
        ...(system ? [{ role: 'system' as const, content: system }] : []),
        { role: 'user', content: 'Tell me about Barolo' },
      ];
      return (await openai.chat.completions.create({ model, messages })).choices[0]?.message.content ?? '';
    };
    const sharp = await ask('sommai-level-2-sharp');
    const friendly = await ask('sommai-level-2-friendly');
    const sharpBySystem = await ask('sommai-level-2', 'style: sharp');
    expect(sharp).not.toBe(friendly);
    expect(sharpBySystem).toBe(sharp);
  });

  it('refuses a level the plan does not include with 403, and an unknown model with 404', async () => {
    const u = await signUp(t.app);
    const openai = client((await newKey(u.auth)).key);
    const messages = [{ role: 'user' as const, content: 'Explain Grand Cru Burgundy' }];
    expect(await refusal(openai.chat.completions.create({ model: 'sommai-level-3', messages }))).toMatchObject({
      status: 403,
      code: 'model_not_allowed',
      type: 'permission_error',
    });
    expect(await refusal(openai.chat.completions.create({ model: 'gpt-4o', messages }))).toMatchObject({
      status: 404,
      code: 'model_not_found',
    });
    expect(await tokensUsed(u.user.id)).toBe(0);
  });

  it('answers 429 insufficient_quota once the monthly token limit is used, charging nothing more', async () => {
    const u = await signUp(t.app);
    const openai = client((await newKey(u.auth)).key);
    await t.database.db.insert(usage).values({ userId: u.user.id, month: currentMonth(), tokensUsed: 10_000 });
    const e = await refusal(
      openai.chat.completions.create({ model: 'sommai-level-1', messages: [{ role: 'user', content: 'Rioja?' }] }),
    );
    expect(e).toMatchObject({ status: 429, code: 'insufficient_quota', type: 'insufficient_quota' });
    expect(await tokensUsed(u.user.id)).toBe(10_000);
    // The chat screen is held to the same limit.
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/chat/message',
      headers: u.auth,
      payload: { message: 'Rioja?' },
    });
    expect(chat.statusCode).toBe(402);
  });

  it('refuses a malformed body with 400 in the OpenAI shape', async () => {
    const u = await signUp(t.app);
    const openai = client((await newKey(u.auth)).key);
    expect(await refusal(openai.chat.completions.create({ model: 'sommai-level-1', messages: [] }))).toMatchObject({
      status: 400,
      type: 'invalid_request_error',
    });
    expect(
      await refusal(
        openai.chat.completions.create({
          model: 'sommai-level-1',
          messages: [{ role: 'assistant', content: 'Hello' }],
        }),
      ),
    ).toMatchObject({ status: 400, type: 'invalid_request_error' });
  });

  it('limits the requests of each key per minute with 429 rate_limit_exceeded', async () => {
    const u = await signUp(t.app);
    const limited = client((await newKey(u.auth, 'busy')).key);
    for (let i = 0; i < 5; i++) await limited.models.list();
    expect(await refusal(limited.models.list())).toMatchObject({ status: 429, code: 'rate_limit_exceeded' });
    // Another key is counted on its own.
    await expect(client((await newKey(u.auth, 'quiet')).key).models.list()).resolves.toBeDefined();
  });
});

describe('the per-key rate with REDIS_URL', () => {
  it('counts the requests of one key made through two servers together', async () => {
    if (!(await redisAnswers())) {
      console.log('Shared API key rate: skipped, nothing answers at 127.0.0.1:6379');
      return;
    }
    // Two apps on one database and one Redis, as two servers behind a load balancer.
    const one = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:6379/0', RATE_LIMIT_API_KEY_PER_MINUTE: '5' });
    const two = await buildApp(one.config, { database: one.database, logger: false });
    try {
      await two.ready();
      const u = await signUp(one.app);
      const made = await one.app.inject({
        method: 'POST',
        url: '/api/account/api-keys',
        headers: u.auth,
        payload: { name: 'spread' },
      });
      const key = { authorization: `Bearer ${made.json().key}` };
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const app = i % 2 === 0 ? one.app : two;
        codes.push((await app.inject({ url: '/v1/models', headers: key })).statusCode);
      }
      // Alone, each server would let 5 through: together they let 5 through in all.
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
      const refused = await two.inject({ url: '/v1/models', headers: key });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatchObject({ code: 'rate_limit_exceeded', type: 'requests' });
    } finally {
      await two.close();
      await one.close();
    }
  }, 60_000);
});

describe('saving API conversations', () => {
  it('stores nothing until the user turns it on, then one chat per conversation', async () => {
    const u = await signUp(t.app);
    const openai = client((await newKey(u.auth)).key);
    const history = async () => (await t.app.inject({ url: '/api/chat/history', headers: u.auth })).json().chats;
    expect((await t.app.inject({ url: '/api/account/api-settings', headers: u.auth })).json()).toEqual({
      storeChats: false,
    });
    await openai.chat.completions.create({ model: 'sommai-level-1', messages: [{ role: 'user', content: 'Malbec?' }] });
    expect(await history()).toEqual([]);

    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/account/api-settings',
      headers: u.auth,
      payload: { storeChats: true },
    });
    expect(on.json()).toEqual({ storeChats: true });
    const first = await openai.chat.completions.create({
      model: 'sommai-level-2',
      messages: [{ role: 'user', content: 'What grape is Chablis made from?' }],
    });
    const firstAnswer = first.choices[0]?.message.content ?? '';
    const stream = await openai.chat.completions.create({
      model: 'sommai-level-2',
      stream: true,
      messages: [
        { role: 'user', content: 'What grape is Chablis made from?' },
        { role: 'assistant', content: firstAnswer },
        { role: 'user', content: 'And Sancerre?' },
      ],
    });
    for await (const _chunk of stream) {
      // read to the end
    }
    const chats = await history();
    expect(chats).toHaveLength(1);
    expect(chats[0]).toMatchObject({ title: 'What grape is Chablis made from?', messageCount: 4 });
    const stored = (await t.app.inject({ url: `/api/chat/history/${chats[0].id}`, headers: u.auth })).json().chat;
    expect(stored.messages.map((m: { role: string; content: string }) => [m.role, m.content.slice(0, 20)])).toEqual([
      ['user', 'What grape is Chabli'],
      ['assistant', firstAnswer.slice(0, 20)],
      ['user', 'And Sancerre?'],
      ['assistant', expect.any(String)],
    ]);
    expect(stored.messages[3].content).toMatch(/Sauvignon Blanc/);
  });
});

describe('one user per key', () => {
  it("another user's key reads and spends nothing of this user, and cannot revoke this user's keys", async () => {
    const owner = await signUp(t.app);
    await setPlan(owner.user.id, 'cru');
    const ownerKey = await newKey(owner.auth, 'owner');
    const other = await signUp(t.app);
    const otherKey = await newKey(other.auth, 'other');

    // The owner's own chat, with a detail only it contains.
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/chat/message',
      headers: owner.auth,
      payload: { message: 'My cellar code is Zinfandel-4471. What is Zinfandel?' },
    });
    expect(chat.statusCode).toBe(200);
    const ownerTokens = await tokensUsed(owner.user.id);

    const answer = await client(otherKey.key).chat.completions.create({
      model: 'sommai-level-1',
      messages: [{ role: 'user', content: 'What did I say my cellar code was?' }],
    });
    expect(answer.choices[0]?.message.content).not.toContain('4471');
    expect(await tokensUsed(owner.user.id)).toBe(ownerTokens);
    expect(await tokensUsed(other.user.id)).toBe(answer.usage?.total_tokens);
    // The owner's plan does not travel with the other user's key.
    expect(
      await refusal(
        client(otherKey.key).chat.completions.create({
          model: 'sommai-level-4',
          messages: [{ role: 'user', content: 'Barolo DOCG rules' }],
        }),
      ),
    ).toMatchObject({ status: 403 });

    const list = (await t.app.inject({ url: '/api/account/api-keys', headers: other.auth })).json();
    expect(list.keys.map((k: { id: string }) => k.id)).toEqual([otherKey.id]);
    const steal = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/api-keys/${ownerKey.id}`,
      headers: other.auth,
    });
    expect(steal.statusCode).toBe(404);
    await expect(client(ownerKey.key).models.list()).resolves.toBeDefined();
  });
});
