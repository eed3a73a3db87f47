import { ListMusic } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/artists';
import { site } from '../../../config/site';
import { formatNumber } from '../../../lib/format-locale';
import { useSharedPlaylist } from '../../../lib/collection';
import { formatDuration } from '../../../lib/currency';
import { CatalogueFallback } from '../../../components/ui/query-state';
import { FavoriteButton } from '../../../components/library/favorite-button';
import { SongRow } from '../../../components/library/song-row';

/** /playlist/{shareId}: a playlist its owner shared, read-only; previews play for everyone. */
export function SharedPlaylistPage({ shareId }: { shareId: string }) {
  const playlist = useSharedPlaylist(shareId);
  const { t } = useTranslation();
  if (!playlist.isSuccess) return <CatalogueFallback query={playlist} page="sharedPlaylist" icon={ListMusic} />;
  const p = playlist.data;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <title>{`${p.name} · ${site.name}`}</title>
      <p className="text-sm font-semibold uppercase tracking-widest text-brand">{t('sharedPlaylist.by', { owner: p.owner })}</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight [overflow-wrap:anywhere]">{p.name}</h1>
      <p className="mt-1 text-muted">
        {t('sharedPlaylist.songs', { count: p.songCount, n: formatNumber(p.songCount) })} · {formatDuration(p.duration)}
      </p>
      {p.songs.length === 0 ? (
        <p className="mt-6 text-muted">{t('sharedPlaylist.empty')}</p>
      ) : (
        <ol className="mt-6 flex flex-col gap-2">
          {p.songs.map((song, index) => (
            <SongRow key={song.id} song={song} list={p.songs} index={index} actions={<FavoriteButton song={song} />} />
          ))}
        </ol>
      )}
    </div>
  );
}
