import { COMMON_TEXTS } from '@sommai/shared';
import { Menu } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { LegalLinks } from '../components/LegalLinks.tsx';
import { Logo } from '../components/Logo.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { MobileSidebar } from './MobileSidebar.tsx';
import { Sidebar } from './Sidebar.tsx';

/** Layout of every /app page: sidebar (fixed on desktop, slide-over on mobile), content, footer. */
export function AppShell() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // The dashboard brings its own navigation panel.
  const withSidebar = pathname !== '/app/dashboard';

  return (
    <div className="flex min-h-dvh flex-col">
      {withSidebar ? (
        <>
          <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 md:block">
            <Sidebar />
          </aside>
          <header className="sticky top-0 z-20 flex items-center justify-between border-b border-wine-800 bg-wine-900 px-4 py-3 md:hidden">
            <Link to="/app/dashboard" className="rounded-lg">
              <Logo tone="light" />
            </Link>
            <button
              type="button"
              onClick={() => setMenuOpen(true)}
              aria-label={COMMON_TEXTS.openMenu}
              aria-expanded={menuOpen}
              className="grid size-10 place-items-center rounded-full text-cream-50 hover:bg-wine-800 focus-visible:outline-2 focus-visible:outline-gold-300"
            >
              <Menu className="size-6" aria-hidden="true" />
            </button>
          </header>
          <MobileSidebar open={menuOpen} onClose={closeMenu} />
        </>
      ) : null}
      <div className={`flex flex-1 flex-col ${withSidebar ? 'md:pl-64' : ''}`}>
        <main id="main" className="flex-1">
          <ErrorBoundary resetKey={pathname}>
            <Outlet />
          </ErrorBoundary>
        </main>
        <footer className="hidden border-t border-cream-300 bg-cream-100 text-sm text-ink-muted md:block">
          <div className="mx-auto flex max-w-6xl justify-end px-6 py-4">
            <LegalLinks />
          </div>
        </footer>
      </div>
    </div>
  );
}
