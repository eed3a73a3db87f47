import { lazy, Suspense, useCallback, useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SearchX } from 'lucide-react';
import { RECENTLY_ADDED_COUNT } from '../../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { usePreferredCurrency } from '../../../lib/currency';
import { useSession } from '../../../lib/session';
import { useRecentSongs, useSongs, type Song } from '../api/songs';
import { useBrowseFilters, toSongsQuery } from '../hooks/use-browse-filters';
import { BrowseFiltersBar } from './browse-filters';
import { CurrencyToggle } from '../../../components/ui/currency-toggle';
import { SongCard, SongCardSkeleton } from './song-card';
import { SubscriptionNotice } from './subscription-notice';

// Only buyers open it, and it needs the form stack: its own chunk, fetched on the first Buy.
const PurchaseDialog = lazy(() => import('./purchase-dialog').then((m) => ({ default: m.PurchaseDialog })));

/** Mounted while the URL says `?buy=<songId>` and someone is signed in; closing drops the parameter. */
function PurchaseSlot() {
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const songId = searchParams.get('buy');
  const close = useCallback(
    () =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.delete('buy');
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  if (!songId || !user) return null;
  return (
    <Suspense fallback={null}>
      <PurchaseDialog key={songId} songId={songId} onClose={close} />
    </Suspense>
  );
}

const GRID = 'grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4';

function Skeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => <SongCardSkeleton key={i} />);
}

const NO_SONGS: Song[] = [];

/**
 * The songs to render as cards, one step behind `songs`: a list arriving from the API is rendered
 * in a transition, which yields to the browser, instead of one long blocking task (the query
 * result comes through useSyncExternalStore, whose updates never yield). `catchingUp` is true
 * while the cards still show an older list.
 */
function useDeferredSongs(songs: Song[]) {
  const shown = useDeferredValue(songs);
  return { shown, catchingUp: shown !== songs };
}

function RecentlyAdded() {
  const recent = useRecentSongs();
  const [currency] = usePreferredCurrency();
  const songs = recent.data ?? NO_SONGS;
  const { shown, catchingUp } = useDeferredSongs(songs);
  // Nothing to show (empty catalogue or a failed call): the row is left out rather than broken.
  if (!recent.isPending && songs.length === 0) return null;
  const loading = recent.isPending || (catchingUp && shown.length === 0);
  return (
    <section aria-labelledby="recent-heading" className="mt-10">
      <h2 id="recent-heading" className="text-xl font-bold tracking-tight">
        Recently Added
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-5" aria-busy={loading}>
        {loading ? (
          <Skeletons count={RECENTLY_ADDED_COUNT} />
        ) : (
          shown.map((song) => <SongCard key={song.id} song={song} list={shown} currency={currency} />)
        )}
      </div>
    </section>
  );
}

function AllSongs({ songs, query, onReset, isFiltered }: {
  songs: Song[];
  query: ReturnType<typeof useSongs>;
  onReset: () => void;
  isFiltered: boolean;
}) {
  const [currency] = usePreferredCurrency();
  const { shown, catchingUp } = useDeferredSongs(songs);
  if (query.isError && songs.length === 0) {
    return (
      <div role="alert" className="mt-4 rounded-2xl border border-line bg-surface p-10 text-center">
        <p className="font-semibold text-ink">We could not load the songs.</p>
        <p className="mt-1 text-sm text-muted">Check your connection and try again.</p>
        <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!query.isPending && songs.length === 0) {
    return (
      <div className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface/50 p-12 text-center">
        <SearchX aria-hidden="true" className="size-10 text-muted" />
        <p className="mt-3 font-semibold text-ink">No songs found matching your criteria</p>
        {isFiltered && (
          <Button variant="secondary" className="mt-4" onClick={onReset}>
            Clear filters
          </Button>
        )}
      </div>
    );
  }
  const loading = query.isPending || (catchingUp && shown.length === 0);
  return (
    <>
      <div
        className={`mt-4 ${GRID} transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={loading || query.isPlaceholderData}
      >
        {loading ? (
          <Skeletons count={8} />
        ) : (
          shown.map((song) => <SongCard key={song.id} song={song} list={shown} currency={currency} />)
        )}
      </div>
      {query.hasNextPage && (
        <div className="mt-8 flex justify-center">
          <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </>
  );
}

export function BrowsePage() {
  const { filters, setFilter, reset, isFiltered } = useBrowseFilters();
  const apiQuery = useMemo(() => toSongsQuery(filters), [filters]);
  const songsQuery = useSongs(apiQuery);
  const songs = useMemo(() => songsQuery.data?.pages.flatMap((page) => page.items) ?? [], [songsQuery.data]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Browse Music</h1>
          <p className="mt-2 text-muted">Preview any track for 30 seconds, then buy a lifetime license.</p>
          <SubscriptionNotice className="mt-2" />
        </div>
        <CurrencyToggle />
      </div>

      <div className="mt-8">
        <BrowseFiltersBar filters={filters} onChange={setFilter} />
      </div>

      <RecentlyAdded />

      <section aria-labelledby="all-heading" className="mt-12">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="all-heading" className="text-xl font-bold tracking-tight">
            All Songs
          </h2>
          <p aria-live="polite" className="text-sm text-muted">
            {songsQuery.isSuccess && `${songs.length}${songsQuery.hasNextPage ? '+' : ''} ${songs.length === 1 ? 'song' : 'songs'}`}
          </p>
        </div>
        <AllSongs songs={songs} query={songsQuery} onReset={reset} isFiltered={isFiltered} />
      </section>

      <PurchaseSlot />
    </div>
  );
}
