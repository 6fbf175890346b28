import { MESSAGES, type Me, SCREENS } from '@sommai/shared';
import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';
import { Button } from '../components/Button.tsx';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { isApiError } from '../lib/api/index.ts';
import { useMe, useToken } from '../lib/auth/index.ts';
import { AppShell } from './AppShell.tsx';

const CurrentUserContext = createContext<Me | null>(null);

/** The signed-in user, for components inside the protected area. */
export function useCurrentUser(): Me {
  const me = useContext(CurrentUserContext);
  if (!me) throw new Error('useCurrentUser is only available inside the signed-in area');
  return me;
}

export function ProtectedLayout() {
  const token = useToken();
  const me = useMe();

  if (!token) return <Navigate to="/sign-in" replace />;
  if (me.isPending) {
    return (
      <main id="main">
        <LoadingScreen text={MESSAGES.loadingApp} heading />
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
        <Button onClick={() => me.refetch()}>{SCREENS.common.tryAgain}</Button>
      </main>
    );
  }
  return (
    <CurrentUserContext.Provider value={me.data}>
      <AppShell />
    </CurrentUserContext.Provider>
  );
}
