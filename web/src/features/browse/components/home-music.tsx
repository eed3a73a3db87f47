import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/store';
import { paths } from '../../../config/paths';
import { NEW_RELEASES_COUNT, useNewReleases, useTrendingSongs, type Song } from '../api/songs';

import { SongShelf } from './song-shelf';

const NO_SONGS: Song[] = [];

/**
 * Home's music (issue 21): New releases and, once anything was played or bought this week,
 * Trending. Every song plays in the page's player and can be bought from here.
 */
export function HomeMusic() {
  const { t } = useTranslation();
  const releases = useNewReleases();
  const trending = useTrendingSongs();
  const trendingSongs = trending.data ?? NO_SONGS;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-12 sm:px-6">
      {(releases.isPending || (releases.data?.length ?? 0) > 0) && (
        <SongShelf
          id="new-releases"
          title={t('store.newReleases')}
          text={t('store.newReleasesText')}
          songs={releases.data ?? NO_SONGS}
          loading={releases.isPending}
          skeletons={NEW_RELEASES_COUNT}
          action={
            <Link
              to={paths.browse}
              className="inline-flex shrink-0 items-center gap-1 rounded text-sm font-semibold text-brand hover:underline"
            >
              {t('store.seeAll')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          }
        />
      )}
      {trendingSongs.length > 0 && (
        <SongShelf id="trending" title={t('store.trending')} text={t('store.trendingText')} songs={trendingSongs} loading={false} />
      )}
    </div>
  );
}
