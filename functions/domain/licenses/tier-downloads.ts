/**
 * The files of a licence (issue 25): a completed order delivers its tier's files that the song has;
 * the buyer's download-quality preference (Standard 128 kbps, High 320 kbps, Lossless) picks the
 * default among them.
 */
import type { DownloadQuality } from '../../../shared/api/account';
import type { Deliverable, OrderFile } from '../../../shared/api/licenses';
import type { DownloadLink } from '../../../shared/api/orders';
import { getUserSettings } from '../../data/account-repo';
import type { OrderRecord } from '../../data/orders-repo';
import { songFileObject, songFiles } from '../../data/song-offer';
import type { SongRecord } from '../../data/songs-repo';
import { ForbiddenError, NotFoundError } from '../../kernel/errors';
import { DOWNLOAD_URL_TTL_SECONDS, presignGet } from '../../media/storage';
import { tierOf } from './tier-orders';

/** Per preference, the files in the order they are preferred (stems are never a default). */
const PREFERENCE_ORDER: Record<DownloadQuality, readonly Deliverable[]> = {
  standard: ['mp3_128', 'mp3_320', 'wav', 'flac'],
  high: ['mp3_320', 'mp3_128', 'wav', 'flac'],
  lossless: ['flac', 'wav', 'mp3_320', 'mp3_128'],
};

/** The files an order's licence delivers that its song has, in the order of `DELIVERABLES`. */
export function licenceFiles(order: OrderRecord, song: SongRecord): Deliverable[] {
  const has = songFiles(song);
  return tierOf(order).deliverables.filter((d) => has.includes(d));
}

export function defaultFile(files: readonly Deliverable[], quality: DownloadQuality): Deliverable | undefined {
  return PREFERENCE_ORDER[quality].find((f) => files.includes(f)) ?? files[0];
}

export async function orderFiles(order: OrderRecord, song: SongRecord, userId: string): Promise<OrderFile[]> {
  const files = licenceFiles(order, song);
  const chosen = defaultFile(files, (await getUserSettings(userId)).downloadQuality);
  return files.map((file) => ({ file, default: file === chosen }));
}

const SUFFIX: Record<Deliverable, string> = {
  mp3_128: ' (128 kbps)',
  mp3_320: '',
  wav: '',
  flac: '',
  stems: ' (stems)',
};

/** A 5-minute link to one file of the licence (`file`, else the preference's default). */
export async function licenceFileLink(order: OrderRecord, song: SongRecord, userId: string, file?: Deliverable): Promise<DownloadLink> {
  const files = licenceFiles(order, song);
  if (file && !tierOf(order).deliverables.includes(file)) {
    throw new ForbiddenError(`Your ${tierOf(order).name} licence does not include this file`, 'FILE_NOT_IN_LICENSE');
  }
  const chosen = file ?? defaultFile(files, (await getUserSettings(userId)).downloadQuality);
  const object = chosen && files.includes(chosen) ? songFileObject(song, chosen) : undefined;
  if (!object) throw new NotFoundError('This file is not available for this song', 'FILE_NOT_AVAILABLE');
  const filename = `${song.title}${SUFFIX[chosen!]}.${object.ext}`;
  const signed = await presignGet(object.key, {
    expiresIn: DOWNLOAD_URL_TTL_SECONDS,
    contentType: object.contentType,
    attachmentName: filename,
  });
  return { ...signed, filename };
}
