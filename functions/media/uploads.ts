/**
 * Presigned POST uploads (ARCHITECTURE §6): the browser sends the file straight to the media
 * bucket under `uploads/<kind>/<uploadId>`; a lifecycle rule empties `uploads/` after a day. The
 * policy pins the key, the Content-Type and the size range, and expires with the URL.
 *
 * s3rver (the local S3) accepts a POST without checking its policy at all (not the size range,
 * not the type, not the expiry): locally, the server's own check when the upload is used
 * (`uploadedObject`) is what refuses an oversized or mistyped file.
 */
import { UPLOADS_PREFIX, type UploadKind } from '../../shared/api/songs-admin';
import { mediaBucket, s3 } from './s3-client';

export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

export const uploadKey = (kind: UploadKind, uploadId: string) => `${UPLOADS_PREFIX}${kind}/${uploadId}`;

export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
  expiresAt: string;
}

export async function presignUpload(input: { key: string; contentType: string; maxBytes: number }): Promise<PresignedPost> {
  const { client, sdk } = await s3();
  const { url, fields } = await sdk.createPresignedPost(client, {
    Bucket: mediaBucket,
    Key: input.key,
    Conditions: [
      ['content-length-range', 1, input.maxBytes],
      ['eq', '$Content-Type', input.contentType],
    ],
    Fields: { 'Content-Type': input.contentType },
    Expires: UPLOAD_URL_TTL_SECONDS,
  });
  return { url, fields, expiresAt: new Date(Date.now() + UPLOAD_URL_TTL_SECONDS * 1000).toISOString() };
}
