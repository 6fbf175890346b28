// Constants and request shapes of the exam trainer: review (spaced repetition), mock exams and the
// tasting-note coach.
import type { z as Z } from 'zod';
import { type LevelId, QUIZ_CATEGORIES, type QuizCategory } from './constants.ts';
import { TRAINER_TEXTS } from './messages.ts';
import { z } from './zod.ts';

const levelSchema = z.coerce
  .number({ error: 'Level must be 1, 2, 3 or 4' })
  .int('Level must be 1, 2, 3 or 4')
  .min(1, 'Level must be 1, 2, 3 or 4')
  .max(4, 'Level must be 1, 2, 3 or 4');

export const idParamSchema = z.object({ id: z.string().min(1).max(100) });

// ---------------------------------------------------------------- review

/** The four answers to a card, as FSRS numbers them; keys 1–4 on the Review screen. */
export const REVIEW_RATINGS = [
  { value: 1, label: 'Again' },
  { value: 2, label: 'Hard' },
  { value: 3, label: 'Good' },
  { value: 4, label: 'Easy' },
] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number]['value'];

/** Knowledge-base packs: one per level and area. */
export const REVIEW_AREAS = ['grapes', 'regions', 'laws', 'winemaking'] as const;
export type ReviewArea = (typeof REVIEW_AREAS)[number];
export const REVIEW_AREA_LABELS: Record<ReviewArea, string> = {
  grapes: 'Grapes',
  regions: 'Regions',
  laws: 'Wine laws',
  winemaking: 'Winemaking',
};
export const REVIEW_SOURCES = ['quiz', 'exam', 'chat', 'guide', 'knowledge'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

export const REVIEW_LIMITS = {
  /** Cards the Review screen fetches at a time. */
  batch: 50,
  frontMax: 500,
  backMax: 4000,
  /** Days in the review chart. */
  chartDays: 30,
} as const;

export const reviewRateSchema = z.object({
  rating: z
    .number({ error: TRAINER_TEXTS.review.ratingInvalid })
    .int(TRAINER_TEXTS.review.ratingInvalid)
    .min(1, TRAINER_TEXTS.review.ratingInvalid)
    .max(4, TRAINER_TEXTS.review.ratingInvalid),
});

export const reviewDueQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(REVIEW_LIMITS.batch).default(REVIEW_LIMITS.batch),
});

export const reviewFromChatSchema = z.object({
  messageId: z.string({ error: 'Choose an answer to add' }).min(1, 'Choose an answer to add').max(100),
});

export const reviewFromGuideSchema = z.object({
  pdfId: z.string({ error: 'Choose a study guide' }).min(1, 'Choose a study guide').max(100),
  heading: z.string({ error: 'The section needs a heading' }).trim().min(1).max(200),
  text: z.string({ error: 'The section needs its text' }).trim().min(1).max(REVIEW_LIMITS.backMax),
});

export const reviewPackSchema = z.object({
  level: levelSchema,
  area: z.enum(REVIEW_AREAS, { error: `Area must be one of ${REVIEW_AREAS.join(', ')}` }),
});

export interface ReviewCardView {
  id: string;
  front: string;
  back: string;
  source: ReviewSource;
  tags: string;
  due: string;
}

export interface ReviewSummary {
  due: number;
  total: number;
  /** Days in a row, up to today (or yesterday when nothing is reviewed yet today), with a review. */
  streak: number;
  reviewedToday: number;
  /** The last 30 days, oldest first, in UTC days. */
  history: { date: string; count: number }[];
}

export interface ReviewPack {
  level: LevelId;
  area: ReviewArea;
  cards: number;
  added: number;
  locked: boolean;
}

// ---------------------------------------------------------------- mock exams

/**
 * Formats modelled on the common certifications' multiple-choice papers:
 *  Level 1: 30 questions in 45 minutes, pass 70 % (an introductory award paper);
 *  Level 2: 50 questions in 60 minutes, pass 55 % (an intermediate award paper);
 *  Level 3: 50 questions in 60 minutes, pass 55 % (the multiple-choice part of an advanced award);
 *  Level 4: 45 questions in 45 minutes, pass 60 % (a certified sommelier's theory paper);
 * and a short practice paper at every level: 10 questions in 12 minutes.
 */
