import { PRODUCT_NAME, SCREENS } from '@sommai/shared';
import { Link } from 'react-router';
import { LegalLinks } from './LegalLinks.tsx';

const linkClass = 'underline decoration-1 underline-offset-4 hover:decoration-2';

export function SiteFooter({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const colours =
    tone === 'dark' ? 'border-wine-800 bg-wine-950 text-cream-200' : 'border-cream-300 bg-cream-100 text-ink-muted';
  return (
    <footer className={`border-t ${colours}`}>
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-6 py-6 text-sm sm:flex-row">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}. {SCREENS.common.rightsReserved}
        </p>
        <nav aria-label={`${PRODUCT_NAME} links`}>
          <ul className="flex flex-wrap items-center gap-5">
            <li>
              <Link to="/pricing" className={linkClass}>
                {SCREENS.common.pricing}
              </Link>
            </li>
            <li>
              <Link to="/support" className={linkClass}>
                {SCREENS.common.support}
              </Link>
            </li>
            <li>
              <LegalLinks />
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
