import { MESSAGES, SCREENS } from '@sommai/shared';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button.tsx';

/** The wait, the failure (with Try Again) or the content of one admin section. */
export function Loadable<T>({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null; data: T | undefined; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-8 text-ink-muted">
        <LoaderCircle className="size-5 animate-spin text-wine-700 motion-reduce:animate-none" aria-hidden="true" />
        {SCREENS.admin.loading}
      </p>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
        <p className="font-semibold">{MESSAGES.adminLoadFailed}</p>
        {query.error ? <p className="mt-1 text-sm">{query.error.message}</p> : null}
        <Button className="mt-3" size="sm" variant="secondary" onClick={() => query.refetch()}>
          {SCREENS.admin.tryAgain}
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-cream-300 bg-cream-50 px-6 py-10 text-center">
      <p className="font-semibold text-wine-900">{title}</p>
      {hint ? <p className="mt-1 text-sm text-ink-muted">{hint}</p> : null}
    </div>
  );
}

export const tableClasses = {
  wrap: 'overflow-x-auto rounded-2xl border border-cream-300 bg-cream-50 shadow-sm',
  table: 'w-full min-w-[40rem] text-left text-sm',
  head: 'border-b border-cream-300 bg-cream-100 text-xs font-bold tracking-wide text-ink-muted uppercase',
  th: 'px-4 py-3',
  td: 'px-4 py-3 align-top',
  row: 'border-b border-cream-200 last:border-0',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : dateFormat.format(d);
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export function formatMoney(cents: number): string {
  return money.format(cents / 100);
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** 'YYYY-MM' → 'Mar 2026'. */
export function formatMonth(month: string): string {
  const d = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? month : monthFormat.format(d);
}
