/**
 * Profile avatars: the browser uploads to the media bucket under `uploads/avatar/<userId>/<uploadId>`
 * (the user id in the key makes an upload id useless to anyone else), and a checked image is copied to
 * the covers bucket under `covers/avatars/<userId>/<random>.<ext>`, public through the CDN like covers.
 */
import { UPLOADS_PREFIX } from '../../shared/api/songs-admin';

export type AvatarExt = 'jpg' | 'png' | 'webp';

export const avatarUploadKey = (userId: string, uploadId: string) => `${UPLOADS_PREFIX}avatar/${userId}/${uploadId}`;

/** A new key per avatar, so a replaced one never changes under its URL (the CDN caches it for a year). */
export const avatarKey = (userId: string, version: string, ext: AvatarExt) => `covers/avatars/${userId}/${version}.${ext}`;

export const AVATAR_EXT_CONTENT_TYPES: Record<AvatarExt, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The image type by its first bytes (JPEG SOI, the PNG signature, RIFF….WEBP), whatever the file was called. */
export function detectImage(bytes: Uint8Array): AvatarExt | undefined {
  const at = (offset: number, signature: readonly number[]) => signature.every((b, i) => bytes[offset + i] === b);
  if (bytes.length >= 4 && at(0, [0xff, 0xd8, 0xff])) return 'jpg';
  if (bytes.length >= 8 && at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 12 && at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'webp';
  return undefined;
}
