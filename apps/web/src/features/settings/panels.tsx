import {
  changePasswordSchema,
  EMAIL_PREFERENCE_KEYS,
  type EmailPreferences,
  FREE_TRIAL_DAYS,
  type LoginSession,
  MESSAGES,
  PLANS,
  type PlanId,
  SCREENS,
} from '@sommai/shared';
import { LoaderCircle, LogOut, MonitorSmartphone } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { ExternalLink } from '../../components/ExternalLink.tsx';
import { Field } from '../../components/Field.tsx';
import { FormError } from '../../components/FormError.tsx';
import { useStorage } from '../../lib/api/files.ts';
import {
  useBilling,
  useChangePassword,
  useEmailPreferences,
  usePaymentRedirect,
  useRevokeSession,
  useSaveEmailPreferences,
  useSessions,
  useSignOutEverywhere,
  useStartTrial,
} from '../../lib/api/settings.ts';
import { useConfig } from '../../lib/config.ts';
import { useCurrentUser } from '../../lib/currentUser.tsx';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import {
  type FieldErrors,
  focusFirstInvalid,
  formErrorMessage,
  issuesToFieldErrors,
  serverFieldErrors,
} from '../../lib/forms.ts';
import { toast } from '../../lib/toasts.tsx';

const text = SCREENS.settings;
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
export const formatDay = (value: string) => dateFormat.format(new Date(value));
export const planName = (plan: PlanId) => PLANS.find((p) => p.id === plan)?.name ?? plan;

function Wait() {
  return (
    <p role="status" className="flex items-center gap-2 text-ink-muted">
      <LoaderCircle className="size-5 animate-spin text-wine-700 motion-reduce:animate-none" aria-hidden="true" />
      {text.loading}
    </p>
  );
}

function Failed({ error, retry }: { error: Error; retry: () => unknown }) {
  return (
    <div role="alert" className="text-red-900">
      <p className="font-semibold">{MESSAGES.settingsLoadFailed}</p>
      <p className="mt-1 text-sm">{error.message}</p>
      <Button className="mt-3" size="sm" variant="secondary" onClick={() => retry()}>
        {text.tryAgain}
      </Button>
    </div>
  );
}

export function Note({ children }: { children: ReactNode }) {
  return <p className="text-ink">{children}</p>;
}

type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

export function PasswordForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const change = useChangePassword();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});
  const update = (field: PasswordField) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = changePasswordSchema.safeParse(values);
    const next: FieldErrors<PasswordField> = parsed.success ? {} : issuesToFieldErrors<PasswordField>(parsed.error);
    if (!values.newPassword) next.newPassword = MESSAGES.newPasswordRequired;
    if (!next.newPassword && values.confirmPassword !== values.newPassword) {
      next.confirmPassword = MESSAGES.passwordsDoNotMatch;
    }
    if (!parsed.success || Object.keys(next).length > 0) {
      setErrors(next);
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(MESSAGES.passwordChanged);
        onDone();
      },
      onError: (error) => {
        const fields = serverFieldErrors<PasswordField>(error);
        if (error.message === MESSAGES.currentPasswordWrong) fields.currentPassword = error.message;
        setErrors(fields);
        focusFirstInvalid(form);
      },
    });
  };

  return (
    <form className="space-y-4" onSubmit={onSubmit} noValidate aria-busy={change.isPending}>
      <FormError
        message={
          errors.currentPassword === MESSAGES.currentPasswordWrong
            ? null
            : formErrorMessage(change.error, ['currentPassword', 'newPassword'])
        }
      />
      <Field
        label={text.currentPassword}
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={update('currentPassword')}
        error={errors.currentPassword}
        required
      />
      <Field
        label={text.newPassword}
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={update('newPassword')}
        error={errors.newPassword}
        hint={SCREENS.signUp.passwordHint}
        required
      />
      <Field
        label={text.confirmPassword}
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={update('confirmPassword')}
        error={errors.confirmPassword}
        required
      />
      <p className="text-sm text-ink-muted">{text.passwordNote}</p>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={change.isPending}>
          {text.cancel}
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? text.changing : text.changePassword}
        </Button>
      </div>
    </form>
  );
}

