// The landing page as static markup, rendered at build time into the page served for `/`: the
// visitor sees it whole before any script runs, and React loads only with the rest of the app.
// The configured links and the year are left as placeholders the server fills in.
import { LANDING_SLOTS, LANDING_TEXTS, type PublicConfig } from '@sommai/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { SkipLink } from '../../components/SkipLink.tsx';
import { provideConfig } from '../../lib/config.ts';
import { documentTitle } from '../../lib/title.ts';
import { LandingPage } from './LandingPage.tsx';

export function renderLanding(): { title: string; body: string } {
  provideConfig({
    brandUrl: LANDING_SLOTS.brandUrl,
    instagramUrl: LANDING_SLOTS.instagramUrl,
    privacyUrl: LANDING_SLOTS.privacyUrl,
    termsUrl: LANDING_SLOTS.termsUrl,
  } as PublicConfig);
  const body = renderToStaticMarkup(
    <>
      <SkipLink />
      <LandingPage year={LANDING_SLOTS.year} />
    </>,
  );
  return { title: documentTitle(LANDING_TEXTS.documentTitle), body };
}
