// Chats: the level and voice a user chose, their chats and messages, and the files attached to them.

import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** Level and voice style, saved per user. */
export const userPreference = pgTable('user_preference', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  level: integer('level').notNull().default(1),
  voiceMode: text('voice_mode').notNull().default('friendly'),
  /** Conversations sent with the user's API keys are saved as chats (off: answered, not stored). */
  apiStoreChats: boolean('api_store_chats').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chat = pgTable(
  'chat',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    level: integer('level').notNull(),
    voiceMode: text('voice_mode').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_user_updated_idx').on(t.userId, t.updatedAt)],
);

export const chatMessage = pgTable(
  'chat_message',
  {
    id: text('id').primaryKey(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chat.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    /** Why the answer came from a fallback, or that it was stopped early. */
    notice: text('notice'),
    sources: jsonb('sources').$type<{ kind: string; id: string; title: string }[]>(),
    tokens: integer('tokens').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_message_chat_idx').on(t.chatId, t.createdAt)],
);

/** A file a user attached to a chat message: stored under DATA_DIR/files, with the text we could read from it. */
export const attachment = pgTable(
  'attachment',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').references(() => chat.id, { onDelete: 'cascade' }),
    messageId: text('message_id').references(() => chatMessage.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    extractedText: text('extracted_text'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('attachment_user_idx').on(t.userId), index('attachment_message_idx').on(t.messageId)],
);
