import { COMMON_TEXTS } from '@sommai/shared';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../components/Button.tsx';

interface ErrorScreenProps {
  title: string;
  text?: string;
  detail?: string;
  onRetry?: () => void;
  /** Top-level screens are the page's main landmark; inside the app shell one already exists. */
  standalone?: boolean;
}

function goHome(): void {
  // A full navigation, so whatever state broke the page does not survive.
  window.location.assign('/');
}

export function ErrorScreen({ title, text, detail, onRetry, standalone = false }: ErrorScreenProps) {
  const content = (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center">
      <span className="mb-6 grid size-14 place-items-center rounded-full bg-wine-100 text-wine-700" aria-hidden="true">
        <TriangleAlert className="size-7" />
      </span>
      <h1 className="font-serif text-3xl font-bold text-wine-900">{title}</h1>
      {text ? <p className="mt-3 text-base text-ink-muted">{text}</p> : null}
      {detail ? (
        <pre className="mt-5 w-full overflow-x-auto rounded-xl border border-cream-300 bg-cream-50 px-4 py-3 text-left font-mono text-sm whitespace-pre-wrap text-ink">
          {detail}
        </pre>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {onRetry ? <Button onClick={onRetry}>{COMMON_TEXTS.tryAgain}</Button> : null}
        <Button variant="secondary" onClick={goHome}>
          {COMMON_TEXTS.goHome}
        </Button>
      </div>
    </div>
  );
  if (!standalone) return <div role="alert">{content}</div>;
  return (
    <main id="main" className="min-h-dvh bg-cream-100">
      <div role="alert">{content}</div>
    </main>
  );
}
