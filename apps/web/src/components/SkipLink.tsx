import { COMMON_TEXTS } from '@sommai/shared';

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-full bg-wine-700 px-4 py-2 font-semibold text-cream-50 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {COMMON_TEXTS.skipToContent}
    </a>
  );
}
