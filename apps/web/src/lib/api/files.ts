import type { FileKind, LibraryFile } from '@sommai/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBlob } from '../download.ts';
import { api, apiPath } from './index.ts';

export type FileFilter = 'all' | FileKind;

/** Bytes the user keeps and the plan's storage quota. */
export interface Storage {
  usedBytes: number;
  limitBytes: number;
}

/** The user's storage alone (Settings); refreshed with the file list. */
export function useStorage() {
  return useQuery({
    queryKey: ['files', 'storage'],
    queryFn: ({ signal }) => api.get<Storage>('/files/storage', { signal }),
  });
}

export function useLibrary(type: FileFilter, search: string) {
  return useQuery({
    queryKey: ['files', type, search],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ type });
      if (search) params.set('search', search);
      return api.get<{ files: LibraryFile[] } & Storage>(`/files?${params.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: LibraryFile) =>
      api.delete<{ success: boolean }>(`/files/${encodeURIComponent(file.kind)}/${encodeURIComponent(file.id)}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['files'] });
      void queryClient.invalidateQueries({ queryKey: ['activity'] });
    },
  });
}

/** The file's bytes through the API client (they are behind the bearer token). */
export function useFileBlob(file: LibraryFile | null) {
  return useQuery({
    queryKey: ['files', 'blob', file?.url ?? ''],
    queryFn: ({ signal }) => api.blob(apiPath(file?.url ?? ''), { signal }),
    enabled: file !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
}

export async function downloadFile(file: LibraryFile): Promise<void> {
  const { blob, filename } = await api.file(apiPath(file.url));
  saveBlob(blob, filename ?? file.name);
}

/** The small stored preview of a picture in the library (made by the server once, then kept). */
export function useThumbnail(file: LibraryFile, enabled: boolean) {
  return useQuery({
    queryKey: ['files', 'thumb', file.kind, file.id],
    queryFn: ({ signal }) =>
      api.blob(`/files/${encodeURIComponent(file.kind)}/${encodeURIComponent(file.id)}/thumbnail`, { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
