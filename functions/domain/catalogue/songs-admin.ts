/**
 * The songs back office (admin §2.5, §2.6, §4, §5): creating a song from its uploads (see
 * ./song-uploads.ts), editing, publishing and deleting. Every change goes through the songs
 * repository, which logs it for the search index in the same transaction, so `GET /api/songs`
 * follows at once.
 */
import { ulid } from 'ulid';
import { toMajor, toMinor } from '../../../shared/money';
import {
  saleStatusOf,
  storedStatusOf,
  type AdminSong,
  type AdminSongDetail,
  type AdminSongStats,
  type CreateSongBody,
  type ListAdminSongsQuery,
  type UpdateSongBody,
  type UpdateSongStatusBody,
} from '../../../shared/api/songs-admin';
import { createSongRecord, deleteSongRecord, replaceSongRecord, SongChanged } from '../../data/songs-admin-repo';
import { songOffer } from '../../data/song-offer';
import { readAllSongRecords, readSongStats, requireSongRecord, songBasics, toSong, type SongRecord } from '../../data/songs-repo';
import { logger } from '../../lib/log';
import { deleteCovers, deleteMediaObjects } from '../../media/storage';
import { decodePeaks } from '../../media/peaks';
import { getSystemSettings } from '../settings/settings';
import { ConflictError } from '../../kernel/errors';
import { recordRelease } from '../library/releases';
import { isListed } from './search-index';
import { adminSongsPage } from './admin-songs-list';
import { isPubliclyVisible } from './songs';
import { fieldError, readAudio, readCover, storeMedia } from './song-uploads';

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

/** The store's price bounds (system settings minPrice…maxPrice), for a price that is set or changed. */
async function assertPriceAllowed(price: number): Promise<void> {
  const { minPrice, maxPrice } = await getSystemSettings();
  if (price < minPrice || price > maxPrice) {
    throw fieldError('price', `Price must be between $${minPrice.toFixed(2)} and $${maxPrice.toFixed(2)}`);
  }
}

/** `uploader`: the artist account of a studio upload (issue 24), kept on the song for the review queue. */
export async function createSong(body: CreateSongBody, uploader?: { id: string; name: string }): Promise<AdminSongDetail> {
  await assertPriceAllowed(body.price);
  const [audio, cover] = await Promise.all([
    readAudio(body.audioUploadId, body.previewUploadId),
    body.coverUploadId ? readCover(body.coverUploadId) : undefined,
  ]);
  const now = new Date().toISOString();
  const processing: SongRecord = {
    id: ulid(),
    title: body.title,
    artist: body.artist,
    genre: body.genre,
    description: body.description ?? '',
    priceCents: toMinor(body.price),
    // Not listed, not visible by link, until its media are in place.
    status: 'processing',
    isAvailable: body.is_available,
    createdAt: now,
    updatedAt: now,
    durationSeconds: audio.durationSeconds,
    rating: 0,
    downloads: 0,
    revenueCents: 0,
    media: { masterKey: '', masterContentType: '', previewKey: '', previewContentType: '' },
    format: audio.kind,
    ...(uploader ? { uploaderId: uploader.id, uploaderName: uploader.name } : {}),
  };
  await createSongRecord(processing);
  const media = await storeMedia(processing.id, audio, cover);
  const final: SongRecord = { ...processing, ...media, status: storedStatusOf(body.status), updatedAt: new Date().toISOString() };
  await replaceSongRecord(processing, final);
  await announceIfReleased(processing, final);
  return toAdminSongDetail(final);
}

/** A song that just became public is a release for its artist's followers (the new-release mails). */
async function announceIfReleased(previous: SongRecord, next: SongRecord): Promise<void> {
  if (!isPubliclyVisible(next) || isPubliclyVisible(previous)) return;
  await recordRelease(next).catch((error: unknown) => logger.error('release not recorded', { error, songId: next.id }));
}

async function replace(previous: SongRecord, next: SongRecord): Promise<AdminSongDetail> {
  try {
    await replaceSongRecord(previous, next);
  } catch (error) {
    if (error instanceof SongChanged) throw new ConflictError('The song was changed meanwhile; reload it and try again', 'SONG_CHANGED');
    throw error;
  }
  await announceIfReleased(previous, next);
  return toAdminSongDetail(next);
}

const oldMediaKeys = (r: SongRecord) =>
  [r.media.masterKey, r.media.previewKey, r.media.standardKey ?? '', r.media.highKey ?? ''].filter((k) => k !== '');

export async function updateSong(songId: string, body: UpdateSongBody): Promise<AdminSongDetail> {
  const previous = await requireSongRecord(songId);
  // A save that keeps the price is never refused for bounds changed since it was set (the seeded
  // $2.49 songs under the default minimum): the bounds judge a price being set, not one kept.
  if (body.price !== undefined && toMinor(body.price) !== previous.priceCents) await assertPriceAllowed(body.price);
  const [audio, cover] = await Promise.all([
    body.audioUploadId ? readAudio(body.audioUploadId, body.previewUploadId) : undefined,
    body.coverUploadId ? readCover(body.coverUploadId) : undefined,
  ]);
  if (body.previewUploadId && !body.audioUploadId) {
    throw fieldError('previewUploadId', 'Send the preview together with the full track it belongs to');
  }
  const media = await storeMedia(songId, audio, cover);
  const next: SongRecord = {
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
  };
  const result = await replace(previous, next);
  await Promise.all([
    deleteMediaObjects(audio ? oldMediaKeys(previous) : []),
    deleteCovers(cover && previous.coverKey ? [previous.coverKey] : []),
  ]).catch((error: unknown) => logger.warn('replaced media not deleted', { error }));
  return result;
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
  return replace(previous, {
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
