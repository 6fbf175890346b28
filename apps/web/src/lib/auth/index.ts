import { type Me, type ProfileUpdateInput, SHELL_MESSAGES, type SignInInput, type SignUpInput } from '@sommai/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { api, isApiError } from '../api/index.ts';
import { toast } from '../toasts.tsx';
import { clearToken, getToken, setToken, subscribeToken } from './token.ts';

export { clearToken, getToken } from './token.ts';

export interface AuthResult {
  token: string;
  user: Me;
}

// Keyed by token so a new sign-in never shows the previous user's data, and a cleared token
// simply disables the query.
export function meKey(token: string | null) {
  return ['me', token] as const;
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}

export function useMe() {
  const token = useToken();
  return useQuery({
    queryKey: meKey(token),
    queryFn: ({ signal }) => api.get<Me>('/me', { signal }),
    enabled: token !== null,
  });
}

function useStoreSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (result: AuthResult) => {
      queryClient.setQueryData(meKey(result.token), result.user);
      setToken(result.token);
    },
    [queryClient],
  );
}

/** Sign-in and sign-up only store the session; the auth pages redirect once a token exists. */
export function useSignIn() {
  const store = useStoreSession();
  return useMutation({
    mutationFn: (input: SignInInput) => api.post<AuthResult>('/account/sign-in', input),
    onSuccess: store,
  });
}

export function useSignUp() {
  const store = useStoreSession();
  return useMutation({
    mutationFn: (input: SignUpInput) => api.post<AuthResult>('/account/sign-up', input),
    onSuccess: store,
  });
}

/** Finishes an OIDC sign-in: the provider left a session cookie that the server swaps for a token. */
export function useOidcToken() {
  const store = useStoreSession();
  return useMutation({
    mutationFn: () => api.post<AuthResult>('/account/oidc/token', {}, { skipAuthHandling: true }),
    onSuccess: store,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => api.patch<Me>('/me', input),
    onSuccess: (me) => queryClient.setQueryData(meKey(getToken()), me),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    let ok = true;
    if (getToken()) {
      try {
        await api.post('/account/sign-out', {}, { skipAuthHandling: true });
      } catch (error) {
        // A 401 means the session had already ended, which is what signing out wants.
        ok = isApiError(error) && error.status === 401;
      }
    }
    // Leave the protected area first, so it does not bounce to /sign-in when the token goes.
    await navigate('/', { replace: true, flushSync: true });
    clearToken();
    queryClient.clear();
    if (ok) toast.success(SHELL_MESSAGES.signedOut);
    else toast.error(SHELL_MESSAGES.signOutFailed);
  }, [navigate, queryClient]);
}
