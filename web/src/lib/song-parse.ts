/**
 * A song from the API, checked by hand rather than with the shared zod schema: the browse page and
 * the shell's player read songs, and zod would add ~37 KB gzip to their download.
 */
import { parseLicenses } from './license-parse';
import type { Song, SongStatus } from '../../../shared/api/catalogue';

const STATUSES: readonly SongStatus[] = ['published', 'sold_out', 'draft', 'pending', 'rejected'];

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
    ...(Array.isArray(f.licenses) ? { licenses: parseLicenses(f.licenses) } : {}),
  };
}

export const parseSongs = (data: unknown): Song[] => {
  if (!Array.isArray(data)) throw new TypeError('Expected a list of songs');
  return data.map(parseSong);
};
