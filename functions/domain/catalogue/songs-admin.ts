/**
 * The songs back office (admin §2.5, §2.6, §4, §5): the list, the figures, publishing and deleting
 * (creating and editing with files: ./song-saves.ts). Every change goes through the songs
 * repository, which logs it for the search index in the same transaction, so `GET /api/songs`
 * follows at once.
 */
import { toMajor, toMinor } from '../../../shared/money';
import {
  saleStatusOf,
  storedStatusOf,
  type AdminSong,
  type AdminSongDetail,
  type AdminSongStats,
  type ListAdminSongsQuery,
  type UpdateSongBody,
  type UpdateSongStatusBody,
} from '../../../shared/api/songs-admin';
import { deleteSongRecord, replaceSongRecord, SongChanged } from '../../data/songs-admin-repo';
import { songOffer } from '../../data/song-offer';
import { readAllSongRecords, readSongStats, requireSongRecord, songBasics, toSong, type SongRecord } from '../../data/songs-repo';
import { logger } from '../../lib/log';
import { deleteCovers, deleteMediaObjects } from '../../media/storage';
import { decodePeaks } from '../../media/peaks';
import { ConflictError } from '../../kernel/errors';
import { getSystemSettings } from '../settings/settings';
import { fieldError } from './song-uploads';
import { recordRelease } from '../library/releases';
import { isListed } from './search-index';
import { adminSongsPage } from './admin-songs-list';
import { isPubliclyVisible } from './songs';

export function toAdminSong(r: SongRecord): AdminSong {
  return {
    ...songBasics(r),
    status: r.status,
    sale_status: saleStatusOf(r.status, r.isAvailable),
    is_available: r.isAvailable,
    listed: isListed(toSong(r)),
    duration: Math.round(r.durationSeconds),
    format: r.format ?? null,
    bitrate: r.bitrateKbps ?? null,
    sample_rate: r.sampleRate ?? null,
    downloads: r.downloads,
    revenue: toMajor(r.revenueCents),
    // The average of the listeners' reviews (null before the first).
    rating: r.ratingCount ? r.rating : null,
    cover_url: r.coverKey ? `/${r.coverKey}` : null,
    rejection_reason: r.status === 'rejected' ? (r.rejectionReason ?? null) : null,
    ...(r.uploaderName ? { uploaded_by: r.uploaderName } : {}),
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  };
}

export const toAdminSongDetail = (r: SongRecord): AdminSongDetail => ({
  ...toAdminSong(r),
  peaks: decodePeaks(r.peaks),
  offer: songOffer(r),
});

/**
 * Every song whatever its status, searched (title, artist, genre), filtered and sorted on the
 * server, a page at a time with the total. Reads the whole songs list (GSI1 `SONGS`, all pages):
 * fine for a label's catalogue of thousands; see functions/data/README.md for the cost.
 */
export async function listAdminSongs(query: ListAdminSongsQuery): Promise<{ songs: AdminSong[]; total: number; nextCursor?: string }> {
  const needle = query.q?.toLowerCase() ?? '';
  const matching = (await readAllSongRecords()).filter(
    (r) =>
      (!query.status || r.status === query.status) &&
      (!needle ||
        r.title.toLowerCase().includes(needle) ||
        r.artist.toLowerCase().includes(needle) ||
        r.genre.toLowerCase().includes(needle)),
  );
  const page = adminSongsPage(matching, query.sort, query.limit, query.cursor);
  return { songs: page.items.map(toAdminSong), total: matching.length, nextCursor: page.nextCursor };
}

export async function adminSongStats(): Promise<AdminSongStats> {
  const s = await readSongStats();
  return { totalSongs: s.total, published: s.status_published, pendingReview: s.status_pending, totalRevenue: toMajor(s.revenueCents) };
}

export const getAdminSong = async (songId: string): Promise<AdminSongDetail> => toAdminSongDetail(await requireSongRecord(songId));

/** A song that just became public is a release for its artist's followers (the new-release mails). */
export async function announceIfReleased(previous: SongRecord, next: SongRecord): Promise<void> {
  if (!isPubliclyVisible(next) || isPubliclyVisible(previous)) return;
  await recordRelease(next).catch((error: unknown) => logger.error('release not recorded', { error, songId: next.id }));
}

