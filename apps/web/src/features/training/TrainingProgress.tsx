import { MESSAGES, SCREENS } from '@sommai/shared';
import { CircleAlert, CircleCheck, Download, LoaderCircle, Sparkles } from 'lucide-react';
import { type Ref, useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/Button.tsx';
import { ProtectedImage } from '../../components/ProtectedImage.tsx';
import type { TrainingJob } from './types.ts';

const text = SCREENS.training;

function stageText(stage: string): string {
  return text.stageLabels[stage] ?? stage;
}

interface TrainingProgressProps {
  /** The panel's heading, focusable so a new training can be brought into view. */
  ref?: Ref<HTMLHeadingElement>;
  job: TrainingJob;
  /** The last check on the training failed; it is being retried. */
  checkFailed: boolean;
  downloading: boolean;
  onDownloadReport: () => void;
}

/** Where the training is: percent, stage and the trainer's own words; the report once complete. */
export function TrainingProgress({ ref, job, checkFailed, downloading, onDownloadReport }: TrainingProgressProps) {
  const titleId = useId();
  const labelId = useId();
  const percent = Math.max(0, Math.min(100, Math.round(job.progress)));
  const complete = job.stage === 'complete';
  const failed = job.stage === 'failed';

  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl border p-5 shadow-sm sm:p-6 ${
        failed ? 'border-red-200 bg-red-50' : complete ? 'border-green-200 bg-green-50' : 'border-wine-200 bg-wine-50'
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={titleId}
          ref={ref}
          tabIndex={-1}
          className="flex scroll-mt-6 items-center gap-2 font-serif text-xl font-bold text-wine-900 focus:outline-none"
        >
          {complete ? (
            <CircleCheck className="size-5 text-green-800" aria-hidden="true" />
          ) : failed ? (
            <CircleAlert className="size-5 text-red-800" aria-hidden="true" />
          ) : (
            <LoaderCircle className="size-5 animate-spin text-wine-700 motion-reduce:animate-none" aria-hidden="true" />
          )}
          {text.progressTitle}
        </h2>
        <span className="text-2xl font-bold text-wine-900 tabular-nums" aria-hidden="true">
          {percent}%
        </span>
      </div>

      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% — ${stageText(job.stage)}`}
        className="mt-4 h-3 overflow-hidden rounded-full bg-white/80 ring-1 ring-wine-200"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-500 ease-out motion-reduce:transition-none ${
            failed ? 'bg-red-700' : complete ? 'bg-green-700' : 'bg-gradient-to-r from-wine-700 to-wine-500'
          }`}
          style={{ width: `${percent}%` }}
        />
      </div>

      <div role="status" className="mt-3">
        <p id={labelId} className="text-sm font-semibold tracking-wide text-wine-800 uppercase">
          {stageText(job.stage)}
        </p>
        {job.message ? (
          <p className={`mt-0.5 text-base ${failed ? 'font-medium text-red-900' : 'text-ink'}`}>{job.message}</p>
        ) : null}
        {checkFailed && !complete && !failed ? (
          <p className="mt-2 text-sm font-medium text-amber-900">{MESSAGES.trainingStatusFailed}</p>
        ) : null}
      </div>

      {job.modelId || job.datasetId ? (
        <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
          {job.modelId ? (
            <div className="min-w-0">
              <dt className="font-semibold text-ink-muted">{text.modelId}</dt>
              <dd className="font-mono break-all text-ink">{job.modelId}</dd>
            </div>
          ) : null}
          {job.datasetId ? (
            <div className="min-w-0">
              <dt className="font-semibold text-ink-muted">{text.datasetId}</dt>
              <dd className="font-mono break-all text-ink">{job.datasetId}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}

      {complete ? (
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={onDownloadReport}
            disabled={downloading}
            className={buttonClasses('primary', 'md')}
          >
            {downloading ? (
              <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <Download className="size-4" aria-hidden="true" />
            )}
            {text.downloadReport}
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** The two images rendered in the learned style, their prompts and quality scores. */
export function TestResults({ job }: { job: TrainingJob }) {
  const titleId = useId();
  const results = job.results ?? [];
  if (job.stage !== 'complete' || results.length === 0) return null;
  const styleLink = job.modelId
    ? `/app/image-generator?style=${encodeURIComponent(`custom:${job.modelId}`)}`
    : '/app/image-generator';

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-cream-300 bg-cream-50 p-5 shadow-sm sm:p-6">
      <h2 id={titleId} className="font-serif text-xl font-bold text-wine-900">
        {text.resultsTitle}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {results.map((result) => (
          <li key={result.imageUrl} className="overflow-hidden rounded-xl border border-cream-300 bg-white shadow-sm">
            <ProtectedImage
              url={result.imageUrl}
              alt={text.resultAlt(result.prompt)}
              ratio="1 / 1"
              className="w-full"
            />
            <div className="p-3.5">
              <p className="text-sm break-words text-ink">{result.prompt}</p>
              <p className="mt-2 inline-flex rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-semibold text-green-900">
                {text.qualityScore(Math.round(result.quality))}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-col gap-4 rounded-xl border border-green-200 bg-green-50 p-4 xl:flex-row xl:items-center xl:justify-between">
        <div className="flex items-start gap-3">
          <CircleCheck className="mt-0.5 size-6 shrink-0 text-green-800" aria-hidden="true" />
          <div>
            <p className="font-bold text-green-900">{text.successTitle}</p>
            <p className="text-sm text-green-900">{text.successText}</p>
          </div>
        </div>
        <Link to={styleLink} className={buttonClasses('primary', 'md', 'shrink-0 self-start xl:self-auto')}>
          <Sparkles className="size-4" aria-hidden="true" />
          {text.useStyle}
        </Link>
      </div>
    </section>
  );
}
