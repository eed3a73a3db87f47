import '../../../i18n/locales/en/catalogue';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/account';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Headphones, Music, ShoppingBag, Sparkles, Wallet } from 'lucide-react';
import { paths } from '../../../config/paths';
import { formatSpent, formatTotalSpent, relativeTime, type ListenerStats } from '../../../lib/listener-stats';
import { usePreferredCurrency } from '../../../lib/currency';
import { formatNumber } from '../../../lib/format-locale';
import { buttonClasses } from '../../../components/ui/button';
import { SubscriptionCard } from './subscription-card';

export const EMPTY_RECENT = 'No purchases yet';

function StatCard({ icon: Icon, label, value, testId }: { icon: typeof Music; label: string; value: string; testId: string }) {
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

/** Overview: stat cards, the plan, Recent Purchases, and the collection cards the route hands in. */
export function OverviewTab({ stats, extraCards }: { stats: ListenerStats | undefined; extraCards?: ReactNode }) {
  const recent = stats?.recentActivity ?? [];
  const { t } = useTranslation();
  const genre = stats?.favoriteGenre;
  const [currency] = usePreferredCurrency();
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          icon={ShoppingBag}
          label={t('dashboard.cardTotalPurchases')}
          value={stats ? formatNumber(stats.totalPurchases) : '–'}
          testId="card-total-purchases"
        />
        <StatCard
          icon={Wallet}
          label={t('dashboard.cardTotalSpent')}
          value={stats ? formatTotalSpent(stats, currency) : '–'}
          testId="card-total-spent"
        />
        <StatCard
          icon={Music}
          label={t('dashboard.cardSongsOwned')}
          value={stats ? formatNumber(stats.songsOwned) : '–'}
          testId="card-songs-owned"
        />
        <StatCard
          icon={Sparkles}
          label={t('dashboard.cardFavoriteGenre')}
          value={genre ? t(`genres.${genre}`, { defaultValue: genre }) : '–'}
          testId="card-favorite-genre"
        />
      </div>
      <SubscriptionCard />
      <section aria-labelledby="recent-purchases-heading" className="rounded-2xl border border-line bg-surface">
        <h2 id="recent-purchases-heading" className="border-b border-line px-5 py-4 text-lg font-bold tracking-tight">
          {t('dashboard.recentPurchases')}
        </h2>
        {recent.length === 0 ? (
          <div className="flex flex-col items-center p-8 text-center">
            <p className="font-semibold text-ink">{t('dashboard.noPurchases')}</p>
            <Link to={paths.browse} className={buttonClasses({ className: 'mt-4' })}>
              <Headphones aria-hidden="true" className="size-4" />
              {t('dashboard.browseMusic')}
            </Link>
          </div>
        ) : (
          <ul className="divide-y divide-line">
            {recent.map((r) => (
              <li key={r.orderId} className="flex items-center gap-3 px-5 py-3">
                <div className="min-w-0 flex-1">
                  <Link to={paths.invoice(r.orderId)} className="block truncate font-semibold text-ink hover:text-brand">
                    {r.title}
                  </Link>
                  <p className="truncate text-sm text-muted">
                    {r.artist ?? t('dashboard.subscription')} · {relativeTime(r.created_at)}
                  </p>
                </div>
                <span className="font-semibold tabular-nums">{formatSpent(r.amount, currency)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {extraCards}
    </div>
  );
}
