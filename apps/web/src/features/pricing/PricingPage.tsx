import { FREE_TRIAL_DAYS, MESSAGES, type Me, PLANS, type Plan, REFUND_POLICY, SCREENS } from '@sommai/shared';
import { Check, ShieldCheck, Sparkles } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { PublicHeader } from '../../components/PublicHeader.tsx';
import { SiteFooter } from '../../components/SiteFooter.tsx';
import { useStartTrial } from '../../lib/api/settings.ts';
import { useMe } from '../../lib/auth/index.ts';
import { useDocumentTitle } from '../../lib/title.ts';
import { toast } from '../../lib/toasts.tsx';

const text = SCREENS.pricing;
const status = SCREENS.planStatus;
// The header's "Start Free Trial" offers the plan the page recommends.
const HEADER_TRIAL_PLAN = (PLANS.find((p) => p.popular) ?? PLANS[0])?.id;
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** Visitors sign up first (spec), and the trial of this plan starts then; a signed-in user starts it here. */
function TrialButton({ plan, me }: { plan: Plan; me: Me | undefined }) {
  const trial = useStartTrial();
  const navigate = useNavigate();
  const variant = plan.popular ? 'gold' : 'primary';
  const label = `${text.startTrial}: ${plan.name}`;
  if (!me) {
    return (
      <ButtonLink
        to={`/sign-up?trial=${plan.id}`}
        variant={variant}
        size="lg"
        className="mt-10 w-full"
        aria-label={label}
      >
        {text.startTrial}
      </ButtonLink>
    );
  }
  if (me.plan === plan.id) {
    return (
      <p className="mt-10 rounded-full border border-current px-7 py-3 text-center font-semibold">{status.current}</p>
    );
  }
  return (
    <Button
      variant={variant}
      size="lg"
      className="mt-10 w-full"
      aria-label={label}
      disabled={trial.isPending}
      onClick={() =>
        trial.mutate(plan.id, {
          onSuccess: () => {
            toast.success(MESSAGES.trialStarted(plan.name, FREE_TRIAL_DAYS));
            void navigate('/app/dashboard');
          },
          onError: (error) => toast.error(error.message || MESSAGES.trialStartFailed),
        })
      }
    >
      {trial.isPending ? status.starting : text.startTrial}
    </Button>
  );
}

function PlanStatus({ me }: { me: Me | undefined }) {
  if (!me?.plan) return null;
  const name = PLANS.find((p) => p.id === me.plan)?.name ?? me.plan;
  return (
    <p className="mx-auto mt-8 max-w-2xl rounded-2xl border border-wine-200 bg-wine-50 px-5 py-3 text-center font-medium text-wine-900">
      {me.planSource === 'trial' && me.trialEndsAt
        ? status.trialActive(name, dayFormat.format(new Date(me.trialEndsAt)))
        : status.currentPlan(name)}
    </p>
  );
}

function PlanCard({ plan, me }: { plan: Plan; me: Me | undefined }) {
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
      <TrialButton plan={plan} me={me} />
    </section>
  );
}

export function PricingPage() {
  useDocumentTitle(text.documentTitle);
  const me = useMe().data;
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader>
        <ButtonLink to="/sign-in" variant="ghost" size="sm">
          {text.login}
        </ButtonLink>
        <ButtonLink to={`/sign-up?trial=${HEADER_TRIAL_PLAN}`} size="sm">
          {text.startTrial}
        </ButtonLink>
      </PublicHeader>
      <main id="main" className="flex-1">
        <div className="mx-auto max-w-5xl px-6 py-14 sm:py-20">
          <div className="mx-auto max-w-2xl text-center">
            <h1 className="font-serif text-4xl font-bold tracking-tight text-wine-900 sm:text-5xl">{text.title}</h1>
            <p className="mt-4 text-lg text-ink-muted">{text.subtitle}</p>
          </div>

          <PlanStatus me={me} />
          <div className="mt-14 grid gap-8 md:grid-cols-2">
            {PLANS.map((plan) => (
              <PlanCard key={plan.id} plan={plan} me={me} />
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
