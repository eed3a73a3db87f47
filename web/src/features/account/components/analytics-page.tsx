import { lazy, Suspense } from 'react';
import { DollarSign, ShoppingBag, Sparkles, TrendingDown, TrendingUp } from 'lucide-react';
import { formatSpent, monthLabel, relativeTime, useListenerStats, type ListenerStats } from '../../../lib/listener-stats';
import { LoadError } from '../../../components/ui/load-error';

const SpendingChart = lazy(() => import('./spending-chart'));

export const EMPTY_ACTIVITY = 'No recent activity';
export const EMPTY_GENRES = 'No song data available';

/** '+23%' / '-5%'; '—' when last month had no spending to compare with. */
export const formatGrowth = (growth: number | null): string => (growth === null ? '—' : `${growth >= 0 ? '+' : ''}${growth}%`);

function Card({ icon: Icon, label, value, testId }: { icon: typeof DollarSign; label: string; value: string; testId: string }) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-5">
      <Icon aria-hidden="true" className="size-5 text-brand" />
      <p className="mt-3 text-sm text-muted">{label}</p>
      <p className="mt-1 text-2xl font-extrabold tabular-nums" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

function Analytics({ stats }: { stats: ListenerStats }) {
  const points = stats.monthlySpending.map((m) => ({ label: monthLabel(m.month), amount: m.amount }));
  const recent = stats.recentActivity.filter((r) => r.status === 'completed');
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Card icon={ShoppingBag} label="Total Purchases" value={String(stats.totalPurchases)} testId="analytics-total-purchases" />
        <Card icon={DollarSign} label="Total Spent" value={formatSpent(stats.totalSpent)} testId="analytics-total-spent" />
        <Card icon={Sparkles} label="Favorite Genre" value={stats.favoriteGenre} testId="analytics-favorite-genre" />
        <Card
          icon={stats.growth !== null && stats.growth < 0 ? TrendingDown : TrendingUp}
          label="Growth (this month vs last)"
          value={formatGrowth(stats.growth)}
          testId="analytics-growth"
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="spending-heading" className="rounded-2xl border border-line bg-surface p-5">
          <h2 id="spending-heading" className="text-lg font-bold tracking-tight">
            Spending, last six months
          </h2>
          <div className="mt-4 h-60">
            <Suspense fallback={<div aria-busy="true" className="h-full animate-pulse rounded-xl bg-raised" />}>
              <SpendingChart data={points} />
            </Suspense>
          </div>
          <table className="sr-only">
            <caption>Spending per month</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Spent</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.label}>
                  <th scope="row">{p.label}</th>
                  <td>{formatSpent(p.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="genres-heading" className="rounded-2xl border border-line bg-surface p-5">
          <h2 id="genres-heading" className="text-lg font-bold tracking-tight">
            Top Genres
          </h2>
          {stats.topGenres.length === 0 ? (
            <p className="mt-4 text-sm text-muted">{EMPTY_GENRES}</p>
          ) : (
            <ul className="mt-4 flex flex-col gap-3" aria-label="Top genres">
              {stats.topGenres.map((g) => (
                <li key={g.genre}>
                  <div className="flex justify-between text-sm">
                    <span className="font-medium">{g.genre}</span>
                    <span className="tabular-nums text-muted">{g.share}%</span>
                  </div>
                  <div className="mt-1 h-2 overflow-hidden rounded-full bg-raised">
                    <div className="h-full rounded-full bg-brand" style={{ width: `${g.share}%` }} />
                  </div>
                  <p className="mt-1 text-xs text-muted">
                    {g.purchases} purchased · {g.plays} played
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <section aria-labelledby="activity-heading" className="rounded-2xl border border-line bg-surface p-5">
        <h2 id="activity-heading" className="text-lg font-bold tracking-tight">
          Recent Activity
        </h2>
        {recent.length === 0 ? (
          <p className="mt-4 text-sm text-muted">{EMPTY_ACTIVITY}</p>
        ) : (
          <ul className="mt-4 divide-y divide-line">
            {recent.map((r) => (
              <li key={r.orderId} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="truncate font-medium">Purchased {r.title}</p>
                  <p className="text-xs text-muted">{relativeTime(r.created_at)}</p>
                </div>
                <span className="font-semibold tabular-nums">{formatSpent(r.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** Spec §2 My Analytics, from the listener's own figures. */
export function AnalyticsPage() {
  const stats = useListenerStats();
  if (stats.isPending) return <div aria-busy="true" className="h-96 animate-pulse rounded-2xl bg-surface" />;
  if (stats.isError) return <LoadError title="We could not load your analytics." onRetry={() => void stats.refetch()} />;
  return <Analytics stats={stats.data} />;
}
