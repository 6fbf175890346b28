import { MESSAGES, SCREENS, TIMINGS, TRAINING } from '@sommai/shared';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, LoaderCircle, Plus, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClasses } from '../../components/Button.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { api, isApiError } from '../../lib/api/index.ts';
import { useCurrentUser } from '../../lib/currentUser.tsx';
import { saveBlob } from '../../lib/download.ts';
import { imageKeys } from '../../lib/images/api.ts';
import { useDocumentTitle } from '../../lib/title.ts';
import { toast } from '../../lib/toasts.tsx';
import {
  useActiveJobs,
  useDataset,
  useDatasets,
  useJob,
  useRemoveImage,
  useStartTraining,
  useUpdateImage,
  useUploadImages,
} from './api.ts';
import { DatasetGrid } from './DatasetGrid.tsx';
import { StyleGuide } from './StyleGuide.tsx';
import { recall, remember } from './storage.ts';
import { TestResults, TrainingProgress } from './TrainingProgress.tsx';
import { isFinished, type TrainingImage } from './types.ts';
import { UploadArea } from './UploadArea.tsx';

const page = SCREENS.pages.training;
const text = SCREENS.training;

/** The server's words for a refused request; the given line when the server could not answer. */
function failureText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status > 0 && error.status < 500) return error.message;
  if (isApiError(error) && error.status === 0) return error.message;
  return fallback;
}

