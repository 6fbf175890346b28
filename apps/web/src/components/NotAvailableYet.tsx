import { MESSAGES } from '@sommai/shared';
import { Hourglass } from 'lucide-react';

/** The honest line for parts of the product that are not built yet. */
export function NotAvailableYet({ compact = false }: { compact?: boolean }) {
  return (
    <p
      className={`flex items-center gap-2 text-ink-muted ${
        compact ? 'text-sm' : 'rounded-2xl border border-dashed border-cream-300 bg-cream-50 px-5 py-6 text-base'
      }`}
    >
      <Hourglass className="size-4 shrink-0 text-wine-700" aria-hidden="true" />
      {MESSAGES.notAvailableYet}
    </p>
  );
}
