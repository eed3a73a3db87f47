/**
 * A stems completion that dies between S3's CompleteMultipartUpload and the song's write (issue 25):
 * the assembled ZIP sits under `songs/<id>/` with nothing pointing at it. The completion keeps its
 * upload marker until the song points at the ZIP, so the hourly sweep finds it and deletes it.
 * The bucket is an in-memory fake behind the real media code; the song's write is faked so it can
 * "crash" (never return), as a Lambda that times out or dies there would.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storedZip } from '../../scripts/local/stored-zip';
import { setFunctionEnv } from '../helpers/function-env';

setFunctionEnv();

interface StoredObject {
  bytes: Uint8Array;
  lastModified: Date;
}
const bucket = new Map<string, StoredObject>();
const multipart = new Map<string, { key: string; parts: Map<number, Uint8Array> }>();
const s3Error = (name: string, status: number) => Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } });

/** The fields of the commands the media code sends. */
interface Input {
  Key: string;
  Body: Uint8Array;
  Range?: string;
  Prefix: string;
  UploadId: string;
  Delete: { Objects: { Key: string }[] };
}

/** The calls the media code makes, answered from the maps above (s3rver's and S3's documented shapes). */
const fakeClient = {
  async send(command: { constructor: { name: string }; input: Input }): Promise<unknown> {
    const { input } = command;
    const key = input.Key;
    switch (command.constructor.name) {
      case 'PutObjectCommand':
        bucket.set(key, { bytes: input.Body, lastModified: new Date() });
        return {};
      case 'GetObjectCommand': {
        const object = bucket.get(key);
        if (!object) throw s3Error('NoSuchKey', 404);
        const range = /^bytes=(\d+)-(\d+)$/.exec(input.Range ?? '');
        const bytes = range ? object.bytes.subarray(Number(range[1]), Number(range[2]) + 1) : object.bytes;
        return {
          Body: { transformToByteArray: async () => bytes },
          ContentLength: bytes.length,
          ContentRange: range ? 'bytes' : undefined,
        };
      }
      case 'HeadObjectCommand': {
        const object = bucket.get(key);
        if (!object) throw s3Error('NotFound', 404);
        return { ContentLength: object.bytes.length };
      }
      case 'DeleteObjectsCommand':
        for (const { Key } of input.Delete.Objects) bucket.delete(Key);
        return {};
      case 'ListObjectsV2Command':
        return {
          Contents: [...bucket.entries()]
            .filter(([k]) => k.startsWith(input.Prefix))
            .map(([Key, o]) => ({ Key, LastModified: o.lastModified })),
          IsTruncated: false,
        };
      case 'CreateMultipartUploadCommand': {
        const uploadId = `upload-${multipart.size + 1}`;
        multipart.set(uploadId, { key, parts: new Map() });
        return { UploadId: uploadId };
      }
      case 'ListPartsCommand': {
        const upload = multipart.get(input.UploadId);
        if (!upload) throw s3Error('NoSuchUpload', 404);
        return { Parts: [...upload.parts.keys()].map((n) => ({ PartNumber: n, ETag: `"etag-${n}"` })), IsTruncated: false };
      }
      case 'CompleteMultipartUploadCommand': {
        const upload = multipart.get(input.UploadId);
        if (!upload) throw s3Error('NoSuchUpload', 404);
        bucket.set(upload.key, { bytes: Buffer.concat([...upload.parts.values()]), lastModified: new Date() });
        multipart.delete(input.UploadId);
        return {};
      }
      case 'AbortMultipartUploadCommand':
        if (!multipart.delete(input.UploadId)) throw s3Error('NoSuchUpload', 404);
        return {};
      default:
        throw new Error(`the fake bucket does not answer ${command.constructor.name}`);
    }
  },
};

vi.mock('../../functions/media/s3-client', async () => ({
  mediaBucket: 'unit-media',
  s3: async () => ({ client: fakeClient, sdk: await import('../../functions/media/s3-sdk') }),
}));

