import type { ReviewArea, ReviewCardView, ReviewPack, ReviewSummary } from '@sommai/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/index.ts';
import { useToken } from '../../lib/auth/index.ts';

// Keyed by token, like every other per-user query, so one account never sees another's deck.
export const reviewKeys = {
  all: ['review'] as const,
  summary: (token: string | null) => ['review', 'summary', token] as const,
  due: (token: string | null) => ['review', 'due', token] as const,
  packs: (token: string | null) => ['review', 'packs', token] as const,
};

export function useReviewSummary() {
  const token = useToken();
  return useQuery({
    queryKey: reviewKeys.summary(token),
    queryFn: ({ signal }) => api.get<ReviewSummary>('/review/summary', { signal }),
    enabled: token !== null,
  });
}

export function useDueCards() {
  const token = useToken();
  return useQuery({
    queryKey: reviewKeys.due(token),
    queryFn: ({ signal }) => api.get<{ cards: ReviewCardView[] }>('/review/due', { signal }),
    select: (data) => data.cards,
    enabled: token !== null,
    // The session works through the cards it was dealt; a new batch comes when they are done.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function usePacks() {
  const token = useToken();
  return useQuery({
    queryKey: reviewKeys.packs(token),
    queryFn: ({ signal }) => api.get<{ packs: ReviewPack[] }>('/review/packs', { signal }),
    select: (data) => data.packs,
    enabled: token !== null,
  });
}

export function useRateCard() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: ({ id, rating }: { id: string; rating: number }) =>
      api.post<{ card: ReviewCardView }>(`/review/cards/${encodeURIComponent(id)}/rate`, { rating }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.summary(token) }),
  });
}

export function useAddPack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { level: number; area: ReviewArea }) =>
      api.post<{ added: number; message: string }>('/review/packs', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

/** "Add to review" for a chat answer. */
export function useAddChatAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      api.post<{ added: boolean; message: string }>('/review/from-chat', { messageId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
