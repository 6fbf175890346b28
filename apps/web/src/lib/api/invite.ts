import { type InviteCheck, type Me, PLAN_IDS, type PlanId } from '@sommai/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getToken, meKey } from '../auth/index.ts';
import { api } from './index.ts';

/** Invite codes are base64url; anything else is not worth sending anywhere. */
const CODE = /^[A-Za-z0-9_-]{1,128}$/;

export function isInviteCode(code: string | null | undefined): code is string {
  return typeof code === 'string' && CODE.test(code);
}

/** The plan whose free trial the visitor chose on the pricing page (`?trial=`), if it is one. */
export function trialPlan(params: URLSearchParams): PlanId | undefined {
  const plan = params.get('trial');
  return PLAN_IDS.find((id) => id === plan);
}

/**
 * Where sign-in or sign-up continues: back to the invite it was started from, to accept it; to the
 * dashboard, which starts the trial chosen on the pricing page; or to the dashboard.
 */
export function afterAuthPath(params: URLSearchParams): string {
  const code = params.get('invite');
  if (isInviteCode(code)) return `/invite/${code}?accept=1`;
  const plan = trialPlan(params);
  return plan ? `/app/dashboard?trial=${plan}` : '/app/dashboard';
}

/** The `?invite=` or `?trial=` to carry between the sign-in and sign-up pages. */
export function authSearch(params: URLSearchParams): string {
  const code = params.get('invite');
  if (isInviteCode(code)) return `?invite=${code}`;
  const plan = trialPlan(params);
  return plan ? `?trial=${plan}` : '';
}

export function useInviteCheck(code: string, enabled = true) {
  return useQuery({
    queryKey: ['invite', code],
    queryFn: ({ signal }) => api.get<InviteCheck>(`/invites/${encodeURIComponent(code)}`, { signal }),
    staleTime: 0,
    enabled,
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
