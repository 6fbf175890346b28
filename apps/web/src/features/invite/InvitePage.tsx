import { MESSAGES, SCREENS } from '@sommai/shared';
import { MailX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { Card } from '../../components/Card.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { PublicHeader } from '../../components/PublicHeader.tsx';
import { SiteFooter } from '../../components/SiteFooter.tsx';
import { useDocumentTitle } from '../../lib/title.ts';

// The spec's validation takes about a second; invites cannot be checked yet, so every
// code ends as invalid rather than pretending to be accepted.
const VALIDATION_MS = 1_000;

export function InvitePage() {
  useDocumentTitle(SCREENS.invite.documentTitle);
  const [validating, setValidating] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setValidating(false), VALIDATION_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main id="main" className="flex flex-1 items-center justify-center px-6 py-16">
        {validating ? (
          <LoadingScreen text={MESSAGES.inviteValidating} heading />
        ) : (
          <Card className="w-full max-w-md text-center">
            <span
              className="mx-auto mb-5 grid size-14 place-items-center rounded-full bg-wine-100 text-wine-700"
              aria-hidden="true"
            >
              <MailX className="size-7" />
            </span>
            <h1 className="font-serif text-3xl font-bold text-wine-900">{MESSAGES.inviteInvalidTitle}</h1>
            <p className="mt-3 text-ink-muted">{MESSAGES.inviteInvalidText}</p>
            <ButtonLink to="/" className="mt-8">
              {SCREENS.common.goToHomepage}
            </ButtonLink>
          </Card>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}
