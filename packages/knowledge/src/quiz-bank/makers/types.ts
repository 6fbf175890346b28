// What a question maker is and what it returns.
import type { QuizCategory, SyllabusArea } from '@sommai/shared';
import type { BankContext } from '../context.ts';
import type { Random } from '../random.ts';

/** How the answer of a question is derived from the data; read by the answer-key test. */
export type QuestionCheck =
  | { kind: 'grape-colour'; colour: 'white' | 'black' }
  | { kind: 'grape-synonym'; grape: string }
  | { kind: 'grape-origin'; grape: string }
  | { kind: 'aroma-grape'; grape: string; aroma: string }
  | { kind: 'grape-aroma'; grape: string }
  | { kind: 'grape-structure'; attribute: StructureAttribute; direction: 'most' | 'least' }
  | { kind: 'region-country'; region: string }
  | { kind: 'country-region'; country: string }
  | { kind: 'region-main-grape'; region: string }
  | { kind: 'region-parent'; region: string }
  | { kind: 'region-climate'; direction: 'coolest' | 'warmest' }
  | { kind: 'region-soil'; region: string }
  | { kind: 'region-label-term'; region: string }
  | { kind: 'region-classification'; region: string }
  | { kind: 'region-permitted'; region: string; negated: boolean }
  | { kind: 'table-cell'; topic: string; row: number; column: number }
  | { kind: 'term-meaning'; term: string }
  | { kind: 'pairing-wine'; pairing: string };

export type MakerName = QuestionCheck['kind'];
export type StructureAttribute = 'acidity' | 'tannin' | 'body';

/** A question before its options are shuffled. */
export interface Draft {
  /** The same fact asked twice in the bank has the same key. */
  key: string;
  category: QuizCategory;
  /** The syllabus area the question tests. */
  area: SyllabusArea;
  question: string;
  /** Other ways to ask the same question, so a quiz need not ask in one form again and again. */
  forms?: string[];
  answer: string;
  distractors: string[];
  explanation: string;
  check: QuestionCheck;
}

/** Something a maker can ask about, and the records it is about ("grape:syrah", "region:rioja"). */
export interface Subject {
  id: string;
  about: string[];
}

export interface Maker {
  name: MakerName;
  category: QuizCategory;
  /**
   * What the questions are about, finer than the category: a quiz titled for one theme (aromas,
   * structure, the vineyard) only ever draws from makers of that theme, even when it runs short.
   */
  themes: readonly string[];
  /** Everything this maker can ask about, most prominent first. */
  subjects(ctx: BankContext): Subject[];
  make(ctx: BankContext, subject: string, rand: Random): Draft | undefined;
}
