import type { ReactNode } from 'react';
import { usePreferredCurrency } from '../../../lib/currency';
import { NARROW_SCREEN, useMediaQuery } from '../../../lib/use-media-query';
import type { Song } from '../api/songs';
import { SongCard } from './song-card';
import { SongRow } from './song-row';
import { Skeletons } from './song-grid';
import { useDeferredSongs } from './use-deferred-songs';

interface SongShelfProps {
  id: string;
  title: string;
  /** A line under the title. */
  text?: string;
  songs: readonly Song[];
  loading: boolean;
  /** Beside the title, e.g. a "See all" link. */
  action?: ReactNode;
  skeletons?: number;
}

/**
 * A titled row of playable songs (home, song and artist pages): cards on wide screens, compact
 * rows on phones, each with play and price and Buy. The songs are the player's queue.
 */
export function SongShelf({ id, title, text, songs, loading: pending, action, skeletons = 4 }: SongShelfProps) {
  const [currency] = usePreferredCurrency();
  const compact = useMediaQuery(NARROW_SCREEN);
  // Songs arriving from the API render in a transition that yields, not in one blocking task.
  const { shown, catchingUp } = useDeferredSongs(songs);
  const loading = pending || (catchingUp && shown.length === 0);
  return (
    <section aria-labelledby={id} data-testid={id}>
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id={id} className="text-2xl font-bold tracking-tight">
            {title}
          </h2>
          {text && <p className="mt-1 text-sm text-muted">{text}</p>}
        </div>
        {action}
      </div>
      {compact ? (
        <div className="mt-3 divide-y divide-line" aria-busy={loading}>
          {shown.map((song) => (
            <SongRow key={song.id} song={song} list={shown} currency={currency} />
          ))}
        </div>
      ) : (
        <div className="mt-5 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4" aria-busy={loading}>
          {loading ? (
            <Skeletons count={skeletons} />
          ) : (
            shown.map((song) => <SongCard key={song.id} song={song} list={shown} currency={currency} />)
          )}
        </div>
      )}
    </section>
  );
}
