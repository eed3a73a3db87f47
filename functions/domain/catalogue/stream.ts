/**
 * Which audio a caller may hear. Anonymous callers (and anyone without an entitlement) only
 * ever get the preview clip, a separate object cut at upload time; the master is never signed
 * for them. Entitlements (purchases, subscriptions) arrive with the purchases issue.
 */
import { requireSongRecord } from '../../data/songs-repo';
import { PREVIEW_URL_TTL_SECONDS, presignGet } from '../../media/storage';
import { NotFoundError } from '../errors';
import { isPubliclyVisible } from './songs';

export async function streamLocation(songId: string): Promise<string> {
  const song = await requireSongRecord(songId);
  if (!isPubliclyVisible(song)) throw new NotFoundError('Song not found', 'SONG_NOT_FOUND');
  const { url } = await presignGet(song.media.previewKey, {
    expiresIn: PREVIEW_URL_TTL_SECONDS,
    contentType: song.media.previewContentType,
  });
  return url;
}
