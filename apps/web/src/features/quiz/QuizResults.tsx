import { MESSAGES, SCREENS } from '@sommai/shared';
import { ArrowLeft, CircleCheck, CircleX, Download, LoaderCircle, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonClasses } from '../../components/Button.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { isApiError } from '../../lib/api/index.ts';
import { useGenerateQuizReport } from '../../lib/pdf/api.ts';
import { downloadPdf } from '../../lib/pdf-files.ts';
import { toast } from '../../lib/toasts.tsx';
import type { QuestionResult, QuizResult } from './types.ts';

const text = SCREENS.quiz;

function optionText(result: QuestionResult, option: number | null): string {
  if (option === null || option < 0) return text.noAnswer;
  return result.options[option] ?? text.noAnswer;
}

/** Green from 80%, gold from 50%, wine below: a glance says how it went. */
function scoreTone(score: number): string {
  if (score >= 80) return 'text-emerald-800';
  if (score >= 50) return 'text-gold-800';
  return 'text-wine-700';
}

function ResultItem({ result, number }: { result: QuestionResult; number: number }) {
  const Icon = result.correct ? CircleCheck : CircleX;
  return (
    <li
      className={`rounded-2xl border bg-cream-50 p-5 shadow-sm ${result.correct ? 'border-emerald-200' : 'border-red-200'}`}
    >
      <div className="flex items-start gap-3">
        <Icon
          className={`mt-0.5 size-6 shrink-0 ${result.correct ? 'text-emerald-700' : 'text-red-700'}`}
          aria-hidden="true"
        />
        <div className="min-w-0 flex-1">
          <p
            className={`text-xs font-bold tracking-wide uppercase ${result.correct ? 'text-emerald-800' : 'text-red-800'}`}
          >
            {text.questionNumber(number)} · {result.correct ? text.correct : text.incorrect}
          </p>
          <h3 className="mt-1 font-semibold text-wine-950">{result.question}</h3>
          <dl className="mt-3 space-y-1.5 text-sm">
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-semibold text-ink-muted">{text.yourAnswer}:</dt>
              <dd className={result.correct ? 'text-emerald-900' : 'text-red-900 line-through decoration-1'}>
                {optionText(result, result.selected)}
              </dd>
            </div>
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-semibold text-ink-muted">{text.correctAnswer}:</dt>
              <dd className="font-semibold text-emerald-900">{optionText(result, result.correctAnswer)}</dd>
            </div>
            {result.explanation ? (
              <div className="flex flex-wrap gap-x-2">
                <dt className="font-semibold text-ink-muted">{text.explanation}:</dt>
                <dd className="text-ink">{result.explanation}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </div>
    </li>
  );
}

interface QuizResultsProps {
  result: QuizResult;
  onRetake: () => void;
}

export function QuizResults({ result, onRetake }: QuizResultsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const report = useGenerateQuizReport();

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const downloadReport = () => {
    report.mutate(result.attemptId, {
      onSuccess: async (data) => {
        toast.success(MESSAGES.pdfGenerated);
        await downloadPdf(data.pdf?.url ?? data.pdfUrl, data.pdf?.filename ?? data.filename);
      },
      onError: (error) => toast.error(isApiError(error) && error.status < 500 ? error.message : MESSAGES.pdfFailed),
    });
  };

  return (
    <section aria-labelledby="quiz-results-title">
      <div className="rounded-2xl border border-cream-300 bg-cream-50 p-6 text-center shadow-sm sm:p-8">
        <h2
          id="quiz-results-title"
          ref={heading}
          tabIndex={-1}
          className="font-serif text-2xl font-bold text-wine-900 focus:outline-none"
        >
          {text.resultsTitle}
        </h2>
        <p className="mt-4">
          <span className="sr-only">{text.score}: </span>
          <span className={`font-serif text-7xl font-bold tracking-tight ${scoreTone(result.score)}`}>
            {text.percent(result.score)}
          </span>
        </p>
        <p className="mt-2 text-lg font-semibold text-ink">
          {text.correctOf(result.correctAnswers, result.totalQuestions)}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={onRetake} className={buttonClasses('primary', 'md')}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {text.retake}
          </button>
          <button
            type="button"
            onClick={downloadReport}
            disabled={report.isPending}
            className={buttonClasses('secondary', 'md')}
          >
            {report.isPending ? (
              <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <Download className="size-4" aria-hidden="true" />
            )}
            {report.isPending ? text.preparingReport : text.downloadReport}
          </button>
          <ButtonLink to="/app/quiz" variant="ghost">
            <ArrowLeft className="size-4" aria-hidden="true" />
            {text.backToQuizzes}
          </ButtonLink>
        </div>
      </div>

      <h2 className="mt-10 mb-4 font-serif text-xl font-bold text-wine-900">{text.review}</h2>
      <ol className="space-y-3">
        {result.results.map((item, i) => (
          <ResultItem key={String(item.questionId)} result={item} number={i + 1} />
        ))}
      </ol>
    </section>
  );
}
