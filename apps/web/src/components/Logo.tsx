import { PRODUCT_NAME } from '@sommai/shared';
import { Wine } from 'lucide-react';

interface LogoProps {
  tone?: 'light' | 'dark';
}

/** The product mark; decorative icon plus the name, for use inside a link. */
export function Logo({ tone = 'dark' }: LogoProps) {
  const text = tone === 'dark' ? 'text-wine-800' : 'text-cream-50';
  const badge = tone === 'dark' ? 'bg-wine-700 text-cream-50' : 'bg-cream-50 text-wine-700';
  return (
    <span className={`inline-flex items-center gap-2 font-serif text-xl font-bold tracking-tight ${text}`}>
      <span className={`grid size-8 place-items-center rounded-lg ${badge}`} aria-hidden="true">
        <Wine className="size-5" strokeWidth={2.2} />
      </span>
      {PRODUCT_NAME}
    </span>
  );
}
