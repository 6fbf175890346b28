import { PLANS, type Plan, REFUND_POLICY, SCREENS } from '@sommai/shared';
import { Check, ShieldCheck, Sparkles } from 'lucide-react';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { PublicHeader } from '../../components/PublicHeader.tsx';
import { SiteFooter } from '../../components/SiteFooter.tsx';
import { useDocumentTitle } from '../../lib/title.ts';

const text = SCREENS.pricing;

function PlanCard({ plan }: { plan: Plan }) {
  const headingId = `plan-${plan.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-3xl border p-8 shadow-sm ${
        plan.popular ? 'border-wine-700 bg-wine-900 text-cream-100 shadow-xl' : 'border-cream-300 bg-cream-50 text-ink'
      }`}
    >
      {plan.popular ? (
        <p className="absolute -top-3.5 left-8 inline-flex items-center gap-1.5 rounded-full bg-gold-300 px-3 py-1 text-xs font-bold tracking-wide text-wine-950 uppercase">
          <Sparkles className="size-3.5" aria-hidden="true" />
          {text.mostPopular}
        </p>
      ) : null}
      <h2
        id={headingId}
        className={`font-serif text-2xl font-bold ${plan.popular ? 'text-cream-50' : 'text-wine-900'}`}
      >
        {plan.name}
      </h2>
      <p className={`mt-2 ${plan.popular ? 'text-cream-200' : 'text-ink-muted'}`}>{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className={`font-serif text-5xl font-bold ${plan.popular ? 'text-cream-50' : 'text-wine-900'}`}>
          {plan.price}
        </span>
        <span className={plan.popular ? 'text-cream-200' : 'text-ink-muted'}>{plan.period}</span>
      </p>
      <ul className="mt-8 flex-1 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-3">
            <Check
              className={`mt-0.5 size-5 shrink-0 ${plan.popular ? 'text-gold-300' : 'text-wine-700'}`}
              aria-hidden="true"
            />
            {feature}
          </li>
        ))}
      </ul>
      <ButtonLink
        to="/sign-up"
        variant={plan.popular ? 'gold' : 'primary'}
        size="lg"
        className="mt-10 w-full"
        aria-label={`${text.startTrial}: ${plan.name}`}
      >
        {text.startTrial}
      </ButtonLink>
    </section>
  );
}

export function PricingPage() {
  useDocumentTitle(text.documentTitle);
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader>
        <ButtonLink to="/sign-in" variant="ghost" size="sm">
          {text.login}
        </ButtonLink>
        <ButtonLink to="/sign-up" size="sm">
          {text.startTrial}
        </ButtonLink>
      </PublicHeader>
      <main id="main" className="flex-1">
        <div className="mx-auto max-w-5xl px-6 py-14 sm:py-20">
          <div className="mx-auto max-w-2xl text-center">
            <h1 className="font-serif text-4xl font-bold tracking-tight text-wine-900 sm:text-5xl">{text.title}</h1>
            <p className="mt-4 text-lg text-ink-muted">{text.subtitle}</p>
          </div>

          <div className="mt-14 grid gap-8 md:grid-cols-2">
            {PLANS.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </div>

          <p className="mx-auto mt-10 max-w-2xl text-center font-medium text-wine-900">{text.trialLine}</p>
          <p className="mx-auto mt-3 flex max-w-2xl items-center justify-center gap-2 text-center text-ink-muted">
            <ShieldCheck className="size-5 shrink-0 text-wine-700" aria-hidden="true" />
            {REFUND_POLICY.title}
          </p>

          <section aria-labelledby="pricing-faq" className="mx-auto mt-20 max-w-3xl">
            <h2 id="pricing-faq" className="text-center font-serif text-3xl font-bold text-wine-900">
              {text.faqTitle}
            </h2>
            <div className="mt-8 space-y-3">
              {text.faq.map((item) => (
                <details
                  key={item.question}
                  className="group rounded-2xl border border-cream-300 bg-cream-50 px-6 py-4"
                >
                  <summary className="cursor-pointer list-none font-semibold text-wine-900 marker:hidden">
                    <span className="flex items-center justify-between gap-4">
                      {item.question}
                      <span
                        aria-hidden="true"
                        className="text-xl text-wine-700 transition-transform group-open:rotate-45"
                      >
                        +
                      </span>
                    </span>
                  </summary>
                  <p className="mt-3 text-ink-muted">{item.answer}</p>
                </details>
              ))}
            </div>
          </section>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
