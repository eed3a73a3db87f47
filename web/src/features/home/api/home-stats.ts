import { formatCompact } from '../../../lib/format-locale';
import { useQuery } from '@tanstack/react-query';
import type { HomeStats } from '../../../../../shared/api/catalogue';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type { HomeStats };

/** Spec §9: shown whenever the live figures are unavailable. */
export const HOME_STATS_FALLBACK: HomeStats = {
  totalSongs: 15_000,
  totalArtists: 2_500,
  totalUsers: 85_000,
  totalDownloads: 500_000,
};

const KEYS = ['totalSongs', 'totalArtists', 'totalUsers', 'totalDownloads'] as const;

/** Checked by hand: zod stays out of the landing page's download. */
function parseHomeStats(data: unknown): HomeStats {
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const stats = { ...HOME_STATS_FALLBACK };
  for (const key of KEYS) {
    const value = fields[key];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw new TypeError(`Unexpected ${key} in getHomeStats`);
    stats[key] = value;
  }
  return stats;
}

/** Figures for the statistics strip; the fallback shows while loading and whenever the call fails. */
export const useHomeStats = (): { stats: HomeStats } => {
  const query = useQuery({
    queryKey: queryKeys.homeStats,
    queryFn: ({ signal }) => call('getHomeStats', { signal, parse: parseHomeStats }),
    staleTime: 5 * 60_000,
  });
  return { stats: query.data ?? HOME_STATS_FALLBACK };
};

/** 15000 → '15K+', 2500 → '2.5K+' ('15.000+', '2,5 k+'… in the other languages). */
export const formatStat = (value: number): string => `${formatCompact(value)}+`;
