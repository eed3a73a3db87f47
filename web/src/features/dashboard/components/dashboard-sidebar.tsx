import '../../../i18n/locales/en/catalogue';
import { Avatar } from '../../../components/ui/avatar';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/account';
import { Crown, Disc3, Pause, Play } from 'lucide-react';
import type { SessionUser } from '../../../lib/session';
import { formatTotalSpent, type ListenerStats } from '../../../lib/listener-stats';
import { usePreferredCurrency } from '../../../lib/currency';
import { usePlayer } from '../../../lib/player';
import { useMySubscription } from '../../../lib/subscription';
import { TitledSection } from '../../../components/ui/titled-section';

/** Now Playing from the app's one player: the track loaded in the bottom bar, with play/pause. */
function NowPlaying() {
  const player = usePlayer();
  const { t } = useTranslation();
  const track = player.current;
  return (
    <section aria-labelledby="now-playing-heading" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="now-playing-heading" className="flex items-center gap-2 text-sm font-bold uppercase tracking-wider text-muted">
        <Disc3 aria-hidden="true" className="size-4 text-brand" />
        {t('dashboard.nowPlaying')}
      </h2>
      {track ? (
        <div className="mt-3 flex items-center gap-3">
          <button
            type="button"
            onClick={() => (player.isPlaying ? player.pause() : player.play())}
            aria-label={player.isPlaying ? t('dashboard.pause', { title: track.title }) : t('dashboard.play', { title: track.title })}
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-canvas"
          >
            {player.isPlaying ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
          </button>
          <div className="min-w-0">
            <p className="truncate font-semibold text-ink" data-testid="now-playing-title">
              {track.title}
            </p>
            <p className="truncate text-sm text-muted">{track.artist}</p>
          </div>
        </div>
      ) : (
        <p className="mt-3 text-sm text-muted">{t('dashboard.nothingPlaying')}</p>
      )}
    </section>
  );
}

export function DashboardSidebar({ user, stats }: { user: SessionUser; stats: ListenerStats | undefined }) {
  const subscription = useMySubscription();
  const premium = subscription.data?.status === 'active';
  const { t } = useTranslation();
  const [currency] = usePreferredCurrency();
  const name = user.name || t('common.musicLover');
  const counters = [
    { label: t('dashboard.counterSongs'), value: stats?.songsOwned },
    { label: t('dashboard.counterLiked'), value: stats?.likedSongs },
    { label: t('dashboard.counterPlaylists'), value: stats?.playlistCount },
    { label: t('dashboard.counterFollowing'), value: stats?.followingArtists },
  ];
  return (
    <aside className="flex flex-col gap-4" aria-label={t('dashboard.yourAccount')}>
      <section className="rounded-2xl border border-line bg-surface p-5 text-center">
        <Avatar name={name} url={user.avatarUrl} size="lg" className="mx-auto" />
        <p className="mt-3 text-lg font-bold [overflow-wrap:anywhere]" data-testid="dashboard-user-name">
          {name}
        </p>
        {user.email && <p className="text-sm text-muted [overflow-wrap:anywhere]">{user.email}</p>}
        {premium ? (
          <p className="mt-1 inline-flex items-center gap-1 rounded-full border border-brand/40 bg-brand/10 px-2 py-0.5 text-xs font-semibold text-brand">
            <Crown aria-hidden="true" className="size-3" />
            {t('dashboard.premiumMember')}
          </p>
        ) : (
          <p className="mt-1 text-xs font-semibold text-muted">
            {user.role === 'admin' ? t('dashboard.administrator') : t('common.musicLover')}
          </p>
        )}
        <dl className="mt-4 grid grid-cols-4 gap-2 border-t border-line pt-4">
          {counters.map((c) => (
            <div key={c.label}>
              <dd className="text-lg font-extrabold tabular-nums">{c.value ?? '–'}</dd>
              <dt className="text-xs text-muted">{c.label}</dt>
            </div>
          ))}
        </dl>
      </section>
      <NowPlaying />
      <TitledSection
        title={t('dashboard.yourStats')}
        className="rounded-2xl border border-line bg-surface p-5"
        titleClassName="text-sm font-bold uppercase tracking-wider text-muted"
      >
        <dl className="mt-3 flex flex-col gap-2 text-sm">
          <div className="flex justify-between gap-2">
            <dt className="text-muted">{t('dashboard.totalSpent')}</dt>
            <dd className="font-semibold tabular-nums" data-testid="stat-total-spent">
              {stats ? formatTotalSpent(stats, currency) : '–'}
            </dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt className="text-muted">{t('dashboard.songsOwned')}</dt>
            <dd className="font-semibold tabular-nums">{stats?.songsOwned ?? '–'}</dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt className="text-muted">{t('dashboard.favoriteGenre')}</dt>
            <dd className="font-semibold" data-testid="stat-favorite-genre">
              {stats?.favoriteGenre ? t(`genres.${stats.favoriteGenre}`, { defaultValue: stats.favoriteGenre }) : '–'}
            </dd>
          </div>
        </dl>
      </TitledSection>
    </aside>
  );
}
