import type { ChatSummary } from '@sommai/shared';
import { useQuery } from '@tanstack/react-query';
import { useToken } from '../auth/index.ts';
import { api } from './index.ts';

// Keyed by token, like the signed-in user, so one account never sees another's chats.
export const chatKeys = {
  all: ['chat'] as const,
  history: (token: string | null) => ['chat', 'history', token] as const,
  capabilities: (token: string | null) => ['chat', 'capabilities', token] as const,
  attachment: (url: string) => ['chat', 'attachment', url] as const,
};

/** The signed-in user's saved chats, newest first: the chat's history and the quiz from a chat list them. */
export function useChatHistory(enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: chatKeys.history(token),
    queryFn: ({ signal }) => api.get<{ chats: ChatSummary[] }>('/chat/history', { signal }),
    // Newest first, whatever order the list arrives in.
    select: (data) => [...data.chats].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
    enabled: enabled && token !== null,
  });
}
