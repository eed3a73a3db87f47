/**
 * The private media bucket. Objects are only ever reached through short-lived presigned URLs
 * chosen and signed here (ARCHITECTURE §6): previews ≤ 15 min, downloads and PDFs ≤ 5 min.
 */
import { env } from '../lib/env';
import { throwIfFault, throwIfS3Unavailable } from '../lib/faults';
import { presignObject } from './presign';
import { mediaBucket, s3, signingConfig } from './s3-client';

export const PREVIEW_URL_TTL_SECONDS = 15 * 60;
export const DOWNLOAD_URL_TTL_SECONDS = 5 * 60;

export const songMediaKeys = (songId: string, ext: string) => ({
  masterKey: `songs/${songId}/master.${ext}`,
  previewKey: `songs/${songId}/preview.${ext}`,
  /** The 128 kbps MP3 streamed to owners with High quality audio off (media/derivative.ts). */
  standardKey: `songs/${songId}/stream-128.mp3`,
});

const PUT_ATTEMPTS = 3;
const PUT_TIMEOUT_MS = 10_000;

/** An S3 answer other than 2xx, shaped as the SDK's errors (`$metadata`, `$fault`) so a 5xx reads as transient (503). */
function s3Error(status: number, body: string): Error {
  const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? `Http${status}`;
  const message = /<Message>([^<]*)<\/Message>/.exec(body)?.[1] ?? `S3 answered ${status}`;
  return Object.assign(new Error(message), {
    name: code,
    $metadata: { httpStatusCode: status },
    $fault: status >= 500 ? 'server' : 'client',
  });
}

/**
 * Stores an object through a presigned PUT (fetch) instead of the S3 client's PutObject, so the
 * licence route renders and stores its PDF without loading the S3 SDK at all. Like the SDK, a 5xx
 * or a network failure is retried (3 attempts with backoff); a 4xx is not.
 */
export async function putMediaObject(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  let failure: unknown;
  for (let attempt = 0; attempt < PUT_ATTEMPTS; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt * Math.random()));
    let res: Response;
    try {
      throwIfS3Unavailable();
      const url = await presignObject('PUT', { bucket: mediaBucket, key, expiresIn: 60 }, signingConfig());
      res = await fetch(url, {
        method: 'PUT',
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { 'content-type': contentType },
        signal: AbortSignal.timeout(PUT_TIMEOUT_MS),
      });
    } catch (error) {
      // No answer (or the injected 503): retried, as the SDK retries it.
      failure = error;
      continue;
    }
    if (res.ok) return;
    failure = s3Error(res.status, await res.text());
    if (res.status < 500) throw failure;
  }
  throw failure;
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
  throwIfFault('presign-failure');
  const url = await presignObject(
    'GET',
    {
      bucket: mediaBucket,
      key,
      expiresIn: opts.expiresIn,
      responseContentType: opts.contentType,
      responseContentDisposition: ascii
        ? `attachment; filename="${ascii.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(ascii)}`
        : undefined,
      responseCacheControl: 'private, max-age=300',
    },
    signingConfig(),
  );
  return { url, expiresAt: new Date(Date.now() + opts.expiresIn * 1000).toISOString() };
}

/** Where a song's cover lives: public through the CDN (`/covers/*`), unlike every other object. */
export const coverKey = (songId: string, version: string, ext: 'jpg' | 'png') => `covers/${songId}/${version}.${ext}`;

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

/** Copies an uploaded cover from the media bucket into the covers bucket (served by the CDN at `/<key>`). */
export async function publishCover(from: string, to: string, contentType: string): Promise<void> {
  const { client, sdk } = await s3();
  await client.send(
    new sdk.CopyObjectCommand({
      Bucket: coversBucket(),
      Key: to,
      CopySource: `${mediaBucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
      ContentType: contentType,
      // Replaced covers get new keys, so a cover never changes under its URL.
      CacheControl: 'public, max-age=31536000, immutable',
      MetadataDirective: 'REPLACE',
    }),
  );
}

/** Stores a cover made elsewhere (the local seed's generated art) in the covers bucket. */
export async function putCover(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  const { client, sdk } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: coversBucket(),
      Key: key,
      Body: bytes,
      ContentType: contentType,
      CacheControl: 'public, max-age=31536000, immutable',
    }),
  );
}

/** Removes covers from the covers bucket (missing ones are fine). */
export async function deleteCovers(keysToDelete: readonly string[]): Promise<void> {
  if (keysToDelete.length === 0) return;
  const { client, sdk } = await s3();
  await client.send(
    new sdk.DeleteObjectsCommand({ Bucket: coversBucket(), Delete: { Objects: keysToDelete.map((Key) => ({ Key })), Quiet: true } }),
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
