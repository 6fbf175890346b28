import type { ContactAdminInput, UserMessage } from '@sommai/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './index.ts';

export function messagesKey(userId: string) {
  return ['messages', userId, 'list'] as const;
}
export function unreadKey(userId: string) {
  return ['messages', userId, 'unread'] as const;
}

export function useUserMessages(userId: string) {
  return useQuery({
    queryKey: messagesKey(userId),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: UserMessage[] }>(`/messages/user/${encodeURIComponent(userId)}`, { signal })).data,
  });
}

/** The unread count for the dashboard dot and the Message Center badge (server state). */
export function useUnreadCount(userId: string) {
  return useQuery({
    queryKey: unreadKey(userId),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: { unreadCount: number } }>(`/messages/user/${encodeURIComponent(userId)}/unread`, {
          signal,
        })
      ).data.unreadCount,
  });
}

export function useMarkAsRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.put<{ success: boolean; data: { unreadCount: number } }>(`/messages/${encodeURIComponent(id)}/read`),
    onSuccess: (result, id) => {
      queryClient.setQueryData<UserMessage[]>(messagesKey(userId), (list) =>
        list?.map((m) => (m.id === id ? { ...m, is_read: true } : m)),
      );
      // The server's count wins; the local fallback never drops below 0.
      queryClient.setQueryData<number>(unreadKey(userId), (count) =>
        Math.max(0, result?.data?.unreadCount ?? (count ?? 0) - 1),
      );
    },
  });
}

export function useContactAdmin() {
  return useMutation({
    mutationFn: (input: ContactAdminInput) => api.post<{ success: boolean }>('/messages/contact-admin', input),
  });
}
