import { lazy, Suspense, useId, useState } from 'react';
import {
  Download as DownloadIcon,
  Music,
  Percent,
  PlayCircle,
  ShoppingBag,
  Star,
  TrendingDown,
  TrendingUp,
  Users,
  Wallet,
} from 'lucide-react';
import { ANALYTICS_RANGES, DEFAULT_ANALYTICS_RANGE, type Metric } from '../../../../../shared/api/analytics';
import { useStoreMoney } from '../hooks/use-store-money';
import { cn } from '../../../lib/cn';
import { useAnalytics, type Analytics, type AnalyticsRange } from '../api/analytics';
import { AdminHeader } from './admin-layout';
import { ActivityList, Panel, TopSongsList } from './dashboard-lists';
import { ExportReportButton } from './export-report-button';
import { StatCard } from './stat-card';
import { StoreEarningsTable } from './store-earnings-table';
import { Options } from '../../../components/ui/options';

const TrendChart = lazy(() => import('./trend-chart'));

const RANGE_LABEL: Record<AnalyticsRange, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last year',
};

/** A bucket key as the chart's axis shows it: 13:00, 24 Nov, or Nov 2026. */
function periodLabel(period: string, granularity: Analytics['granularity']): string {
  if (granularity === 'hour') return `${period.slice(11, 13)}:00`;
  const d = new Date(`${granularity === 'month' ? `${period}-01` : period}T00:00:00Z`);
  const month = d.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  return granularity === 'month' ? `${month} ${d.getUTCFullYear()}` : `${d.getUTCDate()} ${month}`;
}

function MetricCard({
  label,
  metric,
  format,
  icon: Icon,
}: {
  label: string;
  metric: Metric | undefined;
  format: (n: number) => string;
  icon: typeof Users;
}) {
  const up = (metric?.change ?? 0) >= 0;
  const Trend = up ? TrendingUp : TrendingDown;
  return (
    <div className="rounded-2xl border border-line bg-surface p-5" data-testid={`metric-${label}`}>
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-muted">{label}</p>
        <Icon aria-hidden="true" className="size-5 text-brand" />
      </div>
      <p className="mt-2 text-2xl font-extrabold tabular-nums text-ink">{metric ? format(metric.current) : '…'}</p>
      {metric && (
        <p className="mt-1 flex items-center gap-1 text-xs text-muted">
          <Trend aria-hidden="true" className={cn('size-3.5', up ? 'text-success' : 'text-danger')} />
          <span className={cn('font-semibold', up ? 'text-success' : 'text-danger')}>
            {metric.change > 0 ? '+' : ''}
            {metric.change}%
          </span>
          <span>vs previous period ({format(metric.previous)})</span>
        </p>
      )}
    </div>
  );
}

const count = (n: number) => n.toLocaleString('en-US');

function Chart({
  title,
  data,
  name,
  format,
}: {
  title: string;
  data: { label: string; value: number }[];
  name: string;
  format?: (n: number) => string;
}) {
  return (
    <Panel title={title}>
      <Suspense fallback={<div className="h-[220px] animate-pulse rounded-xl bg-raised" />}>
        <TrendChart data={data} name={name} format={format} height={220} />
      </Suspense>
    </Panel>
  );
}

