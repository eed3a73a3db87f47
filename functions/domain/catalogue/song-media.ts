/**
 * Turning uploaded objects into a song's media, for the admin's and the studio's saves: the format
 * decided by content, the preview cut, the waveform and the derivatives made, the objects put in
 * their places. Only the saves import it (song-saves.ts): esbuild writes a chunk for every `import()`
 * it meets, so a route that imported it to read songs would ship the audio parsers and the MP3 encoder.
 */
import { ulid } from 'ulid';
import { COVER_MAX_BYTES, MAX_UPLOADED_PREVIEW_SECONDS } from '../../../shared/api/songs-admin';
import type { SongRecord } from '../../data/songs-repo';
import { logger } from '../../lib/log';
import { KIND_CONTENT_TYPES, type AudioKind } from '../../media/audio-kinds';
import {
  copyMediaObject,
  coverKey,
  deleteMediaObjects,
  getMediaObject,
  headMediaObject,
  publishCover,
  putMediaObject,
  songMediaKeys,
} from '../../media/storage';
import { uploadKey } from '../../media/uploads';
import { encodePeaks } from '../../media/peaks';
import { getSystemSettings } from '../settings/settings';
import { UnprocessableError } from '../../kernel/errors';
import { fieldError, MB } from './song-uploads';

/** An uploaded object, checked against the limit its presigned policy stated (s3rver does not enforce it). */
async function uploaded(kind: 'audio' | 'cover', uploadId: string, field: string, maxBytes: number) {
  const key = uploadKey(kind, uploadId);
  const missing = () => fieldError(field, 'The uploaded file was not found or has expired; upload it again');
  const head = await headMediaObject(key);
  if (!head) throw missing();
  if (head.size > maxBytes) {
    await deleteMediaObjects([key]);
    throw fieldError(field, `The file is larger than ${Math.round(maxBytes / MB)} MB`);
  }
  const object = await getMediaObject(key);
  if (!object) throw missing();
  return { key, bytes: object.bytes };
}

interface ProcessedAudio {
  kind: AudioKind;
  uploadKey: string;
  durationSeconds: number;
  bitrateKbps?: number;
  sampleRate?: number;
  masterBytes: Uint8Array;
  preview: { bytes: Uint8Array; contentType: string; uploadKey?: string };
}

/** Reads the audio (and preview) uploads and decides what they are; nothing is written. */
export async function readAudio(
  audioUploadId: string,
  previewUploadId: string | undefined,
): Promise<Omit<ProcessedAudio, 'preview'> & { previewUpload?: Uint8Array; previewUploadKey?: string }> {
  const settings = await getSystemSettings();
  const maxBytes = settings.maxFileSize * MB;
  const audio = await uploaded('audio', audioUploadId, 'audioUploadId', maxBytes);
  const { detectAudio } = await audioTools();
  const info = await detectAudio(audio.bytes);
  if (!settings.allowedFormats.includes(info.kind)) {
    throw new UnprocessableError(`${info.kind.toUpperCase()} files are not accepted by this store`, 'FORMAT_NOT_ALLOWED');
  }
  let previewUpload: Uint8Array | undefined;
  let previewUploadKey: string | undefined;
  if (previewUploadId) {
    const preview = await uploaded('audio', previewUploadId, 'previewUploadId', maxBytes);
    const previewInfo = await detectAudio(preview.bytes);
    if (previewInfo.durationSeconds > MAX_UPLOADED_PREVIEW_SECONDS + 0.5) {
      throw new UnprocessableError(`The preview may be at most ${MAX_UPLOADED_PREVIEW_SECONDS} seconds long`, 'PREVIEW_TOO_LONG');
    }
    previewUpload = preview.bytes;
    previewUploadKey = preview.key;
  }
  return {
    kind: info.kind,
    uploadKey: audio.key,
    durationSeconds: info.durationSeconds,
    bitrateKbps: info.bitrateKbps,
    sampleRate: info.sampleRate,
    masterBytes: audio.bytes,
    previewUpload,
    previewUploadKey,
  };
}

/** The audio parsers load only for a save that carries a new audio file (see media/audio-tools.ts). */
const audioTools = () => import('../../media/audio-tools');

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

