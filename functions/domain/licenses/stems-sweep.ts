/**
 * The stems uploads nothing will finish (issue 25), cleared by the hourly sweep. A completion keeps
 * its upload's marker, stamped `completing`, until the song points at the assembled ZIP; so a marker
 * still stamped long after a completion began means the completion died between S3's
 * CompleteMultipartUpload and the song's write. Its object (unless the song points at it after all)
 * is deleted and its multipart upload aborted. A marker never completed is an upload given up once
 * older than a day; its parts are aborted the same way. Idempotent: a second run finds no marker.
 */
import { getSongRecord } from '../../data/songs-repo';
import { logger } from '../../lib/log';
import { deleteMediaObjects } from '../../media/storage';
import { abortStemsUpload, forgetStemsUploadMarker, stemsUploadMarkers } from '../../media/stems';

/** A completion runs within one API request (29 s): a marker stamped this long ago is a dead one. */
export const STEMS_COMPLETION_GRACE_MS = 6 * 60 * 60 * 1000;
/**
 * An upload not completed this long after it started is given up (its marker, under `uploads/`,
 * expires then in the bucket as well).
 */
export const STEMS_UPLOAD_STALE_MS = 24 * 60 * 60 * 1000;

export interface StemsSweep {
  /** Uploads cleared: an orphaned ZIP deleted or an abandoned upload aborted. */
  cleared: number;
}

export async function sweepStemsUploads(now = new Date()): Promise<StemsSweep> {
  const result: StemsSweep = { cleared: 0 };
  for await (const { upload, written, marker } of stemsUploadMarkers()) {
    const age = now.getTime() - (marker.completing ? Math.max(written.getTime(), Date.parse(marker.completing)) : written.getTime());
    if (age < (marker.completing ? STEMS_COMPLETION_GRACE_MS : STEMS_UPLOAD_STALE_MS)) continue;
    try {
      const song = await getSongRecord(marker.songId, { consistent: true });
      // The song's write went through and only the marker's removal failed: the ZIP is the song's.
      if (song?.media.stemsKey !== marker.key) {
        await abortStemsUpload(marker.key, marker.uploadId);
        await deleteMediaObjects([marker.key]);
        result.cleared++;
      }
      await forgetStemsUploadMarker(upload);
    } catch (error) {
      // The next run tries again: the marker stays until its upload is cleared.
      logger.warn('stems upload not cleared', { upload, error });
    }
  }
  return result;
}
