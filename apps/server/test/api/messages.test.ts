import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, outbox, user } from '../../src/db/schema.ts';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../helpers.ts';

const ADMIN_EMAIL = 'chief.somm@example.com';
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let secondAdmin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL, SUPPORT_EMAIL: 'help@sommai.test', SESSION_CACHE_MS: '0' });
  admin = await signUpAdmin(t, { name: 'Chief Somm', email: ADMIN_EMAIL.toUpperCase() });
  secondAdmin = await signUp(t.app, { name: 'Second Admin' });
  await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, secondAdmin.user.id));
});
afterAll(async () => {
  await t?.close();
});

async function broadcastTo(
  userId: string,
  n: number,
  extra: Partial<typeof message.$inferInsert> = {},
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = `m-${userId.slice(0, 8)}-${i}-${Math.random().toString(36).slice(2)}`;
    ids.push(id);
    await t.database.db.insert(message).values({
      id,
      recipientId: userId,
      title: `Title ${i}`,
      content: `Content ${i}`,
      messageType: 'announcement',
      senderName: 'Chief Somm',
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      ...extra,
    });
  }
  return ids;
}

describe('GET /api/messages/user/:userId', () => {
  it("lists the user's own messages newest first, in the spec's shape", async () => {
    const u = await signUp(t.app);
    const ids = await broadcastTo(u.user.id, 3);
    const res = await t.app.inject({ url: `/api/messages/user/${u.user.id}`, headers: u.auth });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((m: { id: string }) => m.id)).toEqual([...ids].reverse());
    expect(data[0]).toEqual({
      id: ids[2],
      title: 'Title 2',
      content: 'Content 2',
      message_type: 'announcement',
      is_read: false,
      sender_name: 'Chief Somm',
      created_at: '2026-01-03T00:00:00.000Z',
    });
  });

  it('shows an empty list to a user without messages', async () => {
    const u = await signUp(t.app);
    const res = await t.app.inject({ url: `/api/messages/user/${u.user.id}`, headers: u.auth });
    expect(res.json()).toEqual({ data: [] });
    const unread = await t.app.inject({ url: `/api/messages/user/${u.user.id}/unread`, headers: u.auth });
    expect(unread.json()).toEqual({ data: { unreadCount: 0 } });
  });

  it("refuses another user's messages and unread count, to admins too", async () => {
    const owner = await signUp(t.app);
    await broadcastTo(owner.user.id, 1);
    const other = await signUp(t.app);
    for (const who of [other, admin]) {
      for (const url of [`/api/messages/user/${owner.user.id}`, `/api/messages/user/${owner.user.id}/unread`]) {
        const res = await t.app.inject({ url, headers: who.auth });
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('NOT_FOUND');
        expect(res.body).not.toContain('Title 0');
      }
    }
  });

  it('needs a signed-in user', async () => {
    const owner = await signUp(t.app);
    expect((await t.app.inject({ url: `/api/messages/user/${owner.user.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/messages/x/read' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/messages/contact-admin',
          payload: { subject: 'a', message: 'b' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('PUT /api/messages/:id/read', () => {
  it('marks a message read, returns the new unread count, and stays at 0 when repeated', async () => {
    const u = await signUp(t.app);
    const [first, second] = await broadcastTo(u.user.id, 2);
    const unread = async () =>
      (await t.app.inject({ url: `/api/messages/user/${u.user.id}/unread`, headers: u.auth })).json().data.unreadCount;
    expect(await unread()).toBe(2);

    const res = await t.app.inject({ method: 'PUT', url: `/api/messages/${first}/read`, headers: u.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { unreadCount: 1 } });
    const again = await t.app.inject({ method: 'PUT', url: `/api/messages/${first}/read`, headers: u.auth });
    expect(again.json()).toEqual({ success: true, data: { unreadCount: 1 } });
    await t.app.inject({ method: 'PUT', url: `/api/messages/${second}/read`, headers: u.auth });
    const last = await t.app.inject({ method: 'PUT', url: `/api/messages/${second}/read`, headers: u.auth });
    expect(last.json().data.unreadCount).toBe(0);
    expect(await unread()).toBe(0);

    const list = (await t.app.inject({ url: `/api/messages/user/${u.user.id}`, headers: u.auth })).json().data;
    expect(list.every((m: { is_read: boolean }) => m.is_read)).toBe(true);
  });

  it("answers 404 for another user's message and leaves it unread", async () => {
    const owner = await signUp(t.app);
    const [id] = await broadcastTo(owner.user.id, 1);
    const other = await signUp(t.app);
    const res = await t.app.inject({ method: 'PUT', url: `/api/messages/${id}/read`, headers: other.auth });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    const [row] = await t.database.db.select().from(message).where(eq(message.id, id));
    expect(row.isRead).toBe(false);
    expect(row.readAt).toBeNull();
  });

  it('answers 404 for an unknown message', async () => {
    const u = await signUp(t.app);
    const res = await t.app.inject({ method: 'PUT', url: '/api/messages/does-not-exist/read', headers: u.auth });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/messages/contact-admin', () => {
  it("reaches every admin's Message Center as contact_admin, and the support address by email", async () => {
    const u = await signUp(t.app, { name: 'Curious Taster' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/messages/contact-admin',
      headers: u.auth,
      payload: { subject: '  Question about Cru  ', message: ' Does Cru include PDF reports? ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    for (const a of [admin, secondAdmin]) {
      const list = (await t.app.inject({ url: `/api/messages/user/${a.user.id}`, headers: a.auth })).json().data;
      expect(list[0]).toMatchObject({
        title: 'Question about Cru',
        content: 'Does Cru include PDF reports?',
        message_type: 'contact_admin',
        sender_name: 'Curious Taster',
        is_read: false,
      });
    }
    // The user's own list does not get a copy.
    const own = (await t.app.inject({ url: `/api/messages/user/${u.user.id}`, headers: u.auth })).json().data;
    expect(own).toEqual([]);

    const mail = await t.database.db.select().from(outbox).where(eq(outbox.to, 'help@sommai.test'));
    const sent = mail.find((m) => m.subject.includes('Question about Cru'));
    expect(sent?.text).toContain('Does Cru include PDF reports?');
    expect(sent?.text).toContain(u.user.email);
    expect(sent?.status).toBe('stored');
  });

  it.each([
    [{}, ['subject', 'message']],
    [{ subject: '', message: '' }, ['subject', 'message']],
    [{ subject: '   ', message: 'Hello' }, ['subject']],
    [{ subject: 'Hello', message: '  \n ' }, ['message']],
    [{ subject: 'x'.repeat(201), message: 'Hello' }, ['subject']],
    [{ subject: 'Hello', message: 'x'.repeat(5001) }, ['message']],
    [{ subject: 42, message: 'Hello' }, ['subject']],
  ])('refuses %j and stores nothing', async (payload, fields) => {
    const u = await signUp(t.app);
    const before = (await t.database.db.select().from(message)).length;
    const mailBefore = (await t.database.db.select().from(outbox)).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/messages/contact-admin', headers: u.auth, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
    for (const f of fields) expect(res.json().error.fields[f]).toBeTruthy();
    expect((await t.database.db.select().from(message)).length).toBe(before);
    expect((await t.database.db.select().from(outbox)).length).toBe(mailBefore);
  });

  it('is never lost when no admin account exists yet: the support email is in the outbox', async () => {
    const t2 = await createTestApp({ SUPPORT_EMAIL: 'owner@sommai.test' });
    try {
      const u = await signUp(t2.app);
      const res = await t2.app.inject({
        method: 'POST',
        url: '/api/messages/contact-admin',
        headers: u.auth,
        payload: { subject: 'Hello', message: 'Anyone there?' },
      });
      expect(res.statusCode).toBe(200);
      expect(await t2.database.db.select().from(message)).toHaveLength(0);
      const mail = await t2.database.db.select().from(outbox);
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({ to: 'owner@sommai.test' });
      expect(mail[0].text).toContain('Anyone there?');
    } finally {
      await t2.close();
    }
  });
});
