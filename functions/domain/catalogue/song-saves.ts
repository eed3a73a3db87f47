/**
 * Saving a song of the back office with files (admin and studio): creating it from its uploads, and
 * the admin's edit that may bring new files (an edit without: songs-admin.ts updateSongDetails). The
 * media are made by song-media.ts, loaded with this module alone (see there).
 */
import { ulid } from 'ulid';
import { toMinor } from '../../../shared/money';
import { storedStatusOf, type AdminSongDetail, type CreateSongBody, type UpdateSongBody } from '../../../shared/api/songs-admin';
import { createSongRecord, replaceSongRecord } from '../../data/songs-admin-repo';
import { requireSongRecord, type SongRecord } from '../../data/songs-repo';
import { logger } from '../../lib/log';
import { deleteCovers, deleteMediaObjects } from '../../media/storage';
import { readAudio, readCover, storeMedia } from './song-media';
import { fieldError } from './song-uploads';
import {
  announceIfReleased,
  assertPriceAllowed,
  assertPriceChangeAllowed,
  editedSong,
  oldMediaKeys,
  replaceSong,
  toAdminSongDetail,
} from './songs-admin';

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
  await assertPriceChangeAllowed(previous, body.price);
  const [audio, cover] = await Promise.all([
    body.audioUploadId ? readAudio(body.audioUploadId, body.previewUploadId) : undefined,
    body.coverUploadId ? readCover(body.coverUploadId) : undefined,
  ]);
  if (body.previewUploadId && !body.audioUploadId) {
    throw fieldError('previewUploadId', 'Send the preview together with the full track it belongs to');
  }
  const media = await storeMedia(songId, audio, cover);
  const result = await replaceSong(previous, editedSong(previous, body, media));
  await Promise.all([
    deleteMediaObjects(audio ? oldMediaKeys(previous) : []),
    deleteCovers(cover && previous.coverKey ? [previous.coverKey] : []),
  ]).catch((error: unknown) => logger.warn('replaced media not deleted', { error }));
  return result;
}
