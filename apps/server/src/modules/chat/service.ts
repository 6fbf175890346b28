// Chats and their messages, always scoped to their owner: another user's chat is "not found".
import { randomUUID } from 'node:crypto';
import type { ChatTurn } from '@sommai/knowledge';
import { LIMITS, MESSAGES } from '@sommai/shared';
import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { type Db, watchWrites } from '../../db/index.ts';
import { attachment, chat, chatMessage } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { type ExactCache, exactCache } from '../../lib/exact-cache.ts';
import { questionsInProgress } from '../usage/service.ts';

export type ChatRow = typeof chat.$inferSelect;
export type MessageRow = typeof chatMessage.$inferSelect;
export type AttachmentRow = typeof attachment.$inferSelect;

export const CHAT_NOT_FOUND = MESSAGES.chatNotFound;
export const TITLE_MAX = LIMITS.chatTitleMaxChars;

export function titleFrom(question: string): string {
  const line = question.replace(/\s+/g, ' ').trim();
  if (!line) return 'New chat';
  return line.length <= 60 ? line : `${line.slice(0, 57).trimEnd()}…`;
}

export async function findChat(db: Db, userId: string, chatId: string): Promise<ChatRow | undefined> {
  const [row] = await db
    .select()
    .from(chat)
    .where(and(eq(chat.id, chatId), eq(chat.userId, userId)));
  return row;
}

export async function requireChat(db: Db, userId: string, chatId: string): Promise<ChatRow> {
  const row = await findChat(db, userId, chatId);
  if (!row) throw notFound(CHAT_NOT_FOUND);
  return row;
}

/** The user's chat with this id, created if it is new; an id taken by another user is "not found". */
export async function openChat(
  db: Db,
  userId: string,
  chatId: string | undefined,
  init: { title: string; level: number; voiceMode: string },
): Promise<{ chat: ChatRow; created: boolean }> {
  if (chatId) {
    const [existing] = await db.select().from(chat).where(eq(chat.id, chatId));
    if (existing && existing.userId !== userId) throw notFound(CHAT_NOT_FOUND);
    if (existing) return { chat: existing, created: false };
  }
  const [row] = await db
    .insert(chat)
    .values({ id: chatId ?? randomUUID(), userId, title: init.title, level: init.level, voiceMode: init.voiceMode })
    .returning();
  return { chat: row, created: true };
}

/** The chat list query, built once per database and prepared by name. */
const chatListQueries = new WeakMap<Db, ReturnType<typeof prepareChatList>>();
function prepareChatList(db: Db) {
  // Counts only this user's chats' messages (through the chat index), never the whole table.
  const counts = db
    .select({ chatId: chatMessage.chatId, messageCount: count().as('message_count') })
    .from(chatMessage)
    .innerJoin(chat, eq(chat.id, chatMessage.chatId))
    .where(eq(chat.userId, sql.placeholder('userId')))
    .groupBy(chatMessage.chatId)
    .as('counts');
  return db
    .select({
      id: chat.id,
      title: chat.title,
      level: chat.level,
      voiceMode: chat.voiceMode,
      createdAt: chat.createdAt,
      updatedAt: chat.updatedAt,
      messageCount: counts.messageCount,
    })
    .from(chat)
    .leftJoin(counts, eq(counts.chatId, chat.id))
    .where(eq(chat.userId, sql.placeholder('userId')))
    .orderBy(desc(chat.updatedAt))
    .prepare('chat_list');
}

/** Users whose chat list is kept at most on the embedded database. */
export const CHAT_LIST_CACHE_ENTRIES = 2_000;
type ChatListEntry = Awaited<ReturnType<ReturnType<typeof prepareChatList>['execute']>>[number] & {
  messageCount: number;
};
/**
 * On the embedded database a user's chat list is kept until a statement may have written a chat or
 * a message (anyone's: the count is per table), so it is always what the database holds.
 */
const chatListCaches = new WeakMap<Db, ExactCache<ChatListEntry[]> | undefined>();

