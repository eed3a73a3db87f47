import { useMemo } from 'react';
import { useSongs } from '../api/songs';
import { useBrowseFilters, toSongsQuery } from '../hooks/use-browse-filters';
import { CurrencyToggle } from '../../../components/ui/currency-toggle';
import { AllSongs } from './all-songs';
import { BrowseFiltersBar } from './browse-filters';
import { PurchaseSlot } from './purchase-slot';
import { RecentlyAdded } from './recently-added';
import { SubscriptionNotice } from './subscription-notice';

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
