/**
 * The songs back office (admin §2.5, §2.6, §4, §5): presigned uploads, creating a song from them
 * (the server decides the format by content, cuts the preview, computes the waveform), editing,
 * publishing and deleting. Every change goes through the songs repository, which logs it for the
 * search index in the same transaction, so `GET /api/songs` follows at once.
 */
import { ulid } from 'ulid';
import { toMajor, toMinor } from '../../../shared/money';
import {
  AUDIO_CONTENT_TYPES,
  COVER_CONTENT_TYPES,
  COVER_MAX_BYTES,
  MAX_UPLOADED_PREVIEW_SECONDS,
  saleStatusOf,
  storedStatusOf,
  type AdminSong,
  type AdminSongDetail,
  type AdminSongStats,
  type CreateSongBody,
  type CreateUploadBody,
  type ListAdminSongsQuery,
  type PresignedUpload,
  type UpdateSongBody,
  type UpdateSongStatusBody,
} from '../../../shared/api/songs-admin';
import { createSongRecord, deleteSongRecord, replaceSongRecord, SongChanged } from '../../data/songs-admin-repo';
import { songOffer } from '../../data/song-offer';
import { readAllSongRecords, readSongStats, requireSongRecord, type SongRecord } from '../../data/songs-repo';
import { logger } from '../../lib/log';
import { KIND_CONTENT_TYPES, type AudioKind } from '../../media/audio-kinds';
import {
  copyMediaObject,
  coverKey,
  deleteCovers,
  deleteMediaObjects,
  getMediaObject,
  headMediaObject,
  publishCover,
  putMediaObject,
  songMediaKeys,
} from '../../media/storage';
import { presignUpload, uploadKey } from '../../media/uploads';
import { decodePeaks, encodePeaks } from '../../media/peaks';
import { getSystemSettings } from '../settings/settings';
import { ConflictError, UnprocessableError, ValidationError } from '../../kernel/errors';
import { recordRelease } from '../library/releases';
import { isListed } from './search-index';
import { adminSongsPage } from './admin-songs-list';
import { isPubliclyVisible } from './songs';
import { toSong } from '../../data/songs-repo';

const MB = 1024 * 1024;

const fieldError = (field: string, message: string) => new ValidationError(message, [{ path: `body.${field}`, message }]);

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

export function toAdminSong(r: SongRecord): AdminSong {
  return {
    id: r.id,
    title: r.title,
    artist: r.artist,
    genre: r.genre,
    description: r.description,
    price: toMajor(r.priceCents),
    status: r.status,
    sale_status: saleStatusOf(r.status, r.isAvailable),
    is_available: r.isAvailable,
    listed: isListed(toSong(r)),
    duration: Math.round(r.durationSeconds),
    format: r.format ?? null,
    bitrate: r.bitrateKbps ?? null,
    sample_rate: r.sampleRate ?? null,
    downloads: r.downloads,
    revenue: toMajor(r.revenueCents),
    // The average of the listeners' reviews (null before the first).
    rating: r.ratingCount ? r.rating : null,
    cover_url: r.coverKey ? `/${r.coverKey}` : null,
    rejection_reason: r.status === 'rejected' ? (r.rejectionReason ?? null) : null,
    ...(r.uploaderName ? { uploaded_by: r.uploaderName } : {}),
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  };
}

export const toAdminSongDetail = (r: SongRecord): AdminSongDetail => ({
  ...toAdminSong(r),
  peaks: decodePeaks(r.peaks),
  offer: songOffer(r),
});

/**
 * Every song whatever its status, searched (title, artist, genre), filtered and sorted on the
 * server, a page at a time with the total. Reads the whole songs list (GSI1 `SONGS`, all pages):
 * fine for a label's catalogue of thousands; see functions/data/README.md for the cost.
 */
export async function listAdminSongs(query: ListAdminSongsQuery): Promise<{ songs: AdminSong[]; total: number; nextCursor?: string }> {
  const needle = query.q?.toLowerCase() ?? '';
  const matching = (await readAllSongRecords()).filter(
    (r) =>
      (!query.status || r.status === query.status) &&
      (!needle ||
        r.title.toLowerCase().includes(needle) ||
        r.artist.toLowerCase().includes(needle) ||
        r.genre.toLowerCase().includes(needle)),
  );
  const page = adminSongsPage(matching, query.sort, query.limit, query.cursor);
  return { songs: page.items.map(toAdminSong), total: matching.length, nextCursor: page.nextCursor };
}

