/**
 * Profile avatars (issue 14): a presigned POST of the caller's own, then the uploaded object is
 * judged by its content (JPEG, PNG or WebP, at most 2 MB), copied to the public covers bucket under
 * a new key and stored on the profile; the previous one is deleted. Removing it, or deleting the
 * account, deletes the object.
 */
import { ulid } from 'ulid';
import {
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  AVATAR_SIZE_MESSAGE,
  AVATAR_TYPE_MESSAGE,
  type AvatarUploadBody,
} from '../../../shared/api/account';
import type { PresignedUpload } from '../../../shared/api/uploads';
import { clearAvatarKey, getAvatarKey, replaceAvatarKey } from '../../data/account-repo';
import { getUser } from '../../data/users-repo';
import { logger } from '../../lib/log';
import { AVATAR_EXT_CONTENT_TYPES, avatarKey, avatarUploadKey, detectImage } from '../../media/avatars';
import { deleteCovers, deleteMediaObjects, getMediaObject, publishCover } from '../../media/storage';
import { presignUpload } from '../../media/uploads';
import { ConflictError, NotFoundError, UnprocessableError, ValidationError } from '../../kernel/errors';

export const UPLOAD_NOT_FOUND = 'Upload not found';
export const AVATAR_CHANGED_MESSAGE = 'Your avatar was changed at the same time; try again';

const fieldError = (field: string, message: string) => new ValidationError(message, [{ path: `body.${field}`, message }]);

async function requireLiveUser(userId: string): Promise<void> {
  const user = await getUser(userId, { consistent: true });
  if (!user || user.deletedAt) throw new NotFoundError('User not found');
}

/** A presigned POST for an avatar: the key carries the caller's id, the policy pins type and size. */
export async function createAvatarUpload(userId: string, body: AvatarUploadBody): Promise<PresignedUpload> {
  if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(body.contentType)) throw fieldError('contentType', AVATAR_TYPE_MESSAGE);
  if (body.size > AVATAR_MAX_BYTES) throw fieldError('size', AVATAR_SIZE_MESSAGE);
  await requireLiveUser(userId);
  const uploadId = ulid();
  const post = await presignUpload({ key: avatarUploadKey(userId, uploadId), contentType: body.contentType, maxBytes: AVATAR_MAX_BYTES });
  return { uploadId, url: post.url, fields: post.fields, maxBytes: AVATAR_MAX_BYTES, expiresAt: post.expiresAt };
}

/**
 * Makes the caller's upload their avatar. Only the caller's own key is looked at, so another
 * user's upload id is simply not found (404). The content decides: anything but a JPEG, PNG or
 * WebP image of at most 2 MB is a 422 and nothing is stored.
 */
export async function setAvatar(userId: string, uploadId: string, now = new Date()): Promise<void> {
  await requireLiveUser(userId);
  const from = avatarUploadKey(userId, uploadId);
  const object = await getMediaObject(from);
  if (!object) throw new NotFoundError(UPLOAD_NOT_FOUND, 'UPLOAD_NOT_FOUND');
  if (object.bytes.length > AVATAR_MAX_BYTES) throw new UnprocessableError(AVATAR_SIZE_MESSAGE, 'AVATAR_TOO_LARGE');
  const ext = detectImage(object.bytes);
  if (!ext) throw new UnprocessableError(AVATAR_TYPE_MESSAGE, 'AVATAR_NOT_AN_IMAGE');

  const previous = await getAvatarKey(userId);
  const key = avatarKey(userId, ulid(), ext);
  await publishCover(from, key, AVATAR_EXT_CONTENT_TYPES[ext]);
  if (!(await replaceAvatarKey(userId, key, previous, now.toISOString()))) {
    await deleteCovers([key]);
    throw new ConflictError(AVATAR_CHANGED_MESSAGE, 'AVATAR_CHANGED');
  }
  // The old image and the used upload are no longer needed (the lifecycle rule would empty uploads/ anyway).
  await Promise.all([deleteCovers(previous ? [previous] : []), deleteMediaObjects([from])]);
}

/** Removes the avatar (nothing to do when there is none). */
export async function removeAvatar(userId: string): Promise<void> {
  await requireLiveUser(userId);
  await releaseAvatar(userId);
}

/** Deletes the avatar object and forgets its key, for a live or a deleted account alike (idempotent). */
export async function releaseAvatar(userId: string): Promise<void> {
  const key = await getAvatarKey(userId);
  if (!key) return;
  await deleteCovers([key]);
  if (await clearAvatarKey(userId, key)) logger.info('avatar removed', { userId });
}

/** The public path of a stored avatar key. */
export const avatarUrl = (key: string | undefined): string | null => (key ? `/${key}` : null);