export const EXAM_FORMATS = [
  { id: 'level-1', level: 1, questions: 30, minutes: 45, passMark: 70, label: 'Level 1 paper' },
  { id: 'level-2', level: 2, questions: 50, minutes: 60, passMark: 55, label: 'Level 2 paper' },
  { id: 'level-3', level: 3, questions: 50, minutes: 60, passMark: 55, label: 'Level 3 paper' },
  { id: 'level-4', level: 4, questions: 45, minutes: 45, passMark: 60, label: 'Level 4 paper' },
  { id: 'short', level: null, questions: 10, minutes: 12, passMark: 60, label: 'Short practice paper' },
] as const;
export type ExamFormatId = (typeof EXAM_FORMATS)[number]['id'];
export const EXAM_FORMAT_IDS = EXAM_FORMATS.map((f) => f.id) as unknown as readonly [ExamFormatId, ...ExamFormatId[]];
/** How many of the user's last attempts a new exam avoids repeating. */
export const EXAM_NO_REPEAT_ATTEMPTS = 3;

export const examStartSchema = z.object({
  format: z.enum(EXAM_FORMAT_IDS, { error: `Format must be one of ${EXAM_FORMAT_IDS.join(', ')}` }),
  level: levelSchema,
  area: z
    .enum(QUIZ_CATEGORIES, { error: `Area must be one of ${QUIZ_CATEGORIES.join(', ')}` })
    .nullable()
    .optional(),
});

export const examAnswerSchema = z.object({
  question: z.number({ error: 'Question must be a number' }).int().min(0),
  answer: z.number({ error: 'Answer must be an option number' }).int().min(0).nullable().optional(),
  flagged: z.boolean({ error: 'Flagged must be true or false' }).optional(),
});

export interface ExamQuestionView {
  id: string;
  question: string;
  options: string[];
  area: QuizCategory;
}

export interface ExamView {
  id: string;
  format: ExamFormatId;
  level: LevelId;
  area: QuizCategory | null;
  passMark: number;
  startedAt: string;
  deadline: string;
  /** Server time when this view was made, so the clock does not depend on the device's. */
  now: string;
  submitted: boolean;
  questions: ExamQuestionView[];
  answers: (number | null)[];
  flags: boolean[];
}

export interface ExamResult {
  id: string;
  format: ExamFormatId;
  level: LevelId;
  score: number;
  passMark: number;
  passed: boolean;
  correctAnswers: number;
  totalQuestions: number;
  submittedAt: string;
  /** Answers saved after the deadline are not counted; this says the paper ran out of time. */
  late: boolean;
  byArea: { area: QuizCategory; correct: number; total: number }[];
  missed: {
    index: number;
    id: string;
    question: string;
    options: string[];
    selected: number | null;
    correctAnswer: number;
    explanation: string;
    area: QuizCategory;
  }[];
}

// ---------------------------------------------------------------- tasting coach

/** The systematic approach's scales. */
export const SCALE5 = ['low', 'medium(-)', 'medium', 'medium(+)', 'high'] as const;
export const BODY_SCALE = ['light', 'medium(-)', 'medium', 'medium(+)', 'full'] as const;
export const SWEETNESS_SCALE = ['dry', 'off-dry', 'medium-dry', 'medium-sweet', 'sweet', 'luscious'] as const;
export const FINISH_SCALE = ['short', 'medium(-)', 'medium', 'medium(+)', 'long'] as const;
export const INTENSITY3 = ['light', 'medium', 'pronounced'] as const;
export const COLOUR_INTENSITY = ['pale', 'medium', 'deep'] as const;
export const WINE_COLOURS = [
  'lemon',
  'gold',
  'amber',
  'pink',
  'salmon',
  'orange',
  'purple',
  'ruby',
  'garnet',
  'tawny',
] as const;
export const QUALITY_SCALE = ['faulty', 'poor', 'acceptable', 'good', 'very good', 'outstanding'] as const;
export const READINESS_SCALE = [
  'too young',
  'can drink now, but has potential for ageing',
  'drink now: not suitable for ageing or further ageing',
  'too old',
] as const;
export const TASTING_STYLES = ['red', 'white', 'rose'] as const;

