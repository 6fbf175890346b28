import { lazy, type ReactNode, StrictMode, Suspense } from 'react';
import { SkipLink } from '../components/SkipLink.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

const AppToaster = lazy(() => import('../lib/toasts.tsx').then((m) => ({ default: m.AppToaster })));

/**
 * What every page has, with or without the router: the skip link, a last-resort error screen, and
 * the toaster, which is fetched beside the app's screens (the landing page shows no toast).
 */
export function Shell({ children, toasts = true }: { children: ReactNode; toasts?: boolean }) {
  return (
    <StrictMode>
      <SkipLink />
      <ErrorBoundary standalone>{children}</ErrorBoundary>
      {toasts ? (
        <Suspense>
          <AppToaster />
        </Suspense>
      ) : null}
    </StrictMode>
  );
}
