import { MESSAGES, SCREENS, STORAGE_KEYS } from '@sommai/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Activity, Crown, MailPlus, UserPlus, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { api, isApiError } from '../../lib/api/index.ts';
import { formatNumber } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/title.ts';
import { toast } from '../../lib/toasts.tsx';
import { AnalyticsTab } from './AnalyticsTab.tsx';
import { useOverview } from './api.ts';
import { InviteModal } from './InviteModal.tsx';
import { MessagingTab } from './MessagingTab.tsx';
import { OutboxTab } from './OutboxTab.tsx';
import { ProfessionalsTab } from './ProfessionalsTab.tsx';
import { SendMessageModal } from './SendMessageModal.tsx';
import { UsersTab } from './UsersTab.tsx';

const text = SCREENS.admin;

type Status = { state: 'checking' } | { state: 'allowed' } | { state: 'error'; message: string };

/** A `?key=` link grants admin on the server; the key itself is never kept in the browser. */
async function redeemKey(key: string): Promise<void> {
  try {
    await api.post('/admin/access', { key });
    try {
      localStorage.setItem(STORAGE_KEYS.adminAccess, 'granted');
    } catch {
      // The server already remembers the grant; the local marker is only a hint.
    }
  } catch (error) {
    if (isApiError(error)) toast.error(error.message);
    else throw error;
  }
}

function useAdminGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>({ state: 'checking' });
  const [attempt, setAttempt] = useState(0);
  // Read once: the key is removed from the address bar straight away.
  const keyRef = useRef<string | null>(new URLSearchParams(location.search).get('key'));
  const startRef = useRef({ pathname: location.pathname, search: location.search });
  const lastAttempt = useRef(-1);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    // Guards against the development double-invoke, which would redeem the key twice.
    if (lastAttempt.current === attempt) return;
    lastAttempt.current = attempt;
    const key = keyRef.current;
    keyRef.current = null;

    (async () => {
      setStatus({ state: 'checking' });
      if (key !== null) {
        const { pathname, search } = startRef.current;
        const params = new URLSearchParams(search);
        params.delete('key');
        const rest = params.toString();
        await navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true });
        await redeemKey(key);
        await queryClient.invalidateQueries({ queryKey: ['me'] });
      }
      try {
        await api.get('/admin/overview');
        if (mounted.current) setStatus({ state: 'allowed' });
      } catch (error) {
        if (!mounted.current) return;
        if (isApiError(error) && error.status === 403) await navigate('/app/dashboard', { replace: true });
        else setStatus({ state: 'error', message: error instanceof Error ? error.message : String(error) });
      }
    })();
  }, [attempt, navigate, queryClient]);

  return { status, retry: () => setAttempt((n) => n + 1) };
}

const TABS = ['professionals', 'messaging', 'analytics', 'outbox', 'users'] as const;
type Tab = (typeof TABS)[number];
const STAT_ICONS = {
  totalProfessionals: Users,
  activeUsers: Activity,
  pendingInvites: MailPlus,
  premiumUsers: Crown,
} as const;

function StatCards() {
  const overview = useOverview();
  const stats = overview.data?.stats;
  return (
    <section aria-label={text.statsLabel}>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {(Object.keys(STAT_ICONS) as (keyof typeof STAT_ICONS)[]).map((key) => {
          const Icon = STAT_ICONS[key];
          return (
            <div key={key} className="rounded-2xl border border-cream-300 bg-cream-50 p-4 shadow-sm sm:p-5">
              <dt className="flex items-center gap-2 text-sm font-medium text-ink-muted">
                <Icon className="size-4 text-wine-700" aria-hidden="true" />
                {text.stats[key]}
              </dt>
              <dd className="mt-2 font-serif text-3xl font-bold text-wine-900">
                {stats ? formatNumber(stats[key]) : '—'}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

function Tabs({ tab, onChange }: { tab: Tab; onChange: (tab: Tab) => void }) {
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const move = (delta: number) => {
    const next = TABS[(TABS.indexOf(tab) + delta + TABS.length) % TABS.length] ?? 'professionals';
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={text.tabsLabel}
      className="mt-8 flex gap-1 overflow-x-auto border-b border-cream-300"
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(1);
        else if (event.key === 'ArrowLeft') move(-1);
        else return;
        event.preventDefault();
      }}
    >
      {TABS.map((id) => {
        const selected = id === tab;
        return (
          <button
            key={id}
            ref={(el) => {
              refs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`admin-tab-${id}`}
            aria-selected={selected}
            aria-controls={`admin-panel-${id}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(id)}
            className={`-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine-700 ${
              selected ? 'border-wine-700 text-wine-900' : 'border-transparent text-ink-muted hover:text-wine-800'
            }`}
          >
            {text.tabs[id]}
          </button>
        );
      })}
    </div>
  );
}

function AdminDashboard() {
  const [tab, setTab] = useState<Tab>('professionals');
  const [inviteOpen, setInviteOpen] = useState(false);
  const [sendOpen, setSendOpen] = useState(false);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeading
        title={text.title}
        subtitle={text.subtitle}
        actions={
          <Button onClick={() => setInviteOpen(true)}>
            <UserPlus className="size-4" aria-hidden="true" />
            {text.inviteProfessional}
          </Button>
        }
      />
      <StatCards />
      <Tabs tab={tab} onChange={setTab} />
      <div role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`} className="pt-6">
        {tab === 'professionals' ? <ProfessionalsTab onInvite={() => setInviteOpen(true)} /> : null}
        {tab === 'messaging' ? <MessagingTab onSend={() => setSendOpen(true)} /> : null}
        {tab === 'analytics' ? <AnalyticsTab /> : null}
        {tab === 'outbox' ? <OutboxTab /> : null}
        {tab === 'users' ? <UsersTab /> : null}
      </div>
      <InviteModal open={inviteOpen} onClose={() => setInviteOpen(false)} />
      <SendMessageModal open={sendOpen} onClose={() => setSendOpen(false)} />
    </div>
  );
}

export function AdminPage() {
  useDocumentTitle(SCREENS.admin.documentTitle);
  const { status, retry } = useAdminGuard();

  if (status.state === 'checking') return <LoadingScreen text={MESSAGES.adminChecking} heading />;
  if (status.state === 'error') {
    return (
      <div className="mx-auto max-w-5xl px-6 py-10">
        <PageHeading title={SCREENS.admin.title} />
        <p role="alert" className="text-ink">
          {status.message}
        </p>
        <Button className="mt-6" onClick={retry}>
          {SCREENS.common.tryAgain}
        </Button>
      </div>
    );
  }
  return <AdminDashboard />;
}
