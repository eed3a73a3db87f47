import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/catalogue';
import '../../../i18n/locales/en/store';
import { artistSlug } from '../../../../../shared/artists';
import { useArtist } from '../../../lib/collection';
import { useGenreSongs, type Song } from '../api/songs';
import { SongShelf } from './song-shelf';

const SHELF = 4;

/**
 * Below a song: more from its artist, then related songs (the same genre, not by this artist;
 * the catalogue keeps no tempo or key yet, so the genre is the whole match). Each list is left out
 * when empty.
 */
export function SongNeighbours({ song }: { song: Song }) {
  const { t } = useTranslation();
  const artist = useArtist(artistSlug(song.artist));
  const genre = useGenreSongs(song.genre, SHELF * 3);
  const more = useMemo(() => (artist.data?.tracks ?? []).filter((s) => s.id !== song.id).slice(0, SHELF), [artist.data, song.id]);
  const related = useMemo(
    () => (genre.data ?? []).filter((s) => s.id !== song.id && s.artist !== song.artist).slice(0, SHELF),
    [genre.data, song.id, song.artist],
  );
  return (
    <div className="flex flex-col gap-12">
      {more.length > 0 && (
        <SongShelf id="more-from-artist" title={t('store.moreFromArtist', { artist: song.artist })} songs={more} loading={false} />
      )}
      {related.length > 0 && (
        <SongShelf
          id="related-songs"
          title={t('store.related')}
          text={t('store.relatedText', { genre: t(`genres.${song.genre}`, { defaultValue: song.genre }) })}
          songs={related}
          loading={false}
        />
      )}
    </div>
  );
}
