import { FREE_TRIAL_DAYS, PLANS, SCREENS, type SignUpInput, signUpSchema } from '@sommai/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { Field } from '../../components/Field.tsx';
import { FormError } from '../../components/FormError.tsx';
import { afterAuthPath, authSearch, isInviteCode, trialPlan, useInviteCheck } from '../../lib/api/invite.ts';
import { useSignUp, useToken } from '../../lib/auth/index.ts';
import {
  type FieldErrors,
  focusFirstInvalid,
  formErrorMessage,
  serverFieldErrors,
  validateForm,
} from '../../lib/forms.ts';
import { useDocumentTitle } from '../../lib/title.ts';
import { AuthLayout, HeroBullets } from './AuthLayout.tsx';

const SIGN_UP_FIELDS = ['name', 'email', 'password'] as const;
type SignUpField = (typeof SIGN_UP_FIELDS)[number];

function SignUpHero() {
  return (
    <>
      <h1 className="font-serif text-4xl font-bold tracking-tight text-cream-50">{SCREENS.signUp.title}</h1>
      <p className="mt-3 text-lg text-cream-200">{SCREENS.signUp.subtitle}</p>
      <HeroBullets />
    </>
  );
}

/** The address an invite was sent to, once the invite is known to be valid. */
function useInvitedEmail(code: string | undefined): string | undefined {
  const check = useInviteCheck(code ?? '', Boolean(code));
  return check.data?.status === 'valid' ? (check.data.email ?? undefined) : undefined;
}

export function SignUpPage() {
  useDocumentTitle(SCREENS.signUp.documentTitle);
  const token = useToken();
  const signUp = useSignUp();
  const [params] = useSearchParams();
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<SignUpField>>({});

  const inviteCode = params.get('invite');
  const invitedEmail = useInvitedEmail(isInviteCode(inviteCode) ? inviteCode : undefined);
  const trial = PLANS.find((plan) => plan.id === trialPlan(params));

  // The invited address fills the email field, unless the visitor has typed one already.
  useEffect(() => {
    if (invitedEmail) setValues((current) => (current.email ? current : { ...current, email: invitedEmail }));
  }, [invitedEmail]);

  // Started from an invite: back to it, to accept it; from a plan's free trial: on to start it.
  if (token) return <Navigate to={afterAuthPath(params)} replace />;

  const update = (field: SignUpField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = validateForm<SignUpInput, SignUpField>(signUpSchema, values, form, setFieldErrors);
    if (!parsed) return;
    signUp.mutate(parsed, {
      onError: (error) => {
        setFieldErrors(serverFieldErrors<SignUpField>(error));
        focusFirstInvalid(form);
      },
    });
  };

  return (
    <AuthLayout hero={<SignUpHero />}>
      <h2 className="font-serif text-2xl font-bold text-wine-900">{SCREENS.signUp.submit}</h2>
      {trial ? (
        <p className="mt-3 rounded-xl border border-wine-200 bg-wine-50 px-4 py-3 text-sm font-medium text-wine-900">
          {SCREENS.signUp.trialNote(trial.name, FREE_TRIAL_DAYS)}
        </p>
      ) : null}
      <form className="mt-6 space-y-5" onSubmit={onSubmit} noValidate aria-busy={signUp.isPending}>
        <FormError message={formErrorMessage(signUp.error, SIGN_UP_FIELDS)} />
        <Field
          label={SCREENS.common.name}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={update('name')}
          error={fieldErrors.name}
          required
        />
        <Field
          label={SCREENS.common.email}
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={update('email')}
          error={fieldErrors.email}
          required
        />
        <Field
          label={SCREENS.common.password}
          type="password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={update('password')}
          error={fieldErrors.password}
          hint={SCREENS.signUp.passwordHint}
          required
        />
        <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? SCREENS.signUp.submitting : SCREENS.signUp.submit}
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-ink-muted">
        {SCREENS.signUp.haveAccount}{' '}
        <Link
          to={`/sign-in${authSearch(params)}`}
          className="font-semibold text-wine-700 underline underline-offset-4 hover:text-wine-900"
        >
          {SCREENS.signUp.signInLink}
        </Link>
      </p>
    </AuthLayout>
  );
}