/** Every field of the form and the values it takes. */
export const TASTING_FIELDS = {
  colourIntensity: COLOUR_INTENSITY,
  colour: WINE_COLOURS,
  noseIntensity: INTENSITY3,
  sweetness: SWEETNESS_SCALE,
  acidity: SCALE5,
  tannin: SCALE5,
  alcohol: SCALE5,
  body: BODY_SCALE,
  flavourIntensity: INTENSITY3,
  finish: FINISH_SCALE,
  quality: QUALITY_SCALE,
  readiness: READINESS_SCALE,
} as const;
export type TastingField = keyof typeof TASTING_FIELDS;
export const TASTING_FIELD_LABELS: Record<TastingField, string> = {
  colourIntensity: 'Colour intensity',
  colour: 'Colour',
  noseIntensity: 'Nose intensity',
  sweetness: 'Sweetness',
  acidity: 'Acidity',
  tannin: 'Tannin',
  alcohol: 'Alcohol',
  body: 'Body',
  flavourIntensity: 'Flavour intensity',
  finish: 'Finish',
  quality: 'Quality',
  readiness: 'Readiness for drinking',
};
export const TASTING_SECTIONS = [
  { title: 'Appearance', fields: ['colourIntensity', 'colour'] },
  { title: 'Nose', fields: ['noseIntensity'] },
  { title: 'Palate', fields: ['sweetness', 'acidity', 'tannin', 'alcohol', 'body', 'flavourIntensity', 'finish'] },
  { title: 'Conclusions', fields: ['quality', 'readiness'] },
] as const satisfies readonly { title: string; fields: readonly TastingField[] }[];

const fieldSchema = <T extends readonly [string, ...string[]]>(field: TastingField, values: T) =>
  z.enum(values, { error: `${TASTING_FIELD_LABELS[field]} must be one of: ${values.join(', ')}` });

export const tastingFormSchema = z
  .object({
    colourIntensity: fieldSchema('colourIntensity', COLOUR_INTENSITY),
    colour: fieldSchema('colour', WINE_COLOURS),
    noseIntensity: fieldSchema('noseIntensity', INTENSITY3),
    aromas: z
      .array(z.string().trim().min(1).max(60), { error: 'Aromas must be a list of words' })
      .max(20, 'At most 20 aromas'),
    sweetness: fieldSchema('sweetness', SWEETNESS_SCALE),
    acidity: fieldSchema('acidity', SCALE5),
    tannin: fieldSchema('tannin', SCALE5).nullable(),
    alcohol: fieldSchema('alcohol', SCALE5),
    body: fieldSchema('body', BODY_SCALE),
    flavourIntensity: fieldSchema('flavourIntensity', INTENSITY3),
    finish: fieldSchema('finish', FINISH_SCALE),
    quality: fieldSchema('quality', QUALITY_SCALE),
    readiness: fieldSchema('readiness', READINESS_SCALE),
  })
  .strict();
export type TastingForm = Z.infer<typeof tastingFormSchema>;

export const tastingNoteSchema = z.object({
  grape: z.string({ error: 'Name the grape' }).trim().min(1, 'Name the grape').max(100),
  region: z.string().trim().max(100).optional(),
  style: z.enum(TASTING_STYLES, { error: `Style must be one of ${TASTING_STYLES.join(', ')}` }),
  form: tastingFormSchema,
});

export const tastingBlindAnswerSchema = z.object({
  grape: z.string({ error: 'Name the grape' }).trim().min(1, 'Name the grape').max(100),
  region: z.string({ error: 'Name the region' }).trim().min(1, 'Name the region').max(100),
});

export const tastingBlindDealSchema = z.object({ level: levelSchema });

export interface TastingGrade {
  field: TastingField | 'aromas' | 'grape' | 'region';
  label: string;
  given: string;
  expected: string | null;
  /** 'match', 'close' (one step away), 'off', or 'ungraded' when the knowledge base has no reference. */
  verdict: 'match' | 'close' | 'off' | 'ungraded';
  points: number;
  explanation: string;
}

export interface TastingResult {
  id: string;
  mode: 'note' | 'blind';
  wineLabel: string;
  score: number;
  grades: TastingGrade[];
  createdAt: string;
}