/** A ranked panel: each entry's rank, name, detail and figure, or `empty` when there are none (or none yet). */
function RankPanel<T>({
  title,
  items = [],
  empty,
  render,
}: {
  title: string;
  items: readonly T[] | undefined;
  empty: string;
  render: (item: T) => [key: string, title: string, detail: string, figure: string];
}) {
  return (
    <Panel title={title}>
      {items.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ol className="divide-y divide-line">
          {items.map((item, i) => {
            const [key, name, detail, figure] = render(item);
            return (
              <li key={key} className="flex items-center gap-3 py-2.5 text-sm">
                <span className="w-5 font-bold text-muted tabular-nums">{i + 1}</span>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-ink">{name}</p>
                  <p className="truncate text-muted">{detail}</p>
                </div>
                <span className="font-semibold tabular-nums text-ink">{figure}</span>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}

export function AnalyticsPage() {
  const { fromTaka } = useStoreMoney();
  const [range, setRange] = useState<AnalyticsRange>(DEFAULT_ANALYTICS_RANGE);
  const analytics = useAnalytics(range);
  const periodId = useId();
  const a = analytics.data;
  const series = (pick: (p: Analytics['series'][number]) => number) =>
    (a?.series ?? []).map((p) => ({ label: periodLabel(p.period, a!.granularity), value: pick(p) }));
  return (
    <>
      <AdminHeader
        title="Analytics"
        description={RANGE_LABEL[range]}
        actions={
          <>
            {/* Labelled by id, not by wrapping: a wrapping label's name would take in the options' texts. */}
            <span className="flex items-center gap-2 text-sm font-medium">
              <label htmlFor={periodId}>Period</label>
              <select
                id={periodId}
                value={range}
                onChange={(e) => setRange(e.target.value as AnalyticsRange)}
                className="rounded-lg border border-line bg-surface px-3 py-2 text-sm"
              >
                <Options items={ANALYTICS_RANGES} />
              </select>
            </span>
            <ExportReportButton successMessage="Analytics exported successfully!" />
          </>
        }
      />
      {analytics.isError && !a && <p className="mb-4 text-sm text-muted">Analytics could not be loaded.</p>}

      <section aria-label="Metrics" className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        <MetricCard label="Revenue" metric={a?.metrics.revenue} format={fromTaka} icon={TrendingUp} />
        <MetricCard label="New users" metric={a?.metrics.users} format={count} icon={Users} />
        <MetricCard label="Orders" metric={a?.metrics.orders} format={count} icon={ShoppingBag} />
        <MetricCard label="New songs" metric={a?.metrics.songs} format={count} icon={Music} />
      </section>

      <section aria-label="Engagement" className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard label="Previews played" value={a && count(a.tiles.previewsPlayed)} icon={PlayCircle} />
        <StatCard label="Downloads" value={a && count(a.tiles.downloads)} icon={DownloadIcon} />
        <StatCard
          label="Average rating"
          value={a && (a.tiles.averageRating === null ? 'No reviews yet' : `${a.tiles.averageRating.toFixed(1)} / 5`)}
          icon={Star}
        />
      </section>

      {a && (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <Chart title="Revenue" data={series((p) => p.revenue)} name="Revenue" format={fromTaka} />
          <Chart title="Orders" data={series((p) => p.orders)} name="Orders" />
          <Chart title="New users" data={series((p) => p.users)} name="New users" />
          <Chart title="Previews played" data={series((p) => p.previews)} name="Previews" />
        </div>
      )}

      <section aria-label="Store earnings" className="mt-6 flex flex-col gap-4">
        <h2 className="text-lg font-semibold text-ink">Store earnings from artists&rsquo; sales</h2>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <MetricCard label="Commission earned" metric={a?.earnings.commission} format={fromTaka} icon={Percent} />
          <MetricCard label="Net owed to artists" metric={a?.earnings.artistNet} format={fromTaka} icon={Users} />
          <MetricCard label="Payouts paid" metric={a?.earnings.payoutsPaid} format={fromTaka} icon={Wallet} />
        </div>
        {a && (
          <Panel title="Per period">
            <StoreEarningsTable series={a.earnings.series} label={(p) => periodLabel(p, a.granularity)} format={fromTaka} />
          </Panel>
        )}
      </section>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <Panel title="Top Songs">
          <TopSongsList songs={a?.topSongs} loading={!a && analytics.isPending} />
        </Panel>
        <RankPanel
          title="Top Artists"
          items={a?.topArtists}
          empty="No artist data available"
          render={(x) => [x.name, x.name, x.sales === 1 ? '1 sale' : `${x.sales} sales`, fromTaka(x.revenue)]}
        />
        <RankPanel
          title="Top Customers"
          items={a?.topUsers}
          empty="No customer data available"
          render={(x) => [x.id, x.name, x.orders === 1 ? '1 order' : `${x.orders} orders`, fromTaka(x.spent)]}
        />
        <Panel title="Recent Activity" className="lg:col-span-3">
          <ActivityList items={a?.recentActivity} loading={!a && analytics.isPending} />
        </Panel>
      </div>
    </>
  );
}
