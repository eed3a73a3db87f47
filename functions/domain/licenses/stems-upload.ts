/**
 * Uploading a song's stems ZIP (issue 25): a presigned multipart upload (up to 2 GB, parts signed
 * on demand so the browser resends only what a dropped connection lost), checked on completion
 * (a ZIP of audio files), then attached to the song; Trackout needs it.
 */
import { ulid } from 'ulid';
import {
  STEMS_PART_BYTES,
  type AbortStemsBody,
  type CompleteStemsBody,
  type CreateStemsUploadBody,
  type SignedParts,
  type SignStemsPartsBody,
  type StemsSaved,
  type StemsUpload,
} from '../../../shared/api/licenses';
import { songFiles } from '../../data/song-offer';
import { requireSongRecord } from '../../data/songs-repo';
import { replaceSongRecord, SongChanged } from '../../data/songs-admin-repo';
import { ConflictError, NotFoundError, ValidationError } from '../../kernel/errors';
import { logger } from '../../lib/log';
import { deleteMediaObjects } from '../../media/storage';
import {
  abortStemsUpload as abortMultipart,
  completeStemsUpload as completeMultipart,
  forgetStemsUploadMarker,
  newStemsKey,
  requireStemsUpload,
  saveStemsUploadMarker,
  signStemsParts,
  startStemsUpload,
  stemsInZip,
  stemsObjectSize,
} from '../../media/stems';

/**
 * Who may touch a song's stems: the admin routes pass none; the studio's routes (issue 24) pass a
 * check that throws 404 unless the song is the calling artist's own.
 */
export type StemsGuard = (songId: string) => Promise<void>;

export async function createStemsUpload(body: CreateStemsUploadBody, guard?: StemsGuard): Promise<StemsUpload> {
  await guard?.(body.songId);
  await requireSongRecord(body.songId);
  const upload = ulid();
  const key = newStemsKey(body.songId);
  const uploadId = await startStemsUpload(key);
  const partCount = Math.max(1, Math.ceil(body.size / STEMS_PART_BYTES));
  await saveStemsUploadMarker(upload, { uploadId, songId: body.songId, partCount, key });
  return { upload, uploadId, partSize: STEMS_PART_BYTES, partCount };
}

export async function signStemsUploadParts(upload: string, body: SignStemsPartsBody, guard?: StemsGuard): Promise<SignedParts> {
  const { partCount, songId, key } = await requireStemsUpload(upload, body.uploadId);
  await guard?.(songId);
  const beyond = body.partNumbers.find((n) => n > partCount);
  if (beyond !== undefined) {
    const message = `The upload has ${partCount} parts, not part ${beyond}`;
    throw new ValidationError(message, [{ path: 'body.partNumbers', message }]);
  }
  return signStemsParts(key, body.uploadId, body.partNumbers);
}

/**
 * Completes the upload in place (its parts already sit at the song's new stems key), checks the
 * ZIP's directory with ranged reads and points the song at it; a refused ZIP is deleted and the
 * song keeps the stems it had. The replaced ZIP goes only after the song stopped pointing at it.
 */
export async function completeStemsUpload(upload: string, body: CompleteStemsBody, guard?: StemsGuard): Promise<StemsSaved> {
  const started = await requireStemsUpload(upload, body.uploadId);
  await guard?.(started.songId);
  if (started.songId !== body.songId) {
    const message = 'This upload was started for another song';
    throw new ValidationError(message, [{ path: 'body.songId', message }]);
  }
  const { key } = started;
  const song = await songOrAbort(upload, started);
  // The marker outlives the assembled object until the song points at it: a crash in between
  // leaves the marker, and the sweep (stems-sweep.ts) deletes the object nothing points to.
  await saveStemsUploadMarker(upload, { ...started, completing: new Date().toISOString() });
  await completeMultipart(key, body.uploadId, started.partCount, body.parts);
  const discard = async () => {
    await deleteMediaObjects([key]).catch(() => {});
    await forgetStemsUploadMarker(upload).catch(() => {});
  };
  let stems: string[];
  let size: number;
  try {
    size = (await stemsObjectSize(key)) ?? 0;
    stems = await stemsInZip(key, size);
  } catch (error) {
    await discard();
    throw error;
  }
  const next = { ...song, media: { ...song.media, stemsKey: key }, updatedAt: new Date().toISOString() };
  try {
    await replaceSongRecord(song, next);
  } catch (error) {
    await discard();
    if (error instanceof SongChanged) throw new ConflictError('The song was changed meanwhile; complete the upload again', 'SONG_CHANGED');
    throw error;
  }
  await forgetStemsUploadMarker(upload).catch((error: unknown) => logger.warn('stems upload marker not deleted', { error }));
  if (song.media.stemsKey) {
    await deleteMediaObjects([song.media.stemsKey]).catch((error: unknown) => logger.warn('replaced stems not deleted', { error }));
  }
  return { songId: song.id, files: songFiles(next), stems, size };
}

/** The song the upload is for; when it was deleted meanwhile, the upload is given up so no part outlives it. */
async function songOrAbort(upload: string, started: { key: string; uploadId: string; songId: string }) {
  try {
    return await requireSongRecord(started.songId);
  } catch (error) {
    if (error instanceof NotFoundError) {
      await abortMultipart(started.key, started.uploadId);
      await forgetStemsUploadMarker(upload).catch(() => {});
    }
    throw error;
  }
}

/** Gives up an unfinished upload: S3 drops the parts it holds and the upload can no longer be completed. */
export async function abortStemsUpload(upload: string, body: AbortStemsBody, guard?: StemsGuard): Promise<{ message: string }> {
  const started = await requireStemsUpload(upload, body.uploadId);
  await guard?.(started.songId);
  await abortMultipart(started.key, body.uploadId);
  await forgetStemsUploadMarker(upload);
  return { message: 'Upload cancelled' };
}
