// Message Center rules: a user's messages are theirs alone; contact-admin reaches every admin and,
// so that it is never lost, the support address through the outbox.
import { randomUUID } from 'node:crypto';
import { type ContactAdminInput, MESSAGES, type MessageType, PRODUCT_NAME, type UserMessage } from '@sommai/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { message, user } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { queueEmail } from '../../lib/outbox.ts';
import type { User } from '../../lib/session.ts';
import { adminWhere } from '../account/service.ts';

export const MESSAGE_LIST_MAX = 200;

type MessageRow = typeof message.$inferSelect;

export function messageView(m: MessageRow): UserMessage {
  return {
    id: m.id,
    title: m.title,
    content: m.content,
    message_type: m.messageType as MessageType,
    is_read: m.isRead,
    sender_name: m.senderName,
    created_at: m.createdAt.toISOString(),
  };
}

export async function listMessages(db: Db, userId: string): Promise<UserMessage[]> {
  const rows = await db
    .select()
    .from(message)
    .where(eq(message.recipientId, userId))
    .orderBy(desc(message.createdAt), desc(message.id))
    .limit(MESSAGE_LIST_MAX);
  return rows.map(messageView);
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(message)
    .where(and(eq(message.recipientId, userId), eq(message.isRead, false)));
  return Number(row?.n ?? 0);
}

/** Marks the user's own message read (again is fine); another user's message is "not found". */
export async function markRead(db: Db, userId: string, id: string): Promise<number> {
  const [row] = await db
    .select({ id: message.id, isRead: message.isRead })
    .from(message)
    .where(and(eq(message.id, id), eq(message.recipientId, userId)));
  if (!row) throw notFound(MESSAGES.messageNotFound);
  if (!row.isRead) {
    await db
      .update(message)
      .set({ isRead: true, readAt: new Date() })
      .where(and(eq(message.id, id), eq(message.recipientId, userId), eq(message.isRead, false)));
  }
  return unreadCount(db, userId);
}

/** Ids of every admin account: the admin role or the configured admin email. */
export async function adminIds(db: Db, config: Pick<Config, 'adminEmail'>): Promise<string[]> {
  const rows = await db.select({ id: user.id }).from(user).where(adminWhere(config));
  return rows.map((r) => r.id);
}

/** One contact_admin message per admin (the sender excluded) and a copy to the support address. */
export async function contactAdmins(db: Db, config: Config, sender: User, input: ContactAdminInput) {
  const admins = (await adminIds(db, config)).filter((id) => id !== sender.id);
  const now = new Date();
  if (admins.length) {
    await db.insert(message).values(
      admins.map((recipientId) => ({
        id: randomUUID(),
        recipientId,
        senderId: sender.id,
        senderName: sender.name,
        title: input.subject,
        content: input.message,
        messageType: 'contact_admin',
        createdAt: now,
      })),
    );
  }
  await queueEmail(db, config, {
    to: config.supportEmail,
    subject: `[${PRODUCT_NAME}] ${input.subject}`,
    text: `${sender.name} <${sender.email}> wrote through Contact Admin:\n\n${input.message}\n\nReply to ${sender.email}.`,
  });
  return { admins: admins.length };
}

/** Sends one message to one user from the product itself (no sender account). */
export async function sendSystemMessage(
  db: Db,
  recipientId: string,
  msg: { title: string; content: string; messageType: MessageType },
) {
  await db.insert(message).values({
    id: randomUUID(),
    recipientId,
    senderName: `${PRODUCT_NAME} Team`,
    title: msg.title,
    content: msg.content,
    messageType: msg.messageType,
  });
}
