import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/catalogue';
import { Button } from '../../../components/ui/button';
import { usePreferredCurrency } from '../../../lib/currency';
import type { Song, useSongs } from '../api/songs';
import { useMediaQuery, NARROW_SCREEN } from '../../../lib/use-media-query';
import { SongCard } from './song-card';
import { SongRow, SongRowSkeleton } from './song-row';
import { GRID, Skeletons } from './song-grid';
import { useDeferredSongs } from './use-deferred-songs';
import { useSongsInSteps } from './use-songs-in-steps';

/** The filtered songs: cards, or why there are none, and Load more while pages remain. */
export function AllSongs({
  songs,
  query,
  onReset,
  isFiltered,
}: {
  songs: Song[];
  query: ReturnType<typeof useSongs>;
  onReset: () => void;
  isFiltered: boolean;
}) {
  const [currency] = usePreferredCurrency();
  const { t } = useTranslation();
  const { shown, catchingUp } = useDeferredSongs(songs);
  const rendered = useSongsInSteps(shown);
  const compact = useMediaQuery(NARROW_SCREEN);
  if (query.isError && songs.length === 0) {
    return (
      <div role="alert" className="mt-4 rounded-2xl border border-line bg-surface p-10 text-center">
        <p className="font-semibold text-ink">{t('browse.loadFailed')}</p>
        <p className="mt-1 text-sm text-muted">{t('browse.checkConnection')}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
          {t('browse.tryAgain')}
        </Button>
      </div>
    );
  }
  if (!query.isPending && songs.length === 0) {
    return (
      <div className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface/50 p-12 text-center">
        <SearchX aria-hidden="true" className="size-10 text-muted" />
        <p className="mt-3 font-semibold text-ink">{t('browse.noMatch')}</p>
        {isFiltered && (
          <Button variant="secondary" className="mt-4" onClick={onReset}>
            {t('browse.clearFilters')}
          </Button>
        )}
      </div>
    );
  }
  const loading = query.isPending || (catchingUp && shown.length === 0);
  return (
    <>
      {compact ? (
        <div
          className={`mt-2 divide-y divide-line transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={loading || query.isPlaceholderData}
        >
          {loading
            ? Array.from({ length: 8 }, (_, i) => <SongRowSkeleton key={i} />)
            : rendered.map((song) => <SongRow key={song.id} song={song} list={shown} currency={currency} />)}
        </div>
      ) : (
        <div
          className={`mt-4 ${GRID} transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={loading || query.isPlaceholderData}
        >
          {loading ? (
            <Skeletons count={8} />
          ) : (
            // The first row's covers are the page's largest paint on a wide screen: fetched at once, not lazily.
            rendered.map((song, i) => <SongCard key={song.id} song={song} list={shown} currency={currency} priority={i < 4} />)
          )}
        </div>
      )}
      {/* Only below the rows: shown while they still render, it was pushed down (Lighthouse CLS on a phone). */}
      {query.hasNextPage && !loading && rendered.length === shown.length && (
        <div className="mt-8 flex justify-center">
          <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchingNextPage ? t('browse.loading') : t('browse.loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}
