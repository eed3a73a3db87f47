import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/home';
import { Download, Mic2, Music, Users } from 'lucide-react';
import { formatNumber } from '../../../lib/format-locale';
import type { HomeStats } from '../../../lib/store-stats';
import { TitledSection } from '../../../components/ui/titled-section';

const items = [
  { key: 'totalSongs', label: 'home.statSongs', icon: Music },
  { key: 'totalArtists', label: 'home.statArtists', icon: Mic2 },
  { key: 'totalUsers', label: 'home.statUsers', icon: Users },
  { key: 'totalDownloads', label: 'home.statDownloads', icon: Download },
] as const;

/** The counted figures, exactly as counted; nothing at all until they are known (issue 21: no made-up "10K+"). */
export function StatsStrip({ stats }: { stats: HomeStats | undefined }) {
  const { t } = useTranslation();
  if (!stats) return null;
  return (
    <TitledSection title={t('home.inNumbers')} className="border-y border-line bg-surface/60" titleClassName="sr-only">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-y-8 px-4 py-10 sm:px-6 md:grid-cols-4">
        {items.map(({ key, label, icon: Icon }) => (
          <div key={key} className="flex flex-col items-center gap-1 text-center">
            <Icon aria-hidden="true" className="mb-1 size-5 text-brand" />
            <dt className="order-last text-sm text-muted">{t(label)}</dt>
            <dd className="text-3xl font-extrabold tracking-tight tabular-nums text-ink sm:text-4xl" data-testid={`stat-${key}`}>
              {formatNumber(stats[key])}
            </dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}
