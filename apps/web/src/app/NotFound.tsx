import { MESSAGES, SCREENS } from '@sommai/shared';
import { ButtonLink } from '../components/ButtonLink.tsx';
import { PublicHeader } from '../components/PublicHeader.tsx';
import { SiteFooter } from '../components/SiteFooter.tsx';
import { useDocumentTitle } from '../lib/title.ts';

function NotFoundContent({ home }: { home: string }) {
  useDocumentTitle(SCREENS.notFound.documentTitle);
  return (
    <div className="flex flex-col items-center justify-center px-6 py-20 text-center">
      <p className="font-serif text-6xl font-bold text-wine-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-serif text-3xl font-bold text-wine-900">{SCREENS.notFound.title}</h1>
      <p className="mt-3 text-ink-muted">{MESSAGES.notFoundText}</p>
      <ButtonLink to={home} className="mt-8">
        {SCREENS.common.goHome}
      </ButtonLink>
    </div>
  );
}

export function NotFound() {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main id="main" className="flex flex-1 flex-col justify-center">
        <NotFoundContent home="/" />
      </main>
      <SiteFooter />
    </div>
  );
}

/** Inside the signed-in area the shell already provides the landmarks; home is the dashboard. */
export function AppNotFound() {
  return <NotFoundContent home="/app/dashboard" />;
}
