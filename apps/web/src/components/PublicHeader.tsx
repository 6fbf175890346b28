import { SCREENS } from '@sommai/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from './Logo.tsx';

/** Header of the public pages other than the landing page: home link plus page-specific actions. */
export function PublicHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="border-b border-cream-300 bg-cream-50/90">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-4 sm:gap-4 sm:px-6">
        <Link to="/" aria-label={SCREENS.landing.brandHome} className="rounded-lg">
          <Logo />
        </Link>
        {/* Its links keep to one line each; the row has room for them on a phone. */}
        {children ? (
          <nav className="flex shrink-0 items-center gap-1.5 whitespace-nowrap sm:gap-3">{children}</nav>
        ) : null}
      </div>
    </header>
  );
}
