/**
 * Saving a song of the back office (admin and studio): creating it from its uploads, and editing it
 * with new files. The media are made by song-media.ts, loaded with this module alone (see there).
 */
import { ulid } from 'ulid';
import { toMinor } from '../../../shared/money';
import { storedStatusOf, type AdminSongDetail, type CreateSongBody, type UpdateSongBody } from '../../../shared/api/songs-admin';
import { createSongRecord, replaceSongRecord } from '../../data/songs-admin-repo';
import { requireSongRecord, type SongRecord } from '../../data/songs-repo';
import { logger } from '../../lib/log';
import { deleteCovers, deleteMediaObjects } from '../../media/storage';
import { getSystemSettings } from '../settings/settings';
import { readAudio, readCover, storeMedia } from './song-media';
import { fieldError } from './song-uploads';
import { announceIfReleased, oldMediaKeys, replaceSong, toAdminSongDetail } from './songs-admin';

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
  const result = await replaceSong(previous, next);
  await Promise.all([
    deleteMediaObjects(audio ? oldMediaKeys(previous) : []),
    deleteCovers(cover && previous.coverKey ? [previous.coverKey] : []),
  ]).catch((error: unknown) => logger.warn('replaced media not deleted', { error }));
  return result;
}
