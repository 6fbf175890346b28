import { SHELL_MESSAGES, SIZE_PRESETS } from '@sommai/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiPath, isApiError } from '../api/index.ts';
import { useToken } from '../auth/index.ts';
import type { ChatImageInput, GalleryPage, GeneratedImage, GenerateImageInput, ImageStyleOption } from './types.ts';

export const GALLERY_PAGE_SIZE = 12;

// Keyed by token, like the signed-in user, so one account never sees another's images.
export const imageKeys = {
  all: ['images'] as const,
  galleries: ['images', 'gallery'] as const,
  gallery: (token: string | null) => ['images', 'gallery', token] as const,
  allStyles: ['images', 'styles'] as const,
  styles: (token: string | null) => ['images', 'styles', token] as const,
  file: (url: string) => ['images', 'file', url] as const,
};

export function useGallery() {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: imageKeys.gallery(token),
    queryFn: ({ pageParam, signal }) =>
      api.get<GalleryPage>(`/images?limit=${GALLERY_PAGE_SIZE}&offset=${pageParam}`, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.images.length, 0);
      return last.images.length > 0 && loaded < last.total ? loaded : undefined;
    },
    enabled: token !== null,
  });
}

export function useImageStyles() {
  const token = useToken();
  return useQuery({
    queryKey: imageKeys.styles(token),
    queryFn: ({ signal }) => api.get<{ styles: ImageStyleOption[] }>('/images/styles', { signal }),
    select: (data) => data.styles,
    enabled: token !== null,
  });
}

/** Whether photographic qualities are on offer: only when the server has an image service. */
export function usePhotographic() {
  const token = useToken();
  return useQuery({
    queryKey: imageKeys.styles(token),
    queryFn: ({ signal }) =>
      api.get<{ styles: ImageStyleOption[]; photographic?: boolean }>('/images/styles', { signal }),
    select: (data) => data.photographic === true,
    enabled: token !== null,
  });
}

/** Small drawings of one request at every size, for choosing a size before generating. */
export function usePreviews() {
  return useMutation({
    mutationFn: async (input: Omit<GenerateImageInput, 'size'>) => {
      const out: { size: string; url: string }[] = [];
      for (const preset of SIZE_PRESETS) {
        const blob = await api.postBlob('/images/preview', { ...input, size: preset.id });
        out.push({ size: preset.id, url: URL.createObjectURL(blob) });
      }
      return out;
    },
  });
}

/** After a new image: the gallery, and the monthly count on the signed-in user. */
function useRefreshAfterImage() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: imageKeys.galleries }),
      queryClient.invalidateQueries({ queryKey: ['me'] }),
    ]);
}

export function useGenerateImage() {
  const refresh = useRefreshAfterImage();
  return useMutation({
    mutationFn: (input: GenerateImageInput) => api.post<{ data: GeneratedImage }>('/images/generate', input),
    onSuccess: () => refresh(),
  });
}

/** The chat's image mode: a description and a category, into the same gallery. */
export function useGenerateChatImage() {
  const refresh = useRefreshAfterImage();
  return useMutation({
    mutationFn: (input: ChatImageInput) => api.post<{ data: GeneratedImage }>('/image/generate', input),
    onSuccess: () => refresh(),
  });
}

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ success: true }>(`/images/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: imageKeys.galleries }),
  });
}

/** An image's bytes, fetched once with the bearer token and kept for the session. */
export function useImageFile(url: string | undefined) {
  return useQuery({
    queryKey: imageKeys.file(url ?? ''),
    queryFn: ({ signal }) => api.blob(apiPath(url ?? ''), { signal }),
    enabled: Boolean(url),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
  });
}

/**
 * The server's words for a refused request (the monthly limit, an empty prompt…) or a lost
 * connection; the spec's line when the server failed.
 */
export function imageFailureText(error: unknown, fallback: string = SHELL_MESSAGES.imageFailed): string {
  if (isApiError(error) && error.status < 500) return error.message;
  return fallback;
}