export async function adminSongStats(): Promise<AdminSongStats> {
  const s = await readSongStats();
  return { totalSongs: s.total, published: s.status_published, pendingReview: s.status_pending, totalRevenue: toMajor(s.revenueCents) };
}

export const getAdminSong = async (songId: string): Promise<AdminSongDetail> => toAdminSongDetail(await requireSongRecord(songId));

/** The store's price bounds (system settings minPrice…maxPrice), for a price that is set or changed. */
async function assertPriceAllowed(price: number): Promise<void> {
  const { minPrice, maxPrice } = await getSystemSettings();
  if (price < minPrice || price > maxPrice) {
    throw fieldError('price', `Price must be between $${minPrice.toFixed(2)} and $${maxPrice.toFixed(2)}`);
  }
}

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
async function readAudio(
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

async function readCover(coverUploadId: string) {
  const cover = await uploaded('cover', coverUploadId, 'coverUploadId', COVER_MAX_BYTES);
  const ext = startsWith(cover.bytes, JPEG) ? 'jpg' : startsWith(cover.bytes, PNG) ? 'png' : undefined;
  if (!ext) throw new UnprocessableError('The cover is not a JPG or PNG image', 'UNSUPPORTED_IMAGE');
  return { ...cover, ext, contentType: ext === 'jpg' ? 'image/jpeg' : 'image/png' } as const;
}

/**
 * Cuts (or takes) the preview, computes the peaks, and puts the master, preview and cover in
 * their places. Returns the record fields that describe them.
 */
async function storeMedia(
  songId: string,
  audio: Awaited<ReturnType<typeof readAudio>> | undefined,
  cover: Awaited<ReturnType<typeof readCover>> | undefined,
): Promise<Partial<SongRecord>> {
  const fields: Partial<SongRecord> = {};
  const cleanup: string[] = [];
  if (audio) {
    const { cutPreview, detectAudio, standardDerivative, waveformPeaks } = await audioTools();
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
    const { storeHighDerivative } = await audioTools();
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

/** `uploader`: the artist account of a studio upload (issue 24), kept on the song for the review queue. */
export async function createSong(body: CreateSongBody, uploader?: { id: string; name: string }): Promise<AdminSongDetail> {
  await assertPriceAllowed(body.price);
  const [audio, cover] = await Promise.all([
    readAudio(body.audioUploadId, body.previewUploadId),
    body.coverUploadId ? readCover(body.coverUploadId) : undefined,
  ]);
  const now = new Date().toISOString();
  const processing: SongRecord = {
    id: ulid(),
    title: body.title,
    artist: body.artist,
    genre: body.genre,
    description: body.description ?? '',
    priceCents: toMinor(body.price),
    // Not listed, not visible by link, until its media are in place.
    status: 'processing',
    isAvailable: body.is_available,
    createdAt: now,
    updatedAt: now,
    durationSeconds: audio.durationSeconds,
    rating: 0,
    downloads: 0,
    revenueCents: 0,
    media: { masterKey: '', masterContentType: '', previewKey: '', previewContentType: '' },
    format: audio.kind,
    ...(uploader ? { uploaderId: uploader.id, uploaderName: uploader.name } : {}),
  };
  await createSongRecord(processing);
  const media = await storeMedia(processing.id, audio, cover);
  const final: SongRecord = { ...processing, ...media, status: storedStatusOf(body.status), updatedAt: new Date().toISOString() };
  await replaceSongRecord(processing, final);
  await announceIfReleased(processing, final);
  return toAdminSongDetail(final);
}

/** A song that just became public is a release for its artist's followers (the new-release mails). */
async function announceIfReleased(previous: SongRecord, next: SongRecord): Promise<void> {
  if (!isPubliclyVisible(next) || isPubliclyVisible(previous)) return;
  await recordRelease(next).catch((error: unknown) => logger.error('release not recorded', { error, songId: next.id }));
}

async function replace(previous: SongRecord, next: SongRecord): Promise<AdminSongDetail> {
  try {
    await replaceSongRecord(previous, next);
  } catch (error) {
    if (error instanceof SongChanged) throw new ConflictError('The song was changed meanwhile; reload it and try again', 'SONG_CHANGED');
    throw error;
  }
  await announceIfReleased(previous, next);
  return toAdminSongDetail(next);
}

const oldMediaKeys = (r: SongRecord) =>
  [r.media.masterKey, r.media.previewKey, r.media.standardKey ?? '', r.media.highKey ?? ''].filter((k) => k !== '');

export async function updateSong(songId: string, body: UpdateSongBody): Promise<AdminSongDetail> {
  const previous = await requireSongRecord(songId);
  // A save that keeps the price is never refused for bounds changed since it was set (the seeded
  // $2.49 songs under the default minimum): the bounds judge a price being set, not one kept.
  if (body.price !== undefined && toMinor(body.price) !== previous.priceCents) await assertPriceAllowed(body.price);
  const [audio, cover] = await Promise.all([
    body.audioUploadId ? readAudio(body.audioUploadId, body.previewUploadId) : undefined,
    body.coverUploadId ? readCover(body.coverUploadId) : undefined,
  ]);
  if (body.previewUploadId && !body.audioUploadId) {
    throw fieldError('previewUploadId', 'Send the preview together with the full track it belongs to');
  }
  const media = await storeMedia(songId, audio, cover);
  const next: SongRecord = {
    ...previous,
    ...(body.title === undefined ? {} : { title: body.title }),
    ...(body.artist === undefined ? {} : { artist: body.artist }),
    ...(body.genre === undefined ? {} : { genre: body.genre }),
    ...(body.description === undefined ? {} : { description: body.description }),
    ...(body.price === undefined ? {} : { priceCents: toMinor(body.price) }),
    ...(body.is_available === undefined ? {} : { isAvailable: body.is_available }),
    ...(body.status === undefined || previous.status === 'processing' ? {} : { status: storedStatusOf(body.status) }),
    ...media,
    // A rejected song moved on by the edit form loses the old reason (the form cannot reject: no reason).
    ...(body.status !== undefined && storedStatusOf(body.status) !== 'rejected' ? { rejectionReason: undefined } : {}),
    updatedAt: new Date().toISOString(),
  };
  const result = await replace(previous, next);
  await Promise.all([
    deleteMediaObjects(audio ? oldMediaKeys(previous) : []),
    deleteCovers(cover && previous.coverKey ? [previous.coverKey] : []),
  ]).catch((error: unknown) => logger.warn('replaced media not deleted', { error }));
  return result;
}

/**
 * Publish/unpublish, and the review of a pending song: approve publishes it, reject keeps the
 * reason on the song for its uploader. The reason goes when the song leaves `rejected`.
 */
export async function setSongStatus(songId: string, body: UpdateSongStatusBody): Promise<AdminSongDetail> {
  const previous = await requireSongRecord(songId);
  if (previous.status === 'processing') throw new ConflictError('The song is still processing', 'SONG_PROCESSING');
  const status = storedStatusOf(body.status);
  const { rejectionReason: _previousReason, ...rest } = previous;
  return replace(previous, {
    ...rest,
    status,
    ...(status === 'rejected' ? { rejectionReason: body.reason } : {}),
    updatedAt: new Date().toISOString(),
  });
}

/**
 * Deletes a song nobody ordered, with its media; its index entry goes in the same transaction.
 * Buyers of a song with orders keep their files and licences: such a song is refused (400).
 */
export async function deleteSong(songId: string): Promise<{ message: string }> {
  const record = await requireSongRecord(songId);
  await deleteSongRecord(record);
  await Promise.all([deleteMediaObjects(oldMediaKeys(record)), deleteCovers(record.coverKey ? [record.coverKey] : [])]).catch(
    (error: unknown) => logger.warn('deleted song media not removed', { error }),
  );
  return { message: `${record.title} deleted successfully!` };
}