const SONG_ID = 'SONG0000000000000000000001';
let song: { id: string; media: Record<string, string | undefined> };
/** What the song's write does: land, or never return (the function dies there). */
let songWrite: 'lands' | 'crashes';
const writeStarted = vi.fn();

vi.mock('../../functions/data/songs-repo', () => ({
  requireSongRecord: async () => song,
  getSongRecord: async () => song,
}));
vi.mock('../../functions/data/songs-admin-repo', () => ({
  SongChanged: class SongChanged extends Error {},
  replaceSongRecord: (_previous: unknown, next: typeof song) => {
    writeStarted();
    if (songWrite === 'crashes') return new Promise(() => {});
    song = next;
    return Promise.resolve();
  },
}));

const { completeStemsUpload, createStemsUpload } = await import('../../functions/domain/licenses/stems-upload');
const { sweepStemsUploads } = await import('../../functions/domain/licenses/stems-sweep');

const HOUR = 60 * 60 * 1000;
const later = (ms: number) => new Date(Date.now() + ms);
const zip = storedZip([{ name: 'drums.wav', bytes: new Uint8Array(64) }]);

/** An upload started and its one part sent by the "browser". */
async function uploadedStems() {
  const started = await createStemsUpload({ songId: SONG_ID, size: zip.length });
  multipart.get(started.uploadId)!.parts.set(1, zip);
  return { ...started, parts: [{ partNumber: 1, etag: '"etag-1"' }] };
}
const stemsObjects = () => [...bucket.keys()].filter((k) => k.startsWith(`songs/${SONG_ID}/`));
const markers = () => [...bucket.keys()].filter((k) => k.startsWith('uploads/stems/'));

beforeEach(() => {
  bucket.clear();
  multipart.clear();
  writeStarted.mockClear();
  song = { id: SONG_ID, media: { masterKey: `songs/${SONG_ID}/master.wav`, masterContentType: 'audio/wav' } };
});

describe('a stems completion that dies before the song points at its ZIP', () => {
  it('leaves its marker, and the sweep deletes the ZIP nothing points to (not while a completion may still run)', async () => {
    songWrite = 'crashes';
    const { upload, uploadId, parts } = await uploadedStems();
    void completeStemsUpload(upload, { songId: SONG_ID, uploadId, parts });
    await vi.waitFor(() => expect(writeStarted).toHaveBeenCalled());
    expect(stemsObjects()).toHaveLength(1);
    expect(song.media.stemsKey).toBeUndefined();
    expect(markers()).toHaveLength(1);

    // An hour on, the completion could still be running for all the sweep knows: nothing is touched.
    expect(await sweepStemsUploads(later(HOUR))).toEqual({ cleared: 0 });
    expect(stemsObjects()).toHaveLength(1);

    expect(await sweepStemsUploads(later(7 * HOUR))).toEqual({ cleared: 1 });
    expect(stemsObjects()).toEqual([]);
    expect(markers()).toEqual([]);
    // A second run finds nothing left to do.
    expect(await sweepStemsUploads(later(7 * HOUR))).toEqual({ cleared: 0 });
  });

  it('keeps the ZIP of a completion that went through, and forgets its marker', async () => {
    songWrite = 'lands';
    const { upload, uploadId, parts } = await uploadedStems();
    const saved = await completeStemsUpload(upload, { songId: SONG_ID, uploadId, parts });
    expect(saved.stems).toEqual(['drums.wav']);
    expect(markers()).toEqual([]);
    expect(await sweepStemsUploads(later(48 * HOUR))).toEqual({ cleared: 0 });
    expect(stemsObjects()).toEqual([song.media.stemsKey]);
  });

  it('aborts an upload never completed once it is a day old', async () => {
    const { uploadId } = await uploadedStems();
    expect(await sweepStemsUploads(later(7 * HOUR))).toEqual({ cleared: 0 });
    expect(multipart.has(uploadId)).toBe(true);
    expect(await sweepStemsUploads(later(25 * HOUR))).toEqual({ cleared: 1 });
    expect(multipart.has(uploadId)).toBe(false);
    expect(markers()).toEqual([]);
  });
});
