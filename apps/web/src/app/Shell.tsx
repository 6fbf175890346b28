import { type ReactNode, StrictMode } from 'react';
import { SkipLink } from '../components/SkipLink.tsx';
import { AppToaster } from '../lib/toasts.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

/** What every page has, with or without the router: the skip link, a last-resort error screen, toasts. */
export function Shell({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <SkipLink />
      <ErrorBoundary standalone>{children}</ErrorBoundary>
      <AppToaster />
    </StrictMode>
  );
}
