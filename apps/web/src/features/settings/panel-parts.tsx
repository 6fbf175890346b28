// What the settings panels share: the settings texts, their wait and failure states, a note, and
// how a day and a plan are named.
import { MESSAGES, PLANS, type PlanId, SCREENS } from '@sommai/shared';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button.tsx';

const text = SCREENS.settings;
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
export const formatDay = (value: string) => dateFormat.format(new Date(value));
export const planName = (plan: PlanId) => PLANS.find((p) => p.id === plan)?.name ?? plan;

export function Wait() {
  return (
    <p role="status" className="flex items-center gap-2 text-ink-muted">
      <LoaderCircle className="size-5 animate-spin text-wine-700 motion-reduce:animate-none" aria-hidden="true" />
      {text.loading}
    </p>
  );
}

export function Failed({ error, retry }: { error: Error; retry: () => unknown }) {
  return (
    <div role="alert" className="text-red-900">
      <p className="font-semibold">{MESSAGES.settingsLoadFailed}</p>
      <p className="mt-1 text-sm">{error.message}</p>
      <Button className="mt-3" size="sm" variant="secondary" onClick={() => retry()}>
        {text.tryAgain}
      </Button>
    </div>
  );
}

export function Note({ children }: { children: ReactNode }) {
  return <p className="text-ink">{children}</p>;
}
