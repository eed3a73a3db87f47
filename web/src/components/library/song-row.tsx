import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { artistSlug } from '../../../../shared/artists';
import { paths } from '../../config/paths';
import { formatDuration } from '../../lib/currency';
import type { Song } from '../../lib/collection';
import { PlayButton } from '../player/play-button';

/** One song in a list (favourites, playlists, artist pages): play, title, artist link, length, and the row's own actions. */
export function SongRow({ song, list, actions, index }: { song: Song; list: readonly Song[]; actions?: ReactNode; index?: number }) {
  return (
    <li className="flex items-center gap-3 rounded-xl border border-line bg-surface p-3">
      {index !== undefined && <span className="w-6 text-right text-sm tabular-nums text-muted">{index + 1}</span>}
      <PlayButton track={song} list={list} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-ink">
          <Link to={paths.song(song.id)} className="rounded hover:text-brand">
            {song.title}
          </Link>
        </p>
        <p className="truncate text-sm text-muted">
          <Link to={paths.artist(artistSlug(song.artist))} className="rounded hover:text-brand">
            {song.artist}
          </Link>
        </p>
      </div>
      <span className="hidden text-sm tabular-nums text-muted min-[480px]:inline">{formatDuration(song.duration)}</span>
      {actions}
    </li>
  );
}
