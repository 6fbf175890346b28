// Learning: quizzes and attempts, the quiz bank's version, PDFs made for a user, review cards and
// their log, mock exams and tasting notes.

import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { chat } from './chat.ts';

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
