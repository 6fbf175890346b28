// One Drizzle schema for PGlite and PostgreSQL. The auth tables follow the shape better-auth
// expects (with its admin plugin's fields); product tables come after them.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StyleProfile } from '../modules/images/renderer/profile.ts';

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  role: text('role').notNull().default('user'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: timestamp('ban_expires', { withTimezone: true }),
  plan: text('plan'),
  /** Where the plan comes from: 'trial', 'admin' or 'stripe'. */
  planSource: text('plan_source'),
  planPeriod: text('plan_period'),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  /** Set when the user cancelled a plan that is not billed by Stripe: it stays in force until then. */
  planEndsAt: timestamp('plan_ends_at', { withTimezone: true }),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id'),
  /** Set when the user joined through a professional invite. */
  professionalRole: text('professional_role'),
  accessLevel: text('access_level'),
  emailPreferences: jsonb('email_preferences').$type<{ product: boolean; learning: boolean; announcements: boolean }>(),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable('verification', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/** A quiz question as stored: the correct option and its explanation never leave the server before scoring. */
export interface StoredQuizQuestion {
  id: string;
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
  /** The syllabus area the question tests, and the level it is set at (bank questions). */
  area?: string;
  level?: number;
  /** How the answer was derived from the knowledge data (see the quiz bank of the knowledge package). */
  check?: Record<string, unknown>;
}

/** One question of a scored attempt, kept as it was asked so reports stay right when the bank changes. */
export interface StoredQuizResult {
  questionId: string;
  question: string;
  options: string[];
  selected: number;
  correctAnswer: number;
  correct: boolean;
  explanation: string;
}

/** A quiz: the bank's (no owner, seeded from the knowledge base) or a user's own, made from a chat. */
export const quiz = pgTable(
  'quiz',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').references(() => chat.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    level: integer('level').notNull(),
    category: text('category').notNull(),
    questions: jsonb('questions').$type<StoredQuizQuestion[]>().notNull(),
    questionCount: integer('question_count').notNull(),
    /** Bank quizzes the knowledge base no longer yields are retired, not deleted, so attempts keep their quiz. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quiz_owner_idx').on(t.ownerId), index('quiz_level_title_idx').on(t.level, t.title)],
);

export const quizAttempt = pgTable(
  'quiz_attempt',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    quizId: text('quiz_id')
      .notNull()
      .references(() => quiz.id, { onDelete: 'cascade' }),
    /** Sent by the client to make a retried submit return the first attempt instead of a second one. */
    attemptKey: text('attempt_key'),
    answers: jsonb('answers').$type<number[]>().notNull(),
    score: integer('score').notNull(),
    correctAnswers: integer('correct_answers').notNull(),
    totalQuestions: integer('total_questions').notNull(),
    results: jsonb('results').$type<StoredQuizResult[]>().notNull(),
    quizTitle: text('quiz_title').notNull(),
    level: integer('level').notNull(),
    category: text('category').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quiz_attempt_user_quiz_idx').on(t.userId, t.quizId),
    uniqueIndex('quiz_attempt_key_idx').on(t.userId, t.attemptKey),
  ],
);

/** Which version of the quiz bank the database holds, so it is seeded once per knowledge-base change. */
export const quizBank = pgTable('quiz_bank', {
  id: text('id').primaryKey(),
  version: text('version').notNull(),
  quizCount: integer('quiz_count').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A PDF made for a user (study guide, chat or session summary, quiz report); the file is in the file store. */
export const pdfDocument = pgTable(
  'pdf_document',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    filename: text('filename').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    pages: integer('pages').notNull(),
    level: integer('level'),
    /** The chat or quiz attempt it was made from, if any. */
    sourceId: text('source_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pdf_document_user_created_idx').on(t.userId, t.createdAt)],
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

/** The FSRS memory state of a review card, as the scheduler keeps it (dates as ISO strings). */
export interface StoredFsrsState {
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: string | null;
}

/**
 * A card in a user's review deck. `sourceRef` names what it was made from (a question, a chat
 * answer, a knowledge record), so the same fact is never added twice to one deck.
 */
export const reviewCard = pgTable(
  'review_card',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    front: text('front').notNull(),
    back: text('back').notNull(),
    /** Where it came from: 'quiz', 'exam', 'chat', 'guide' or 'knowledge'. */
    source: text('source').notNull(),
    sourceRef: text('source_ref').notNull(),
    /** Space-separated tags, as Anki reads them. */
    tags: text('tags').notNull().default(''),
    level: integer('level'),
    due: timestamp('due', { withTimezone: true }).notNull(),
    fsrs: jsonb('fsrs').$type<StoredFsrsState>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('review_card_user_due_idx').on(t.userId, t.due),
    uniqueIndex('review_card_user_ref_idx').on(t.userId, t.sourceRef),
  ],
);

/** One rating of one card: the streak and the 30-day chart count these. */
export const reviewLog = pgTable(
  'review_log',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    cardId: text('card_id')
      .notNull()
      .references(() => reviewCard.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_log_user_time_idx').on(t.userId, t.reviewedAt)],
);

/** A question as a mock exam asked it: the bank's question with where it came from. */
export interface StoredExamQuestion {
  id: string;
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
  area: string;
  quizId: string;
}

/**
 * A mock exam sat by a user. The server sets `deadline` when it deals the questions; answers saved
 * after it are refused, and a submit after it scores only what was saved in time.
 */
export const examAttempt = pgTable(
  'exam_attempt',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    level: integer('level').notNull(),
    /** The syllabus area asked for, or null for every area. */
    area: text('area'),
    questions: jsonb('questions').$type<StoredExamQuestion[]>().notNull(),
    /** One entry per question: the chosen option or null. */
    answers: jsonb('answers').$type<(number | null)[]>().notNull(),
    flags: jsonb('flags').$type<boolean[]>().notNull(),
    passMark: integer('pass_mark').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    score: integer('score'),
    correctAnswers: integer('correct_answers'),
  },
  (t) => [index('exam_attempt_user_started_idx').on(t.userId, t.startedAt)],
);

/** A structured tasting note and the coach's grades for it. */
export const tastingNote = pgTable(
  'tasting_note',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'note' for a wine the learner named, 'blind' for a dealt profile. */
    mode: text('mode').notNull(),
    /** Grape and region ids (with the learner's style), the key the history is kept by. */
    grapeId: text('grape_id').notNull(),
    regionId: text('region_id'),
    style: text('style'),
    wineLabel: text('wine_label').notNull(),
    note: jsonb('note').$type<Record<string, unknown>>().notNull(),
    grades: jsonb('grades').$type<Record<string, unknown>>().notNull(),
    /** Null while a blind deal waits for the learner's conclusion. */
    score: integer('score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tasting_note_user_created_idx').on(t.userId, t.createdAt)],
);

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
