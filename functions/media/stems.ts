/**
 * Stems ZIPs (issue 25): a presigned multipart upload straight from the browser to the media
 * bucket (parts signed on demand, so a dropped connection resends only its missing parts), and the
 * check of what arrived: a ZIP whose entries are audio files, read from its central directory with
 * ranged GETs (a 2 GB ZIP is never loaded whole). Why no ZIP library: docs/decisions/012-stems-zip-directory.md.
 * The upload writes the song's final key (`songs/<id>/<version>/stems.zip`) from the start: nothing
 * is copied on completion, which a 2 GB ZIP could not afford within the API's 29 s (nor S3's 5 GB
 * CopyObject limit), and the bucket's AbortIncompleteMultipartUpload rule covers every prefix.
 */
import { ulid } from 'ulid';
import { STEMS_PART_BYTES, STEMS_UPLOAD_PREFIX } from '../../shared/api/licenses';
import * as z from '../../shared/api/zod';
import { UnprocessableError, ValidationError } from '../kernel/errors';
import { mediaBucket, s3 } from './s3-client';
import { deleteMediaObjects, getMediaObject, putMediaObject } from './storage';

export const STEMS_PART_URL_TTL_SECONDS = 60 * 60;

/** A new version of a song's stems: a fresh key, so the previous ZIP serves downloads until the song points here. */
export const newStemsKey = (songId: string) => `songs/${songId}/${ulid()}/stems.zip`;

/** Where newStemsKey puts a song's stems: a marker naming any other key is not one the server wrote. */
const isStemsKeyOf = (songId: string, key: string) =>
  key.startsWith(`songs/${songId}/`) && /^[0-9A-Z]{26}\/stems\.zip$/.test(key.slice(`songs/${songId}/`.length));

export async function startStemsUpload(key: string): Promise<string> {
  const { client, sdk } = await s3();
  const out = await client.send(new sdk.CreateMultipartUploadCommand({ Bucket: mediaBucket, Key: key, ContentType: 'application/zip' }));
  if (!out.UploadId) throw new Error('S3 answered no upload id');
  return out.UploadId;
}

export async function signStemsParts(key: string, uploadId: string, partNumbers: readonly number[]) {
  const { client, sdk } = await s3();
  const parts = await Promise.all(
    [...new Set(partNumbers)].map(async (partNumber) => ({
      partNumber,
      url: await sdk.getSignedUrl(
        client,
        new sdk.UploadPartCommand({ Bucket: mediaBucket, Key: key, UploadId: uploadId, PartNumber: partNumber }),
        { expiresIn: STEMS_PART_URL_TTL_SECONDS },
      ),
    })),
  );
  return { parts, expiresAt: new Date(Date.now() + STEMS_PART_URL_TTL_SECONDS * 1000).toISOString() };
}

const notFound = () => new UnprocessableError('The upload was not found or has expired; upload the stems again', 'UPLOAD_NOT_FOUND');
const badParts = (message: string) => new ValidationError(message, [{ path: 'body.parts', message }]);

/**
 * What the server started (`uploads/` expires in a day): completion checks against it, and `key`
 * is where the parts go, chosen at creation, so no client ever names a key.
 */
const StemsUploadMarker = /* @__PURE__ */ z.lazySchema(() =>
  z.strictObject({
    uploadId: z.string(),
    songId: z.string(),
    partCount: z.number(),
    key: z.string(),
    /** When a completion began: from then on an object may sit at `key` that the song does not point to yet. */
    completing: z.optional(z.string()),
  }),
);
export type StemsUploadMarker = z.infer<typeof StemsUploadMarker>;
const markerKey = (upload: string) => `${STEMS_UPLOAD_PREFIX}${upload}.json`;

export async function saveStemsUploadMarker(upload: string, marker: StemsUploadMarker): Promise<void> {
  await putMediaObject(markerKey(upload), new TextEncoder().encode(JSON.stringify(marker)), 'application/json');
}

/** The upload `upload` started as `uploadId`, or 422 UPLOAD_NOT_FOUND: a made-up or foreign id never reaches S3. */
export async function requireStemsUpload(upload: string, uploadId: string): Promise<StemsUploadMarker> {
  const stored = await getMediaObject(markerKey(upload));
  if (!stored) throw notFound();
  const marker = StemsUploadMarker.safeParse(JSON.parse(new TextDecoder().decode(stored.bytes)) as unknown);
  if (!marker.success || marker.data.uploadId !== uploadId) throw notFound();
  if (!isStemsKeyOf(marker.data.songId, marker.data.key)) throw notFound();
  return marker.data;
}

export const forgetStemsUploadMarker = (upload: string) => deleteMediaObjects([markerKey(upload)]);

/**
 * Every stems upload marker with when it was last written (a completion rewrites it), for the sweep
 * (functions/domain/licenses/stems-sweep.ts). A marker that is no longer readable is skipped.
 */
