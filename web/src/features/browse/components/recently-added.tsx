import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RECENTLY_ADDED_COUNT } from '../../../../../shared/constants';
import '../../../i18n/locales/en/catalogue';
import { usePreferredCurrency } from '../../../lib/currency';
import type { Song } from '../api/songs';
import { useMediaQuery, NARROW_SCREEN } from '../../../lib/use-media-query';
import { SongCard } from './song-card';
import { SongRow, SongRowSkeleton } from './song-row';
import { Skeletons } from './song-grid';
import { useDeferredSongs } from './use-deferred-songs';
import { TitledSection } from '../../../components/ui/titled-section';

const NO_SONGS: Song[] = [];

/**
 * The newest songs as one row above the list (spec §2: the 5 newest, whatever the filters say). The
 * row shows only while no filter is set, when the list below is itself the newest first: `newest`
 * is its first page, so the page loads one song request, not two. `pending` while that page is
 * not the unfiltered list yet (loading, or a cleared search's results still shown).
 */
export function RecentlyAdded({ newest, pending }: { newest: readonly Song[] | undefined; pending: boolean }) {
  const { t } = useTranslation();
  const [currency] = usePreferredCurrency();
  const songs = useMemo(() => (pending ? NO_SONGS : (newest ?? NO_SONGS).slice(0, RECENTLY_ADDED_COUNT)), [newest, pending]);
  const { shown, catchingUp } = useDeferredSongs(songs);
  const compact = useMediaQuery(NARROW_SCREEN);
  // Nothing to show (empty catalogue or a failed call): the row is left out rather than broken.
  if (!pending && songs.length === 0) return null;
  const loading = pending || (catchingUp && shown.length === 0);
  return (
    <TitledSection title={t('browse.recentlyAdded')} className="mt-6 sm:mt-10" titleClassName="text-xl font-bold tracking-tight">
      {compact ? (
        <div className="mt-2 divide-y divide-line" aria-busy={loading}>
          {/* Skeleton rows hold the strip's height, so All Songs below never moves when it arrives (CLS). */}
          {loading
            ? Array.from({ length: RECENTLY_ADDED_COUNT }, (_, i) => <SongRowSkeleton key={i} />)
            : shown.map((song) => <SongRow key={song.id} song={song} list={shown} currency={currency} />)}
        </div>
      ) : (
        <div className="mt-4 grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-5" aria-busy={loading}>
          {loading ? (
            <Skeletons count={RECENTLY_ADDED_COUNT} />
          ) : (
            shown.map((song) => <SongCard key={song.id} song={song} list={shown} currency={currency} />)
          )}
        </div>
      )}
    </TitledSection>
  );
}