export async function listChats(db: Db, userId: string): Promise<ChatListEntry[]> {
  let query = chatListQueries.get(db);
  if (!query) {
    query = prepareChatList(db);
    chatListQueries.set(db, query);
    chatListCaches.set(
      db,
      exactCache((table) => watchWrites(db, table), ['chat', 'chat_message'], CHAT_LIST_CACHE_ENTRIES),
    );
  }
  const cache = chatListCaches.get(db);
  const kept = cache?.get(userId);
  if (kept) return kept.map((r) => ({ ...r }));
  const version = cache?.version() ?? 0;
  const rows = await query.execute({ userId });
  const list = rows.map((r) => ({ ...r, messageCount: Number(r.messageCount ?? 0) }));
  cache?.set(
    userId,
    list.map((r) => ({ ...r })),
    version,
  );
  return list;
}

export function attachmentView(a: AttachmentRow) {
  return {
    id: a.id,
    name: a.name,
    type: a.type as 'image' | 'pdf',
    size: a.size,
    url: `/api/chat/attachments/${a.id}`,
    textExtracted: Boolean(a.extractedText),
    ...(a.note ? { note: a.note } : {}),
  };
}

export async function chatWithMessages(db: Db, userId: string, chatId: string) {
  const c = await requireChat(db, userId, chatId);
  const messages = await db
    .select()
    .from(chatMessage)
    .where(eq(chatMessage.chatId, c.id))
    .orderBy(asc(chatMessage.createdAt), asc(chatMessage.id));
  const files = await db
    .select()
    .from(attachment)
    .where(and(eq(attachment.chatId, c.id), eq(attachment.userId, userId)));
  // A last question without an answer, and no answer being written for it: the answer was cut off
  // (the server stopped, or it failed) and can be regenerated.
  const last = messages.at(-1);
  const unanswered =
    last?.role === 'user' && !(await questionsInProgress(db, [last.id])).has(last.id) ? last.id : undefined;
  return {
    id: c.id,
    title: c.title,
    level: c.level,
    voiceMode: c.voiceMode,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    messages: messages.map((m) => ({
      id: m.id,
      role: m.role as 'user' | 'assistant',
      content: m.content,
      timestamp: m.createdAt,
      attachments: files.filter((f) => f.messageId === m.id).map(attachmentView),
      ...(m.notice ? { notice: m.notice } : {}),
      ...(m.id === unanswered ? { interrupted: true, notice: MESSAGES.chatInterrupted } : {}),
    })),
  };
}

export async function recentTurns(db: Db, chatId: string, limit = 10): Promise<ChatTurn[]> {
  const rows = await db
    .select({ role: chatMessage.role, content: chatMessage.content })
    .from(chatMessage)
    .where(eq(chatMessage.chatId, chatId))
    .orderBy(desc(chatMessage.createdAt), desc(chatMessage.id))
    .limit(limit);
  return rows.reverse().map((r) => ({ role: r.role as 'user' | 'assistant', content: r.content }));
}

/** The user's own uploads that are not yet part of another chat; anything else is refused. */
export async function claimAttachments(
  db: Db,
  userId: string,
  chatId: string,
  ids: string[],
): Promise<AttachmentRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(attachment)
    .where(
      and(
        inArray(attachment.id, ids),
        eq(attachment.userId, userId),
        or(isNull(attachment.chatId), eq(attachment.chatId, chatId)),
        isNull(attachment.messageId),
      ),
    );
  if (rows.length !== new Set(ids).size) throw new HttpError(404, 'NOT_FOUND', 'Attachment not found.');
  return rows;
}

/** Text read from the chat's attachments, newest first, to answer questions about them. */
export async function chatContext(db: Db, chatId: string, maxChars = 20_000): Promise<string | undefined> {
  const rows = await db
    .select({ name: attachment.name, text: attachment.extractedText })
    .from(attachment)
    .where(eq(attachment.chatId, chatId))
    .orderBy(desc(attachment.createdAt));
  const parts = rows.filter((r) => r.text).map((r) => `From ${r.name}:\n${r.text}`);
  if (parts.length === 0) return undefined;
  return parts.join('\n\n').slice(0, maxChars);
}
