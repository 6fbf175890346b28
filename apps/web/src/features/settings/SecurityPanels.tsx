// The security and privacy panels: changing the password, the devices signed in, and where the
// user's own data lives.
import { changePasswordSchema, type LoginSession, MESSAGES, SCREENS } from '@sommai/shared';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { ExternalLink } from '../../components/ExternalLink.tsx';
import { Field } from '../../components/Field.tsx';
import { FormError } from '../../components/FormError.tsx';
import { useChangePassword, useRevokeSession, useSessions, useSignOutEverywhere } from '../../lib/api/settings.ts';
import { useConfig } from '../../lib/config.ts';
import { formatDateTime } from '../../lib/format.ts';
import {
  type FieldErrors,
  focusFirstInvalid,
  formErrorMessage,
  issuesToFieldErrors,
  serverFieldErrors,
} from '../../lib/forms.ts';
import { toast } from '../../lib/toasts.tsx';
import { Failed, Note, Wait } from './panel-parts.tsx';

const text = SCREENS.settings;

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
