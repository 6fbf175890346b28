import type { InviteCheck, Me } from '@sommai/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/index.ts';
import { getToken, meKey } from '../../lib/auth/index.ts';

/** Invite codes are base64url; anything else is not worth sending anywhere. */
const CODE = /^[A-Za-z0-9_-]{1,128}$/;

export function isInviteCode(code: string | null | undefined): code is string {
  return typeof code === 'string' && CODE.test(code);
}

/** Where sign-in or sign-up continues when it was started from an invite: back to it, to accept. */
export function afterAuthPath(params: URLSearchParams): string {
  const code = params.get('invite');
  return isInviteCode(code) ? `/invite/${code}?accept=1` : '/app/dashboard';
}

/** The `?invite=` to carry between the sign-in and sign-up pages. */
export function inviteSearch(params: URLSearchParams): string {
  const code = params.get('invite');
  return isInviteCode(code) ? `?invite=${code}` : '';
}

export function useInviteCheck(code: string) {
  return useQuery({
    queryKey: ['invite', code],
    queryFn: ({ signal }) => api.get<InviteCheck>(`/invites/${encodeURIComponent(code)}`, { signal }),
    staleTime: 0,
  });
}

export function useAcceptInvite(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ success: boolean; user: Me }>(`/invites/${encodeURIComponent(code)}/accept`),
    onSuccess: (result) => {
      queryClient.setQueryData(meKey(getToken()), result.user);
      void queryClient.invalidateQueries({ queryKey: ['messages'] });
    },
  });
}
