import type { LevelId, QuizCategory } from '@sommai/shared';

/** Ids arrive as the server stores them; the browser only passes them back. */
export type QuizId = string | number;

/** A quiz as the list shows it (spec section 3: Quiz summary). */
export interface QuizSummary {
  id: QuizId;
  title: string;
  description: string;
  level: LevelId;
  category: QuizCategory;
  questionCount: number;
  attempt_count: number;
  /** Percent; null until attempted. */
  best_score: number | null;
  locked: boolean;
}

export interface QuizQuestion {
  id: QuizId;
  question: string;
  options: string[];
}

/** A quiz to take: the questions without their answers, which only the server knows. */
export interface Quiz {
  id: QuizId;
  title: string;
  description: string;
  level: LevelId;
  category: QuizCategory;
  questions: QuizQuestion[];
}

export interface QuestionResult {
  questionId: QuizId;
  question: string;
  options: string[];
  selected: number | null;
  correctAnswer: number;
  correct: boolean;
  explanation: string;
}

export interface QuizResult {
  attemptId: QuizId;
  /** Percent. */
  score: number;
  correctAnswers: number;
  totalQuestions: number;
  results: QuestionResult[];
}
