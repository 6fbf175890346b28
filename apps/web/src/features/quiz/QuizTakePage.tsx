import { LEVELS, MESSAGES, QUIZ_CATEGORY_LABELS, SCREENS } from '@sommai/shared';
import { ArrowLeft, ArrowRight, CircleAlert, LoaderCircle, Lock, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/Button.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { isApiError } from '../../lib/api/index.ts';
import { useDocumentTitle } from '../../lib/title.ts';
import { toast } from '../../lib/toasts.tsx';
import { useQuiz, useSubmitQuiz } from './api.ts';
import { QuizResults } from './QuizResults.tsx';
import type { Quiz, QuizResult } from './types.ts';

const text = SCREENS.quiz;

/** A fresh key per attempt, so submitting the same answers twice is stored once. */
function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Plain-http hosts have no randomUUID; random bytes serve the same purpose.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function BackToQuizzes() {
  return (
    <Link
      to="/app/quiz"
      className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-wine-800 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {text.backToQuizzes}
    </Link>
  );
}

/** A quiz the page cannot show: locked by plan, missing, or not loaded. */
function QuizUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = isApiError(error) ? error.status : 0;
  useDocumentTitle(SCREENS.pages.quizTake.documentTitle);
  useEffect(() => {
    if (status !== 403 && status !== 404) toast.error(MESSAGES.quizOpenFailed, { id: 'quiz-open' });
  }, [status]);

  if (status === 403) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-cream-200 text-wine-800">
          <Lock className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 font-serif text-3xl font-bold text-wine-900">{text.lockedTitle}</h1>
        <p className="mt-3 text-lg text-ink">{isApiError(error) ? error.message : MESSAGES.quizLocked}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/pricing">{text.viewPlans}</ButtonLink>
          <ButtonLink to="/app/quiz" variant="secondary">
            {text.backToQuizzes}
          </ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-cream-200 text-wine-800">
        <CircleAlert className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 font-serif text-3xl font-bold text-wine-900">
        {status === 404 ? text.notFoundTitle : MESSAGES.quizOpenFailed}
      </h1>
      {status === 404 ? <p className="mt-3 text-lg text-ink">{MESSAGES.quizNotFound}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {status === 404 ? null : (
          <button type="button" onClick={onRetry} className={buttonClasses('primary', 'md')}>
            {text.tryAgain}
          </button>
        )}
        <ButtonLink to="/app/quiz" variant={status === 404 ? 'primary' : 'secondary'}>
          {text.backToQuizzes}
        </ButtonLink>
      </div>
    </div>
  );
}

export function QuizTakePage() {
  const { quizId = '' } = useParams();
  const quiz = useQuiz(quizId);
  if (quiz.isPending) return <LoadingScreen text={text.loadingQuiz} />;
  if (quiz.isError) return <QuizUnavailable error={quiz.error} onRetry={() => void quiz.refetch()} />;
  // A new quiz (after a 'Quiz me' or a link) starts from nothing.
  return <QuizRunner key={String(quiz.data.id)} quiz={quiz.data} />;
}

