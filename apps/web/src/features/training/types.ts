/** One uploaded training image, as the server keeps it. */
export interface TrainingImage {
  id: string;
  name: string;
  /** An API address behind the bearer token. */
  url: string;
  caption: string;
  /** One of TRAINING.categories, derived from the file name and changeable. */
  category: string;
}

export interface Dataset {
  id: string;
  images: TrainingImage[];
  /** The last training started on this dataset, if any. */
  latestJobId?: string | null;
}

/** A file the server would not take, and why (not an image, damaged, too large, set full…). */
export interface RejectedFile {
  name: string;
  message: string;
}

export interface UploadResult {
  dataset: Dataset;
  rejected?: RejectedFile[];
}

export interface DatasetSummary {
  id: string;
  createdAt: string;
  imageCount: number;
}

/** Preparing, uploading, training and complete as the spec says; failed when it could not finish. */
export type TrainingStage = 'preparing' | 'uploading' | 'training' | 'complete' | 'failed';

export interface TestResult {
  prompt: string;
  imageUrl: string;
  /** Percent. */
  quality: number;
}

export interface TrainingJob {
  id: string;
  datasetId: string;
  modelId: string | null;
  stage: TrainingStage;
  progress: number;
  message: string;
  startedAt: string | null;
  finishedAt: string | null;
  durationMs: number | null;
  results?: TestResult[];
  report?: unknown;
}

export function isFinished(job: Pick<TrainingJob, 'stage'> | undefined): boolean {
  return job?.stage === 'complete' || job?.stage === 'failed';
}
