import { isLevelId, LEVEL_IDS, LEVELS, type LevelId, MESSAGES, QUIZ_CATEGORY_LABELS, SCREENS } from '@sommai/shared';
import { ArrowRight, ChevronDown, ListChecks, LoaderCircle, Lock, RefreshCw, RotateCcw, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/Button.tsx';
import { ListEmpty } from '../../components/ListStates.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../lib/title.ts';
import { toast } from '../../lib/toasts.tsx';
import { useQuizList } from './api.ts';
import { QuizFromChatDialog } from './QuizFromChatDialog.tsx';
import type { QuizSummary } from './types.ts';

const page = SCREENS.pages.quiz;
const text = SCREENS.quiz;

function levelName(level: LevelId): string {
  return LEVELS.find((l) => l.id === level)?.name ?? '';
}

function LevelFilter({ value, onChange }: { value: LevelId | null; onChange: (level: LevelId | null) => void }) {
  const options: { id: LevelId | null; label: string }[] = [
    { id: null, label: text.filterAll },
    ...LEVEL_IDS.map((id) => ({ id, label: text.level(id) })),
  ];
  return (
    <fieldset className="mb-6">
      <legend className="sr-only">{text.filterLabel}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const selected = option.id === value;
          return (
            <button
              key={option.label}
              type="button"
              aria-pressed={selected}
              title={option.id ? levelName(option.id) : undefined}
              onClick={() => onChange(option.id)}
              className={`rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine-700 ${
                selected
                  ? 'border-wine-700 bg-wine-700 text-cream-50'
                  : 'border-cream-300 bg-cream-50 text-wine-800 hover:border-wine-600 hover:bg-wine-50'
              }`}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

function QuizCard({ quiz }: { quiz: QuizSummary }) {
  const attempted = quiz.attempt_count > 0;
  const title = quiz.locked ? (
    <button
      type="button"
      onClick={() => toast.error(MESSAGES.quizLocked, { id: `quiz-locked-${quiz.id}` })}
      className="text-left after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"
    >
      {quiz.title}
      <span className="sr-only"> ({text.locked})</span>
    </button>
  ) : (
    <Link
      to={`/app/quiz/${encodeURIComponent(String(quiz.id))}`}
      className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"
    >
      {quiz.title}
    </Link>
  );

  return (
    <li
      className={`relative flex flex-col rounded-2xl border p-5 shadow-sm transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-wine-700 motion-reduce:transition-none ${
        quiz.locked
          ? 'cursor-not-allowed border-cream-300 bg-cream-200'
          : 'border-cream-300 bg-cream-50 hover:-translate-y-0.5 hover:border-wine-600 hover:shadow-md motion-reduce:hover:translate-y-0'
      }`}
    >
      <div className="flex items-start justify-between gap-2 text-xs font-semibold">
        <span className="rounded-full border border-cream-300 bg-white px-2.5 py-1 text-ink-muted">
          {QUIZ_CATEGORY_LABELS[quiz.category] ?? quiz.category}
        </span>
        {quiz.locked ? (
          <span
            className="inline-flex shrink-0 items-center gap-1 rounded-full bg-cream-100 px-2.5 py-1 text-wine-800"
            aria-hidden="true"
          >
            <Lock className="size-3.5" />
            {text.locked}
          </span>
        ) : null}
      </div>
      <h3
        className={`mt-3 font-serif text-xl leading-snug font-bold ${quiz.locked ? 'text-ink-muted' : 'text-wine-900'}`}
      >
        {title}
      </h3>
      <p className="mt-2 line-clamp-3 flex-1 text-sm text-ink-muted">{quiz.description}</p>
      <dl className="mt-4 grid grid-cols-3 gap-2 border-t border-cream-300 pt-4 text-center">
        <div>
          <dt className="text-xs text-ink-muted">{text.questionsLabel}</dt>
          <dd className="font-semibold text-ink">{quiz.questionCount}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">{text.attempts}</dt>
          <dd className="font-semibold text-ink">{quiz.attempt_count}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">{text.bestScore}</dt>
          <dd className="font-semibold text-ink">
            {quiz.best_score === null ? (
              <>
                <span aria-hidden="true">{text.noScore}</span>
                <span className="sr-only">{text.notAttempted}</span>
              </>
            ) : (
              text.percent(quiz.best_score)
            )}
          </dd>
        </div>
      </dl>
      <p className="mt-4 flex items-center justify-between gap-3 text-sm" aria-hidden="true">
        {quiz.locked ? (
          <span className="font-semibold text-ink-muted">{text.lockedHint}</span>
        ) : (
          <>
            <span className="text-ink-muted">{attempted ? '' : text.notAttempted}</span>
            <span className="inline-flex items-center gap-1.5 font-semibold text-wine-700">
              {attempted ? <RotateCcw className="size-4" /> : null}
              {attempted ? text.retake : text.start}
              <ArrowRight className="size-4" />
            </span>
          </>
        )}
      </p>
    </li>
  );
}

/**
 * The quizzes of one level under its name: 48 cards read better in four groups. In the list of
 * all levels a group can fold away, so a phone is not a column of 48 cards.
 */
function LevelSection({
  level,
  quizzes,
  collapsible,
  initiallyOpen,
}: {
  level: LevelId;
  quizzes: QuizSummary[];
  collapsible: boolean;
  initiallyOpen: boolean;
}) {
  const headingId = `quiz-level-${level}`;
  const listId = `quiz-level-${level}-list`;
  const locked = quizzes.every((quiz) => quiz.locked);
  const [open, setOpen] = useState(initiallyOpen);
  const shown = !collapsible || open;
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id={headingId} className="flex items-center gap-2 font-serif text-2xl font-bold text-wine-900">
          {locked ? <Lock className="size-5 text-ink-muted" aria-hidden="true" /> : null}
          {text.level(level)} · {levelName(level)}
        </h2>
        <div className="flex items-center gap-3">
          <p className="text-sm text-ink-muted">
            {text.quizCount(quizzes.length)}
            {locked ? ` · ${text.lockedHint}` : ''}
          </p>
          {collapsible ? (
            <button
              type="button"
              onClick={() => setOpen((v) => !v)}
              aria-expanded={open}
              aria-controls={listId}
              aria-label={open ? text.hideLevel(level) : text.showLevel(level)}
              className="grid size-9 shrink-0 place-items-center rounded-full border border-cream-300 bg-cream-50 text-wine-800 hover:border-wine-600 hover:bg-wine-50"
            >
              <ChevronDown
                className={`size-5 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
                aria-hidden="true"
              />
            </button>
          ) : null}
        </div>
      </div>
      <ul id={listId} hidden={!shown} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {quizzes.map((quiz) => (
          <QuizCard key={String(quiz.id)} quiz={quiz} />
        ))}
      </ul>
    </section>
  );
}

export function QuizPage() {
  useDocumentTitle(page.documentTitle);
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('level'));
  const level = isLevelId(requested) ? requested : null;
  const quizzes = useQuizList(level);
  const [fromChatOpen, setFromChatOpen] = useState(false);
  const quizMeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (quizzes.isError) toast.error(MESSAGES.quizLoadFailed, { id: 'quiz-list' });
  }, [quizzes.isError]);

  const setLevel = (next: LevelId | null) => {
    setParams(next ? { level: String(next) } : {}, { replace: true });
  };

  const list = quizzes.data ?? [];
  const firstOpenLevel =
    LEVEL_IDS.find((id) => list.some((quiz) => quiz.level === id && !quiz.locked)) ??
    LEVEL_IDS.find((id) => list.some((quiz) => quiz.level === id));
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeading
        title={page.title}
        subtitle={text.subtitle}
        actions={
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              ref={quizMeButton}
              onClick={() => setFromChatOpen(true)}
              aria-haspopup="dialog"
              className={buttonClasses('ghost', 'md')}
            >
              <Sparkles className="size-4" aria-hidden="true" />
              {text.quizMe}
            </button>
            <button
              type="button"
              onClick={() => void quizzes.refetch()}
              disabled={quizzes.isFetching}
              className={buttonClasses('secondary', 'md')}
            >
              <RefreshCw
                className={`size-4 ${quizzes.isFetching ? 'animate-spin motion-reduce:animate-none' : ''}`}
                aria-hidden="true"
              />
              {text.refresh}
            </button>
          </div>
        }
      />
      <LevelFilter value={level} onChange={setLevel} />

      {quizzes.isPending ? (
        <p role="status" className="flex items-center justify-center gap-3 py-16 text-ink-muted">
          <LoaderCircle className="size-5 animate-spin text-wine-700 motion-reduce:animate-none" aria-hidden="true" />
          {text.loading}
        </p>
      ) : quizzes.isError ? (
        <div className="rounded-2xl border border-dashed border-cream-300 bg-cream-50 px-6 py-12 text-center">
          <p className="font-semibold text-wine-900">{MESSAGES.quizLoadFailed}</p>
          <p className="mt-1 text-sm text-ink-muted">{text.loadFailedHint}</p>
          <button
            type="button"
            onClick={() => void quizzes.refetch()}
            className={buttonClasses('primary', 'md', 'mt-5')}
          >
            {text.tryAgain}
          </button>
        </div>
      ) : list.length === 0 ? (
        <ListEmpty
          icon={<ListChecks className="mx-auto size-10 text-wine-300" aria-hidden="true" />}
          title={text.empty}
          hint={text.emptyHint}
        />
      ) : (
        <div className="space-y-10">
          {LEVEL_IDS.map((id) => {
            const quizzesAtLevel = list.filter((quiz) => quiz.level === id);
            if (quizzesAtLevel.length === 0) return null;
            // All levels at once: the first level with open quizzes starts unfolded, the others folded.
            return (
              <LevelSection
                key={`${level ?? 'all'}-${id}`}
                level={id}
                quizzes={quizzesAtLevel}
                collapsible={level === null}
                initiallyOpen={id === firstOpenLevel}
              />
            );
          })}
        </div>
      )}

      <QuizFromChatDialog
        open={fromChatOpen}
        onClose={() => {
          setFromChatOpen(false);
          quizMeButton.current?.focus();
        }}
      />
    </div>
  );
}
