import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/index.ts';
import { useToken } from '../../lib/auth/index.ts';
import type { Dataset, DatasetSummary, TrainingImage, TrainingJob, UploadResult } from './types.ts';
import { isFinished } from './types.ts';

export const POLL_MS = 1_000;

// Keyed by token, like the signed-in user, so one account never sees another's training.
export const trainingKeys = {
  dataset: (token: string | null, id: string) => ['training', 'dataset', token, id] as const,
  job: (token: string | null, id: string) => ['training', 'job', token, id] as const,
  active: (token: string | null) => ['training', 'active', token] as const,
  datasets: (token: string | null) => ['training', 'datasets', token] as const,
};

const seg = (value: string) => encodeURIComponent(value);

export function useDataset(id: string | undefined) {
  const token = useToken();
  return useQuery({
    queryKey: trainingKeys.dataset(token, id ?? ''),
    queryFn: ({ signal }) => api.get<{ dataset: Dataset }>(`/training/datasets/${seg(id ?? '')}`, { signal }),
    select: (data) => data.dataset,
    enabled: token !== null && Boolean(id),
  });
}

/** The user's datasets, newest first: where a browser that remembers none picks up. */
export function useDatasets(enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: trainingKeys.datasets(token),
    queryFn: ({ signal }) => api.get<{ datasets: DatasetSummary[] }>('/training/datasets', { signal }),
    select: (data) => data.datasets,
    enabled: enabled && token !== null,
  });
}

/** The user's training still under way, if any (a reload picks it up again). */
export function useActiveJobs() {
  const token = useToken();
  return useQuery({
    queryKey: trainingKeys.active(token),
    queryFn: ({ signal }) => api.get<{ jobs: TrainingJob[] }>('/training/jobs?active=1', { signal }),
    select: (data) => data.jobs,
    enabled: token !== null,
    staleTime: 0,
  });
}

/** A training job, asked for every second until it is complete or has failed. */
export function useJob(id: string | undefined) {
  const token = useToken();
  return useQuery({
    queryKey: trainingKeys.job(token, id ?? ''),
    queryFn: ({ signal }) => api.get<{ job: TrainingJob }>(`/training/jobs/${seg(id ?? '')}`, { signal }),
    select: (data) => data.job,
    enabled: token !== null && Boolean(id),
    staleTime: 0,
    retry: 2,
    refetchInterval: (query) => {
      const job = query.state.data?.job;
      if (query.state.status === 'error' && !job) return false;
      return isFinished(job) ? false : POLL_MS;
    },
    refetchIntervalInBackground: true,
  });
}

function filesForm(files: readonly File[]): FormData {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return form;
}

/** Uploads images: a new dataset on the first upload, more images into it afterwards. */
export function useUploadImages() {
  const token = useToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ datasetId, files }: { datasetId: string | undefined; files: readonly File[] }) =>
      datasetId
        ? api.upload<UploadResult>(`/training/datasets/${seg(datasetId)}/images`, filesForm(files))
        : api.upload<UploadResult>('/training/datasets', filesForm(files)),
    onSuccess: (data) =>
      queryClient.setQueryData(trainingKeys.dataset(token, data.dataset.id), { dataset: data.dataset }),
  });
}

type ImageChange = Partial<Pick<TrainingImage, 'caption' | 'category'>>;

/** Applies a change to the cached dataset, so the grid answers at once. */
function useEditCachedDataset() {
  const token = useToken();
  const queryClient = useQueryClient();
  return (datasetId: string, edit: (images: TrainingImage[]) => TrainingImage[]) =>
    queryClient.setQueryData<{ dataset: Dataset }>(trainingKeys.dataset(token, datasetId), (data) =>
      data ? { dataset: { ...data.dataset, images: edit(data.dataset.images) } } : data,
    );
}

export function useUpdateImage() {
  const token = useToken();
  const queryClient = useQueryClient();
  const editCache = useEditCachedDataset();
  return useMutation({
    mutationFn: ({ datasetId, imageId, change }: { datasetId: string; imageId: string; change: ImageChange }) =>
      api.patch<unknown>(`/training/datasets/${seg(datasetId)}/images/${seg(imageId)}`, change),
    onMutate: ({ datasetId, imageId, change }) =>
      editCache(datasetId, (images) => images.map((image) => (image.id === imageId ? { ...image, ...change } : image))),
    // What the server kept wins when the change did not go through.
    onError: (_error, { datasetId }) =>
      queryClient.invalidateQueries({ queryKey: trainingKeys.dataset(token, datasetId) }),
  });
}

export function useRemoveImage() {
  const editCache = useEditCachedDataset();
  return useMutation({
    mutationFn: ({ datasetId, imageId }: { datasetId: string; imageId: string }) =>
      api.delete<unknown>(`/training/datasets/${seg(datasetId)}/images/${seg(imageId)}`),
    onSuccess: (_data, { datasetId, imageId }) =>
      editCache(datasetId, (images) => images.filter((image) => image.id !== imageId)),
  });
}

export function useStartTraining() {
  const token = useToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datasetId: string) => api.post<{ job: TrainingJob }>('/training/jobs', { datasetId }),
    onSuccess: (data) => queryClient.setQueryData(trainingKeys.job(token, data.job.id), data),
  });
}