function PreferencesForm({ initial, onDone }: { initial: EmailPreferences; onDone: () => void }) {
  const save = useSaveEmailPreferences();
  const [values, setValues] = useState(initial);
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(values, {
          onSuccess: () => {
            toast.success(MESSAGES.emailPreferencesSaved);
            onDone();
          },
          onError: () => toast.error(MESSAGES.emailPreferencesSaveFailed),
        });
      }}
    >
      <p className="text-sm text-ink-muted">{text.emailPreferencesText}</p>
      <fieldset className="space-y-3">
        <legend className="sr-only">{text.actions.emailPreferences}</legend>
        {EMAIL_PREFERENCE_KEYS.map((key) => (
          <label
            key={key}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-cream-300 bg-white px-4 py-3"
          >
            <input
              type="checkbox"
              checked={values[key]}
              onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.checked }))}
              className="size-5 accent-wine-700"
            />
            <span className="font-medium text-ink">{text.emailPreferenceLabels[key]}</span>
          </label>
        ))}
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? text.saving : text.save}
        </Button>
      </div>
    </form>
  );
}

export function EmailPreferencesPanel({ onDone }: { onDone: () => void }) {
  const prefs = useEmailPreferences(true);
  if (prefs.isPending) return <Wait />;
  if (prefs.isError) return <Failed error={prefs.error} retry={prefs.refetch} />;
  return <PreferencesForm initial={prefs.data} onDone={onDone} />;
}

function deviceName(session: LoginSession): string {
  const ua = session.userAgent ?? '';
  if (!ua) return text.unknownDevice;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Chrome\//.test(ua)
      ? 'Chrome'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Safari\//.test(ua)
          ? 'Safari'
          : null;
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  return [browser, os].filter(Boolean).join(' · ') || ua.slice(0, 60);
}

export function LoginHistoryPanel() {
  const sessions = useSessions(true);
  const revoke = useRevokeSession();
  const everywhere = useSignOutEverywhere();
  if (sessions.isPending) return <Wait />;
  if (sessions.isError) return <Failed error={sessions.error} retry={sessions.refetch} />;
  const others = sessions.data.filter((s) => !s.current);
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">{text.loginHistoryText}</p>
      <ul className="space-y-2">
        {sessions.data.map((session) => {
          const device = deviceName(session);
          const when = formatDateTime(session.createdAt);
          return (
            <li key={session.id} className="flex items-center gap-3 rounded-xl border border-cream-300 bg-white p-3">
              <MonitorSmartphone className="size-5 shrink-0 text-wine-700" aria-hidden="true" />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold text-ink">
                  {device}
                  {session.current ? (
                    <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-900">
                      {text.thisDevice}
                    </span>
                  ) : null}
                </p>
                <p className="text-ink-muted">
                  {session.ipAddress ?? text.unknownPlace} · {text.signedInAt(when)}
                </p>
              </div>
              {session.current ? null : (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={revoke.isPending}
                  aria-label={text.signOutDeviceLabel(device, when)}
                  onClick={() =>
                    revoke.mutate(session.id, {
                      onSuccess: () => toast.success(MESSAGES.sessionSignedOut),
                      onError: () => toast.error(MESSAGES.sessionSignOutFailed),
                    })
                  }
                >
                  {text.signOutDevice}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length === 0 ? <p className="text-sm text-ink-muted">{text.noOtherSessions}</p> : null}
      <Button
        variant="secondary"
        disabled={everywhere.isPending || others.length === 0}
        onClick={() =>
          everywhere.mutate(undefined, {
            onSuccess: () => toast.success(MESSAGES.signedOutEverywhere),
            onError: () => toast.error(MESSAGES.signOutEverywhereFailed),
          })
        }
      >
        <LogOut className="size-4" aria-hidden="true" />
        {text.signOutEverywhere}
      </Button>
    </div>
  );
}

export function PrivacyPanel() {
  const { data: config } = useConfig();
  return (
    <div className="space-y-4">
      <Note>{text.privacyText}</Note>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/app/files" variant="secondary">
          {text.privacyFilesLink}
        </ButtonLink>
        {config?.privacyUrl ? (
          <ExternalLink
            href={config.privacyUrl}
            className="inline-flex items-center rounded-full px-4 py-2.5 text-sm font-semibold text-wine-700 underline underline-offset-4 hover:text-wine-900"
          >
            {text.privacyPolicyLink}
          </ExternalLink>
        ) : null}
      </div>
    </div>
  );
}

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
