// Admin sections' list states, with the admin area's words.
import { MESSAGES, SCREENS } from '@sommai/shared';
import type { ReactNode } from 'react';
import { type LoadableQuery, Loadable as LoadableState } from '../../components/ListStates.tsx';

export { tableClasses } from '../../components/DataTable.tsx';
export { EmptyState } from '../../components/ListStates.tsx';
export { formatDate, formatMoney, formatMonth } from '../../lib/format.ts';

const texts = { loading: SCREENS.admin.loading, failed: MESSAGES.adminLoadFailed, tryAgain: SCREENS.admin.tryAgain };

/** The wait, the failure (with Try Again) or the content of one admin section. */
export function Loadable<T>({ query, children }: { query: LoadableQuery<T>; children: (data: T) => ReactNode }) {
  return (
    <LoadableState query={query} texts={texts}>
      {children}
    </LoadableState>
  );
}
