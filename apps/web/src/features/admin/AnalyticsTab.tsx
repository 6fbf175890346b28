import { type AdminAnalytics, SCREENS } from '@sommai/shared';
import { formatNumber } from '../../lib/format.ts';
import { useAnalytics } from './api.ts';
import { BarChart } from './BarChart.tsx';
import { formatMoney, formatMonth, Loadable } from './parts.tsx';

const text = SCREENS.admin.analytics;
const SUBSCRIPTION_KEYS = ['none', 'trial', 'classic', 'cru'] as const;

const shortMonth = (month: string) => formatMonth(month).replace(/ \d{2}(\d{2})$/, " '$1");

function Analytics({ data }: { data: AdminAnalytics }) {
  const signups = data.signups.map((s) => ({
    label: shortMonth(s.month),
    value: s.count,
    display: formatNumber(s.count),
  }));
  const subscriptions = SUBSCRIPTION_KEYS.map((key) => ({
    label: text.subscriptionLabels[key],
    value: data.subscriptions[key],
    display: formatNumber(data.subscriptions[key]),
  }));
  const revenue = data.revenue.map((r) => ({
    label: shortMonth(r.month),
    value: r.amountCents,
    display: formatMoney(r.amountCents),
  }));
  const totalSignups = data.signups.reduce((n, s) => n + s.count, 0);
  const totals = [
    { label: text.totals.users, value: formatNumber(data.totals.users) },
    { label: text.totals.signupsLast30Days, value: formatNumber(data.totals.signupsLast30Days) },
    { label: text.totals.payingUsers, value: formatNumber(data.totals.payingUsers) },
    { label: text.totals.revenue, value: formatMoney(data.totals.revenueCents) },
  ];

  return (
    <div className="space-y-6">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {totals.map((t) => (
          <div key={t.label} className="rounded-2xl border border-cream-300 bg-white p-4">
            <dt className="text-sm text-ink-muted">{t.label}</dt>
            <dd className="mt-1 font-serif text-2xl font-bold text-wine-900">{t.value}</dd>
          </div>
        ))}
      </dl>
      <BarChart
        title={text.signupsTitle}
        summary={text.chartSummary(text.signupsTitle, formatNumber(totalSignups))}
        bars={signups}
        labelHeading={text.month}
        valueHeading={text.signups}
        tableToggle={text.showTable}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <BarChart
          title={text.subscriptionsTitle}
          summary={text.chartSummary(text.subscriptionsTitle, formatNumber(data.totals.users))}
          bars={subscriptions}
          labelHeading={text.plan}
          valueHeading={text.users}
          tableToggle={text.showTable}
        />
        <BarChart
          title={text.revenueTitle}
          summary={text.chartSummary(text.revenueTitle, formatMoney(data.totals.revenueCents))}
          bars={revenue}
          labelHeading={text.month}
          valueHeading={text.revenue}
          tableToggle={text.showTable}
          note={data.totals.revenueCents === 0 ? text.noRevenue : undefined}
        />
      </div>
    </div>
  );
}

export function AnalyticsTab() {
  const analytics = useAnalytics();
  return (
    <section aria-label={SCREENS.admin.tabs.analytics}>
      <Loadable query={analytics}>{(data) => <Analytics data={data} />}</Loadable>
    </section>
  );
}
