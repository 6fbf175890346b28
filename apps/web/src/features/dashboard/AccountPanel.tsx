import { type Me, SCREENS } from '@sommai/shared';
import { ChevronRight, Dices, LogOut, Mail, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import { NotAvailableYet } from '../../components/NotAvailableYet.tsx';
import { formatNumber } from '../../lib/format.ts';
import { UsageBar } from './UsageBar.tsx';

const text = SCREENS.dashboard;

const panelLink =
  'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-cream-100 transition-colors hover:bg-wine-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300';

function planLabel(me: Me): string {
  return me.plan ? text.planLabels[me.plan] : text.planLabels.free;
}

/** The dashboard's left panel: who is signed in, what they have used, and where to go next. */
export function AccountPanel({ me }: { me: Me }) {
  const displayName = me.name.trim() || text.userFallback;
  const initial = displayName.charAt(0).toUpperCase();

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
        <div className="mt-3 text-cream-200 [&_p]:text-cream-200 [&_svg]:text-gold-300">
          <NotAvailableYet compact />
        </div>
      </section>

      <nav aria-label={text.manageAccount} className="mt-auto space-y-1 border-t border-wine-800 pt-4">
        <Link to="/app/messages" className={panelLink}>
          <Mail className="size-5 shrink-0" aria-hidden="true" />
          {text.messages}
          <ChevronRight className="ml-auto size-4" aria-hidden="true" />
        </Link>
        <Link to="/app/settings" className={panelLink}>
          <Settings className="size-5 shrink-0" aria-hidden="true" />
          {text.manageAccount}
        </Link>
        <Link to="/app/settings" className={panelLink}>
          <LogOut className="size-5 shrink-0" aria-hidden="true" />
          {SCREENS.common.signOut}
        </Link>
      </nav>
    </div>
  );
}
