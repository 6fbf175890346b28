import { type ActivityItem, SHELL_MESSAGES } from '@sommai/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadPdf } from '../pdf-files.ts';
import { toast } from '../toasts.tsx';
import { api } from './index.ts';

const ACTIVITY = ['activity'] as const;

export interface ActivityQuery {
  type: string;
  search?: string;
  limit?: number;
}

function queryString({ type, search, limit }: ActivityQuery): string {
  const params = new URLSearchParams({ type });
  if (search) params.set('search', search);
  if (limit) params.set('limit', String(limit));
  return params.toString();
}

export function useActivity(query: ActivityQuery) {
  return useQuery({
    queryKey: [...ACTIVITY, query.type, query.search ?? '', query.limit ?? 0],
    queryFn: async ({ signal }) =>
      (await api.get<{ items: ActivityItem[] }>(`/activity?${queryString(query)}`, { signal })).items,
    placeholderData: keepPreviousData,
  });
}

/** Stars and unstars an item on the server; every list showing it changes at once. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, favorite }: { item: ActivityItem; favorite: boolean }) => {
      const body = { type: item.type, id: item.id };
      return favorite
        ? api.put('/activity/favorites', body)
        : api.delete(`/activity/favorites?${new URLSearchParams(body).toString()}`);
    },
    onMutate: async ({ item, favorite }) => {
      await queryClient.cancelQueries({ queryKey: ACTIVITY });
      const before = queryClient.getQueriesData<ActivityItem[]>({ queryKey: ACTIVITY });
      queryClient.setQueriesData<ActivityItem[]>({ queryKey: ACTIVITY }, (list) =>
        list?.map((i) => (i.type === item.type && i.id === item.id ? { ...i, isFavorite: favorite } : i)),
      );
      return { before };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
      toast.error(SHELL_MESSAGES.favoriteFailed);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACTIVITY }),
  });
}

/** The Download action of a study PDF. */
export function downloadActivityPdf(item: ActivityItem): Promise<boolean> {
  const name = item.title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'study-guide';
  return downloadPdf(`/pdf/${encodeURIComponent(item.target.id)}/file`, `${name}.pdf`);
}
