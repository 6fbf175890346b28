import { SCREENS } from '@sommai/shared';
import { Bell, ChevronRight, CreditCard, LogOut, type LucideIcon, ShieldCheck, UserRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../components/Button.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { Card } from '../../components/Card.tsx';
import { Modal } from '../../components/Modal.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useSignOut } from '../../lib/auth/index.ts';
import { useDocumentTitle } from '../../lib/title.ts';
import { AccountActionsSection, BillingSection } from './AccountSections.tsx';
import { ApiKeysSection } from './ApiKeys.tsx';
import { EmailPreferencesPanel } from './EmailPreferencesPanel.tsx';
import { BillingHistoryPanel, PaymentMethodsPanel, PlanPanel } from './PlanPanels.tsx';
import { Note } from './panel-parts.tsx';
import { LoginHistoryPanel, PasswordForm, PrivacyPanel } from './SecurityPanels.tsx';

const text = SCREENS.settings;
type Action = keyof typeof text.actions;

const CARDS: readonly { icon: LucideIcon; actions: readonly Action[] }[] = [
  { icon: UserRound, actions: ['profile', 'password', 'emailPreferences'] },
  { icon: ShieldCheck, actions: ['twoFactor', 'loginHistory', 'privacy'] },
  { icon: Bell, actions: ['emailNotifications', 'push', 'reminders'] },
  { icon: CreditCard, actions: ['plan', 'billingHistory', 'paymentMethods'] },
];
/** Said plainly on the button as well as in its panel. */
const NOT_OFFERED: readonly Action[] = ['twoFactor', 'push', 'reminders'];

function Panel({ action, close }: { action: Action; close: () => void }): ReactNode {
  switch (action) {
    case 'password':
      return <PasswordForm onDone={close} onCancel={close} />;
    case 'emailPreferences':
    case 'emailNotifications':
      return <EmailPreferencesPanel onDone={close} />;
    case 'twoFactor':
      return <Note>{text.twoFactorText}</Note>;
    case 'loginHistory':
      return <LoginHistoryPanel />;
    case 'privacy':
      return <PrivacyPanel />;
    case 'push':
      return <Note>{text.pushText}</Note>;
    case 'reminders':
      return <Note>{text.remindersText}</Note>;
    case 'plan':
      return <PlanPanel />;
    case 'billingHistory':
      return <BillingHistoryPanel />;
    case 'paymentMethods':
      return <PaymentMethodsPanel />;
    default:
      return null;
  }
}

export function SettingsPage() {
  useDocumentTitle(text.documentTitle);
  const signOut = useSignOut();
  const [open, setOpen] = useState<Action | null>(null);
  const close = () => setOpen(null);

  return (
    <div className="mx-auto max-w-5xl px-6 py-10">
      <PageHeading title={text.title} subtitle={text.subtitle} />
      <div className="grid gap-6 md:grid-cols-2">
        {text.cards.map((card, index) => {
          const spec = CARDS[index];
          const Icon = spec?.icon ?? UserRound;
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
                {(spec?.actions ?? []).map((action) => (
                  <li key={action}>
                    {action === 'profile' ? (
                      <ButtonLink to="/profile" variant="secondary" className="w-full justify-start text-left">
                        {text.actions.profile}
                        <ChevronRight className="ml-auto size-4" aria-hidden="true" />
                      </ButtonLink>
                    ) : (
                      <Button
                        variant="secondary"
                        className="w-full justify-start text-left"
                        aria-haspopup="dialog"
                        onClick={() => setOpen(action)}
                      >
                        {text.actions[action]}
                        {NOT_OFFERED.includes(action) ? (
                          <span className="ml-auto shrink-0 text-xs font-medium whitespace-nowrap">
                            {text.notOffered}
                          </span>
                        ) : (
                          <ChevronRight className="ml-auto size-4" aria-hidden="true" />
                        )}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </Card>
          );
        })}
      </div>
      <BillingSection />
      <ApiKeysSection />
      <AccountActionsSection />
      <div className="mt-10 border-t border-cream-300 pt-8">
        <Button variant="secondary" onClick={signOut}>
          <LogOut className="size-4" aria-hidden="true" />
          {SCREENS.common.signOut}
        </Button>
      </div>
      <Modal
        open={open !== null}
        title={open ? text.actions[open] : ''}
        closeLabel={text.close}
        onClose={close}
        size={open === 'loginHistory' || open === 'billingHistory' || open === 'plan' ? 'lg' : 'md'}
      >
        {open ? <Panel action={open} close={close} /> : null}
      </Modal>
    </div>
  );
}
