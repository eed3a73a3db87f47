import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Heart } from 'lucide-react';
import { paths } from '../../../config/paths';
import '../../../i18n/locales/en/collection';
import { useFavorites } from '../../../lib/collection';
import { buttonClasses } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { FavoriteButton } from '../../../components/library/favorite-button';
import { AddToPlaylistButton } from '../../../components/library/add-to-playlist';
import { SongRow } from '../../../components/library/song-row';

/** The dashboard's Favorites tab: every hearted song, newest first, playable as one queue. */
export function FavoritesTab() {
  const favorites = useFavorites();
  const { t } = useTranslation();
  if (favorites.isPending) return <PageSpinner label={t('favorites.loading')} />;
  if (favorites.isError) return <LoadError title={t('favorites.loadFailed')} onRetry={() => void favorites.refetch()} />;
  const songs = favorites.data;
  if (songs.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-line bg-surface p-10 text-center">
        <Heart aria-hidden="true" className="size-8 text-muted" />
        <p className="mt-3 font-semibold text-ink">{t('favorites.none')}</p>
        <p className="mt-1 text-sm text-muted">{t('favorites.noneText')}</p>
        <Link to={paths.browse} className={buttonClasses({ className: 'mt-4' })}>
          {t('favorites.browseMusic')}
        </Link>
      </div>
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
