import type {
  ApiKeyCreated,
  ApiKeySummary,
  BillingOverview,
  BillingPeriod,
  EmailChangeInput,
  EmailPreferences,
  LoginSession,
  Me,
  PlanId,
} from '@sommai/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getToken, meKey } from '../auth/index.ts';
import { saveBlob } from '../download.ts';
import { api } from './index.ts';

export function useBilling(enabled = true) {
  return useQuery({
    queryKey: ['billing'],
    queryFn: ({ signal }) => api.get<BillingOverview>('/billing', { signal }),
    enabled,
  });
}

/** Starts the free trial of a plan; the signed-in user (plan, limits) changes at once. */
export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanId) => api.post<{ success: boolean; user: Me }>('/billing/trial', { plan }),
    onSuccess: (result) => {
      queryClient.setQueryData(meKey(getToken()), result.user);
      void queryClient.invalidateQueries({ queryKey: ['billing'] });
    },
  });
}

/** Stripe Checkout or the customer portal: the browser leaves for the page the server names. */
export function usePaymentRedirect() {
  return useMutation({
    mutationFn: async (
      target: { kind: 'checkout'; plan: PlanId; period?: BillingPeriod } | { kind: 'portal' },
    ): Promise<string> => {
      const result =
        target.kind === 'portal'
          ? await api.post<{ url: string }>('/billing/portal')
          : await api.post<{ url: string }>('/billing/checkout', {
              plan: target.plan,
              period: target.period ?? 'monthly',
            });
      return result.url;
    },
    onSuccess: (url) => window.location.assign(url),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      api.post<{ success: boolean }>('/account/change-password', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sessions'] }),
  });
}

export function useSessions(enabled: boolean) {
  return useQuery({
    queryKey: ['sessions'],
    queryFn: ({ signal }) => api.get<LoginSession[]>('/account/sessions', { signal }),
    enabled,
    staleTime: 0,
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ success: boolean }>(`/account/sessions/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sessions'] }),
  });
}

export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ success: boolean; signedOut: number }>('/account/sign-out-everywhere'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sessions'] }),
  });
}

export function useEmailPreferences(enabled: boolean) {
  return useQuery({
    queryKey: ['email-preferences'],
    queryFn: ({ signal }) => api.get<EmailPreferences>('/account/email-preferences', { signal }),
    enabled,
  });
}

export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailPreferences) => api.put<EmailPreferences>('/account/email-preferences', input),
    onSuccess: (saved) => queryClient.setQueryData(['email-preferences'], saved),
  });
}

/** Asks to move the account to a new sign-in email; it changes only when the link sent there is opened. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (input: EmailChangeInput) => api.post<{ message: string }>('/account/change-email', input),
  });
}

export function useApiKeys() {
  return useQuery({
    queryKey: ['api-keys'],
    queryFn: ({ signal }) => api.get<{ keys: ApiKeySummary[] }>('/account/api-keys', { signal }),
  });
}

/** Creates a key; the answer holds the key itself, which is never sent again. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<ApiKeyCreated>('/account/api-keys', { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api-keys'] }),
  });
}

export function useApiSettings() {
  return useQuery({
    queryKey: ['api-settings'],
    queryFn: ({ signal }) => api.get<{ storeChats: boolean }>('/account/api-settings', { signal }),
  });
}

export function useSaveApiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { storeChats: boolean }) => api.put<{ storeChats: boolean }>('/account/api-settings', input),
    onSuccess: (saved) => queryClient.setQueryData(['api-settings'], saved),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ success: boolean }>(`/account/api-keys/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api-keys'] }),
  });
}

/** Cancels the plan at the end of its period, or takes the cancellation back. */
export function usePlanChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'cancel' | 'resume') =>
      api.post<{ success: boolean; user: Me; planEndsAt?: string | null }>(`/billing/${action}`),
    onSuccess: (result) => {
      queryClient.setQueryData(meKey(getToken()), result.user);
      void queryClient.invalidateQueries({ queryKey: ['billing'] });
    },
  });
}

/** Downloads the zip of everything the account keeps. */
export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      const { blob, filename } = await api.file('/account/export');
      saveBlob(blob, filename ?? 'sommai-export.zip');
    },
  });
}

/** Deletes the account for good; the caller leaves the app afterwards. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: { password?: string; email?: string }) =>
      api.post<{ success: boolean }>('/account/delete', input),
  });
}
