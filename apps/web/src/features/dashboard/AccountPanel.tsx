import { COMMON_TEXTS, DASHBOARD_TEXTS, GAMES_TEXTS, type Me, SIDEBAR_ADMIN_ITEM } from '@sommai/shared';
import { ChevronRight, Dices, LogOut, Mail, Play, Settings, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { Logo } from '../../components/Logo.tsx';
import { Modal } from '../../components/Modal.tsx';
import { useUnreadCount } from '../../lib/api/messages.ts';
import { useSignOut } from '../../lib/auth/index.ts';
import { useCurrentUser } from '../../lib/currentUser.tsx';
import { formatNumber } from '../../lib/format.ts';
import { UsageBar } from './UsageBar.tsx';

// The game is fetched when it is opened, not with the dashboard's first paint.
const GrapeGame = lazy(() => import('./GrapeGame.tsx').then((m) => ({ default: m.GrapeGame })));

const text = DASHBOARD_TEXTS;

const panelLink =
  'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-cream-100 transition-colors hover:bg-wine-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** 'Cru Plan', or 'Cru Plan · trial until Mar 3, 2026' while a free trial runs. */
export function planLabel(me: Me): string {
  if (!me.plan) return text.planLabels.free;
  const label = text.planLabels[me.plan];
  if (me.planSource === 'trial' && me.trialEndsAt) {
    return text.trialUntil(label, dateFormat.format(new Date(me.trialEndsAt)));
  }
  return label;
}

function MessagesLink() {
  const me = useCurrentUser();
  const unread = useUnreadCount(me.id);
  const count = Math.max(0, unread.data ?? 0);
  return (
    <Link to="/app/messages" className={panelLink} aria-label={text.messagesLabel(count)}>
      <span className="relative">
        <Mail className="size-5 shrink-0" aria-hidden="true" />
        {count > 0 ? (
          <span className="absolute -top-1 -right-1 flex size-2.5" data-testid="unread-dot">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-gold-300 opacity-75 motion-reduce:animate-none" />
            <span className="relative inline-flex size-2.5 rounded-full bg-gold-300" />
          </span>
        ) : null}
      </span>
      {text.messages}
      {count > 0 ? (
        <span className="rounded-full bg-gold-300 px-2 py-0.5 text-xs font-bold text-wine-950" aria-hidden="true">
          {text.unread(count)}
        </span>
      ) : null}
      <ChevronRight className="ml-auto size-4" aria-hidden="true" />
    </Link>
  );
}

/** The dashboard's left panel: who is signed in, what they have used, and where to go next. */
export function AccountPanel({ me }: { me: Me }) {
  const displayName = me.name.trim() || text.userFallback;
  const initial = displayName.charAt(0).toUpperCase();
  const [gameOpen, setGameOpen] = useState(false);
  const signOut = useSignOut();

  return (
    <div className="flex flex-col gap-6 bg-wine-900 px-5 py-6 text-cream-100 lg:sticky lg:order-first lg:top-0 lg:h-dvh lg:w-80 lg:shrink-0 lg:overflow-y-auto">
      <Link to="/app/dashboard" className="self-start rounded-lg">
        <Logo tone="light" />
      </Link>

      <div className="flex items-center gap-3 rounded-2xl bg-wine-800/70 p-4">
        <span
          className="grid size-12 shrink-0 place-items-center rounded-full bg-gold-300 font-serif text-xl font-bold text-wine-950"
          aria-hidden="true"
        >
          {initial}
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold text-cream-50">{displayName}</p>
          <p className="text-sm text-gold-300">{planLabel(me)}</p>
          {me.devMode ? (
            <p className="mt-1 inline-block rounded-full bg-cream-50 px-2 py-0.5 text-xs font-bold text-wine-900">
              {text.devMode}
            </p>
          ) : null}
        </div>
      </div>

      <section aria-labelledby="usage-title" className="space-y-4">
        <h2 id="usage-title" className="text-xs font-bold tracking-widest text-cream-200 uppercase">
          {text.usageTitle}
        </h2>
        <UsageBar
          label={text.chatTokens}
          used={me.usage.tokensUsed}
          limit={me.limits.tokenLimit}
          detail={text.tokensOf(formatNumber(me.usage.tokensUsed), formatNumber(me.limits.tokenLimit))}
        />
        <UsageBar
          label={text.imagesGenerated}
          used={me.usage.imagesUsed}
          limit={me.limits.imageLimit}
          detail={text.imagesOf(formatNumber(me.usage.imagesUsed), formatNumber(me.limits.imageLimit))}
        />
      </section>

      <section aria-labelledby="games-title" className="rounded-2xl border border-wine-700 bg-wine-950/40 p-4">
        <h2 id="games-title" className="flex items-center gap-2 font-serif text-lg font-bold text-cream-50">
          <Dices className="size-5 text-gold-300" aria-hidden="true" />
          {text.gamesTitle}
        </h2>
        <p className="mt-1 text-sm text-cream-200">{text.gamesText}</p>
        <Button variant="gold" size="sm" className="mt-3" onClick={() => setGameOpen(true)}>
          <Play className="size-4" aria-hidden="true" />
          {text.playGame}
        </Button>
      </section>
      <Modal
        open={gameOpen}
        title={GAMES_TEXTS.title}
        description={GAMES_TEXTS.intro}
        closeLabel={GAMES_TEXTS.close}
        onClose={() => setGameOpen(false)}
        size="lg"
      >
        <Suspense fallback={<p role="status">{GAMES_TEXTS.loading}</p>}>
          <GrapeGame />
        </Suspense>
      </Modal>

      <nav aria-label={text.manageAccount} className="mt-auto space-y-1 border-t border-wine-800 pt-4">
        <MessagesLink />
        <Link to="/app/settings" className={panelLink}>
          <Settings className="size-5 shrink-0" aria-hidden="true" />
          {text.manageAccount}
        </Link>
        {me.isAdmin ? (
          <Link to={SIDEBAR_ADMIN_ITEM.to} className={panelLink}>
            <ShieldCheck className="size-5 shrink-0" aria-hidden="true" />
            {SIDEBAR_ADMIN_ITEM.label}
          </Link>
        ) : null}
        <button type="button" onClick={signOut} className={`${panelLink} w-full text-left`}>
          <LogOut className="size-5 shrink-0" aria-hidden="true" />
          {COMMON_TEXTS.signOut}
        </button>
      </nav>
    </div>
  );
}
