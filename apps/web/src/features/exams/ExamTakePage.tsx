import {
  EXAM_FORMATS,
  type ExamResult,
  type ExamView,
  QUIZ_CATEGORY_LABELS,
  SCREENS,
  TRAINER_TEXTS,
} from '@sommai/shared';
import { CircleCheck, CircleX, Download, Flag } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { isApiError } from '../../lib/api/index.ts';
import { downloadPdf } from '../../lib/pdf-files.ts';
import { useDocumentTitle } from '../../lib/title.ts';
import { toast } from '../../lib/toasts.tsx';
import { saveAnswer, useExam, useExamReport, useExamResult, useSubmitExam } from './api.ts';

const text = TRAINER_TEXTS.exams;

function clock(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Milliseconds left, by the server's clock (the offset between the devices is measured once). */
function useTimeLeft(exam: ExamView): number {
  const offset = useRef(new Date(exam.now).getTime() - Date.now());
  const deadline = new Date(exam.deadline).getTime();
  const [left, setLeft] = useState(() => deadline - (Date.now() + offset.current));
  useEffect(() => {
    const timer = setInterval(() => setLeft(deadline - (Date.now() + offset.current)), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}

function Paper({ exam, onSubmitted }: { exam: ExamView; onSubmitted: () => void }) {
  const [answers, setAnswers] = useState(exam.answers);
  const [flags, setFlags] = useState(exam.flags);
  const [index, setIndex] = useState(0);
  const [summary, setSummary] = useState(false);
  const pending = useRef<Promise<unknown>[]>([]);
  const submit = useSubmitExam(exam.id);
  const left = useTimeLeft(exam);
  const total = exam.questions.length;
  const q = exam.questions[index];

  const save = (input: { question: number; answer?: number; flagged?: boolean }) => {
    const p = saveAnswer(exam.id, input).catch((err: unknown) => {
      toast.error(isApiError(err) ? err.message : String(err));
    });
    pending.current.push(p);
  };

  const finish = useCallback(async () => {
    await Promise.all(pending.current);
    submit.mutate(undefined, { onSuccess: onSubmitted, onError: (err) => toast.error(err.message) });
  }, [onSubmitted, submit]);

  // Time is up: the server counts only what it saved in time; the paper goes in at once.
  const ended = left <= 0;
  const sent = useRef(false);
  useEffect(() => {
    if (ended && !sent.current) {
      sent.current = true;
      void finish();
    }
  }, [ended, finish]);

  const answered = answers.filter((a) => a !== null).length;
  const flagged = flags.filter(Boolean).length;
  const format = EXAM_FORMATS.find((f) => f.id === exam.format);

  return (
    <div>
      <div className="sticky top-0 z-10 mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-wine-900 px-4 py-3 text-cream-50">
        <span className="font-semibold">
          {format?.label} · Level {exam.level}
        </span>
        <span role="timer" aria-label={text.timeLeft} className="font-mono text-lg" data-testid="exam-clock">
          {clock(left)}
        </span>
      </div>
      {summary ? (
        <section aria-labelledby="exam-summary-title" className="rounded-2xl border border-cream-300 bg-cream-50 p-6">
          <h2 id="exam-summary-title" className="font-serif text-2xl font-bold text-wine-900">
            {text.summaryTitle}
          </h2>
          <p className="mt-1 text-ink-muted">{text.summaryCounts(answered, total, flagged)}</p>
          <ol className="mt-4 grid grid-cols-5 gap-2 sm:grid-cols-10">
            {exam.questions.map((x, i) => (
              <li key={x.id}>
                <button
                  type="button"
                  onClick={() => {
                    setIndex(i);
                    setSummary(false);
                  }}
                  className={`w-full rounded-lg border px-2 py-1 text-sm ${answers[i] === null ? 'border-wine-700 bg-white' : 'border-cream-300 bg-cream-200'}`}
                  aria-label={`${text.question(i + 1, total)}${answers[i] === null ? `, ${text.unanswered}` : ''}${flags[i] ? `, ${text.flagged}` : ''}`}
                >
                  {i + 1}
                  {flags[i] ? <Flag className="ml-1 inline size-3" aria-hidden="true" /> : null}
                </button>
              </li>
            ))}
          </ol>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setSummary(false)}>
              {text.backToPaper}
            </Button>
            <Button onClick={() => void finish()} disabled={submit.isPending}>
              {text.submit}
            </Button>
          </div>
        </section>
      ) : (
        <section aria-labelledby="exam-question" className="rounded-2xl border border-cream-300 bg-cream-50 p-6">
          <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
            {text.question(index + 1, total)} · {QUIZ_CATEGORY_LABELS[q.area]}
          </p>
          <fieldset className="mt-2">
            <legend id="exam-question" className="font-serif text-xl text-wine-900">
              {q.question}
            </legend>
            <div className="mt-4 space-y-2">
              {q.options.map((o, i) => (
                <label
                  key={o}
                  className="flex cursor-pointer items-center gap-3 rounded-xl border border-cream-300 bg-white p-3 has-[:checked]:border-wine-700 has-[:checked]:bg-wine-50"
                >
                  <input
                    type="radio"
                    name={`q-${index}`}
                    checked={answers[index] === i}
                    onChange={() => {
                      setAnswers((a) => a.map((v, k) => (k === index ? i : v)));
                      save({ question: index, answer: i });
                    }}
                  />
                  {o}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <Button variant="secondary" onClick={() => setIndex(index - 1)} disabled={index === 0}>
              {text.previous}
            </Button>
            {index + 1 < total ? (
              <Button onClick={() => setIndex(index + 1)}>{text.next}</Button>
            ) : (
              <Button onClick={() => setSummary(true)}>{text.summary}</Button>
            )}
            <Button
              variant="ghost"
              aria-pressed={flags[index]}
              onClick={() => {
                const on = !flags[index];
                setFlags((f) => f.map((v, k) => (k === index ? on : v)));
                save({ question: index, flagged: on });
              }}
            >
              <Flag className="size-4" aria-hidden="true" />
              {flags[index] ? text.unflag : text.flag}
            </Button>
            {index + 1 < total ? (
              <Button variant="ghost" onClick={() => setSummary(true)}>
                {text.summary}
              </Button>
            ) : null}
          </div>
        </section>
      )}
    </div>
  );
}

function Result({ result }: { result: ExamResult }) {
  const report = useExamReport(result.id);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="exam-result-title">
      <div className="rounded-2xl border border-cream-300 bg-cream-50 p-6 text-center shadow-sm">
        <h2
          id="exam-result-title"
          ref={heading}
          tabIndex={-1}
          className="font-serif text-2xl font-bold text-wine-900 focus:outline-none"
        >
          {text.resultTitle}
        </h2>
        <p className="mt-3 inline-flex items-center gap-2 text-xl font-semibold" data-testid="exam-verdict">
          {result.passed ? (
            <CircleCheck className="size-6 text-emerald-700" aria-hidden="true" />
          ) : (
            <CircleX className="size-6 text-wine-700" aria-hidden="true" />
          )}
          {result.passed ? text.passed : text.failed}
        </p>
        <p className="mt-1 text-ink-muted">{text.scoreLine(result.score, result.passMark)}</p>
        {result.late ? <p className="mt-2 text-sm text-wine-800">{text.late}</p> : null}
        <Button
          variant="secondary"
          className="mt-4"
          disabled={report.isPending}
          onClick={() =>
            report.mutate(undefined, {
              onSuccess: (d) => void downloadPdf(d.pdf?.url ?? d.pdfUrl, d.pdf?.filename ?? d.filename),
              onError: (err) => toast.error(err.message),
            })
          }
        >
          <Download className="size-4" aria-hidden="true" />
          {text.pdfReport}
        </Button>
      </div>
      <h3 className="mt-8 font-serif text-xl font-bold text-wine-900">{text.byArea}</h3>
      <table className="mt-2 w-full text-left">
        <thead>
          <tr className="border-b border-cream-300 text-sm text-ink-muted">
            <th scope="col" className="py-2">
              {text.area}
            </th>
            <th scope="col" className="py-2">
              %
            </th>
          </tr>
        </thead>
        <tbody>
          {result.byArea.map((a) => (
            <tr key={a.area} className="border-b border-cream-200">
              <th scope="row" className="py-2 font-medium">
                {QUIZ_CATEGORY_LABELS[a.area]}
              </th>
              <td className="py-2">
                {a.correct} / {a.total} ({Math.round((a.correct / a.total) * 100)} %)
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {result.missed.length ? (
        <>
          <h3 className="mt-8 font-serif text-xl font-bold text-wine-900">{text.missedTitle}</h3>
          <p className="text-sm text-ink-muted">{text.missedAdded}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {result.missed.map((m) => (
              <li key={m.id}>
                <a
                  href={`#missed-${m.index}`}
                  className="rounded-lg border border-cream-300 px-2 py-1 text-sm text-wine-800 underline"
                >
                  {m.index + 1}
                </a>
              </li>
            ))}
          </ul>
          <ol className="mt-4 space-y-4">
            {result.missed.map((m) => (
              <li key={m.id} id={`missed-${m.index}`} className="rounded-2xl border border-cream-300 bg-cream-50 p-4">
                <p className="font-medium text-wine-900">
                  {m.index + 1}. {m.question}
                </p>
                <p className="mt-1 text-sm">
                  {text.yourAnswer}: {m.selected === null ? text.noAnswer : m.options[m.selected]}
                </p>
                <p className="text-sm">
                  {text.rightAnswer}: <strong>{m.options[m.correctAnswer]}</strong>
                </p>
                <p className="mt-2 text-sm text-ink-muted">
                  {text.why}: {m.explanation}
                </p>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <p className="mt-8">
        <Link to="/app/exams" className="font-semibold text-wine-700 underline">
          {text.title}
        </Link>
      </p>
    </section>
  );
}

export function ExamTakePage() {
  useDocumentTitle(text.documentTitle);
  const { examId = '' } = useParams();
  const exam = useExam(examId);
  const [submitted, setSubmitted] = useState(false);
  const done = submitted || exam.data?.submitted === true;
  const result = useExamResult(examId, done);

  if (exam.isError) {
    return (
      <div className="mx-auto max-w-3xl px-6 py-8">
        <PageHeading title={text.title} />
        <p role="alert">{exam.error.message}</p>
      </div>
    );
  }
  if (!exam.data) return <LoadingScreen text={SCREENS.common.loading} />;
  return (
    <div className="mx-auto max-w-3xl px-6 py-8 sm:px-10 lg:py-12">
      <PageHeading title={text.title} />
      {done ? (
        result.data ? (
          <Result result={result.data} />
        ) : (
          <LoadingScreen text={SCREENS.common.loading} />
        )
      ) : (
        <Paper exam={exam.data} onSubmitted={() => setSubmitted(true)} />
      )}
    </div>
  );
}
