import { emailChangeSchema, MESSAGES, type Me, profileUpdateSchema, SCREENS } from '@sommai/shared';
import { UserRound } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { Card } from '../../components/Card.tsx';
import { Field } from '../../components/Field.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PublicHeader } from '../../components/PublicHeader.tsx';
import { SiteFooter } from '../../components/SiteFooter.tsx';
import { useChangeEmail } from '../../lib/api/settings.ts';
import { useMe, useToken, useUpdateProfile } from '../../lib/auth/index.ts';
import { useConfig } from '../../lib/config.ts';
import { type FieldErrors, focusFirstInvalid, issuesToFieldErrors, serverFieldErrors } from '../../lib/forms.ts';
import { useDocumentTitle } from '../../lib/title.ts';
import { toast } from '../../lib/toasts.tsx';

type ProfileField = 'name' | 'email' | 'currentPassword';

function ProfileForm({ me }: { me: Me }) {
  const update = useUpdateProfile();
  const changeEmail = useChangeEmail();
  const [name, setName] = useState(me.name);
  const [email, setEmail] = useState(me.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const [emailStatus, setEmailStatus] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<ProfileField>>({});
  const emailChanged = email.trim().toLowerCase() !== me.email.toLowerCase();
  const pending = update.isPending || changeEmail.isPending;

  const fail = (form: HTMLFormElement, error: Error) => {
    setFieldErrors(serverFieldErrors<ProfileField>(error));
    focusFirstInvalid(form);
    toast.error(error.message || MESSAGES.profileUpdateFailed);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // The name changes at once; a new email needs the current password and a confirmation link.
    const nameChanged = name.trim() !== me.name;
    const parsedName = profileUpdateSchema.safeParse(nameChanged ? { name } : {});
    const parsedEmail = emailChanged ? emailChangeSchema.safeParse({ email, currentPassword }) : undefined;
    if (!nameChanged && !emailChanged) {
      toast(MESSAGES.profileNothingChanged);
      return;
    }
    const errors: FieldErrors<ProfileField> = {
      ...(nameChanged && !parsedName.success ? issuesToFieldErrors<ProfileField>(parsedName.error) : {}),
      ...(parsedEmail && !parsedEmail.success ? issuesToFieldErrors<ProfileField>(parsedEmail.error) : {}),
    };
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      focusFirstInvalid(form);
      return;
    }
    const askEmail = () => {
      if (!parsedEmail?.success) return;
      changeEmail.mutate(parsedEmail.data, {
        onSuccess: (result) => {
          setEmailStatus(result.message);
          setEmail(me.email);
          setCurrentPassword('');
          toast.success(result.message);
        },
        onError: (error) => fail(form, error),
      });
    };
    if (nameChanged && parsedName.success) {
      update.mutate(parsedName.data, {
        onSuccess: (updated) => {
          setName(updated.name);
          toast.success(MESSAGES.profileUpdated);
          askEmail();
        },
        onError: (error) => fail(form, error),
      });
    } else askEmail();
  };

  return (
    <Card className="max-w-xl">
      <div className="mb-6 flex items-center gap-4">
        <span className="grid size-14 place-items-center rounded-full bg-wine-100 text-wine-700" aria-hidden="true">
          <UserRound className="size-7" />
        </span>
        <div>
          <p className="font-serif text-xl font-bold text-wine-900">{me.name}</p>
          <p className="text-sm text-ink-muted">{me.email}</p>
        </div>
      </div>
      <form className="space-y-5" onSubmit={onSubmit} noValidate aria-busy={pending}>
        <Field
          label={SCREENS.common.name}
          name="name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={fieldErrors.name}
          required
        />
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
        {emailChanged ? (
          <Field
            label={SCREENS.profile.currentPassword}
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
            error={fieldErrors.currentPassword}
            hint={SCREENS.profile.emailChangeHint}
            required
          />
        ) : null}
        {emailStatus ? (
          <p role="status" className="rounded-md bg-wine-50 p-3 text-sm text-wine-900">
            {emailStatus}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={pending}>
            {pending ? SCREENS.profile.saving : SCREENS.profile.save}
          </Button>
          <ButtonLink to="/app/dashboard" variant="secondary">
            {SCREENS.profile.continueToApp}
          </ButtonLink>
        </div>
      </form>
    </Card>
  );
}

function ProfileUnavailable({ offerSignIn }: { offerSignIn: boolean }) {
  return (
    <Card className="max-w-xl">
      <p className="text-lg text-ink">{MESSAGES.profileUnavailable}</p>
      {offerSignIn ? (
        <p className="mt-3 text-ink-muted">
          {SCREENS.profile.signInPrompt}{' '}
          <Link to="/sign-in" className="font-semibold text-wine-700 underline underline-offset-4 hover:text-wine-900">
            {SCREENS.common.signIn}
          </Link>
        </p>
      ) : null}
      <ButtonLink to="/app/chat" className="mt-6">
        {SCREENS.profile.continueToApp}
      </ButtonLink>
    </Card>
  );
}

export function ProfilePage() {
  useDocumentTitle(SCREENS.profile.documentTitle);
  const token = useToken();
  const me = useMe();
  const config = useConfig();

  let content: ReactNode;
  if (token && me.isPending) content = <LoadingScreen text={SCREENS.common.loading} />;
  else if (token && me.data) content = <ProfileForm me={me.data} />;
  // Signed out, or the account service cannot be reached: say so, and offer sign-in only when it works.
  else content = <ProfileUnavailable offerSignIn={!token && config.isSuccess} />;

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main id="main" className="flex-1">
        <div className="mx-auto max-w-6xl px-6 py-12">
          <PageHeading title={SCREENS.profile.title} subtitle={SCREENS.profile.subtitle} />
          {content}
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
