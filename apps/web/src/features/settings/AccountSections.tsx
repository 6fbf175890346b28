// Settings → Billing & Subscription (cancel or resume the plan) and Settings → Account Actions
// (export the data, delete the account), where the Support FAQ sends users.
import { MESSAGES, SCREENS } from '@sommai/shared';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, Download, ShieldAlert, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Field } from '../../components/Field.tsx';
import { FormError } from '../../components/FormError.tsx';
import { Modal } from '../../components/Modal.tsx';
import { isApiError } from '../../lib/api/index.ts';
import {
  useBilling,
  useDeleteAccount,
  useExportData,
  usePaymentRedirect,
  usePlanChange,
} from '../../lib/api/settings.ts';
import { clearToken } from '../../lib/auth/index.ts';
import { toast } from '../../lib/toasts.tsx';
import { formatDay, planName } from './panel-parts.tsx';

const text = SCREENS.settings;

function Section({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className="mt-6" role="region" aria-labelledby={headingId}>
      <div className="flex items-start gap-3">
        <span
          className="grid size-10 shrink-0 place-items-center rounded-xl bg-wine-100 text-wine-700"
          aria-hidden="true"
        >
          {icon}
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="font-serif text-xl font-bold text-wine-900">
            {title}
          </h2>
          <p className="text-sm text-ink-muted">{description}</p>
        </div>
      </div>
      <div className="mt-5">{children}</div>
    </Card>
  );
}

export function BillingSection() {
  const billing = useBilling();
  const change = usePlanChange();
  const portal = usePaymentRedirect();
  const [confirming, setConfirming] = useState(false);
  const b = billing.data;
  const plan = b?.plan ?? null;
  const viaPortal = Boolean(b?.stripeEnabled && b.planSource === 'stripe');
  // A trial ends with the trial; any other plan at the end of the month (the server decides and says when).
  const endsOn = b?.planSource === 'trial' && b.trialEndsAt ? b.trialEndsAt : endOfMonth();

  return (
    <Section icon={<CreditCard className="size-5" />} title={text.billingTitle} description={text.billingText}>
      {!b ? (
        <p className="text-sm text-ink-muted">{billing.isError ? MESSAGES.settingsLoadFailed : text.loading}</p>
      ) : !plan ? (
        <p className="text-ink">
          {text.noPlan}{' '}
          <Link to="/pricing" className="font-semibold text-wine-700 underline underline-offset-4">
            {text.viewPlans}
          </Link>
        </p>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="text-ink">
            <p className="font-semibold">{text.planLine(planName(plan))}</p>
            {b.planEndsAt ? (
              <p className="text-sm font-medium text-red-900" data-testid="plan-ends">
                {text.planEnds(formatDay(b.planEndsAt))}
              </p>
            ) : null}
          </div>
          {viaPortal ? (
            <Button
              variant="secondary"
              disabled={portal.isPending}
              onClick={() =>
                portal.mutate(
                  { kind: 'portal' },
                  { onError: (error) => toast.error(error.message || MESSAGES.paymentRedirectFailed) },
                )
              }
            >
              {portal.isPending ? text.redirecting : text.cancelSubscription}
            </Button>
          ) : b.planEndsAt ? (
            <Button
              disabled={change.isPending}
              onClick={() =>
                change.mutate('resume', {
                  onSuccess: () => toast.success(MESSAGES.planResumed(planName(plan))),
                  onError: (error) => toast.error(error.message || MESSAGES.planCancelFailed),
                })
              }
            >
              {change.isPending ? text.resuming : text.resumeSubscription}
            </Button>
          ) : (
            <Button variant="secondary" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
              {text.cancelSubscription}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={text.cancelConfirmTitle}
        text={plan ? text.cancelConfirmText(planName(plan), formatDay(endsOn)) : ''}
        confirmLabel={text.cancelSubscription}
        busyLabel={text.cancelling}
        cancelLabel={text.keepPlan}
        busy={change.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          change.mutate('cancel', {
            onSuccess: (result) => {
              setConfirming(false);
              if (plan && result.planEndsAt)
                toast.success(MESSAGES.planCanceled(planName(plan), formatDay(result.planEndsAt)));
            },
            onError: (error) => {
              setConfirming(false);
              toast.error(error.message || MESSAGES.planCancelFailed);
            },
          })
        }
      />
    </Section>
  );
}

function endOfMonth(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
}

function ExportButton({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const exportData = useExportData();
  return (
    <Button
      variant={variant}
      disabled={exportData.isPending}
      onClick={() =>
        exportData.mutate(undefined, {
          onSuccess: () => toast.success(MESSAGES.exportStarted),
          onError: (error) => toast.error(error.message || MESSAGES.exportFailed),
        })
      }
    >
      <Download className="size-4" aria-hidden="true" />
      {exportData.isPending ? text.exporting : text.exportData}
    </Button>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  // An account that signs in only with single sign-on confirms by typing its email instead.
  const [byEmail, setByEmail] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!byEmail && !password) {
      setError(MESSAGES.currentPasswordRequired);
      return;
    }
    setError(undefined);
    remove.mutate(byEmail ? { email } : { password }, {
      onSuccess: async () => {
        await navigate('/', { replace: true, flushSync: true });
        clearToken();
        queryClient.clear();
        toast.success(MESSAGES.accountDeleted);
      },
      onError: (err) => {
        if (isApiError(err) && err.code === 'CONFIRMATION_REQUIRED') {
          setByEmail(true);
          setError(byEmail ? err.message : undefined);
          return;
        }
        if (isApiError(err) && err.code === 'WRONG_PASSWORD') setError(err.message);
        else setError(undefined);
      },
    });
  };
  const fieldError = error;
  const formError =
    remove.error &&
    !(isApiError(remove.error) && ['WRONG_PASSWORD', 'CONFIRMATION_REQUIRED'].includes(remove.error.code))
      ? remove.error.message || MESSAGES.accountDeleteFailed
      : null;

  return (
    <form className="space-y-4" onSubmit={onSubmit} noValidate aria-busy={remove.isPending}>
      <p className="font-medium text-red-900">{text.deleteWarning}</p>
      <div className="rounded-xl border border-cream-300 bg-white p-4">
        <p className="mb-3 text-sm text-ink">{text.deleteExportFirst}</p>
        <ExportButton />
      </div>
      <FormError message={formError} />
      {byEmail ? (
        <Field
          label={text.deleteEmailLabel}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError}
          required
        />
      ) : (
        <Field
          label={text.deletePasswordLabel}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldError}
          required
        />
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {text.cancel}
        </Button>
        <button
          type="submit"
          disabled={remove.isPending}
          className="inline-flex items-center justify-center gap-2 rounded-full bg-red-800 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {remove.isPending ? text.deleting : text.deleteConfirm}
        </button>
      </div>
    </form>
  );
}

export function AccountActionsSection() {
  const [deleting, setDeleting] = useState(false);
  return (
    <Section
      icon={<ShieldAlert className="size-5" />}
      title={text.accountActionsTitle}
      description={text.accountActionsText}
    >
      <p className="mb-4 text-sm text-ink">{text.exportText}</p>
      <div className="flex flex-wrap gap-3">
        <ExportButton />
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setDeleting(true)} className="text-red-900">
          <Trash2 className="size-4" aria-hidden="true" />
          {text.deleteAccount}
        </Button>
      </div>
      <Modal open={deleting} title={text.deleteTitle} closeLabel={text.close} onClose={() => setDeleting(false)}>
        {deleting ? <DeleteAccountForm onCancel={() => setDeleting(false)} /> : null}
      </Modal>
    </Section>
  );
}
