// The real server asked to stop (SIGTERM) while it streams an answer: it waits SHUTDOWN_TIMEOUT_MS,
// then ends the answer properly (what was written is kept, with a notice, and the stream finishes),
// gives back the tokens it had set aside, and exits.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@sommai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokensOf } from '../../src/modules/usage/service.ts';
import { readStream, uniqueEmail, userMessage } from '../helpers.ts';
import { exited, startServer as startProcess, stopServer } from '../server-process.ts';

const startServer = (env: Record<string, string>) => startProcess({ SESSION_CACHE_MS: '0', ...env });

let dataDir: string;
let running: ChildProcess | undefined;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sommai-shutdown-'));
});
afterAll(async () => {
  await stopServer(running, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(process.env.TEST_DB === 'postgres')('a server stopped while it streams an answer', () => {
  it('ends the answer cleanly after SHUTDOWN_TIMEOUT_MS and charges only what was written', async () => {
    // A slow reading pace keeps the answer streaming well past the time limit.
    const server = await startServer({ DATA_DIR: dataDir, CHAT_STREAM_PACE_MS: '1000', SHUTDOWN_TIMEOUT_MS: '300' });
    running = server.child;
    const signUp = await fetch(`${server.base}/api/account/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Late Taster', email: uniqueEmail('shutdown'), password: 'correct horse battery' }),
    });
    const { token } = (await signUp.json()) as { token: string };
    const question = 'What grape is Chablis made from?';
    const res = await fetch(`${server.base}/api/chat/stream`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        id: `shutdown-${Date.now()}`,
        message: userMessage(question),
        level: 1,
        voiceMode: 'friendly',
      }),
    });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let received = '';
    while (!received.includes('"text-delta"')) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the answer ended before the server was stopped: ${received}`);
      received += decoder.decode(value);
    }
    const code = exited(server.child);
    server.child.kill('SIGTERM');
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      received += decoder.decode(value);
    }
    expect(await code).toBe(0);
    // The database closes last: nothing still running (the job queue, its workers) finds it gone.
    expect(server.output()).not.toMatch(/PGlite is closed|job queue error/);

    const { events, text: written } = readStream(received);
    expect(events.map((e) => e.type)).toContain('finish');
    const metadata = events.find((e) => e.type === 'message-metadata');
    expect(metadata?.messageMetadata?.notice).toBe(MESSAGES.chatServerStopping);

    // After a restart: the question and what was written are charged, nothing is still set aside.
    const again = await startServer({ DATA_DIR: dataDir });
    running = again.child;
    const me = await fetch(`${again.base}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    const { usage } = (await me.json()) as { usage: { tokensUsed: number } };
    expect(usage.tokensUsed).toBe((await tokensOf(question)) + (await tokensOf(written)));
    await stopServer(again.child);
  }, 120_000);
});
