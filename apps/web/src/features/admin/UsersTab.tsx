import { type AdminUser, MESSAGES, PLAN_IDS, PLANS, type PlanId, SCREENS } from '@sommai/shared';
import { Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { DataTable } from '../../components/DataTable.tsx';
import { controlClasses } from '../../components/FormControls.tsx';
import { toast } from '../../lib/toasts.tsx';
import { useAdminUsers, useSetPlan } from './api.ts';
import { EmptyState, formatDate, Loadable, tableClasses as t } from './parts.tsx';

const text = SCREENS.admin;
const NO_PLAN = 'none';
const planName = (plan: PlanId) => PLANS.find((p) => p.id === plan)?.name ?? plan;

function PlanSelect({ user }: { user: AdminUser }) {
  const setPlan = useSetPlan();
  return (
    <select
      aria-label={text.users.planLabel(user.name || user.email)}
      value={user.plan ?? NO_PLAN}
      disabled={setPlan.isPending}
      className={`${controlClasses} border-cream-300 py-1.5 text-sm`}
      onChange={(event) => {
        const value = event.target.value;
        const plan = PLAN_IDS.find((p) => p === value) ?? null;
        setPlan.mutate(
          { id: user.id, plan },
          {
            onSuccess: () =>
              toast.success(MESSAGES.planUpdated(user.name || user.email, plan ? planName(plan) : text.users.noPlan)),
            onError: (error) => toast.error(error.message || MESSAGES.planUpdateFailed),
          },
        );
      }}
    >
      <option value={NO_PLAN}>{text.users.noPlan}</option>
      {PLAN_IDS.map((id) => (
        <option key={id} value={id}>
          {planName(id)}
        </option>
      ))}
    </select>
  );
}

export function UsersTab() {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const users = useAdminUsers(deferred);
  return (
    <section aria-labelledby="users-title">
      <h2 id="users-title" className="font-serif text-xl font-bold text-wine-900">
        {text.users.title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{text.users.text}</p>
      <div className="relative mt-4 mb-4 max-w-sm">
        <Search className="pointer-events-none absolute top-3 left-3 size-4 text-ink-muted" aria-hidden="true" />
        <input
          type="search"
          aria-label={text.users.searchLabel}
          placeholder={text.users.searchPlaceholder}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className={`${controlClasses} border-cream-300 pl-9`}
        />
      </div>
      <Loadable query={users}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={text.users.empty} />
          ) : (
            <DataTable columns={[text.columns.name, text.columns.joined, text.columns.lastActive, text.columns.plan]}>
              {list.map((user) => (
                <tr key={user.id} className={t.row}>
                  <td className={t.td}>
                    <p className="font-semibold text-ink">
                      {user.name}
                      {user.role === 'admin' ? (
                        <span className="ml-2 rounded-full bg-wine-100 px-2 py-0.5 text-xs font-bold text-wine-900">
                          {text.users.adminBadge}
                        </span>
                      ) : null}
                    </p>
                    <p className="text-ink-muted">{user.email}</p>
                  </td>
                  <td className={t.td}>{formatDate(user.createdAt)}</td>
                  <td className={t.td}>{formatDate(user.lastActiveAt)}</td>
                  <td className={`${t.td} w-48`}>
                    <PlanSelect user={user} />
                    {user.planSource === 'trial' && user.trialEndsAt ? (
                      <p className="mt-1 text-xs text-ink-muted">
                        {text.users.trialUntil(formatDate(user.trialEndsAt))}
                      </p>
                    ) : null}
                  </td>
                </tr>
              ))}
            </DataTable>
          )
        }
      </Loadable>
    </section>
  );
}
