import { SCREENS } from '@sommai/shared';
import { Bell, CreditCard, LogOut, type LucideIcon, ShieldCheck, UserRound } from 'lucide-react';
import { Button } from '../../components/Button.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { Card } from '../../components/Card.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useSignOut } from '../../lib/auth/index.ts';
import { useDocumentTitle } from '../../lib/title.ts';

const text = SCREENS.settings;
const CARD_ICONS: readonly LucideIcon[] = [UserRound, ShieldCheck, Bell, CreditCard];

export function SettingsPage() {
  useDocumentTitle(text.documentTitle);
  const signOut = useSignOut();

  return (
    <div className="mx-auto max-w-5xl px-6 py-10">
      <PageHeading title={text.title} subtitle={text.subtitle} />
      <div className="grid gap-6 md:grid-cols-2">
        {text.cards.map((card, index) => {
          const Icon = CARD_ICONS[index] ?? UserRound;
          return (
            <Card key={card.title}>
              <div className="flex items-center gap-3">
                <span
                  className="grid size-10 place-items-center rounded-xl bg-wine-100 text-wine-700"
                  aria-hidden="true"
                >
                  <Icon className="size-5" />
                </span>
                <div>
                  <h2 className="font-serif text-xl font-bold text-wine-900">{card.title}</h2>
                  <p className="text-sm text-ink-muted">{card.description}</p>
                </div>
              </div>
              <ul className="mt-5 space-y-2">
                {card.actions.map((action) => (
                  <li key={action}>
                    {action === text.profileAction ? (
                      <ButtonLink to="/profile" variant="secondary" className="w-full justify-start">
                        {action}
                      </ButtonLink>
                    ) : (
                      // Not built yet: visible so the page reads as the spec says, but honestly inert.
                      <Button
                        variant="secondary"
                        className="w-full justify-start"
                        disabled
                        title={SCREENS.common.comingSoon}
                      >
                        {action}
                        <span className="ml-auto text-xs font-medium">{SCREENS.common.comingSoon}</span>
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </Card>
          );
        })}
      </div>
      <div className="mt-10 border-t border-cream-300 pt-8">
        <Button variant="secondary" onClick={signOut}>
          <LogOut className="size-4" aria-hidden="true" />
          {SCREENS.common.signOut}
        </Button>
      </div>
    </div>
  );
}
