import type { ReviewArea, ReviewCardView, ReviewPack } from '@sommai/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/index.ts';
import { useToken } from '../../lib/auth/index.ts';
import { reviewKeys } from '../../lib/review.ts';

export { reviewKeys, useAddChatAnswer, useReviewSummary } from '../../lib/review.ts';

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
