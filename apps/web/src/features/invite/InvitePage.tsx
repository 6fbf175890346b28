import { type InviteCheck, MESSAGES, SCREENS } from '@sommai/shared';
import { BadgeCheck, MailX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { Card } from '../../components/Card.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { PublicHeader } from '../../components/PublicHeader.tsx';
import { SiteFooter } from '../../components/SiteFooter.tsx';
import { isInviteCode, useAcceptInvite, useInviteCheck } from '../../lib/api/invite.ts';
import { useToken } from '../../lib/auth/index.ts';
import { useDocumentTitle } from '../../lib/title.ts';
import { toast } from '../../lib/toasts.tsx';

const text = SCREENS.invite;
const adminText = SCREENS.admin;

function InvalidInvite({ status }: { status: InviteCheck['status'] | 'invalid' }) {
  const reason = status === 'used' ? MESSAGES.inviteUsed : status === 'expired' ? MESSAGES.inviteExpired : null;
  return (
    <Card className="w-full max-w-md text-center">
      <span
        className="mx-auto mb-5 grid size-14 place-items-center rounded-full bg-wine-100 text-wine-700"
        aria-hidden="true"
      >
        <MailX className="size-7" />
      </span>
      <h1 className="font-serif text-3xl font-bold text-wine-900">{MESSAGES.inviteInvalidTitle}</h1>
      <p className="mt-3 text-ink-muted">{MESSAGES.inviteInvalidText}</p>
      {reason ? <p className="mt-2 font-medium text-ink">{reason}</p> : null}
      <ButtonLink to="/" className="mt-8">
        {SCREENS.common.goToHomepage}
      </ButtonLink>
    </Card>
  );
}

function ValidInvite({ code, invite }: { code: string; invite: InviteCheck }) {
  const token = useToken();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const accept = useAcceptInvite(code);
  const autoStarted = useRef(false);

  const onAccept = () => {
    if (accept.isPending) return;
    accept.mutate(undefined, {
      onSuccess: () => {
        toast.success(MESSAGES.inviteAccepted);
        toast.success(MESSAGES.inviteWelcome);
        void navigate('/app/chat', { replace: true });
      },
      onError: (error) => toast.error(error.message || MESSAGES.inviteAcceptFailed),
    });
  };

  // Back from signing in or up to accept it: accept straight away, once.
  const comingBack = params.get('accept') === '1';
  useEffect(() => {
    if (!token || !comingBack || autoStarted.current) return;
    autoStarted.current = true;
    onAccept();
  });

  const details = [
    { label: text.email, value: invite.email },
    { label: text.role, value: invite.role ? adminText.roleLabels[invite.role] : undefined },
    { label: text.access, value: invite.accessLevel ? adminText.accessLabels[invite.accessLevel] : undefined },
  ].filter((d) => d.value);

  return (
    <Card className="w-full max-w-lg text-center">
      <p className="mx-auto mb-5 inline-flex items-center gap-2 rounded-full bg-emerald-100 px-3 py-1 text-sm font-bold text-emerald-900">
        <BadgeCheck className="size-4" aria-hidden="true" />
        {MESSAGES.inviteValid}
      </p>
      <h1 className="font-serif text-3xl font-bold text-wine-900 sm:text-4xl">{text.welcome}</h1>
      <p className="mt-3 text-ink-muted">{text.invitedText}</p>
      <dl className="mx-auto mt-6 max-w-sm space-y-2 rounded-2xl border border-cream-300 bg-white p-4 text-left text-sm">
        {details.map((d) => (
          <div key={d.label} className="flex justify-between gap-4">
            <dt className="text-ink-muted">{d.label}</dt>
            <dd className="font-semibold break-all text-ink">{d.value}</dd>
          </div>
        ))}
      </dl>
      {token ? (
        <Button size="lg" className="mt-8 w-full sm:w-auto" onClick={onAccept} disabled={accept.isPending}>
          {accept.isPending ? text.accepting : text.accept}
        </Button>
      ) : (
        <>
          <p className="mt-6 text-sm text-ink-muted">{text.signedOutHint}</p>
          <ButtonLink to={`/sign-up?invite=${code}`} size="lg" className="mt-4 w-full sm:w-auto">
            {text.accept}
          </ButtonLink>
          <p className="mt-4">
            <ButtonLink to={`/sign-in?invite=${code}`} variant="ghost" size="sm">
              {text.haveAccount}
            </ButtonLink>
          </p>
        </>
      )}
    </Card>
  );
}

function InviteContent({ code }: { code: string }) {
  const check = useInviteCheck(code);
  if (check.isPending) return <LoadingScreen text={MESSAGES.inviteValidating} heading />;
  if (check.isError) {
    return (
      <Card className="w-full max-w-md text-center">
        <h1 className="font-serif text-2xl font-bold text-wine-900">{MESSAGES.inviteCheckFailed}</h1>
        <p role="alert" className="mt-3 text-ink-muted">
          {check.error.message}
        </p>
        <Button className="mt-6" onClick={() => check.refetch()}>
          {SCREENS.common.tryAgain}
        </Button>
      </Card>
    );
  }
  if (check.data.status !== 'valid') return <InvalidInvite status={check.data.status} />;
  return <ValidInvite code={code} invite={check.data} />;
}

export function InvitePage() {
  useDocumentTitle(text.documentTitle);
  const { inviteCode } = useParams();

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main id="main" className="flex flex-1 items-center justify-center px-6 py-16">
        {isInviteCode(inviteCode) ? <InviteContent code={inviteCode} /> : <InvalidInvite status="invalid" />}
      </main>
      <SiteFooter />
    </div>
  );
}
