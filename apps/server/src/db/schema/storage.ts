// Work on stored files that must survive a crash: files to purge and accounts being deleted.

import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stored files still to be removed after their rows went: written in the same transaction that
 * deletes an account, removed by the purge job (retried) once every object under `prefix/` is gone.
 */
export const storagePurge = pgTable('storage_purge', {
  id: text('id').primaryKey(),
  prefix: text('prefix').notNull(),
  attempts: integer('attempts').notNull().default(0),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A stored object whose row is gone and which is still to be removed from storage: written in the
 * same transaction that deletes the row, cleared once the object is removed, retried by a job
 * until then, so that a failed removal never leaves an object nobody knows of.
 */
export const pendingDeletion = pgTable('pending_deletion', {
  storageKey: text('storage_key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
