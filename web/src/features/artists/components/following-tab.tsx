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
import { EmptyLibrary, LibraryQuery } from '../../../components/library/list-states';
import { OverviewListCard } from '../../../components/library/overview-list-card';
import { TitledSection } from '../../../components/ui/titled-section';

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

function FollowedArtists({ artists }: { artists: ArtistCard[] }) {
  const { t } = useTranslation();
  if (artists.length === 0) return <EmptyLibrary list="following" icon={Users} />;
  return (
    <TitledSection title={t('following.title')} titleClassName="text-lg font-bold">
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {artists.map((a) => (
          <ArtistTile key={a.id} artist={a} />
        ))}
      </ul>
    </TitledSection>
  );
}

/** The dashboard's Following tab: the artists the listener follows, as artist cards. */
export function FollowingTab() {
  return (
    <LibraryQuery list="following" query={useFollowing()}>
      {(artists) => <FollowedArtists artists={artists} />}
    </LibraryQuery>
  );
}

/** Overview card: the followed artists, the first few. */
export function FavoriteArtistsCard() {
  return (
    <OverviewListCard
      list="following"
      query={useFollowing()}
      row={(a) => ({ to: paths.artist(a.id), name: a.name, note: followersText(a.followers) })}
    />
  );
}
