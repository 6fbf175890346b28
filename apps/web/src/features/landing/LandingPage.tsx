import { COMMON_TEXTS, LANDING_TEXTS, PRODUCT_NAME, PRODUCT_TAGLINE } from '@sommai/shared';
import { ArrowRight } from 'lucide-react';
import { AppAnchor } from '../../components/AppAnchor.tsx';
import { buttonClasses } from '../../components/Button.tsx';
import { ExternalLink } from '../../components/ExternalLink.tsx';
import { InstagramIcon } from '../../components/InstagramIcon.tsx';
import { LegalLinks } from '../../components/LegalLinks.tsx';
import { Logo } from '../../components/Logo.tsx';
import { useConfig } from '../../lib/config.ts';
import { useDocumentTitle } from '../../lib/title.ts';
import { ProductPreviews } from './ProductPreviews.tsx';
import { TypingHeadline } from './TypingHeadline.tsx';

const footerLink = 'underline decoration-1 underline-offset-4 hover:decoration-2';

/** The landing page; `year` is the footer's, a placeholder when the page is rendered at build time. */
export function LandingPage({ year = new Date().getFullYear() }: { year?: number | string }) {
  useDocumentTitle(LANDING_TEXTS.documentTitle);
  const { data: config } = useConfig();

  return (
    <div className="flex min-h-dvh flex-col bg-wine-950 bg-[radial-gradient(ellipse_at_top,_#7b1e3a_0%,_#420d21_45%,_#2b0815_100%)] text-cream-100">
      <header>
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-5 sm:gap-4 sm:px-6">
          {config?.brandUrl ? (
            <ExternalLink href={config.brandUrl} className="rounded-lg">
              <Logo tone="light" />
            </ExternalLink>
          ) : (
            <Logo tone="light" />
          )}
          <nav className="flex shrink-0 items-center gap-1.5 sm:gap-3" aria-label={PRODUCT_NAME}>
            {config?.instagramUrl ? (
              <ExternalLink
                href={config.instagramUrl}
                aria-label={COMMON_TEXTS.instagram}
                className="grid size-10 place-items-center rounded-full text-cream-100 hover:bg-cream-50/10 focus-visible:outline-2 focus-visible:outline-gold-300"
              >
                <InstagramIcon className="size-5" />
              </ExternalLink>
            ) : null}
            <AppAnchor href="/sign-in" className={buttonClasses('onDark', 'sm', 'whitespace-nowrap')}>
              {COMMON_TEXTS.signIn}
            </AppAnchor>
            <AppAnchor href="/sign-in" className={buttonClasses('gold', 'sm', 'whitespace-nowrap')}>
              {COMMON_TEXTS.logIn}
            </AppAnchor>
          </nav>
        </div>
      </header>

      <main id="main" className="flex-1">
        <div className="mx-auto w-full max-w-6xl px-6 pt-8 pb-12 sm:pt-14 sm:pb-16">
          <div className="max-w-4xl">
            <TypingHeadline />
            <p className="mt-6 max-w-2xl text-lg text-cream-200 sm:text-xl">{PRODUCT_TAGLINE}</p>
            <div className="mt-10 flex flex-wrap items-center gap-4">
              <AppAnchor href="/app/dashboard" className={buttonClasses('gold', 'lg')}>
                {LANDING_TEXTS.startUsing}
                <ArrowRight className="size-5" aria-hidden="true" />
              </AppAnchor>
            </div>
          </div>
        </div>
        <ProductPreviews />
      </main>

      <footer className="border-t border-wine-800/80">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-6 py-6 text-sm text-cream-200 sm:flex-row">
          <p>
            © {year} {PRODUCT_NAME}. {COMMON_TEXTS.rightsReserved}
          </p>
          <nav aria-label={`${PRODUCT_NAME} links`}>
            <ul className="flex flex-wrap items-center gap-5">
              <li>
                <AppAnchor href="/pricing" className={footerLink}>
                  {COMMON_TEXTS.pricing}
                </AppAnchor>
              </li>
              <li>
                <AppAnchor href="/support" className={footerLink}>
                  {COMMON_TEXTS.support}
                </AppAnchor>
              </li>
              <li>
                <LegalLinks />
              </li>
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
