/**
 * The private media bucket. Objects are only ever reached through short-lived presigned URLs
 * chosen and signed here (ARCHITECTURE §6): previews ≤ 15 min, downloads and PDFs ≤ 5 min.
 */
import { coverRendition, coverRenditions, type CoverWidth } from '../../shared/covers';
import { env } from '../lib/env';
import { mediaBucket, s3 } from './s3-client';

export const PREVIEW_URL_TTL_SECONDS = 15 * 60;
export const DOWNLOAD_URL_TTL_SECONDS = 5 * 60;

export const songMediaKeys = (songId: string, ext: string) => ({
  masterKey: `songs/${songId}/master.${ext}`,
  previewKey: `songs/${songId}/preview.${ext}`,
  /** The 128 kbps MP3 streamed to owners with High quality audio off (media/derivative.ts). */
  standardKey: `songs/${songId}/stream-128.mp3`,
});

/** Stores an object in the media bucket (the SDK retries a 5xx or a network failure, never a 4xx). */
export async function putMediaObject(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  const { client, sdk } = await s3();
  await client.send(new sdk.PutObjectCommand({ Bucket: mediaBucket, Key: key, Body: bytes, ContentType: contentType }));
}

/** `filename` is quoted in Content-Disposition; quotes, backslashes and control characters are dropped. */
export const safeFilename = (name: string): string =>
  name
    // eslint-disable-next-line no-control-regex -- dropping control characters is the point.
    .replace(/[\u0000-\u001f\u007f"\\/]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150) || 'download';

export async function presignGet(
  key: string,
  opts: { expiresIn: number; contentType?: string; attachmentName?: string },
): Promise<{ url: string; expiresAt: string }> {
  const ascii = opts.attachmentName ? safeFilename(opts.attachmentName) : undefined;
  const { client, sdk } = await s3();
  const command = new sdk.GetObjectCommand({
    Bucket: mediaBucket,
    Key: key,
    ResponseContentType: opts.contentType,
    ResponseContentDisposition: ascii
      ? `attachment; filename="${ascii.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(ascii)}`
      : undefined,
    ResponseCacheControl: 'private, max-age=300',
  });
  const url = await sdk.getSignedUrl(client, command, { expiresIn: opts.expiresIn });
  return { url, expiresAt: new Date(Date.now() + opts.expiresIn * 1000).toISOString() };
}

/** Where a song's cover lives: public through the CDN (`/covers/*`), unlike every other object. */
export const coverKey = (songId: string, version: string, ext: 'jpg' | 'png') => `covers/${songId}/${version}.${ext}`;

/** A cover kept at every width of shared/covers.ts: the key of its rendition at `width` (the song keeps the largest's). */
export const coverRenditionKey = (songId: string, version: string, width: CoverWidth) =>
  coverRendition(`covers/${songId}/${version}`, width, 'png');

/** An object's bytes and stored type, or undefined when there is none. */
export async function getMediaObject(key: string): Promise<{ bytes: Uint8Array; contentType?: string } | undefined> {
  const { client, sdk } = await s3();
  try {
    const out = await client.send(new sdk.GetObjectCommand({ Bucket: mediaBucket, Key: key }));
    return { bytes: await out.Body!.transformToByteArray(), contentType: out.ContentType };
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if ((error as { name?: string }).name === 'NoSuchKey' || status === 404 || status === 403) return undefined;
    throw error;
  }
}

/** Size and stored type of an object, or undefined when there is none. */
export async function headMediaObject(key: string): Promise<{ size: number; contentType?: string } | undefined> {
  const { client, sdk } = await s3();
  try {
    const out = await client.send(new sdk.HeadObjectCommand({ Bucket: mediaBucket, Key: key }));
    return { size: out.ContentLength ?? 0, contentType: out.ContentType };
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if ((error as { name?: string }).name === 'NotFound' || status === 404 || status === 403) return undefined;
    throw error;
  }
}

/** Server-side copy (the bytes never pass through the function). */
export async function copyMediaObject(from: string, to: string, contentType: string): Promise<void> {
  const { client, sdk } = await s3();
  await client.send(
    new sdk.CopyObjectCommand({
      Bucket: mediaBucket,
      Key: to,
      CopySource: `${mediaBucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
      ContentType: contentType,
      MetadataDirective: 'REPLACE',
    }),
  );
}

function coversBucket(): string {
  if (!env.COVERS_BUCKET) throw new Error('COVERS_BUCKET is not set: only the songs back office and avatar routes write covers');
  return env.COVERS_BUCKET;
}

/** Where a cover goes in the covers bucket: replaced covers get new keys, so a cover never changes under its URL and is cached for good. */
const coverObject = (key: string, contentType: string) =>
  ({ Bucket: coversBucket(), Key: key, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }) as const;

/** Copies an uploaded cover from the media bucket into the covers bucket (served by the CDN at `/<key>`). */
export async function publishCover(from: string, to: string, contentType: string): Promise<void> {
  const { client, sdk } = await s3();
  await client.send(
    new sdk.CopyObjectCommand({
      ...coverObject(to, contentType),
      CopySource: `${mediaBucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
      MetadataDirective: 'REPLACE',
    }),
  );
}

/** Stores a cover made elsewhere (the local seed's generated art) in the covers bucket. */
export async function putCover(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  const { client, sdk } = await s3();
  await client.send(new sdk.PutObjectCommand({ ...coverObject(key, contentType), Body: bytes }));
}

/** Removes covers, each with every rendition it has, from the covers bucket (missing ones are fine). */
export async function deleteCovers(keysToDelete: readonly string[]): Promise<void> {
  const keys = keysToDelete.flatMap((key) => coverRenditions(key).map((r) => r.key));
  if (keys.length === 0) return;
  const { client, sdk } = await s3();
  await client.send(
    new sdk.DeleteObjectsCommand({ Bucket: coversBucket(), Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
  );
}

/** Deletes objects (missing ones are fine); at most 1000 keys. */
export async function deleteMediaObjects(keysToDelete: readonly string[]): Promise<void> {
  if (keysToDelete.length === 0) return;
  const { client, sdk } = await s3();
  await client.send(
    new sdk.DeleteObjectsCommand({ Bucket: mediaBucket, Delete: { Objects: keysToDelete.map((Key) => ({ Key })), Quiet: true } }),
  );
}

/**
 * Whether the media bucket answers (System Health): a one-byte GET of a key that need not exist.
 * A missing key or a refusal still proves the bucket is there; a missing bucket or no answer does not.
 */
export async function mediaBucketReachable(): Promise<boolean> {
  const { client, sdk } = await s3();
  try {
    await client.send(new sdk.GetObjectCommand({ Bucket: mediaBucket, Key: 'health/probe', Range: 'bytes=0-0' }));
    return true;
  } catch (error) {
    const name = (error as { name?: string }).name;
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (name === 'NoSuchBucket') return false;
    return name === 'NoSuchKey' || name === 'AccessDenied' || status === 404 || status === 403;
  }
}
