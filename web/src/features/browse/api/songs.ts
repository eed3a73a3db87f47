import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Song, SongSort } from '../../../../../shared/api/catalogue';
import { call, callPage } from '../../../lib/api-client';
import { parsePeaks } from '../../../components/player/waveform';
import { parseSong, parseSongs } from '../../../lib/song-parse';
import { queryKeys } from '../../../lib/query-keys';

export type { Song, SongSort };

/** A song can be bought when it is listed and not sold out (spec §4 Song availability). */
export const isSoldOut = (song: Song): boolean => song.status === 'sold_out' || !song.is_available;

export interface SongsQuery {
  q?: string;
  genre?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: SongSort;
}

export const PAGE_SIZE = 24;

/** The song list's query with empty values left out, so the URL is the cache key. */
export function songsQuery(query: SongsQuery & { limit?: number; cursor?: string }): SongsQuery & { limit?: number; cursor?: string } {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
}

export const useSongs = (query: SongsQuery) =>
  useInfiniteQuery({
    queryKey: queryKeys.songs.list(query),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callPage('listSongs', { query: songsQuery({ ...query, limit: PAGE_SIZE, cursor: pageParam }), signal, parse: parseSongs }),
    getNextPageParam: (last) => last.nextCursor,
    // While a new search loads, the previous results stay (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

/** The song page's read also fills the player's peaks for that song, so playing it reads nothing more. */
export function useSong(songId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.songs.detail(songId),
    queryFn: ({ signal }) =>
      call('getSong', {
        params: { songId },
        signal,
        parse: (data: unknown) => {
          const song = parseSong(data);
          queryClient.setQueryData(queryKeys.songs.peaks(songId), parsePeaks(data));
          return song;
        },
      }),
  });
}

/** Home's New releases: the newest listed songs. */
export const NEW_RELEASES_COUNT = 8;
export const useNewReleases = () =>
  useQuery({
    queryKey: queryKeys.songs.newReleases,
    queryFn: ({ signal }) => call('listSongs', { query: { sort: 'newest', limit: NEW_RELEASES_COUNT }, signal, parse: parseSongs }),
  });

/** Home's Trending: the most played and bought songs of the last 7 days (empty until something is played). */
export const useTrendingSongs = () =>
  useQuery({
    queryKey: queryKeys.songs.trending,
    queryFn: ({ signal }) => call('listTrendingSongs', { signal, parse: parseSongs }),
    staleTime: 5 * 60_000,
  });

/** Songs of one genre, newest first (a song page's related songs). */
export const useGenreSongs = (genre: string, limit: number) =>
  useQuery({
    queryKey: queryKeys.songs.genre(genre.toLowerCase(), limit),
    queryFn: ({ signal }) => call('listSongs', { query: { genre: genre.toLowerCase(), sort: 'newest', limit }, signal, parse: parseSongs }),
  });
