import { MESSAGES, type Me, profileUpdateSchema, SCREENS } from '@sommai/shared';
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
import { useMe, useToken, useUpdateProfile } from '../../lib/auth/index.ts';
import { useConfig } from '../../lib/config.ts';
import { type FieldErrors, focusFirstInvalid, issuesToFieldErrors, serverFieldErrors } from '../../lib/forms.ts';
import { useDocumentTitle } from '../../lib/title.ts';
import { toast } from '../../lib/toasts.tsx';

type ProfileField = 'name' | 'email';

function ProfileForm({ me }: { me: Me }) {
  const update = useUpdateProfile();
  const [name, setName] = useState(me.name);
  const [email, setEmail] = useState(me.email);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<ProfileField>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // Only what changed is sent, so an unchanged email is never re-checked for duplicates.
    const changes: { name?: string; email?: string } = {};
    if (name.trim() !== me.name) changes.name = name;
    if (email.trim() !== me.email) changes.email = email;
    const parsed = profileUpdateSchema.safeParse(changes);
    if (!parsed.success) {
      const errors = issuesToFieldErrors<ProfileField>(parsed.error);
      setFieldErrors(errors);
      focusFirstInvalid(form);
      if (Object.keys(errors).length === 0) toast(MESSAGES.profileNothingChanged);
      return;
    }
    setFieldErrors({});
    update.mutate(parsed.data, {
      onSuccess: (updated) => {
        setName(updated.name);
        setEmail(updated.email);
        toast.success(MESSAGES.profileUpdated);
      },
      onError: (error) => {
        setFieldErrors(serverFieldErrors<ProfileField>(error));
        focusFirstInvalid(form);
        toast.error(error.message || MESSAGES.profileUpdateFailed);
      },
    });
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
      <form className="space-y-5" onSubmit={onSubmit} noValidate aria-busy={update.isPending}>
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
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? SCREENS.profile.saving : SCREENS.profile.save}
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
