import { useTranslation } from 'react-i18next';
import { Heart } from 'lucide-react';
import '../../../i18n/locales/en/collection';
import { useFavorites, type FavoriteSong } from '../../../lib/collection';
import { FavoriteButton } from '../../../components/library/favorite-button';
import { AddToPlaylistButton } from '../../../components/library/add-to-playlist';
import { SongRow } from '../../../components/library/song-row';
import { EmptyLibrary, LibraryQuery } from '../../../components/library/list-states';

function FavoriteSongs({ songs }: { songs: FavoriteSong[] }) {
  const { t } = useTranslation();
  if (songs.length === 0) return <EmptyLibrary list="favorites" icon={Heart} />;
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

/** The dashboard's Favorites tab: every hearted song, newest first, playable as one queue. */
export function FavoritesTab() {
  return (
    <LibraryQuery list="favorites" query={useFavorites()}>
      {(songs) => <FavoriteSongs songs={songs} />}
    </LibraryQuery>
  );
}
