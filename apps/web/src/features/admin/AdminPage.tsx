import { MESSAGES, SCREENS, STORAGE_KEYS } from '@sommai/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { NotAvailableYet } from '../../components/NotAvailableYet.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { api, isApiError } from '../../lib/api/index.ts';
import { useDocumentTitle } from '../../lib/title.ts';
import { toast } from '../../lib/toasts.tsx';

type Status = { state: 'checking' } | { state: 'allowed' } | { state: 'error'; message: string };

/** A `?key=` link grants admin on the server; the key itself is never kept in the browser. */
async function redeemKey(key: string): Promise<void> {
  try {
    await api.post('/admin/access', { key });
    try {
      localStorage.setItem(STORAGE_KEYS.adminAccess, 'granted');
    } catch {
      // The server already remembers the grant; the local marker is only a hint.
    }
  } catch (error) {
    if (isApiError(error)) toast.error(error.message);
    else throw error;
  }
}

function useAdminGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>({ state: 'checking' });
  const [attempt, setAttempt] = useState(0);
  // Read once: the key is removed from the address bar straight away.
  const keyRef = useRef<string | null>(new URLSearchParams(location.search).get('key'));
  const startRef = useRef({ pathname: location.pathname, search: location.search });
  const lastAttempt = useRef(-1);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    // Guards against the development double-invoke, which would redeem the key twice.
    if (lastAttempt.current === attempt) return;
    lastAttempt.current = attempt;
    const key = keyRef.current;
    keyRef.current = null;

    (async () => {
      setStatus({ state: 'checking' });
      if (key !== null) {
        const { pathname, search } = startRef.current;
        const params = new URLSearchParams(search);
        params.delete('key');
        const rest = params.toString();
        await navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true });
        await redeemKey(key);
        await queryClient.invalidateQueries({ queryKey: ['me'] });
      }
      try {
        await api.get('/admin/overview');
        if (mounted.current) setStatus({ state: 'allowed' });
      } catch (error) {
        if (!mounted.current) return;
        if (isApiError(error) && error.status === 403) await navigate('/app/dashboard', { replace: true });
        else setStatus({ state: 'error', message: error instanceof Error ? error.message : String(error) });
      }
    })();
  }, [attempt, navigate, queryClient]);

  return { status, retry: () => setAttempt((n) => n + 1) };
}

export function AdminPage() {
  useDocumentTitle(SCREENS.admin.documentTitle);
  const { status, retry } = useAdminGuard();

  if (status.state === 'checking') return <LoadingScreen text={MESSAGES.adminChecking} heading />;
  if (status.state === 'error') {
    return (
      <div className="mx-auto max-w-5xl px-6 py-10">
        <PageHeading title={SCREENS.admin.title} />
        <p role="alert" className="text-ink">
          {status.message}
        </p>
        <Button className="mt-6" onClick={retry}>
          {SCREENS.common.tryAgain}
        </Button>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-6 py-10">
      <PageHeading title={SCREENS.admin.title} />
      <NotAvailableYet />
    </div>
  );
}
