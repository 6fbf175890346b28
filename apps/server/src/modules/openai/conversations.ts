// What an API conversation keeps: the user's voice and storing choice, and, when stored, the chat
// each conversation lands in with its questions and answers.
import { createHash, randomUUID } from 'node:crypto';
import type { Source } from '@sommai/knowledge';
import { type LevelId, VOICE_STYLES, type VoiceStyle } from '@sommai/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { chat, chatMessage, userPreference } from '../../db/schema.ts';
import { openChat, titleFrom } from '../chat/service.ts';
import { tokensOf } from '../usage/service.ts';

/** The user's saved voice style and whether API conversations are stored. */
export async function apiPreferences(db: Db, userId: string) {
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
export function chatIdFor(keyId: string, opening: string): string {
  return `api-${createHash('sha256').update(`${keyId}\n${opening}`).digest('hex').slice(0, 40)}`;
}

/** Saves the question in the conversation's chat (made on its first request). */
export async function storeQuestion(
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

export async function storeAnswer(db: Db, chatId: string, text: string, sources: Source[], tokens: number) {
  const now = new Date();
  await db
    .insert(chatMessage)
    .values({ id: randomUUID(), chatId, role: 'assistant', content: text, sources, tokens, createdAt: now });
  await db.update(chat).set({ updatedAt: now }).where(eq(chat.id, chatId));
}
