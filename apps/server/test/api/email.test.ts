import type { AddressInfo } from 'node:net';
import { SCREENS } from '@sommai/shared';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpAdmin, type TestApp } from '../helpers.ts';

interface Received {
  to: string[];
  body: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function smtpSink() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (c: Buffer) => {
        body += c.toString();
      });
      stream.on('end', () => {
        // Undo quoted-printable soft line breaks and escapes, so the text reads as it was written.
        const text = body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body: text });
        callback();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

async function outboxRow(t: TestApp, auth: { authorization: string }, to: string, status: string, ms = 5_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const rows = (await t.app.inject({ url: '/api/admin/outbox', headers: auth })).json() as {
      to: string;
      status: string;
      attempts: number;
      error: string | null;
    }[];
    const row = rows.find((r) => r.to === to && r.status === status);
    if (row) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${status} email to ${to}`);
}

describe('email through SMTP', () => {
  let sink: Awaited<ReturnType<typeof smtpSink>>;
  let t: TestApp;
  beforeAll(async () => {
    sink = await smtpSink();
    t = await createTestApp({
      ADMIN_EMAIL: 'boss@sommai.test',
      SMTP_URL: sink.url,
      MAIL_FROM: 'SommAI <team@sommai.test>',
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('delivers an invite and marks it sent in the outbox', async () => {
    const admin = await signUpAdmin(t, { email: 'boss@sommai.test' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invites',
      headers: admin.auth,
      payload: { email: 'guest.somm@example.com' },
    });
    expect(res.statusCode).toBe(201);
    await outboxRow(t, admin.auth, 'guest.somm@example.com', 'sent');
    const mail = sink.received.find((m) => m.to.includes('guest.somm@example.com'));
    expect(mail?.body).toContain(res.json().link.split('?')[0]);
    expect(mail?.body).toContain('team@sommai.test');
    const overview = await t.app.inject({ url: '/api/admin/overview', headers: admin.auth });
    expect(overview.json().defaults.email).toMatch(/SMTP/);
  });
});

describe('email when SMTP fails', () => {
  it('tries again with a growing delay, then shows the admin it was not delivered after the last attempt', async () => {
    // Nothing listens on port 9: every attempt is refused.
    const t = await createTestApp({
      ADMIN_EMAIL: 'boss@sommai.test',
      SMTP_URL: 'smtp://127.0.0.1:9',
      EMAIL_MAX_ATTEMPTS: '3',
      EMAIL_RETRY_DELAY_S: '1',
      JOB_POLL_MS: '500',
    });
    try {
      const admin = await signUpAdmin(t, { email: 'boss@sommai.test' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/invites',
        headers: admin.auth,
        payload: { email: 'x@example.com' },
      });
      expect(res.statusCode).toBe(201);
      const retrying = await outboxRow(t, admin.auth, 'x@example.com', 'retrying');
      expect(retrying.attempts).toBeLessThan(3);
      expect(retrying.error).toBeTruthy();
      const dead = await outboxRow(t, admin.auth, 'x@example.com', 'dead', 25_000);
      expect(dead.attempts).toBe(3);
      expect(dead.error).toBeTruthy();
      // The admin screen names the state from the shared catalogue.
      expect(SCREENS.admin.outbox.statuses[dead.status as 'dead']).toBe(SCREENS.admin.outbox.statuses.dead);
      // No further attempt once dead.
      await new Promise((r) => setTimeout(r, 2_500));
      expect((await outboxRow(t, admin.auth, 'x@example.com', 'dead')).attempts).toBe(3);
    } finally {
      await t.close();
    }
  }, 45_000);
});
