// The plan panels: the current plan with its trial and storage, the billing history and the payment
// methods.
import { FREE_TRIAL_DAYS, MESSAGES, PLANS, SCREENS } from '@sommai/shared';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { useStorage } from '../../lib/api/files.ts';
import { useBilling, usePaymentRedirect, useStartTrial } from '../../lib/api/settings.ts';
import { useCurrentUser } from '../../lib/currentUser.tsx';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { toast } from '../../lib/toasts.tsx';
import { Failed, formatDay, Note, planName, Wait } from './panel-parts.tsx';

const text = SCREENS.settings;

export function PlanPanel() {
  const me = useCurrentUser();
  const billing = useBilling();
  const storage = useStorage();
  const trial = useStartTrial();
  const redirect = usePaymentRedirect();
  const navigate = useNavigate();
  if (billing.isPending) return <Wait />;
  if (billing.isError) return <Failed error={billing.error} retry={billing.refetch} />;
  const b = billing.data;
  const busy = trial.isPending || redirect.isPending;

  return (
    <div className="space-y-4">
      <div className="rounded-xl border border-cream-300 bg-white p-4">
        <p className="font-serif text-lg font-bold text-wine-900">
          {b.plan ? text.planLine(planName(b.plan)) : text.noPlan}
        </p>
        {b.planSource ? (
          <p className="mt-1 text-sm text-ink-muted">
            {text.planSource}: {text.planSourceLabels[b.planSource] ?? b.planSource}
          </p>
        ) : null}
        {b.trialEndsAt ? (
          <p className="mt-1 text-sm font-medium text-ink">
            {b.planSource === 'trial' && b.plan
              ? text.trialEnds(formatDay(b.trialEndsAt))
              : text.trialEnded(formatDay(b.trialEndsAt))}
          </p>
        ) : null}
        <p className="mt-2 text-sm text-ink-muted">
          {SCREENS.dashboard.tokensOf(
            me.usage.tokensUsed.toLocaleString('en-US'),
            me.limits.tokenLimit.toLocaleString('en-US'),
          )}{' '}
          ·{' '}
          {SCREENS.dashboard.imagesOf(
            me.usage.imagesUsed.toLocaleString('en-US'),
            me.limits.imageLimit.toLocaleString('en-US'),
          )}
        </p>
        {storage.data ? (
          <p className="mt-1 text-sm text-ink-muted">
            {SCREENS.files.storageLabel}: {SCREENS.files.used(storage.data.usedBytes, storage.data.limitBytes)}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        {!b.plan && b.trialAvailable
          ? PLANS.map((plan) => (
              <Button
                key={plan.id}
                variant={plan.popular ? 'primary' : 'secondary'}
                disabled={busy}
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
                {trial.isPending && trial.variables === plan.id ? text.starting : text.startTrial(plan.name)}
              </Button>
            ))
          : null}
        {b.stripeEnabled && b.planSource !== 'stripe'
          ? PLANS.map((plan) => (
              <Button
                key={`buy-${plan.id}`}
                variant="secondary"
                disabled={busy}
                onClick={() =>
                  redirect.mutate(
                    { kind: 'checkout', plan: plan.id },
                    { onError: (error) => toast.error(error.message || MESSAGES.paymentRedirectFailed) },
                  )
                }
              >
                {text.subscribe(plan.name)}
              </Button>
            ))
          : null}
        {b.stripeEnabled && b.planSource === 'stripe' ? (
          <Button
            disabled={busy}
            onClick={() =>
              redirect.mutate(
                { kind: 'portal' },
                { onError: (error) => toast.error(error.message || MESSAGES.paymentRedirectFailed) },
              )
            }
          >
            {redirect.isPending ? text.redirecting : text.manageSubscription}
          </Button>
        ) : null}
        <Link
          to="/pricing"
          className="inline-flex items-center px-2 text-sm font-semibold text-wine-700 underline underline-offset-4"
        >
          {text.viewPlans}
        </Link>
      </div>
    </div>
  );
}

export function BillingHistoryPanel() {
  const billing = useBilling();
  if (billing.isPending) return <Wait />;
  if (billing.isError) return <Failed error={billing.error} retry={billing.refetch} />;
  const history = billing.data.history;
  if (history.length === 0) return <Note>{text.billingEmpty}</Note>;
  return (
    <ul className="divide-y divide-cream-200 rounded-xl border border-cream-300 bg-white">
      {history.map((event) => (
        <li key={event.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
          <span>
            <span className="font-semibold text-ink">{text.billingKinds[event.kind] ?? event.kind}</span>
            {event.plan ? <span className="text-ink-muted"> · {planName(event.plan)}</span> : null}
          </span>
          <span className="text-ink-muted">
            {event.amountCents > 0 ? `${formatMoney(event.amountCents)} · ` : ''}
            {formatDateTime(event.createdAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function PaymentMethodsPanel() {
  const billing = useBilling();
  const redirect = usePaymentRedirect();
  if (billing.isPending) return <Wait />;
  if (billing.isError) return <Failed error={billing.error} retry={billing.refetch} />;
  if (!billing.data.stripeEnabled) return <Note>{text.noPaymentNeeded}</Note>;
  return (
    <div className="space-y-4">
      <Note>{text.paymentPortalText}</Note>
      <Button
        disabled={redirect.isPending}
        onClick={() =>
          redirect.mutate(
            { kind: 'portal' },
            { onError: (error) => toast.error(error.message || MESSAGES.paymentRedirectFailed) },
          )
        }
      >
        {redirect.isPending ? text.redirecting : text.manageSubscription}
      </Button>
    </div>
  );
}
