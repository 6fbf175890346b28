import { COMMON_TEXTS, CORE_MESSAGES } from '@sommai/shared';
import { Navigate } from 'react-router';
import { Button } from '../components/Button.tsx';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { isApiError } from '../lib/api/index.ts';
import { useMe, useToken } from '../lib/auth/index.ts';
import { CurrentUserProvider } from '../lib/currentUser.tsx';
import { AppShell } from './AppShell.tsx';

export function ProtectedLayout() {
  const token = useToken();
  const me = useMe();

  if (!token) return <Navigate to="/sign-in" replace />;
  if (me.isPending) {
    return (
      <main id="main">
        <LoadingScreen text={CORE_MESSAGES.loadingApp} heading />
      </main>
    );
  }
  if (me.isError) {
    if (isApiError(me.error) && me.error.status === 401) return <Navigate to="/sign-in" replace />;
    return (
      <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
        <h1 className="font-serif text-2xl font-bold text-wine-900" role="alert">
          {me.error.message}
        </h1>
        <Button onClick={() => me.refetch()}>{COMMON_TEXTS.tryAgain}</Button>
      </main>
    );
  }
  return (
    <CurrentUserProvider user={me.data}>
      <AppShell />
    </CurrentUserProvider>
  );
}
