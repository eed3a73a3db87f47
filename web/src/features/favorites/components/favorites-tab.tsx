import { useTranslation } from 'react-i18next';
import { Heart } from 'lucide-react';
import { paths } from '../../../config/paths';
import '../../../i18n/locales/en/collection';
import { useFavorites } from '../../../lib/collection';
import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { FavoriteButton } from '../../../components/library/favorite-button';
import { AddToPlaylistButton } from '../../../components/library/add-to-playlist';
import { SongRow } from '../../../components/library/song-row';
import { EmptyState } from '../../../components/ui/empty-state';

/** The dashboard's Favorites tab: every hearted song, newest first, playable as one queue. */
export function FavoritesTab() {
  const favorites = useFavorites();
  const { t } = useTranslation();
  if (favorites.isPending) return <PageSpinner label={t('favorites.loading')} />;
  if (favorites.isError) return <LoadError title={t('favorites.loadFailed')} onRetry={() => void favorites.refetch()} />;
  const songs = favorites.data;
  if (songs.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        title={t('favorites.none')}
        text={t('favorites.noneText')}
        action={{ to: paths.browse, label: t('favorites.browseMusic') }}
      />
    );
  }
  return (
    <section aria-labelledby="favorites-heading">
      <h2 id="favorites-heading" className="text-lg font-bold">
        {t('favorites.title')} <span className="text-sm font-normal text-muted">{t('favorites.count', { count: songs.length })}</span>
      </h2>
      <ul className="mt-4 flex flex-col gap-2">
        {songs.map((song) => (
          <SongRow
            key={song.id}
            song={song}
            list={songs}
            actions={
              <>
                <AddToPlaylistButton song={song} compact />
                <FavoriteButton song={song} />
              </>
            }
          />
        ))}
      </ul>
    </section>
  );
}
