// The real server in a process of its own, killed (SIGKILL, as `kill -9`) while it streams an answer:
// after a restart the tokens set aside for that answer are back, the question shows as interrupted,
// and Regenerate answers it and charges it like any other answer.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@sommai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_RESERVE_TOKENS, tokensOf } from '../../src/modules/usage/service.ts';
import { freshPostgres, readStream, uniqueEmail, userMessage } from '../helpers.ts';
import { type ServerProcess, startServer as startProcess, stopServer } from '../server-process.ts';

/** Each start allows many sign-ups and checks every session afresh. */
const startServer = (env: Record<string, string>) =>
  startProcess({ RATE_LIMIT_AUTH_MAX: '1000', SESSION_CACHE_MS: '0', ...env });

const usagePg = process.env.TEST_DB === 'postgres';
let dataDir: string;
let pgDb: Awaited<ReturnType<typeof freshPostgres>> | undefined;
let server: ServerProcess | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sommai-crash-'));
  pgDb = usagePg ? await freshPostgres() : undefined;
});
afterAll(async () => {
  await stopServer(server?.child);
  await pgDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

function envFor(paceMs: number): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    CHAT_STREAM_PACE_MS: String(paceMs),
    // With PostgreSQL another server could still be writing the answer, so its tokens only come back
    // once no answer can still be running: a short deadline keeps that wait short here.
    ...(pgDb ? { DATABASE_URL: pgDb.url, CHAT_ANSWER_MAX_MS: '1000' } : {}),
  };
}

async function tokensUsed(base: string, token: string): Promise<number> {
  const res = await fetch(`${base}/api/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { usage: { tokensUsed: number } }).usage.tokensUsed;
}

/** Polls until usage is `want` (at once with the embedded database; after the expiry with PostgreSQL). */
async function waitForUsage(base: string, token: string, want: number): Promise<number> {
  const end = Date.now() + 20_000;
  let now = await tokensUsed(base, token);
  while (now !== want && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 200));
    now = await tokensUsed(base, token);
  }
  return now;
}

function streamRequest(base: string, token: string, body: Record<string, unknown>) {
  return fetch(`${base}/api/chat/stream`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('a server killed in the middle of an answer', () => {
  it('gives the reserved tokens back, shows the question as interrupted, and regenerates it', async () => {
    // A slow reading pace keeps the answer streaming while the server is killed.
    server = await startServer(envFor(1000));
    const signUp = await fetch(`${server.base}/api/account/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Crash Taster', email: uniqueEmail('crash'), password: 'correct horse battery' }),
    });
    expect(signUp.status).toBe(201);
    const { token } = (await signUp.json()) as { token: string };
    const before = await tokensUsed(server.base, token);

    const chatId = `crash-${Date.now()}`;
    const question = 'What grape is Chablis made from?';
    const res = await streamRequest(server.base, token, {
      id: chatId,
      message: userMessage(question),
      level: 1,
      voiceMode: 'friendly',
    });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let received = '';
    while (!received.includes('"text-delta"')) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the answer ended before it could be interrupted: ${received}`);
      received += decoder.decode(value);
    }
    // Mid-answer: the reservation is counted in the month's usage.
    expect(await tokensUsed(server.base, token)).toBe(before + ANSWER_RESERVE_TOKENS);

    await stopServer(server.child, 'SIGKILL');
    await reader.cancel().catch(() => {});

    server = await startServer(envFor(0));
    expect(await waitForUsage(server.base, token, before)).toBe(before);

    const auth = { authorization: `Bearer ${token}` };
    const reopened = await fetch(`${server.base}/api/chat/history/${chatId}`, { headers: auth });
    expect(reopened.status).toBe(200);
    const { chat } = (await reopened.json()) as {
      chat: { messages: { role: string; content: string; interrupted?: boolean; notice?: string }[] };
    };
    expect(chat.messages).toHaveLength(1);
    expect(chat.messages[0]).toMatchObject({
      role: 'user',
      content: question,
      interrupted: true,
      notice: MESSAGES.chatInterrupted,
    });

    const again = await streamRequest(server.base, token, {
      id: chatId,
      trigger: 'regenerate-message',
      message: userMessage(question),
      level: 1,
      voiceMode: 'friendly',
    });
    expect(again.status).toBe(200);
    const body = await again.text();
    const answer = readStream(body).text;
    expect(answer).toMatch(/Chardonnay/);

    // Charged like any answer: the question and the answer, nothing for the interrupted attempt.
    expect(await tokensUsed(server.base, token)).toBe(before + (await tokensOf(question)) + (await tokensOf(answer)));
    const after = await fetch(`${server.base}/api/chat/history/${chatId}`, { headers: auth });
    const stored = ((await after.json()) as { chat: { messages: { role: string; interrupted?: boolean }[] } }).chat;
    expect(stored.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(stored.messages.some((m) => m.interrupted)).toBe(false);
  }, 120_000);
});