function QuizRunner({ quiz }: { quiz: Quiz }) {
  useDocumentTitle(quiz.title);
  const total = quiz.questions.length;
  const [answers, setAnswers] = useState<(number | null)[]>(() => quiz.questions.map(() => null));
  const [index, setIndex] = useState(0);
  const [attemptKey, setAttemptKey] = useState(newAttemptKey);
  const [result, setResult] = useState<QuizResult | null>(null);
  const submit = useSubmitQuiz(quiz.id);
  const questionHeading = useRef<HTMLHeadingElement>(null);

  // Moving between questions takes focus to the new question (not on first arrival).
  const focusQuestion = () => requestAnimationFrame(() => questionHeading.current?.focus());

  const goTo = (next: number) => {
    setIndex(Math.min(Math.max(next, 0), total - 1));
    focusQuestion();
  };

  const answer = (option: number) => {
    setAnswers((now) => now.map((value, i) => (i === index ? option : value)));
  };

  const unanswered = answers.flatMap((value, i) => (value === null ? [i + 1] : []));
  const answeredCount = total - unanswered.length;
  const last = index === total - 1;

  const send = () => {
    if (unanswered.length > 0 || submit.isPending) return;
    submit.mutate(
      { answers: answers.map((value) => value ?? -1), attemptKey },
      {
        onSuccess: setResult,
        onError: (error) =>
          toast.error(
            isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : MESSAGES.quizSubmitFailed,
          ),
      },
    );
  };

  const retake = () => {
    setAnswers(quiz.questions.map(() => null));
    setAttemptKey(newAttemptKey());
    setResult(null);
    submit.reset();
    setIndex(0);
    focusQuestion();
  };

  const level = LEVELS.find((l) => l.id === quiz.level);
  const header = (
    <header className="mb-6">
      {/* The results carry their own way back. */}
      {result ? null : <BackToQuizzes />}
      <div className={`${result ? '' : 'mt-4 '}flex flex-wrap items-center gap-2 text-xs font-semibold`}>
        <span className="rounded-full bg-wine-50 px-2.5 py-1 text-wine-800">
          {text.level(quiz.level)}
          {level ? ` · ${level.name}` : ''}
        </span>
        <span className="rounded-full border border-cream-300 bg-white px-2.5 py-1 text-ink-muted">
          {QUIZ_CATEGORY_LABELS[quiz.category] ?? quiz.category}
        </span>
      </div>
      <h1 className="mt-3 font-serif text-3xl font-bold tracking-tight text-wine-900 sm:text-4xl">{quiz.title}</h1>
      {quiz.description && !result ? <p className="mt-2 text-ink-muted">{quiz.description}</p> : null}
    </header>
  );

  if (result) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
        {header}
        <QuizResults result={result} onRetake={retake} />
      </div>
    );
  }

  const question = quiz.questions[index];
  if (!question) return null;
  const selected = answers[index];
  const position = text.questionOf(index + 1, total);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      {header}

      <div className="mb-5">
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <p className="font-semibold text-wine-900" aria-live="polite">
            {position}
          </p>
          <p className="text-ink-muted">{text.answeredOf(answeredCount, total)}</p>
        </div>
        <div
          role="progressbar"
          aria-label={text.progress}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={index + 1}
          aria-valuetext={position}
          className="mt-2 h-2.5 overflow-hidden rounded-full bg-cream-300"
        >
          <div
            className="h-full rounded-full bg-wine-700 transition-[width] duration-300 motion-reduce:transition-none"
            style={{ width: `${((index + 1) / total) * 100}%` }}
          />
        </div>
        <nav aria-label={text.jumpTo} className="mt-3">
          <ol className="flex flex-wrap gap-1.5">
            {quiz.questions.map((q, i) => {
              const isAnswered = answers[i] !== null;
              const current = i === index;
              return (
                <li key={String(q.id)}>
                  <button
                    type="button"
                    onClick={() => goTo(i)}
                    aria-current={current ? 'step' : undefined}
                    aria-label={text.jumpToQuestion(i + 1, isAnswered)}
                    className={`grid size-8 place-items-center rounded-full border text-xs font-semibold transition-colors ${
                      current
                        ? 'border-wine-700 bg-wine-700 text-cream-50'
                        : isAnswered
                          ? 'border-wine-200 bg-wine-50 text-wine-800 hover:border-wine-600'
                          : 'border-cream-300 bg-cream-50 text-ink-muted hover:border-wine-600'
                    }`}
                  >
                    {i + 1}
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>
      </div>

      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (last) send();
          else goTo(index + 1);
        }}
        aria-busy={submit.isPending}
        className="rounded-2xl border border-cream-300 bg-cream-50 p-5 shadow-sm sm:p-7"
      >
        <fieldset>
          <legend className="w-full">
            <h2
              ref={questionHeading}
              tabIndex={-1}
              className="font-serif text-xl leading-snug font-bold text-wine-900 focus:outline-none sm:text-2xl"
            >
              <span className="sr-only">{position}: </span>
              {question.question}
            </h2>
          </legend>
          <div className="mt-5 grid gap-2.5">
            {question.options.map((option, i) => {
              const checked = selected === i;
              return (
                <label
                  key={`${String(question.id)}-${option}`}
                  className={`flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3.5 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-wine-700 ${
                    checked
                      ? 'border-wine-700 bg-wine-50 text-wine-950'
                      : 'border-cream-300 bg-white text-ink hover:border-wine-600'
                  }`}
                >
                  <input
                    type="radio"
                    name={`question-${String(question.id)}`}
                    value={i}
                    checked={checked}
                    onChange={() => answer(i)}
                    disabled={submit.isPending}
                    className="mt-1 size-4 shrink-0 accent-wine-700 focus-visible:outline-none"
                  />
                  <span className="text-base">{option}</span>
                </label>
              );
            })}
          </div>
        </fieldset>

        {last && unanswered.length > 0 ? (
          <p className="mt-5 flex items-start gap-2 rounded-xl border border-gold-400 bg-gold-200/50 px-3.5 py-3 text-sm text-ink">
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-gold-800" aria-hidden="true" />
            {MESSAGES.quizUnanswered(unanswered)}
          </p>
        ) : null}

        <div className="mt-6 flex items-center justify-between gap-3">
          <button
            type="button"
            onClick={() => goTo(index - 1)}
            disabled={index === 0 || submit.isPending}
            className={buttonClasses('secondary', 'md')}
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {text.back}
          </button>
          {last ? (
            <button
              type="submit"
              disabled={unanswered.length > 0 || submit.isPending}
              className={buttonClasses('primary', 'md')}
            >
              {submit.isPending ? (
                <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
              ) : (
                <Send className="size-4" aria-hidden="true" />
              )}
              {submit.isPending ? text.submitting : text.submit}
            </button>
          ) : (
            <button type="submit" className={buttonClasses('primary', 'md')}>
              {text.next}
              <ArrowRight className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
