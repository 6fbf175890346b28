import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ErrorBoundary } from './ErrorBoundary.tsx';

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <ErrorBoundary resetKey={pathname} standalone>
        <Outlet />
      </ErrorBoundary>
      <ScrollRestoration />
    </>
  );
}
