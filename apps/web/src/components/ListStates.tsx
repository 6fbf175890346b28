// The three states of a list or section that loads: the wait, the failure with Try Again, and the
// empty list. Each screen passes its own words.
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button.tsx';

export interface LoadableQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
}

/** The wait, the failure (with Try Again) or the content. */
export function Loadable<T>({
  query,
  texts,
  children,
}: {
  query: LoadableQuery<T>;
  texts: { loading: string; failed: string; tryAgain: string };
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-8 text-ink-muted">
        <LoaderCircle className="size-5 animate-spin text-wine-700 motion-reduce:animate-none" aria-hidden="true" />
        {texts.loading}
      </p>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
        <p className="font-semibold">{texts.failed}</p>
        {query.error ? <p className="mt-1 text-sm">{query.error.message}</p> : null}
        <Button className="mt-3" size="sm" variant="secondary" onClick={() => query.refetch()}>
          {texts.tryAgain}
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

/** A page's list when it has nothing to show: an optional icon, what is missing, a hint and an action. */
export function ListEmpty({
  icon,
  title,
  hint,
  titleAs: Title = 'p',
  children,
}: {
  /** Drawn above the title, `mx-auto size-10` and a colour of its own. */
  icon?: ReactNode;
  title: string;
  hint?: string;
  /** A heading when the empty list is the page's main content. */
  titleAs?: 'p' | 'h2';
  /** An action under the hint, such as a link to make the first item. */
  children?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-cream-300 bg-cream-50 px-6 py-14 text-center">
      {icon}
      <Title className={`${icon ? 'mt-4 ' : ''}font-serif text-xl font-bold text-wine-900`}>{title}</Title>
      {hint ? <p className="mt-2 text-ink-muted">{hint}</p> : null}
      {children}
    </div>
  );
}

/** A page's list that failed to load: what failed, the reason, and Try Again. */
export function ListFailed({
  title,
  error,
  retry,
  tryAgain,
}: {
  title: string;
  error: Error;
  retry: () => unknown;
  tryAgain: string;
}) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{error.message}</p>
      <Button className="mt-4" variant="secondary" onClick={() => retry()}>
        {tryAgain}
      </Button>
    </div>
  );
}
