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
import { StatTiles } from '../../../components/ui/stat-tile';
import { SubscriptionCard } from './subscription-card';
import { LinkButton } from '../../../components/ui/link-button';
import { TitledSection } from '../../../components/ui/titled-section';

export const EMPTY_RECENT = 'No purchases yet';

/** Overview: stat cards, the plan, Recent Purchases, and the collection cards the route hands in. */
export function OverviewTab({ stats, extraCards }: { stats: ListenerStats | undefined; extraCards?: ReactNode }) {
  const recent = stats?.recentActivity ?? [];
  const { t } = useTranslation();
  const genre = stats?.favoriteGenre;
  const [currency] = usePreferredCurrency();
  return (
    <div className="flex flex-col gap-6">
      <StatTiles
        tiles={[
          {
            icon: ShoppingBag,
            label: t('dashboard.cardTotalPurchases'),
            value: stats ? formatNumber(stats.totalPurchases) : '–',
            testId: 'card-total-purchases',
          },
          {
            icon: Wallet,
            label: t('dashboard.cardTotalSpent'),
            value: stats ? formatTotalSpent(stats, currency) : '–',
            testId: 'card-total-spent',
          },
          {
            icon: Music,
            label: t('dashboard.cardSongsOwned'),
            value: stats ? formatNumber(stats.songsOwned) : '–',
            testId: 'card-songs-owned',
          },
          {
            icon: Sparkles,
            label: t('dashboard.cardFavoriteGenre'),
            value: genre ? t(`genres.${genre}`, { defaultValue: genre }) : '–',
            testId: 'card-favorite-genre',
          },
        ]}
      />
      <SubscriptionCard />
      <TitledSection
        title={t('dashboard.recentPurchases')}
        className="rounded-2xl border border-line bg-surface"
        titleClassName="border-b border-line px-5 py-4 text-lg font-bold tracking-tight"
      >
        {recent.length === 0 ? (
          <div className="flex flex-col items-center p-8 text-center">
            <p className="font-semibold text-ink">{t('dashboard.noPurchases')}</p>
            <LinkButton to={paths.browse} icon={Headphones} className="mt-4">
              {t('dashboard.browseMusic')}
            </LinkButton>
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
      </TitledSection>
      {extraCards}
    </div>
  );
}
