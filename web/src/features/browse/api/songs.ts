import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Song, SongSort, SongStatus } from '../../../../../shared/api/catalogue';
import { RECENTLY_ADDED_COUNT } from '../../../../../shared/constants';
import { call, callPage } from '../../../lib/api-client';
import { parsePeaks } from '../../../components/player/waveform';

export type { Song, SongSort };

const STATUSES: readonly SongStatus[] = ['published', 'sold_out', 'draft', 'pending', 'rejected'];

/**
 * Checked by hand rather than with the shared zod schema: /browse is a landing page for many
 * visitors, and zod would add ~37 KB gzip to its download.
 */
export function parseSong(data: unknown): Song {
  const f = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const text = (key: string) => {
    const value = f[key];
    if (typeof value !== 'string') throw new TypeError(`Song.${key} must be a string`);
    return value;
  };
  const num = (key: string) => {
    const value = f[key];
    if (typeof value !== 'number' || !Number.isFinite(value)) throw new TypeError(`Song.${key} must be a number`);
    return value;
  };
  const status = f.status;
  if (!STATUSES.includes(status as SongStatus)) throw new TypeError('Song.status is unknown');
  return {
    id: text('id'),
    title: text('title'),
    artist: text('artist'),
    genre: text('genre') as Song['genre'],
    description: typeof f.description === 'string' ? f.description : '',
    price: num('price'),
    status: status as SongStatus,
    is_available: f.is_available === true,
    created_at: text('created_at'),
    duration: num('duration'),
    rating: typeof f.rating === 'number' ? f.rating : 0,
    downloads: typeof f.downloads === 'number' ? f.downloads : 0,
    revenue: typeof f.revenue === 'number' ? f.revenue : 0,
    // Only a path of the site's own /covers/ behaviour: never an image from elsewhere.
    cover_url: typeof f.cover_url === 'string' && f.cover_url.startsWith('/covers/') ? f.cover_url : null,
  };
}

const parseSongs = (data: unknown): Song[] => {
  if (!Array.isArray(data)) throw new TypeError('Expected a list of songs');
  return data.map(parseSong);
};

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
    queryKey: ['songs', 'list', query],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callPage('listSongs', { query: songsQuery({ ...query, limit: PAGE_SIZE, cursor: pageParam }), signal, parse: parseSongs }),
    getNextPageParam: (last) => last.nextCursor,
    // While a new search loads, the previous results stay (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

/** Spec §2: the 5 newest songs, whatever the filters say. */
export const useRecentSongs = () =>
  useQuery({
    queryKey: ['songs', 'recent'],
    queryFn: async ({ signal }) => call('listSongs', { query: { sort: 'newest', limit: RECENTLY_ADDED_COUNT }, signal, parse: parseSongs }),
  });

/** The song page's read also fills the player's peaks for that song, so playing it reads nothing more. */
export function useSong(songId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['songs', 'detail', songId],
    queryFn: ({ signal }) =>
      call('getSong', {
        params: { songId },
        signal,
        parse: (data: unknown) => {
          const song = parseSong(data);
          queryClient.setQueryData(['songs', 'peaks', songId], parsePeaks(data));
          return song;
        },
      }),
  });
}
