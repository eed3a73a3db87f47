import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DollarSign, ShoppingBag, Sparkles, TrendingDown, TrendingUp } from 'lucide-react';
import { i18n } from '../../../i18n/i18n';
import '../../../i18n/locales/en/catalogue';
import '../../../i18n/locales/en/profile';
import { formatNumber } from '../../../lib/format-locale';
import { formatSpent, formatTotalSpent, monthLabel, relativeTime, useListenerStats, type ListenerStats } from '../../../lib/listener-stats';
import { usePreferredCurrency } from '../../../lib/currency';
import { convertAmount } from '../../../../../shared/money';
import { formatMoney } from '../../../lib/format-locale';
import { accountQueryPage } from './account-query';
import { StatTiles } from '../../../components/ui/stat-tile';
import { TitledSection } from '../../../components/ui/titled-section';

const SpendingChart = lazy(() => import('./spending-chart'));

/** '+23%' / '-5%'; '—' when last month had no spending to compare with. */
export const formatGrowth = (growth: number | null): string =>
  growth === null ? '—' : `${growth >= 0 ? '+' : ''}${i18n.t('analytics.percent', { value: formatNumber(growth) })}`;

function Analytics({ stats }: { stats: ListenerStats }) {
  const [currency] = usePreferredCurrency();
  // Every figure in the visitor's currency (issue 21), the list prices converted once here.
  const points = stats.monthlySpending.map((m) => ({ label: monthLabel(m.month), amount: convertAmount(m.amount, 'USD', currency) }));
  const recent = stats.recentActivity.filter((r) => r.status === 'completed');
  const { t } = useTranslation();
  const genre = (name: string) => t(`genres.${name}`, { defaultValue: name });
  return (
    <div className="flex flex-col gap-6">
      <StatTiles
        tiles={[
          {
            icon: ShoppingBag,
            label: t('analytics.totalPurchases'),
            value: formatNumber(stats.totalPurchases),
            testId: 'analytics-total-purchases',
          },
          { icon: DollarSign, label: t('analytics.totalSpent'), value: formatTotalSpent(stats, currency), testId: 'analytics-total-spent' },
          {
            icon: Sparkles,
            label: t('analytics.favoriteGenre'),
            value: stats.favoriteGenre ? genre(stats.favoriteGenre) : '–',
            testId: 'analytics-favorite-genre',
          },
          {
            icon: stats.growth !== null && stats.growth < 0 ? TrendingDown : TrendingUp,
            label: t('analytics.growth'),
            value: formatGrowth(stats.growth),
            testId: 'analytics-growth',
          },
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <TitledSection title={t('analytics.spending')} className="rounded-2xl border border-line bg-surface p-5">
          <div className="mt-4 h-60">
            <Suspense fallback={<div aria-busy="true" className="h-full animate-pulse rounded-xl bg-raised" />}>
              <SpendingChart data={points} currency={currency} />
            </Suspense>
          </div>
          <table className="sr-only">
            <caption>{t('analytics.spendingCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('analytics.month')}</th>
                <th scope="col">{t('analytics.spent')}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.label}>
                  <th scope="row">{p.label}</th>
                  <td>{formatMoney(p.amount, currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TitledSection>
        <TitledSection title={t('analytics.topGenres')} className="rounded-2xl border border-line bg-surface p-5">
          {stats.topGenres.length === 0 ? (
            <p className="mt-4 text-sm text-muted">{t('analytics.noGenres')}</p>
          ) : (
            <ul className="mt-4 flex flex-col gap-3" aria-label={t('analytics.topGenresList')}>
              {stats.topGenres.map((g) => (
                <li key={g.genre}>
                  <div className="flex justify-between text-sm">
                    <span className="font-medium">{genre(g.genre)}</span>
                    <span className="tabular-nums text-muted">{t('analytics.percent', { value: formatNumber(g.share) })}</span>
                  </div>
                  <div className="mt-1 h-2 overflow-hidden rounded-full bg-raised">
                    <div className="h-full rounded-full bg-brand" style={{ width: `${g.share}%` }} />
                  </div>
                  <p className="mt-1 text-xs text-muted">
                    {t('analytics.genreCounts', { purchases: formatNumber(g.purchases), plays: formatNumber(g.plays) })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </TitledSection>
      </div>
      <TitledSection title={t('analytics.recent')} className="rounded-2xl border border-line bg-surface p-5">
        {recent.length === 0 ? (
          <p className="mt-4 text-sm text-muted">{t('analytics.noActivity')}</p>
        ) : (
          <ul className="mt-4 divide-y divide-line">
            {recent.map((r) => (
              <li key={r.orderId} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="truncate font-medium">{t('analytics.purchased', { title: r.title })}</p>
                  <p className="text-xs text-muted">{relativeTime(r.created_at)}</p>
                </div>
                <span className="font-semibold tabular-nums">{formatSpent(r.amount, currency)}</span>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
    </div>
  );
}

/** Spec §2 My Analytics, from the listener's own figures. */
export const AnalyticsPage = accountQueryPage(useListenerStats, 'analytics.loadFailed', (data) => <Analytics stats={data} />);
