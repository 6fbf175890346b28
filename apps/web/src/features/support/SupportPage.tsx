import { REFUND_POLICY, SCREENS, SUPPORT } from '@sommai/shared';
import { Clock, Mail, MessageCircleQuestion, ShieldCheck } from 'lucide-react';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { Card } from '../../components/Card.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PublicHeader } from '../../components/PublicHeader.tsx';
import { SiteFooter } from '../../components/SiteFooter.tsx';
import { useConfig } from '../../lib/config.ts';
import { useDocumentTitle } from '../../lib/title.ts';

const text = SCREENS.support;

function mailto(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

export function SupportPage() {
  useDocumentTitle(text.documentTitle);
  const { data: config } = useConfig();
  const email = config?.supportEmail;

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader>
        <ButtonLink to="/pricing" variant="ghost" size="sm">
          {SCREENS.common.pricing}
        </ButtonLink>
        <ButtonLink to="/sign-in" size="sm">
          {SCREENS.common.signIn}
        </ButtonLink>
      </PublicHeader>
      <main id="main" className="flex-1">
        <div className="mx-auto max-w-5xl px-6 py-12">
          <PageHeading title={text.title} subtitle={text.subtitle} />

          <div className="grid gap-6 md:grid-cols-2">
            <Card>
              <h2 className="flex items-center gap-2 font-serif text-xl font-bold text-wine-900">
                <Mail className="size-5 text-wine-700" aria-hidden="true" />
                {text.contactTitle}
              </h2>
              <dl className="mt-5 space-y-4">
                <div>
                  <dt className="text-sm font-semibold text-ink-muted">{text.emailLabel}</dt>
                  <dd className="mt-1 text-lg">
                    {email ? (
                      <a href={mailto(email)} className="font-semibold text-wine-700 underline underline-offset-4">
                        {email}
                      </a>
                    ) : (
                      text.emailUnknown
                    )}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold text-ink-muted">{text.responseTimeLabel}</dt>
                  <dd className="mt-1 flex items-center gap-2">
                    <Clock className="size-4 text-wine-700" aria-hidden="true" />
                    {SUPPORT.responseTime}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold text-ink-muted">{text.hoursLabel}</dt>
                  <dd className="mt-1">{SUPPORT.hours}</dd>
                </div>
              </dl>
            </Card>

            <Card>
              <h2 className="font-serif text-xl font-bold text-wine-900">{text.quickActionsTitle}</h2>
              <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                {text.quickActions.map((action) => (
                  <li key={action.label}>
                    {email ? (
                      <a
                        href={mailto(email, action.subject)}
                        className="flex h-full items-center gap-2 rounded-xl border border-cream-300 bg-white px-4 py-3 font-semibold text-wine-800 transition-colors hover:border-wine-600 hover:bg-wine-50"
                      >
                        <Mail className="size-4 shrink-0" aria-hidden="true" />
                        {action.label}
                      </a>
                    ) : (
                      <span className="flex h-full items-center gap-2 rounded-xl border border-cream-300 px-4 py-3 font-semibold text-ink-muted">
                        {action.label}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </Card>
          </div>

          <section
            aria-labelledby="refund-title"
            className="mt-6 rounded-3xl bg-wine-900 p-8 text-cream-100 shadow-lg sm:flex sm:items-start sm:gap-6"
          >
            <ShieldCheck className="mb-4 size-10 shrink-0 text-gold-300 sm:mb-0" aria-hidden="true" />
            <div>
              <h2 id="refund-title" className="font-serif text-2xl font-bold text-cream-50">
                {REFUND_POLICY.title}
              </h2>
              <p className="mt-2 text-cream-200">{REFUND_POLICY.text}</p>
            </div>
          </section>

          <section aria-labelledby="common-issues" className="mt-12">
            <h2 id="common-issues" className="flex items-center gap-2 font-serif text-2xl font-bold text-wine-900">
              <MessageCircleQuestion className="size-6 text-wine-700" aria-hidden="true" />
              {text.commonIssuesTitle}
            </h2>
            <div className="mt-6 space-y-3">
              {text.commonIssues.map((item) => (
                <Card key={item.question} className="py-5">
                  <h3 className="font-semibold text-wine-900">{item.question}</h3>
                  <p className="mt-2 text-ink-muted">{item.answer}</p>
                </Card>
              ))}
            </div>
          </section>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
