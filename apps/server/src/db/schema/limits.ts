// What a user may spend and how they get in: monthly usage and its reservations, API keys, and the
// failed sign-ins and admin-key attempts that limits count across servers and restarts.

import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** Tokens and images used per user per calendar month (UTC), counted on the server. */
export const usage = pgTable(
  'usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    tokensUsed: integer('tokens_used').notNull().default(0),
    imagesUsed: integer('images_used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

/**
 * Tokens set aside for one answer while it is written. Settling or releasing the answer removes the
 * row in the same transaction as the usage change; a row left behind by a server that stopped
 * mid-answer is given back by the sweep once it has expired.
 */
export const tokenReservation = pgTable(
  'token_reservation',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    tokens: integer('tokens').notNull(),
    /** The question being answered. */
    chatMessageId: text('chat_message_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** After this no answer can still be running, so the sweep may give the tokens back. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('token_reservation_expires_idx').on(t.expiresAt),
    index('token_reservation_message_idx').on(t.chatMessageId),
  ],
);

/** Failed admin-key attempts, so the limit holds across processes and restarts. */
export const adminKeyAttempt = pgTable(
  'admin_key_attempt',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull(),
    /** The address the attempt came from, so one address cannot try keys through many accounts. */
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_key_attempt_user_idx').on(t.userId, t.at), index('admin_key_attempt_ip_idx').on(t.ip, t.at)],
);

/** Failed password sign-ins, per account (lower-case email) and address, so limits hold across servers and restarts. */
export const signInFailure = pgTable(
  'sign_in_failure',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failure_email_idx').on(t.email, t.at), index('sign_in_failure_ip_idx').on(t.ip, t.at)],
);

/**
 * Personal API keys for the OpenAI-compatible endpoint (/v1). Only the SHA-256 of a key is kept; the
 * key itself is shown once, when it is created. `hint` is its last characters, to tell keys apart.
 */
export const apiKey = pgTable(
  'api_key',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    hint: text('hint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_key_user_idx').on(t.userId)],
);
