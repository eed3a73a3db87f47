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
import { ConflictError, ValidationError } from '../../kernel/errors';
import { logger } from '../../lib/log';
import { copyMediaObject, deleteMediaObjects } from '../../media/storage';
import {
  abortStemsUpload as abortMultipart,
  completeStemsUpload as completeMultipart,
  forgetStemsUploadMarker,
  requireStemsUpload,
  saveStemsUploadMarker,
  signStemsParts,
  startStemsUpload,
  stemsInZip,
  stemsObjectSize,
  stemsUploadKey,
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
  const uploadId = await startStemsUpload(upload);
  const partCount = Math.max(1, Math.ceil(body.size / STEMS_PART_BYTES));
  await saveStemsUploadMarker(upload, { uploadId, songId: body.songId, partCount });
  return { upload, uploadId, partSize: STEMS_PART_BYTES, partCount };
}

export async function signStemsUploadParts(upload: string, body: SignStemsPartsBody, guard?: StemsGuard): Promise<SignedParts> {
  const { partCount, songId } = await requireStemsUpload(upload, body.uploadId);
  await guard?.(songId);
  const beyond = body.partNumbers.find((n) => n > partCount);
  if (beyond !== undefined) {
    const message = `The upload has ${partCount} parts, not part ${beyond}`;
    throw new ValidationError(message, [{ path: 'body.partNumbers', message }]);
  }
  return signStemsParts(upload, body.uploadId, body.partNumbers);
}

export async function completeStemsUpload(upload: string, body: CompleteStemsBody, guard?: StemsGuard): Promise<StemsSaved> {
  const started = await requireStemsUpload(upload, body.uploadId);
  await guard?.(started.songId);
  if (started.songId !== body.songId) {
    const message = 'This upload was started for another song';
    throw new ValidationError(message, [{ path: 'body.songId', message }]);
  }
  const song = await requireSongRecord(body.songId);
  await completeMultipart(upload, body.uploadId, started.partCount, body.parts);
  await forgetStemsUploadMarker(upload).catch(() => {});
  const key = stemsUploadKey(upload);
  const size = (await stemsObjectSize(key)) ?? 0;
  let stems: string[];
  try {
    stems = await stemsInZip(key, size);
  } catch (error) {
    await deleteMediaObjects([key]).catch(() => {});
    throw error;
  }
  const stemsKey = `songs/${song.id}/${ulid()}/stems.zip`;
  await copyMediaObject(key, stemsKey, 'application/zip');
  const next = { ...song, media: { ...song.media, stemsKey }, updatedAt: new Date().toISOString() };
  try {
    await replaceSongRecord(song, next);
  } catch (error) {
    await deleteMediaObjects([stemsKey]).catch(() => {});
    if (error instanceof SongChanged) throw new ConflictError('The song was changed meanwhile; complete the upload again', 'SONG_CHANGED');
    throw error;
  }
  await deleteMediaObjects([key, ...(song.media.stemsKey ? [song.media.stemsKey] : [])]).catch((error: unknown) =>
    logger.warn('replaced stems not deleted', { error }),
  );
  return { songId: song.id, files: songFiles(next), stems, size };
}

/** Gives up an unfinished upload: S3 drops the parts it holds and the upload can no longer be completed. */
export async function abortStemsUpload(upload: string, body: AbortStemsBody, guard?: StemsGuard): Promise<{ message: string }> {
  const started = await requireStemsUpload(upload, body.uploadId);
  await guard?.(started.songId);
  await abortMultipart(upload, body.uploadId);
  await forgetStemsUploadMarker(upload);
  return { message: 'Upload cancelled' };
}
