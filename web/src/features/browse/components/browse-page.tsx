import { useMemo, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/catalogue';
import { useSongs } from '../api/songs';
import { useBrowseFilters, toSongsQuery } from '../hooks/use-browse-filters';
import { Button } from '../../../components/ui/button';
import { CurrencyToggle } from '../../../components/ui/currency-toggle';
import { Dialog } from '../../../components/ui/dialog';
import { StoredHtml, useStoredContent } from '../../../lib/stored-page';
import { NARROW_SCREEN, useMediaQuery } from '../../../lib/use-media-query';
import { AllSongs } from './all-songs';
import { BrowseFiltersBar } from './browse-filters';
import { PurchaseSlot } from './purchase-slot';
import { RecentlyAdded } from './recently-added';
import { FilterChips } from './filter-chips';
import { useStoreStats } from '../../../lib/store-stats';
import '../../../i18n/locales/en/store';
import { SubscriptionNotice } from './subscription-notice';

export function BrowsePage() {
  const { filters, setFilter, reset, isFiltered } = useBrowseFilters();
  const { t } = useTranslation();
  // Phones: the filters wait behind a button, so the first screen shows songs, not a form.
  const compact = useMediaQuery(NARROW_SCREEN);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const apiQuery = useMemo(() => toSongsQuery(filters), [filters]);
  const songsQuery = useSongs(apiQuery);
  const songs = useMemo(() => songsQuery.data?.pages.flatMap((page) => page.items) ?? [], [songsQuery.data]);
  // The admin's Browse text (/admin/pages) in place of the built-in line.
  const intro = useStoredContent('browse');
  const stats = useStoreStats();
  const activeCount = [filters.q.trim() !== '', filters.genre !== '', filters.price !== 'all', filters.sort !== 'newest'].filter(
    Boolean,
  ).length;
  // A search or a filter replaces the Recently Added strip: its results come first (issue 21).
  const searching = activeCount > 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-4xl">{t('browse.title')}</h1>
          {intro ? (
            <div className="mt-2 max-w-3xl">
              <StoredHtml html={intro} />
            </div>
          ) : (
            <p className="mt-2 hidden text-muted sm:block">{t('browse.intro')}</p>
          )}
          <SubscriptionNotice className="mt-2" />
        </div>
        <CurrencyToggle />
      </div>

      {compact ? (
        <>
          <Button variant="secondary" size="sm" className="mt-4" onClick={() => setFiltersOpen(true)} aria-haspopup="dialog">
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {activeCount > 0 ? t('store.filtersCount', { count: activeCount }) : t('browse.filters')}
          </Button>
          <Dialog open={filtersOpen} onClose={() => setFiltersOpen(false)} title={t('browse.filters')}>
            <BrowseFiltersBar
              filters={filters}
              onChange={setFilter}
              submitLabel={t('browse.showSongs')}
              onDone={() => setFiltersOpen(false)}
            />
          </Dialog>
        </>
      ) : (
        <div className="mt-8">
          <BrowseFiltersBar filters={filters} onChange={setFilter} />
        </div>
      )}

      <FilterChips filters={filters} onChange={setFilter} onReset={reset} />

      {!searching && (
        <RecentlyAdded newest={songsQuery.data?.pages[0]?.items} pending={songsQuery.isPending || songsQuery.isPlaceholderData} />
      )}

      <section aria-labelledby="all-heading" className={searching ? 'mt-6' : 'mt-8 sm:mt-12'}>
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="all-heading" className="text-xl font-bold tracking-tight">
            {t('browse.allSongs')}
          </h2>
          <p aria-live="polite" className="text-sm text-muted" data-testid="song-count">
            {songsQuery.isSuccess &&
              (!songsQuery.hasNextPage
                ? t('browse.songCount', { count: songs.length })
                : !isFiltered && stats
                  ? t('browse.songCount', { count: stats.totalSongs })
                  : t('store.showingSoFar', { count: songs.length }))}
          </p>
        </div>
        <AllSongs songs={songs} query={songsQuery} onReset={reset} isFiltered={isFiltered} />
      </section>

      <PurchaseSlot />
    </div>
  );
}
