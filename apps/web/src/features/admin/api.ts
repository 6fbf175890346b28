import type {
  AdminAnalytics,
  AdminBroadcast,
  AdminOverview,
  AdminUser,
  BroadcastCreateInput,
  InviteCreateInput,
  MessageRecipients,
  OutboxEmail,
  PlanId,
  Professional,
} from '@sommai/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/index.ts';

const ADMIN = ['admin'] as const;

export function useOverview() {
  return useQuery({
    queryKey: [...ADMIN, 'overview'],
    queryFn: ({ signal }) => api.get<AdminOverview>('/admin/overview', { signal }),
  });
}

export function useProfessionals() {
  return useQuery({
    queryKey: [...ADMIN, 'professionals'],
    queryFn: ({ signal }) => api.get<Professional[]>('/admin/professionals', { signal }),
  });
}

export function useBroadcasts() {
  return useQuery({
    queryKey: [...ADMIN, 'messages'],
    queryFn: ({ signal }) => api.get<AdminBroadcast[]>('/admin/messages', { signal }),
  });
}

export function useRecipientCount(group: MessageRecipients, enabled: boolean) {
  return useQuery({
    queryKey: [...ADMIN, 'recipients', group],
    queryFn: async ({ signal }) =>
      (await api.get<{ count: number }>(`/admin/recipients?group=${encodeURIComponent(group)}`, { signal })).count,
    enabled,
    staleTime: 0,
  });
}

export function useAnalytics() {
  return useQuery({
    queryKey: [...ADMIN, 'analytics'],
    queryFn: ({ signal }) => api.get<AdminAnalytics>('/admin/analytics', { signal }),
  });
}

export function useOutbox() {
  return useQuery({
    queryKey: [...ADMIN, 'outbox'],
    queryFn: ({ signal }) => api.get<OutboxEmail[]>('/admin/outbox', { signal }),
  });
}

export function useAdminUsers(search: string) {
  return useQuery({
    queryKey: [...ADMIN, 'users', search],
    queryFn: ({ signal }) =>
      api.get<AdminUser[]>(`/admin/users${search ? `?search=${encodeURIComponent(search)}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ADMIN });
}

export function useCreateInvite() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (input: InviteCreateInput) => api.post<{ invite: Professional; link: string }>('/admin/invites', input),
    onSuccess: invalidate,
  });
}

export function useSendInvite() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ success: boolean; email: string }>(`/admin/invites/${encodeURIComponent(id)}/send`),
    onSuccess: invalidate,
  });
}

export function useSendBroadcast() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (input: BroadcastCreateInput) => api.post<{ broadcast: AdminBroadcast }>('/admin/messages', input),
    onSuccess: invalidate,
  });
}

export function useSetPlan() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, plan }: { id: string; plan: PlanId | null }) =>
      api.put<{ user: AdminUser }>(`/admin/users/${encodeURIComponent(id)}/plan`, { plan }),
    onSuccess: invalidate,
  });
}