export async function replaceSong(previous: SongRecord, next: SongRecord): Promise<AdminSongDetail> {
  try {
    await replaceSongRecord(previous, next);
  } catch (error) {
    if (error instanceof SongChanged) throw new ConflictError('The song was changed meanwhile; reload it and try again', 'SONG_CHANGED');
    throw error;
  }
  await announceIfReleased(previous, next);
  return toAdminSongDetail(next);
}

export const oldMediaKeys = (r: SongRecord) =>
  [r.media.masterKey, r.media.previewKey, r.media.standardKey ?? '', r.media.highKey ?? ''].filter((k) => k !== '');

/** The store's price bounds (system settings minPrice…maxPrice), for a price that is set or changed. */
export async function assertPriceAllowed(price: number): Promise<void> {
  const { minPrice, maxPrice } = await getSystemSettings();
  if (price < minPrice || price > maxPrice) {
    throw fieldError('price', `Price must be between $${minPrice.toFixed(2)} and $${maxPrice.toFixed(2)}`);
  }
}

/** A price being set or changed is judged by the bounds; a save that keeps the price never is (the seeded $2.49 songs under the default minimum). */
export async function assertPriceChangeAllowed(previous: SongRecord, price: number | undefined): Promise<void> {
  if (price !== undefined && toMinor(price) !== previous.priceCents) await assertPriceAllowed(price);
}

/** The song an edit makes: its details from the body, and the new media fields already stored (song-saves.ts). */
export const editedSong = (previous: SongRecord, body: UpdateSongBody, media: Partial<SongRecord>): SongRecord => ({
  ...previous,
  ...(body.title === undefined ? {} : { title: body.title }),
  ...(body.artist === undefined ? {} : { artist: body.artist }),
  ...(body.genre === undefined ? {} : { genre: body.genre }),
  ...(body.description === undefined ? {} : { description: body.description }),
  ...(body.price === undefined ? {} : { priceCents: toMinor(body.price) }),
  ...(body.is_available === undefined ? {} : { isAvailable: body.is_available }),
  ...(body.status === undefined || previous.status === 'processing' ? {} : { status: storedStatusOf(body.status) }),
  ...media,
  // A rejected song moved on by the edit form loses the old reason (the form cannot reject: no reason).
  ...(body.status !== undefined && storedStatusOf(body.status) !== 'rejected' ? { rejectionReason: undefined } : {}),
  updatedAt: new Date().toISOString(),
});

/** An edit without files: the studio's (text, price and availability), which so never loads the audio tools. */
export async function updateSongDetails(songId: string, body: UpdateSongBody): Promise<AdminSongDetail> {
  const previous = await requireSongRecord(songId);
  await assertPriceChangeAllowed(previous, body.price);
  return replaceSong(previous, editedSong(previous, body, {}));
}

/**
 * Publish/unpublish, and the review of a pending song: approve publishes it, reject keeps the
 * reason on the song for its uploader. The reason goes when the song leaves `rejected`.
 */
export async function setSongStatus(songId: string, body: UpdateSongStatusBody): Promise<AdminSongDetail> {
  const previous = await requireSongRecord(songId);
  if (previous.status === 'processing') throw new ConflictError('The song is still processing', 'SONG_PROCESSING');
  const status = storedStatusOf(body.status);
  const { rejectionReason: _previousReason, ...rest } = previous;
  return replaceSong(previous, {
    ...rest,
    status,
    ...(status === 'rejected' ? { rejectionReason: body.reason } : {}),
    updatedAt: new Date().toISOString(),
  });
}

/**
 * Deletes a song nobody ordered, with its media; its index entry goes in the same transaction.
 * Buyers of a song with orders keep their files and licences: such a song is refused (400).
 */
export async function deleteSong(songId: string): Promise<{ message: string }> {
  const record = await requireSongRecord(songId);
  await deleteSongRecord(record);
  const stems = record.media.stemsKey ? [record.media.stemsKey] : [];
  await Promise.all([
    deleteMediaObjects([...oldMediaKeys(record), ...stems]),
    deleteCovers(record.coverKey ? [record.coverKey] : []),
  ]).catch((error: unknown) => logger.warn('deleted song media not removed', { error }));
  return { message: `${record.title} deleted successfully!` };
}
