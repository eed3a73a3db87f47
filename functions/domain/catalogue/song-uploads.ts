/**
 * The uploads of the songs back office: the presigned POST for one file, its limits from the
 * system settings. Turning the uploaded objects into a song's media is song-media.ts, which only the
 * saves import: the audio parsers' lazy chunk then ships with them alone.
 */
import { ulid } from 'ulid';
import { AUDIO_CONTENT_TYPES, COVER_CONTENT_TYPES, COVER_MAX_BYTES, type CreateUploadBody } from '../../../shared/api/songs-admin';
import type { PresignedUpload } from '../../../shared/api/uploads';
import { presignUpload, uploadKey } from '../../media/uploads';
import { getSystemSettings } from '../settings/settings';
import { ValidationError } from '../../kernel/errors';

export const MB = 1024 * 1024;

/** A 400 naming the body field at fault. */
export const fieldError = (field: string, message: string) => new ValidationError(message, [{ path: `body.${field}`, message }]);

/** A presigned POST for one file, its limits taken from the system settings (covers: JPG/PNG ≤ 5 MB). */
export async function createUpload(body: CreateUploadBody): Promise<PresignedUpload> {
  let maxBytes: number;
  if (body.kind === 'audio') {
    const settings = await getSystemSettings();
    maxBytes = settings.maxFileSize * MB;
    const allowed = settings.allowedFormats.flatMap((f) => AUDIO_CONTENT_TYPES[f] as readonly string[]);
    if (!allowed.includes(body.contentType)) {
      throw fieldError('contentType', `Audio must be ${settings.allowedFormats.map((f) => f.toUpperCase()).join(', ')}`);
    }
    if (body.size > maxBytes) throw fieldError('size', `Audio files may be at most ${settings.maxFileSize} MB`);
  } else {
    maxBytes = COVER_MAX_BYTES;
    if (!(COVER_CONTENT_TYPES as readonly string[]).includes(body.contentType))
      throw fieldError('contentType', 'Cover must be a JPG or PNG image');
    if (body.size > maxBytes) throw fieldError('size', 'Cover images may be at most 5 MB');
  }
  const uploadId = ulid();
  const post = await presignUpload({ key: uploadKey(body.kind, uploadId), contentType: body.contentType, maxBytes });
  return { uploadId, url: post.url, fields: post.fields, maxBytes, expiresAt: post.expiresAt };
}
