import { ERROR_TEXTS, SHELL_MESSAGES } from '@sommai/shared';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useDocumentTitle } from '../lib/title.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's own error element: failures while matching or loading a route (a chunk that will not load). */
export function RouterFallback() {
  const error = useRouteError();
  useDocumentTitle(ERROR_TEXTS.documentTitle);
  console.error(error);
  return <ErrorScreen title={SHELL_MESSAGES.routerErrorTitle} detail={describe(error)} standalone />;
}