export async function readCover(coverUploadId: string) {
  const cover = await uploaded('cover', coverUploadId, 'coverUploadId', COVER_MAX_BYTES);
  const ext = startsWith(cover.bytes, JPEG) ? 'jpg' : startsWith(cover.bytes, PNG) ? 'png' : undefined;
  if (!ext) throw new UnprocessableError('The cover is not a JPG or PNG image', 'UNSUPPORTED_IMAGE');
  return { ...cover, ext, contentType: ext === 'jpg' ? 'image/jpeg' : 'image/png' } as const;
}

/**
 * Cuts (or takes) the preview, computes the peaks, and puts the master, preview and cover in
 * their places. Returns the record fields that describe them.
 */
export async function storeMedia(
  songId: string,
  audio: Awaited<ReturnType<typeof readAudio>> | undefined,
  cover: Awaited<ReturnType<typeof readCover>> | undefined,
): Promise<Partial<SongRecord>> {
  const fields: Partial<SongRecord> = {};
  const cleanup: string[] = [];
  if (audio) {
    const { cutPreview, detectAudio, standardDerivative, storeHighDerivative, waveformPeaks } = await audioTools();
    const preview = audio.previewUpload
      ? { bytes: audio.previewUpload, contentType: KIND_CONTENT_TYPES[(await detectAudio(audio.previewUpload)).kind] }
      : await cutPreview(audio.masterBytes, KIND_CONTENT_TYPES[audio.kind]);
    const previewKind = Object.entries(KIND_CONTENT_TYPES).find(([, t]) => t === preview.contentType)?.[0] ?? audio.kind;
    // A new version's objects get new names, so a replaced file is never served from a cache.
    const version = ulid();
    const master = songMediaKeys(songId, audio.kind).masterKey.replace('/master.', `/${version}/master.`);
    const previewKey = songMediaKeys(songId, previewKind).previewKey.replace('/preview.', `/${version}/preview.`);
    // Made once here, never per play: the stream an owner gets with High quality audio off.
    // A master no decoder reads still saves: its owners then stream the master, as before.
    const standard = await standardDerivative(audio.masterBytes, audio.kind, audio.bitrateKbps).catch((error: unknown) => {
      logger.warn('no 128 kbps stream made', { error, songId, kind: audio.kind });
      return undefined;
    });
    const standardKey = standard && songMediaKeys(songId, 'mp3').standardKey.replace('/stream-128.', `/${version}/stream-128.`);
    // Licence tiers (issue 25): the 320 kbps MP3 of a lossless master, made here too.
    const highKey = await storeHighDerivative(songId, version, audio.masterBytes, audio.kind).catch((error: unknown) => {
      logger.warn('no 320 kbps file made', { error, songId, kind: audio.kind });
      return undefined;
    });
    await Promise.all([
      copyMediaObject(audio.uploadKey, master, KIND_CONTENT_TYPES[audio.kind]),
      putMediaObject(previewKey, preview.bytes, preview.contentType),
      ...(standard && standardKey ? [putMediaObject(standardKey, standard, 'audio/mpeg')] : []),
    ]);
    cleanup.push(audio.uploadKey, ...(audio.previewUploadKey ? [audio.previewUploadKey] : []));
    Object.assign(fields, {
      media: {
        masterKey: master,
        masterContentType: KIND_CONTENT_TYPES[audio.kind],
        previewKey,
        previewContentType: preview.contentType,
        ...(standardKey ? { standardKey } : {}),
        ...(highKey ? { highKey } : {}),
      },
      format: audio.kind,
      durationSeconds: audio.durationSeconds,
      bitrateKbps: audio.bitrateKbps,
      sampleRate: audio.sampleRate,
      peaks: encodePeaks(waveformPeaks(audio.masterBytes, audio.kind)),
    } satisfies Partial<SongRecord>);
  }
  if (cover) {
    const key = coverKey(songId, ulid(), cover.ext);
    await publishCover(cover.key, key, cover.contentType);
    cleanup.push(cover.key);
    fields.coverKey = key;
  }
  // The lifecycle rule would empty uploads/ within a day anyway.
  await deleteMediaObjects(cleanup).catch((error: unknown) => logger.warn('uploads not deleted', { error }));
  return fields;
}
