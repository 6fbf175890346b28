import {
  EXAM_FORMATS,
  type ExamFormatId,
  LEVEL_IDS,
  QUIZ_CATEGORIES,
  QUIZ_CATEGORY_LABELS,
  type QuizCategory,
  TRAINER_TEXTS,
} from '@sommai/shared';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../lib/title.ts';
import { toast } from '../../lib/toasts.tsx';
import { useExamList, useStartExam } from './api.ts';

const text = TRAINER_TEXTS.exams;
const selectClass =
  'mt-1 block w-full rounded-xl border border-cream-300 bg-white px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-wine-700';

export function ExamsPage() {
  useDocumentTitle(text.documentTitle);
  const navigate = useNavigate();
  const [format, setFormat] = useState<ExamFormatId>('short');
  const [level, setLevel] = useState<number>(1);
  const [area, setArea] = useState<QuizCategory | ''>('');
  const start = useStartExam();
  const attempts = useExamList();
  const chosen = EXAM_FORMATS.find((f) => f.id === format) ?? EXAM_FORMATS[0];

  const onStart = (e: FormEvent) => {
    e.preventDefault();
    start.mutate(
      { format, level: chosen.level ?? level, area: area || null },
      { onSuccess: (exam) => navigate(`/app/exams/${exam.id}`), onError: (err) => toast.error(err.message) },
    );
  };

  return (
    <div className="mx-auto max-w-4xl px-6 py-8 sm:px-10 lg:py-12">
      <PageHeading title={text.title} subtitle={text.intro} />
      <form onSubmit={onStart} className="rounded-2xl border border-cream-300 bg-cream-50 p-6 shadow-sm">
        <fieldset>
          <legend className="font-semibold text-wine-900">{text.format}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {EXAM_FORMATS.map((f) => (
              <label
                key={f.id}
                className="flex cursor-pointer gap-3 rounded-xl border border-cream-300 bg-white p-3 has-[:checked]:border-wine-700"
              >
                <input
                  type="radio"
                  name="format"
                  value={f.id}
                  checked={format === f.id}
                  onChange={() => {
                    setFormat(f.id);
                    if (f.level !== null) setLevel(f.level);
                  }}
                />
                <span>
                  <span className="block font-medium">{f.label}</span>
                  <span className="block text-sm text-ink-muted">
                    {text.formatLine(f.questions, f.minutes, f.passMark)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <label className="block text-sm font-medium">
            {text.level}
            <select
              className={selectClass}
              value={chosen.level ?? level}
              disabled={chosen.level !== null}
              onChange={(e) => setLevel(Number(e.target.value))}
            >
              {LEVEL_IDS.map((l) => (
                <option key={l} value={l}>
                  Level {l}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium">
            {text.area}
            <select className={selectClass} value={area} onChange={(e) => setArea(e.target.value as QuizCategory | '')}>
              <option value="">{text.allAreas}</option>
              {QUIZ_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {QUIZ_CATEGORY_LABELS[c]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <Button type="submit" className="mt-6" disabled={start.isPending}>
          {text.start}
        </Button>
      </form>
      {attempts.data?.length ? (
        <section aria-labelledby="exam-history" className="mt-10">
          <h2 id="exam-history" className="font-serif text-2xl font-bold text-wine-900">
            {text.history}
          </h2>
          <ul className="mt-3 divide-y divide-cream-200 rounded-2xl border border-cream-300 bg-cream-50">
            {attempts.data.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <Link to={`/app/exams/${a.id}`} className="font-medium text-wine-800 underline underline-offset-2">
                  {EXAM_FORMATS.find((f) => f.id === a.format)?.label} · Level {a.level}
                  {a.area ? ` · ${QUIZ_CATEGORY_LABELS[a.area]}` : ''}
                </Link>
                <span className="text-sm text-ink-muted">
                  {new Date(a.startedAt).toLocaleString()} ·{' '}
                  {a.score === null ? '—' : `${a.score} % ${a.score >= a.passMark ? text.passed : text.failed}`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
