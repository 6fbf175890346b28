// The review deck's queries that other screens use too: the dashboard's due line, "Add to review"
// on chat answers, and the keys a finished mock exam refreshes.
import type { ReviewSummary } from '@sommai/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api/index.ts';
import { useToken } from './auth/index.ts';

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

/** "Add to review" for a chat answer. */
export function useAddChatAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      api.post<{ added: boolean; message: string }>('/review/from-chat', { messageId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
