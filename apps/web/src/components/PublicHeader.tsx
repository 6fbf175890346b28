import { SCREENS } from '@sommai/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from './Logo.tsx';

/** Header of the public pages other than the landing page: home link plus page-specific actions. */
export function PublicHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="border-b border-cream-300 bg-cream-50/90">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-6 py-4">
        <Link to="/" aria-label={SCREENS.landing.brandHome} className="rounded-lg">
          <Logo />
        </Link>
        {children ? <nav className="flex items-center gap-2 sm:gap-3">{children}</nav> : null}
      </div>
    </header>
  );
}
