/** Catalogue rules: the public list, one song, adding a song. */
import { ulid } from 'ulid';
import type { Genre, ListSongsQuery, Song, SongDetail, SongStatus } from '../../../shared/api/catalogue';
import { toMinor } from '../../../shared/money';
import { createSongRecord } from '../../data/songs-admin-repo';
import { getSongRecord, toSong, type SongMedia, type SongRecord } from '../../data/songs-repo';
import { decodeJsonCursor, encodeJsonCursor } from '../../data/cursor';
import { decodePeaks } from '../../media/peaks';
import { NotFoundError } from '../../kernel/errors';
import { searchIndex } from './catalogue-cache';
import type { SearchCursor } from './search-index';
import { cachedTiers, cheapestCents, withLicenses } from '../licenses/tiers';

const isCursor = (v: unknown): v is SearchCursor =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as SearchCursor).id === 'string' &&
  ['string', 'number'].includes(typeof (v as SearchCursor).k);

export async function listSongs(query: ListSongsQuery): Promise<{ songs: Song[]; nextCursor?: string }> {
  const [index, tiers] = await Promise.all([searchIndex(), cachedTiers()]);
  const result = index.search({
    q: query.q,
    genre: query.genre,
    minPriceCents: query.minPrice === undefined ? undefined : toMinor(query.minPrice),
    maxPriceCents: query.maxPrice === undefined ? undefined : toMinor(query.maxPrice),
    // A song is as cheap as its cheapest licence, which is the price the list shows.
    priceOf: (song) => cheapestCents(song, tiers),
    priceKey: tiers,
    sort: query.sort,
    limit: query.limit,
    cursor: decodeJsonCursor(query.cursor, isCursor),
  });
  return {
    songs: result.songs.map((song) => withLicenses(song, tiers)),
    nextCursor: result.next ? encodeJsonCursor(result.next) : undefined,
  };
}

/** Songs a visitor may see by link: published or sold out (drafts and rejected ones stay hidden). */
export const isPubliclyVisible = (r: SongRecord): boolean => r.status === 'published' || r.status === 'sold_out';

export async function getPublicSong(songId: string): Promise<SongDetail> {
  const record = await getSongRecord(songId);
  if (!record || !isPubliclyVisible(record)) throw new NotFoundError('Song not found', 'SONG_NOT_FOUND');
  return withLicenses({ ...toSong(record), peaks: decodePeaks(record.peaks) }, await cachedTiers());
}

export interface NewSong {
  id?: string;
  title: string;
  artist: string;
  genre: Genre;
  description: string;
  priceCents: number;
  status?: SongStatus;
  isAvailable?: boolean;
  durationSeconds: number;
  media: SongMedia;
  createdAt?: Date;
  rating?: number;
  /** What the master is and its waveform (media/waveform.ts `encodePeaks`). */
  format?: 'mp3' | 'wav' | 'flac';
  peaks?: string;
  /** The cover's key in the covers bucket (`covers/<songId>/…`), already stored. */
  coverKey?: string;
}

export async function createSong(input: NewSong): Promise<SongRecord> {
  const record = newSongRecord(input);
  await createSongRecord(record);
  return record;
}

/** The record of a new song, with its defaults (published, available, no sales yet). */
export function newSongRecord(input: NewSong): SongRecord {
  const created = input.createdAt ?? new Date();
  return {
    id: input.id ?? ulid(created.getTime()),
    title: input.title,
    artist: input.artist,
    genre: input.genre,
    description: input.description,
    priceCents: input.priceCents,
    status: input.status ?? 'published',
    isAvailable: input.isAvailable ?? true,
    createdAt: created.toISOString(),
    updatedAt: created.toISOString(),
    durationSeconds: input.durationSeconds,
    rating: input.rating ?? 0,
    downloads: 0,
    revenueCents: 0,
    media: input.media,
    ...(input.format ? { format: input.format } : {}),
    ...(input.peaks ? { peaks: input.peaks } : {}),
    ...(input.coverKey ? { coverKey: input.coverKey } : {}),
  };
}