function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export function CustomTrainingPage() {
  useDocumentTitle(page.documentTitle);
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const [remembered] = useState(() => recall(me.id));
  const [ids, setIds] = useState(() => remembered ?? {});
  const active = useActiveJobs();
  // A browser that remembers nothing (a first visit here, another device) picks up the newest dataset.
  const datasets = useDatasets(remembered === null);
  const dataset = useDataset(ids.datasetId);
  const job = useJob(ids.jobId);
  const upload = useUploadImages();
  const update = useUpdateImage();
  const remove = useRemoveImage();
  const start = useStartTraining();
  const [uploading, setUploading] = useState(0);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const [downloading, setDownloading] = useState(false);
  const datasetTitleId = useId();
  const uploadTitleId = useId();
  const toastTimers = useRef<number[]>([]);
  const progressRef = useRef<HTMLHeadingElement>(null);
  const [startedId, setStartedId] = useState<string>();

  // A training just started is brought into view, with the focus on its panel.
  useEffect(() => {
    if (!startedId) return;
    const heading = progressRef.current;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [startedId]);

  const save = (next: { datasetId?: string; jobId?: string }) => {
    setIds(next);
    remember(me.id, next);
  };

  // A training still under way (after a reload, or from another tab) is the one to show, once.
  const activeJob = active.data?.[0];
  const adopted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!activeJob || adopted.current === activeJob.id) return;
    adopted.current = activeJob.id;
    if (activeJob.id !== ids.jobId) save({ datasetId: activeJob.datasetId, jobId: activeJob.id });
  });

  const newest = datasets.data?.[0];
  const pickedUp = useRef(false);
  useEffect(() => {
    if (pickedUp.current || !newest || ids.datasetId) return;
    pickedUp.current = true;
    save({ datasetId: newest.id, jobId: ids.jobId });
  });

  // A dataset knows its last training: shown when this browser does not remember one.
  const latestJobId = dataset.data?.latestJobId;
  useEffect(() => {
    if (latestJobId && !ids.jobId && dataset.data?.id === ids.datasetId) {
      save({ datasetId: ids.datasetId, jobId: latestJobId });
    }
  });

  // What the server no longer has is forgotten.
  const datasetGone = isNotFound(dataset.error);
  const jobGone = isNotFound(job.error);
  useEffect(() => {
    if (datasetGone || jobGone) {
      save({ datasetId: datasetGone ? undefined : ids.datasetId, jobId: jobGone ? undefined : ids.jobId });
    }
  });

  // Once a training completes, its style joins the generator's list.
  const stage = job.data?.stage;
  useEffect(() => {
    if (stage === 'complete') void queryClient.invalidateQueries({ queryKey: imageKeys.allStyles });
  }, [stage, queryClient]);

  useEffect(() => {
    const timers = toastTimers.current;
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, []);

  const images = dataset.data?.images ?? [];
  const count = images.length;
  const currentJob = job.data;
  const running = Boolean(currentJob && !isFinished(currentJob)) || start.isPending;
  const enough = count >= TRAINING.minImages;
  const notTooMany = count <= TRAINING.maxImages;

  const onFiles = (files: File[]) => {
    setUploading(files.length);
    upload.mutate(
      { datasetId: ids.datasetId, files },
      {
        onSuccess: (data) => {
          if (data.dataset.id !== ids.datasetId) save({ datasetId: data.dataset.id, jobId: ids.jobId });
          const rejected = data.rejected ?? [];
          if (rejected.length > 0) toast.error(rejected.map((r) => r.message).join(' '));
          const added = files.length - rejected.length;
          // The spec's count toast comes a moment after the upload (section 8).
          if (added > 0) {
            toastTimers.current.push(
              window.setTimeout(() => toast.success(MESSAGES.uploadedFiles(added)), TIMINGS.uploadToastDelayMs),
            );
          }
        },
        onError: (error) => toast.error(failureText(error, MESSAGES.trainingUploadFailed)),
        onSettled: () => setUploading(0),
      },
    );
  };

  const onCaption = (image: TrainingImage, caption: string) => {
    if (!ids.datasetId) return;
    update.mutate(
      { datasetId: ids.datasetId, imageId: image.id, change: { caption } },
      { onError: (error) => toast.error(failureText(error, MESSAGES.trainingCaptionSaveFailed)) },
    );
  };

  const onCategory = (image: TrainingImage, category: string) => {
    if (!ids.datasetId) return;
    update.mutate(
      { datasetId: ids.datasetId, imageId: image.id, change: { category } },
      { onError: (error) => toast.error(failureText(error, MESSAGES.trainingCategorySaveFailed)) },
    );
  };

  const onRemove = (image: TrainingImage) => {
    if (!ids.datasetId) return;
    setRemoving((now) => new Set(now).add(image.id));
    remove.mutate(
      { datasetId: ids.datasetId, imageId: image.id },
      {
        onError: (error) => toast.error(failureText(error, MESSAGES.trainingRemoveFailed)),
        onSettled: () =>
          setRemoving((now) => {
            const next = new Set(now);
            next.delete(image.id);
            return next;
          }),
      },
    );
  };

  const onStart = () => {
    if (running || !ids.datasetId) return;
    if (count < TRAINING.minImages) {
      toast.error(MESSAGES.trainingTooFew);
      return;
    }
    if (count > TRAINING.maxImages) {
      toast.error(MESSAGES.trainingTooMany);
      return;
    }
    start.mutate(ids.datasetId, {
      onSuccess: (data) => {
        save({ datasetId: data.job.datasetId || ids.datasetId, jobId: data.job.id });
        setStartedId(data.job.id);
        toast.success(MESSAGES.trainingStarted);
      },
      onError: (error) => {
        toast.error(
          isApiError(error) && (error.status === 400 || error.status === 409)
            ? error.message
            : MESSAGES.trainingStartFailed,
        );
        // Already running elsewhere: show that training.
        if (isApiError(error) && error.status === 409) void active.refetch();
      },
    });
  };

  const onDownloadReport = async () => {
    if (!currentJob) return;
    setDownloading(true);
    try {
      const { blob, filename } = await api.file(`/training/jobs/${encodeURIComponent(currentJob.id)}/report`);
      saveBlob(blob, filename ?? `training-report-${currentJob.modelId ?? currentJob.id}.json`);
    } catch {
      toast.error(MESSAGES.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  const newDataset = () => {
    save({});
    upload.reset();
    start.reset();
  };

  const finishedJob = currentJob && isFinished(currentJob) ? currentJob : undefined;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeading
        title={page.title}
        subtitle={text.subtitle}
        actions={
          finishedJob ? (
            <button type="button" onClick={newDataset} className={buttonClasses('secondary', 'md')}>
              <Plus className="size-4" aria-hidden="true" />
              {text.newDataset}
            </button>
          ) : null
        }
      />

      <div className="grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {currentJob ? (
            <TrainingProgress
              ref={progressRef}
              job={currentJob}
              checkFailed={job.isError && !jobGone}
              downloading={downloading}
              onDownloadReport={() => void onDownloadReport()}
            />
          ) : null}
          {currentJob ? <TestResults job={currentJob} /> : null}
          <section
            aria-labelledby={uploadTitleId}
            className="rounded-2xl border border-cream-300 bg-cream-50 p-5 shadow-sm sm:p-6"
          >
            <h2 id={uploadTitleId} className="mb-4 font-serif text-xl font-bold text-wine-900">
              {text.uploadTitle}
            </h2>
            <UploadArea uploading={uploading} disabled={running} onFiles={onFiles} />
          </section>

          <section
            aria-labelledby={datasetTitleId}
            className="rounded-2xl border border-cream-300 bg-cream-50 p-5 shadow-sm sm:p-6"
          >
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div>
                <h2 id={datasetTitleId} className="font-serif text-xl font-bold text-wine-900">
                  {text.datasetTitle(count)}
                </h2>
                <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm font-semibold">
                  <Hint ok={enough} label={text.minimumHint} />
                  <Hint ok={notTooMany} label={text.maximumHint} />
                </ul>
              </div>
              <button
                type="button"
                onClick={onStart}
                disabled={running || !enough}
                className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
              >
                {running ? (
                  <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
                ) : (
                  <Sparkles className="size-5" aria-hidden="true" />
                )}
                {running ? text.running : text.start}
              </button>
            </div>

            <div className="mt-5">
              {ids.datasetId && dataset.isPending ? (
                <p role="status" className="flex items-center gap-2 text-ink-muted">
                  <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
                  {text.datasetLoading}
                </p>
              ) : count === 0 ? (
                <p className="rounded-xl border border-dashed border-cream-300 px-4 py-6 text-center text-ink-muted">
                  {text.datasetEmpty}
                </p>
              ) : (
                <DatasetGrid
                  images={images}
                  locked={running}
                  removing={removing}
                  onCaption={onCaption}
                  onCategory={onCategory}
                  onRemove={onRemove}
                />
              )}
            </div>
          </section>
        </div>

        <aside className="min-w-0">
          <StyleGuide durationMs={finishedJob?.stage === 'complete' ? finishedJob.durationMs : null} />
        </aside>
      </div>
    </div>
  );
}

/** A dataset limit, green when met and red when not (with an icon, so colour is not the only sign). */
function Hint({ ok, label }: { ok: boolean; label: string }) {
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <li className={`flex items-center gap-1.5 ${ok ? 'text-green-800' : 'text-red-800'}`}>
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </li>
  );
}
