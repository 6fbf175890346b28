import { MESSAGES, SCREENS, type SignInInput, signInSchema } from '@sommai/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../components/Button.tsx';
import { Field } from '../../components/Field.tsx';
import { FormError } from '../../components/FormError.tsx';
import { apiUrl } from '../../lib/api/index.ts';
import { afterAuthPath, authSearch } from '../../lib/api/invite.ts';
import { useOidcToken, useSignIn, useToken } from '../../lib/auth/index.ts';
import { useConfig } from '../../lib/config.ts';
import {
  errorMessage,
  type FieldErrors,
  focusFirstInvalid,
  formErrorMessage,
  serverFieldErrors,
  validateForm,
} from '../../lib/forms.ts';
import { useDocumentTitle } from '../../lib/title.ts';
import { AuthLayout, HeroBullets } from './AuthLayout.tsx';

const SIGN_IN_FIELDS = ['email', 'password'] as const;
type SignInField = (typeof SIGN_IN_FIELDS)[number];

function SignInHero() {
  const text = SCREENS.signIn;
  return (
    <>
      <h1 className="font-serif text-4xl font-bold tracking-tight text-cream-50">{text.title}</h1>
      <p className="mt-3 text-lg text-cream-200">{text.subtitle}</p>
      <HeroBullets />
    </>
  );
}

/** Completes a sign-in that came back from the OIDC provider (`?oidc=done`). */
function useFinishOidc() {
  const [params] = useSearchParams();
  const oidc = useOidcToken();
  const started = useRef(false);
  const returning = params.get('oidc') === 'done';
  const { mutate } = oidc;
  useEffect(() => {
    if (!returning || started.current) return;
    started.current = true;
    mutate();
  }, [returning, mutate]);
  return { returning, oidc };
}

export function SignInPage() {
  useDocumentTitle(SCREENS.signIn.documentTitle);
  const token = useToken();
  const { data: config } = useConfig();
  const signIn = useSignIn();
  const [params] = useSearchParams();
  const { returning, oidc } = useFinishOidc();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<SignInField>>({});

  // Started from an invite: back to it, to accept it.
  if (token) return <Navigate to={afterAuthPath(params)} replace />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = validateForm<SignInInput, SignInField>(signInSchema, { email, password }, form, setFieldErrors);
    if (!parsed) return;
    signIn.mutate(parsed, {
      onError: (error) => {
        setFieldErrors(serverFieldErrors<SignInField>(error));
        focusFirstInvalid(form);
      },
    });
  };

  const busy = signIn.isPending || oidc.isPending;
  const formError = formErrorMessage(signIn.error, SIGN_IN_FIELDS) ?? (returning ? errorMessage(oidc.error) : null);

  return (
    <AuthLayout hero={<SignInHero />}>
      <h2 className="font-serif text-2xl font-bold text-wine-900">{SCREENS.signIn.formTitle}</h2>
      {oidc.isPending ? (
        <p role="status" className="mt-4 text-ink-muted">
          {MESSAGES.signInFinishing}
        </p>
      ) : null}
      <form className="mt-6 space-y-5" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <FormError message={formError} />
        <Field
          label={SCREENS.common.email}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email}
          required
        />
        <Field
          label={SCREENS.common.password}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
          required
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {signIn.isPending ? SCREENS.signIn.submitting : SCREENS.signIn.submit}
        </Button>
      </form>
      {config?.oidc.enabled ? (
        <>
          <p className="my-6 flex items-center gap-3 text-sm text-ink-muted before:h-px before:flex-1 before:bg-cream-300 after:h-px after:flex-1 after:bg-cream-300">
            {SCREENS.common.or}
          </p>
          <a href={apiUrl('/account/oidc/start')} className={buttonClasses('secondary', 'lg', 'w-full')}>
            {SCREENS.signIn.continueWith(config.oidc.name)}
          </a>
        </>
      ) : null}
      <p className="mt-8 text-center text-sm text-ink-muted">
        {SCREENS.signIn.noAccount}{' '}
        <Link
          to={`/sign-up${authSearch(params)}`}
          className="font-semibold text-wine-700 underline underline-offset-4 hover:text-wine-900"
        >
          {SCREENS.signIn.signUpLink}
        </Link>
      </p>
    </AuthLayout>
  );
}