export async function* stemsUploadMarkers(): AsyncGenerator<{ upload: string; written: Date; marker: StemsUploadMarker }> {
  const { client, sdk } = await s3();
  let token: string | undefined;
  do {
    const page = await client.send(
      new sdk.ListObjectsV2Command({ Bucket: mediaBucket, Prefix: STEMS_UPLOAD_PREFIX, ContinuationToken: token }),
    );
    for (const item of page.Contents ?? []) {
      const upload = item.Key?.slice(STEMS_UPLOAD_PREFIX.length).replace(/\.json$/, '');
      if (!upload || !item.LastModified) continue;
      const stored = await getMediaObject(item.Key!);
      if (!stored) continue;
      const marker = StemsUploadMarker.safeParse(safeJson(stored.bytes));
      if (marker.success && isStemsKeyOf(marker.data.songId, marker.data.key))
        yield { upload, written: item.LastModified, marker: marker.data };
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

const safeJson = (bytes: Uint8Array): unknown => {
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
};

/** S3 compares ETags without their quotes; a browser reads them with (`"abc"`), some clients without. */
export const bareEtag = (etag: string): string => etag.replace(/"/g, '').trim();

/**
 * The client's part list against what the upload needs (every part 1…partCount once) and, where the
 * store can list them, against the parts S3 holds (same numbers, same ETags once unquoted).
 */
export function partsProblem(
  parts: readonly { partNumber: number; etag: string }[],
  partCount: number,
  stored?: readonly { partNumber: number; etag: string }[],
): string | undefined {
  const numbers = new Set(parts.map((p) => p.partNumber));
  if (numbers.size !== parts.length) return 'A part is listed twice';
  const missing = Array.from({ length: partCount }, (_, i) => i + 1).filter((n) => !numbers.has(n));
  if (missing.length > 0) return `Parts not uploaded yet: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}`;
  const extra = parts.find((p) => p.partNumber > partCount);
  if (extra) return `The upload has ${partCount} parts, not part ${extra.partNumber}`;
  if (!stored) return undefined;
  const held = new Map(stored.map((p) => [p.partNumber, bareEtag(p.etag)]));
  const wrong = [...parts].sort((a, b) => a.partNumber - b.partNumber).find((p) => held.get(p.partNumber) !== bareEtag(p.etag));
  if (!wrong) return undefined;
  return held.has(wrong.partNumber)
    ? `Part ${wrong.partNumber} does not match what was uploaded; send it again`
    : `Part ${wrong.partNumber} was not uploaded yet`;
}

const s3Failure = (error: unknown) => ({
  name: (error as { name?: string }).name ?? '',
  status: (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode,
});

/** The parts S3 holds; undefined where the store cannot list them (s3rver answers ListParts with 405). */
async function storedParts(key: string, uploadId: string): Promise<{ partNumber: number; etag: string }[] | undefined> {
  const { client, sdk } = await s3();
  const parts: { partNumber: number; etag: string }[] = [];
  let marker: string | undefined;
  try {
    do {
      const out = await client.send(
        new sdk.ListPartsCommand({ Bucket: mediaBucket, Key: key, UploadId: uploadId, PartNumberMarker: marker }),
      );
      for (const p of out.Parts ?? []) if (p.PartNumber && p.ETag) parts.push({ partNumber: p.PartNumber, etag: p.ETag });
      marker = out.IsTruncated ? out.NextPartNumberMarker : undefined;
    } while (marker);
  } catch (error) {
    const { name, status } = s3Failure(error);
    if (name === 'NoSuchUpload' || status === 404) throw notFound();
    if (name === 'MethodNotAllowed' || name === 'NotImplemented' || status === 405 || status === 501) return undefined;
    throw error;
  }
  return parts;
}

/**
 * Completes the multipart upload the server started: a wrong id is 422 UPLOAD_NOT_FOUND, a part
 * list that does not match the upload 400 (S3's NoSuchUpload, InvalidPart, InvalidPartOrder and
 * EntityTooSmall included), never a 5xx.
 */
export async function completeStemsUpload(
  key: string,
  uploadId: string,
  partCount: number,
  parts: readonly { partNumber: number; etag: string }[],
) {
  const local = partsProblem(parts, partCount);
  if (local) throw badParts(local);
  const held = partsProblem(parts, partCount, await storedParts(key, uploadId));
  if (held) throw badParts(held);
  const { client, sdk } = await s3();
  try {
    await client.send(
      new sdk.CompleteMultipartUploadCommand({
        Bucket: mediaBucket,
        Key: key,
        UploadId: uploadId,
        MultipartUpload: {
          Parts: [...parts].sort((a, b) => a.partNumber - b.partNumber).map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })),
        },
      }),
    );
  } catch (error) {
    const { name, status } = s3Failure(error);
    if (name === 'NoSuchUpload' || status === 404) throw notFound();
    if (name === 'EntityTooSmall') throw badParts('Every part but the last must be at least 5 MiB');
    if (name === 'InvalidPart' || name === 'InvalidPartOrder' || (status !== undefined && status >= 400 && status < 500)) {
      throw badParts('The parts do not match what was uploaded; send the missing parts again');
    }
    throw error;
  }
}

export async function abortStemsUpload(key: string, uploadId: string): Promise<void> {
  const { client, sdk } = await s3();
  await client.send(new sdk.AbortMultipartUploadCommand({ Bucket: mediaBucket, Key: key, UploadId: uploadId })).catch(() => {});
}

async function readRange(key: string, start: number, end: number): Promise<Uint8Array> {
  const { client, sdk } = await s3();
  const out = await client.send(new sdk.GetObjectCommand({ Bucket: mediaBucket, Key: key, Range: `bytes=${start}-${end}` }));
  // A store that ignored Range would stream the whole (up to 2 GB) object: drop it unread instead.
  if (!out.ContentRange && (out.ContentLength ?? 0) > end - start + 1) {
    (out.Body as { destroy?: () => void } | undefined)?.destroy?.();
    throw new Error(`The media store ignored a ranged read of ${key}`);
  }
  return out.Body!.transformToByteArray();
}

export async function stemsObjectSize(key: string): Promise<number | undefined> {
  const { client, sdk } = await s3();
  try {
    const out = await client.send(new sdk.HeadObjectCommand({ Bucket: mediaBucket, Key: key }));
    return out.ContentLength;
  } catch {
    return undefined;
  }
}

const AUDIO_EXTENSIONS = ['wav', 'wave', 'aif', 'aiff', 'flac', 'mp3', 'ogg', 'm4a', 'aac'];
const notStems = (why: string) => new UnprocessableError(`The stems file is not a ZIP of audio files: ${why}`, 'NOT_STEMS_ZIP');

/** The largest central directory read (a ZIP of thousands of stems stays far below it). */
const MAX_DIRECTORY_BYTES = 4 * 1024 * 1024;

/**
 * The audio files a stored ZIP holds, from its central directory; throws 422 when it is not a ZIP,
 * holds no audio or holds anything but audio (folders and macOS `__MACOSX`/dot files are ignored).
 */
export async function stemsInZip(key: string, size: number): Promise<string[]> {
  if (size < 22) throw notStems('too small');
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = await readRange(key, size - tailLength, size - 1);
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw notStems('no ZIP directory');
  let count = view.getUint16(eocd + 10, true);
  let dirSize = view.getUint32(eocd + 12, true);
  let dirOffset = view.getUint32(eocd + 16, true);
  if (dirOffset === 0xffffffff || dirSize === 0xffffffff || count === 0xffff) {
    // ZIP64: the locator right before the record points at the 64-bit directory record.
    const locator = eocd - 20;
    if (locator < 0 || view.getUint32(locator, true) !== 0x07064b50) throw notStems('damaged ZIP64 directory');
    const recordAt = Number(view.getBigUint64(locator + 8, true));
    const record = await readRange(key, recordAt, recordAt + 55);
    const rv = new DataView(record.buffer, record.byteOffset, record.byteLength);
    if (rv.getUint32(0, true) !== 0x06064b50) throw notStems('damaged ZIP64 directory');
    count = Number(rv.getBigUint64(32, true));
    dirSize = Number(rv.getBigUint64(40, true));
    dirOffset = Number(rv.getBigUint64(48, true));
  }
  if (dirSize > MAX_DIRECTORY_BYTES || dirOffset + dirSize > size) throw notStems('damaged directory');
  const dir = dirSize === 0 ? new Uint8Array(0) : await readRange(key, dirOffset, dirOffset + dirSize - 1);
  const dv = new DataView(dir.buffer, dir.byteOffset, dir.byteLength);
  const names: string[] = [];
  const decoder = new TextDecoder();
  let at = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > dir.length || dv.getUint32(at, true) !== 0x02014b50) throw notStems('damaged directory');
    const nameLength = dv.getUint16(at + 28, true);
    const extraLength = dv.getUint16(at + 30, true);
    const commentLength = dv.getUint16(at + 32, true);
    names.push(decoder.decode(dir.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  const files = names.filter((name) => !name.endsWith('/') && !name.startsWith('__MACOSX/') && !/(^|\/)\./.test(name));
  if (files.length === 0) throw notStems('it holds no files');
  const other = files.find((name) => !AUDIO_EXTENSIONS.includes(name.split('.').pop()?.toLowerCase() ?? ''));
  if (other) throw notStems(`"${other.slice(0, 80)}" is not an audio file`);
  return files;
}

export const STEMS_PART_SIZE = STEMS_PART_BYTES;
