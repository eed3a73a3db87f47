import { useQuery } from '@tanstack/react-query';
import type { HomeStats } from '../../../shared/api/catalogue';
import { call } from './api-client';
import { queryKeys } from './query-keys';

export type { HomeStats };

const KEYS = ['totalSongs', 'totalArtists', 'totalUsers', 'totalDownloads'] as const;

/** Checked by hand: zod stays out of the landing page's download. */
export function parseHomeStats(data: unknown): HomeStats {
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const stats = {} as HomeStats;
  for (const key of KEYS) {
    const value = fields[key];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw new TypeError(`Unexpected ${key} in getHomeStats`);
    stats[key] = value;
  }
  return stats;
}

/**
 * The store's counted figures (songs, artists, users, downloads), the one source every screen
 * quotes: undefined while loading or when the call failed, so nothing shows a number not counted.
 */
export function useStoreStats(): HomeStats | undefined {
  const query = useQuery({
    queryKey: queryKeys.homeStats,
    queryFn: ({ signal }) => call('getHomeStats', { signal, parse: parseHomeStats }),
    staleTime: 5 * 60_000,
  });
  return query.data;
}
