import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { Activity as ActivityIcon, Bell, CheckCircle2, Clock, Inbox, Music, ShoppingBag, TrendingUp, Users, XCircle } from 'lucide-react';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useStoreMoney } from '../hooks/use-store-money';
import {
  useAnalytics,
  useDashboardStats,
  useRecentActivity,
  useSystemHealth,
  useTodayStats,
  useTopSongs,
  type AnalyticsRange,
} from '../api/analytics';
import { AdminHeader } from './admin-layout';
import { EarningsSummary } from './payouts-page';
import { ActivityList, Panel, TopSongsList } from './dashboard-lists';
import { ExportReportButton } from './export-report-button';
import { FigureList, type Figure } from './figure-list';
import { StatCard } from './stat-card';

const TrendChart = lazy(() => import('./trend-chart'));

const growthText = (pct: number) => `${pct > 0 ? '+' : ''}${pct}% vs last month`;

const CHART_RANGES: { label: string; range: AnalyticsRange }[] = [
  { label: '7D', range: '7d' },
  { label: '30D', range: '30d' },
  { label: '90D', range: '90d' },
];

function RevenueAnalytics() {
  const { fromTaka } = useStoreMoney();
  const [range, setRange] = useState<AnalyticsRange>('7d');
  const analytics = useAnalytics(range);
  const points = (analytics.data?.series ?? []).map((p) => ({ label: p.period.slice(5), value: p.revenue }));
  return (
    <Panel
      title="Revenue Analytics"
      className="lg:col-span-2"
      action={
        <div role="group" aria-label="Revenue period" className="flex gap-1">
          {CHART_RANGES.map((r) => (
            <button
              key={r.range}
              type="button"
              aria-pressed={range === r.range}
              onClick={() => setRange(r.range)}
              className={cn(
                'rounded-lg px-3 py-1 text-sm font-semibold',
                range === r.range ? 'bg-brand text-canvas' : 'text-muted hover:bg-raised',
              )}
            >
              {r.label}
            </button>
          ))}
        </div>
      }
    >
      {analytics.data && (
        <p className="mb-2 text-sm text-muted">
          <span className="font-semibold text-ink">{fromTaka(analytics.data.metrics.revenue.current)}</span> in this period
        </p>
      )}
      <Suspense fallback={<div className="h-[260px] animate-pulse rounded-xl bg-raised" />}>
        {analytics.data ? <TrendChart data={points} name="Revenue" format={fromTaka} /> : <div className="h-[260px]" />}
      </Suspense>
    </Panel>
  );
}

function HealthRow({ label, ok, detail }: { label: string; ok: boolean | undefined; detail: string }) {
  const Icon = ok === false ? XCircle : CheckCircle2;
  return (
    <li className="flex items-center justify-between py-2 text-sm">
      <span className="flex items-center gap-2">
        {ok !== undefined && <Icon aria-hidden="true" className={cn('size-4', ok ? 'text-success' : 'text-danger')} />}
        {label}
      </span>
      <span className={cn('font-medium', ok === false ? 'text-danger' : 'text-ink')}>{detail}</span>
    </li>
  );
}

const MAIL_LABEL = { smtp: 'SMTP server', ses: 'Amazon SES', outbox: 'Local outbox', none: 'Not configured' } as const;

function SystemHealthBox() {
  const health = useSystemHealth();
  const h = health.data;
  if (!h)
    return (
      <Panel title="System Health">
        {health.isError ? <p className="text-sm text-muted">Health checks unavailable</p> : <p className="text-sm text-muted">Checking…</p>}
      </Panel>
    );
  return (
    <Panel title="System Health">
      <ul className="divide-y divide-line">
        <HealthRow label="Database" ok={h.database} detail={h.database ? 'Reachable' : 'Unreachable'} />
        <HealthRow label="Media storage" ok={h.storage} detail={h.storage ? 'Reachable' : 'Unreachable'} />
        <HealthRow label="Mail" ok={h.mail !== 'none'} detail={MAIL_LABEL[h.mail]} />
        <HealthRow label="Server errors (last hour)" ok={h.errorsLastHour === 0} detail={String(h.errorsLastHour)} />
      </ul>
    </Panel>
  );
}

function TodaySummary() {
  const { fromTaka } = useStoreMoney();
  const today = useTodayStats().data;
  const rows: Figure[] = [
    ['New users', today && String(today.newUsers)],
    ['New orders', today && String(today.newOrders)],
    ['Revenue', today && fromTaka(today.revenue)],
    ['Previews played', today && String(today.previewsPlayed)],
    ['Downloads', today && String(today.downloads)],
  ];
  return (
    <Panel title="Today's Summary">
      <FigureList figures={rows} look="rows" />
    </Panel>
  );
}

export function DashboardPage() {
  const { fromTaka } = useStoreMoney();
  const stats = useDashboardStats().data;
  const top = useTopSongs(5);
  const activity = useRecentActivity(8);
  const n = (v: number | undefined) => (v === undefined ? undefined : v.toLocaleString('en-US'));
  return (
    <>
      <AdminHeader
        title="Admin Dashboard"
        description="The marketplace at a glance: every figure is live."
        actions={<ExportReportButton successMessage="Report exported successfully!" />}
      />
      <section aria-label="Store totals" className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        <StatCard
          label="Total Users"
          value={n(stats?.totalUsers)}
          icon={Users}
          to={paths.adminUsers}
          note={stats && `${n(stats.activeUsers)} active in 30 days`}
        />
        <StatCard
          label="Total Songs"
          value={n(stats?.totalSongs)}
          icon={Music}
          to={paths.adminSongs}
          note={stats && `${stats.pendingSongs} pending review`}
        />
        <StatCard
          label="Total Orders"
          value={n(stats?.totalOrders)}
          icon={ShoppingBag}
          to={paths.adminOrders}
          note={stats && `${stats.recentOrders} in the last 7 days`}
        />
        <StatCard
          label="Total Revenue"
          value={stats && fromTaka(stats.totalRevenue)}
          icon={TrendingUp}
          to={paths.adminAnalytics}
          note={stats && growthText(stats.monthlyGrowth)}
        />
      </section>

      <section aria-label="Quick Stats" className="mt-4 grid grid-cols-2 gap-4 xl:grid-cols-4">
        {/* Not "Active Users": the users page counts accounts whose status is active under that name. */}
        <StatCard
          label="Signed In (30 Days)"
          value={n(stats?.activeUsers)}
          icon={ActivityIcon}
          to={paths.adminUsers}
          note="Accounts seen within 30 days"
        />
        <StatCard label="Pending Songs" value={n(stats?.pendingSongs)} icon={Clock} to={paths.adminSongs} />
        <StatCard label="Notifications Sent" value={n(stats?.notifications)} icon={Bell} to={paths.adminNotifications} />
        <StatCard label="Unread Messages" value={n(stats?.supportTickets)} icon={Inbox} to={paths.adminMessages} />
      </section>

      <EarningsSummary />

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <RevenueAnalytics />
        <TodaySummary />
        <Panel title="Top Performing Songs">
          <TopSongsList songs={top.data} loading={top.isPending} />
        </Panel>
        <Panel
          title="Recent Activity"
          action={
            <Link to={paths.adminAnalytics} className="text-sm font-semibold text-brand hover:underline">
              View All
            </Link>
          }
        >
          <ActivityList items={activity.data} loading={activity.isPending} />
        </Panel>
        <SystemHealthBox />
      </div>
    </>
  );
}
