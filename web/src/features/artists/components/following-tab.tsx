import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Users } from 'lucide-react';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import '../../../i18n/locales/en/collection';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format-locale';
import { useFollowing, useToggleFollow, type ArtistCard } from '../../../lib/collection';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { EmptyState } from '../../../components/ui/empty-state';

const followersText = (n: number) => i18n.t('following.followers', { count: n, formatted: formatNumber(n) });
const songsText = (n: number) => i18n.t('playlists.songCount', { count: n });

function ArtistTile({ artist }: { artist: ArtistCard }) {
  const toggle = useToggleFollow();
  const { t } = useTranslation();
  return (
    <li className="flex items-center gap-3 rounded-xl border border-line bg-surface p-4">
      <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-raised font-bold text-brand">
        {artist.name.slice(0, 1).toUpperCase()}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">
          <Link to={paths.artist(artist.id)} className="rounded hover:text-brand">
            {artist.name}
          </Link>
        </p>
        <p className="text-sm text-muted">
          {[artist.genre, songsText(artist.songs), followersText(artist.followers)].filter(Boolean).join(' · ')}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        loading={toggle.isPending}
        aria-label={t('following.unfollowName', { name: artist.name })}
        onClick={() =>
          toggle.mutate(
            { slug: artist.id, follow: false },
            {
              onSuccess: () => toast.success(t('following.unfollowed', { name: artist.name })),
              onError: (e) => toast.error(errorMessage(e)),
            },
          )
        }
      >
        {t('following.unfollow')}
      </Button>
    </li>
  );
}

/** The dashboard's Following tab: the artists the listener follows, as artist cards. */
export function FollowingTab() {
  const following = useFollowing();
  const { t } = useTranslation();
  if (following.isPending) return <PageSpinner label={t('following.loading')} />;
  if (following.isError) return <LoadError title={t('following.loadFailed')} onRetry={() => void following.refetch()} />;
  if (following.data.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title={t('following.none')}
        text={t('following.noneText')}
        action={{ to: paths.browse, label: t('following.browseMusic') }}
      />
    );
  }
  return (
    <section aria-labelledby="following-heading">
      <h2 id="following-heading" className="text-lg font-bold">
        {t('following.title')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {following.data.map((a) => (
          <ArtistTile key={a.id} artist={a} />
        ))}
      </ul>
    </section>
  );
}

/** Overview card: the followed artists, the first few. */
export function FavoriteArtistsCard() {
  const following = useFollowing();
  const artists = following.data ?? [];
  const { t } = useTranslation();
  return (
    <section aria-labelledby="favorite-artists-heading" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="favorite-artists-heading" className="font-bold">
        {t('following.card')}
      </h2>
      {following.isPending ? (
        <p className="mt-3 text-sm text-muted">{t('common.loading')}</p>
      ) : artists.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('following.none')}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {artists.slice(0, 5).map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-2 text-sm">
              <Link to={paths.artist(a.id)} className="truncate rounded font-semibold hover:text-brand">
                {a.name}
              </Link>
              <span className="shrink-0 text-muted">{followersText(a.followers)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
