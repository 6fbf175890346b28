// Pictures a user generated, and the datasets, jobs and styles of custom style training.

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StyleProfile } from '../../modules/images/renderer/profile.ts';
import { user } from './auth.ts';

/** A picture a user generated: the PNG is in the file store; the gallery lists these newest first. */
export const image = pgTable(
  'image',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** What the user asked for. */
    topic: text('topic').notNull(),
    /** The full description it was drawn from. */
    prompt: text('prompt').notNull(),
    category: text('category').notNull(),
    style: text('style').notNull(),
    quality: text('quality').notNull(),
    size: text('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** 'builtin' or 'external': who drew it. */
    source: text('source').notNull(),
    /** Why the built-in renderer answered instead of the configured endpoint. */
    notice: text('notice'),
    storageKey: text('storage_key').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('image_user_created_idx').on(t.userId, t.createdAt)],
);

/** A set of a user's own pictures to learn a style from. */
export const trainingDataset = pgTable(
  'training_dataset',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('training_dataset_user_idx').on(t.userId)],
);

export const trainingImage = pgTable(
  'training_image',
  {
    id: text('id').primaryKey(),
    datasetId: text('dataset_id')
      .notNull()
      .references(() => trainingDataset.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    caption: text('caption').notNull(),
    category: text('category').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('training_image_dataset_idx').on(t.datasetId, t.createdAt)],
);

/**
 * A training run, worked on in the background. Its state lives here so it survives reloads and
 * restarts: a worker claims it (lockedBy, heartbeatAt) and any process picks up a job whose
 * worker stopped beating.
 */
export const trainingJob = pgTable(
  'training_job',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    datasetId: text('dataset_id')
      .notNull()
      .references(() => trainingDataset.id, { onDelete: 'cascade' }),
    modelId: text('model_id').notNull(),
    stage: text('stage').notNull(),
    progress: integer('progress').notNull(),
    message: text('message').notNull(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    lockedBy: text('locked_by'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    results: jsonb('results').$type<{ prompt: string; quality: number; storageKey: string }[]>(),
    report: jsonb('report').$type<Record<string, unknown>>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('training_job_user_idx').on(t.userId, t.startedAt),
    index('training_job_stage_idx').on(t.stage),
    // One running job per dataset, enforced by the database so two starts at once cannot both win.
    uniqueIndex('training_job_active_idx').on(t.datasetId).where(sql`${t.stage} not in ('complete', 'failed')`),
  ],
);

/** A style learned from a dataset, usable in the image generator as 'custom:<id>'. */
export const styleModel = pgTable(
  'style_model',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    datasetId: text('dataset_id').notNull(),
    jobId: text('job_id').notNull(),
    name: text('name').notNull(),
    profile: jsonb('profile').notNull().$type<StyleProfile>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('style_model_user_idx').on(t.userId)],
);
