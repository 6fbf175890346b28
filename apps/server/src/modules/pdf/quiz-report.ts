// A quiz attempt on paper: the score, every question with the learner's answer and the right one,
// the explanations, and what to revise.
import { LEVELS, QUIZ_CATEGORY_LABELS, type QuizCategory } from '@sommai/shared';
import type { StoredQuizResult } from '../../db/schema.ts';
import type { Block, PdfDoc } from './document.ts';
import { formatDate } from './page-furniture.ts';

export function verdict(score: number): string {
  if (score >= 90) return 'Excellent: you know this subject well. Keep it fresh with a quiz from the next level.';
  if (score >= 70) return 'Good work. Read the explanations of the questions you missed, then retake the quiz.';
  if (score >= 50) return 'A fair start. Revise the points listed under "What to revise" and try again.';
  return 'Keep studying: work through the explanations below, then retake the quiz.';
}

const letter = (i: number) => (i >= 0 ? String.fromCharCode(65 + i) : '—');

export function quizReport(input: {
  quizTitle: string;
  level: number;
  category: string;
  score: number;
  correctAnswers: number;
  totalQuestions: number;
  results: readonly StoredQuizResult[];
  takenAt: Date;
  includeLogo: boolean;
  date: Date;
}): PdfDoc {
  const level = LEVELS.find((l) => l.id === input.level);
  const category = QUIZ_CATEGORY_LABELS[input.category as QuizCategory] ?? input.category;
  const missed = input.results.filter((r) => !r.correct);
  const blocks: Block[] = [
    { type: 'heading', level: 1, text: 'Your score' },
    {
      type: 'score',
      score: input.score,
      correct: input.correctAnswers,
      total: input.totalQuestions,
      verdict: verdict(input.score),
    },
    { type: 'heading', level: 2, text: 'Answers at a glance' },
    {
      type: 'table',
      headers: ['No.', 'Your answer', 'Correct answer', 'Result'],
      widths: [0.6, 3, 3, 1.1],
      rows: input.results.map((r, i) => [
        String(i + 1),
        `${letter(r.selected)}. ${r.options[r.selected] ?? 'No answer'}`,
        `${letter(r.correctAnswer)}. ${r.options[r.correctAnswer]}`,
        r.correct ? 'Correct' : 'Incorrect',
      ]),
    },
    { type: 'heading', level: 1, text: 'Question by question' },
    ...input.results.map(
      (r, i): Block => ({
        type: 'review',
        number: i + 1,
        question: r.question,
        options: r.options,
        selected: r.selected,
        correctAnswer: r.correctAnswer,
        explanation: r.explanation,
      }),
    ),
    { type: 'heading', level: 1, text: 'What to revise' },
    missed.length
      ? {
          type: 'callout',
          title: `${missed.length} point${missed.length === 1 ? '' : 's'} to revise`,
          items: missed.map((r) => r.explanation),
        }
      : { type: 'paragraph', text: 'Nothing: every answer was right. Try a quiz from the next level.' },
  ];
  return {
    kind: 'Quiz Report',
    title: input.quizTitle,
    subtitle: `${input.score}% · ${input.correctAnswers} of ${input.totalQuestions} correct`,
    includeLogo: input.includeLogo,
    date: input.date,
    meta: [
      ['Score', `${input.score}% (${input.correctAnswers} of ${input.totalQuestions} correct)`],
      ['Level', level ? `${level.id} — ${level.name}` : String(input.level)],
      ['Category', category],
      ['Taken', formatDate(input.takenAt)],
    ],
    contents: ['Your score', 'Question by question', 'What to revise'],
    signatureFor: 'Candidate',
    blocks,
  };
}
