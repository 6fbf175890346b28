// The team and the user: Message Center messages and broadcasts, invites, the outbox of email,
// billing events and starred activities.

import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** A message in one user's Message Center. */
export const message = pgTable(
  'message',
  {
    id: text('id').primaryKey(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => user.id, { onDelete: 'set null' }),
    senderName: text('sender_name'),
    broadcastId: text('broadcast_id'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    messageType: text('message_type').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_recipient_idx').on(t.recipientId, t.createdAt),
    index('message_broadcast_idx').on(t.broadcastId),
  ],
);

/** A message an admin sent to a group of users; each recipient gets a row in `message`. */
export const broadcast = pgTable('broadcast', {
  id: text('id').primaryKey(),
  senderId: text('sender_id').references(() => user.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  content: text('content').notNull(),
  messageType: text('message_type').notNull(),
  recipients: text('recipients').notNull(),
  recipientCount: integer('recipient_count').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When every recipient's message was written (a large broadcast is written by a background job). */
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
});

export const invite = pgTable(
  'invite',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull().unique(),
    email: text('email').notNull(),
    name: text('name'),
    role: text('role').notNull(),
    accessLevel: text('access_level').notNull(),
    status: text('status').notNull().default('pending'),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invite_email_idx').on(t.email)],
);

/** Email the product sends: delivered by SMTP when configured, otherwise kept here for admins to read. */
export const outbox = pgTable('outbox', {
  id: text('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  status: text('status').notNull().default('stored'),
  /** Delivery attempts made (the e-mail job retries with backoff, then gives up: status 'dead'). */
  attempts: integer('attempts').notNull().default(0),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** Plan changes and payments, for billing history and revenue figures. */
export const billingEvent = pgTable(
  'billing_event',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    plan: text('plan'),
    amountCents: integer('amount_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    externalId: text('external_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_event_user_idx').on(t.userId, t.createdAt)],
);

/** Items of Recent Activities a user starred. */
export const favorite = pgTable(
  'favorite',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    itemId: text('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemType, t.itemId] })],
);
