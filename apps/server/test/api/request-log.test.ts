// Request logs: one line per request, written on response, with the status and the time taken;
// server errors always logged, successful answers only at level info.
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../helpers.ts';

interface Line {
  level: number;
  msg: string;
  method?: string;
  url?: string;
  status?: number;
  ms?: number;
  reqId?: string;
}

async function appWithLog(level: string) {
  const lines: Line[] = [];
  const stream = new PassThrough();
  let buffered = '';
  stream.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    for (const part of parts) if (part.trim()) lines.push(JSON.parse(part) as Line);
  });
  const t = await createTestApp({ LOG_LEVEL: level }, { logStream: stream });
  return { t, lines };
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('request log', () => {
  it('writes one line per request at info, with its status and time, and no secret', async () => {
    const made = await appWithLog('info');
    t = made.t;
    const u = await signUp(t.app);
    made.lines.length = 0;
    const me = await t.app.inject({ url: '/api/me?token=abc', headers: u.auth });
    const missing = await t.app.inject({ url: '/api/no-such-route' });
    expect(me.statusCode).toBe(200);
    expect(missing.statusCode).toBe(404);
    const requests = made.lines.filter((l) => l.url !== undefined);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/me?token=[redacted]', status: 200, msg: 'request' });
    expect(requests[0].reqId).toBe(me.headers['x-request-id']);
    expect(typeof requests[0].ms).toBe('number');
    expect(requests[1]).toMatchObject({ url: '/api/no-such-route', status: 404 });
    // Fastify's own arrival and completion lines are gone.
    expect(made.lines.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(false);
  });

  it('writes no line for a quick successful request at warn', async () => {
    const made = await appWithLog('warn');
    t = made.t;
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(made.lines.filter((l) => l.url !== undefined)).toHaveLength(0);
  });
});
