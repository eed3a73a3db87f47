/**
 * The 320 kbps MP3 of a lossless master (issue 25: the MP3 every tier delivers), made when the song
 * is saved, in the same processing that cuts the preview, so no download transcodes. An MP3 master
 * is its own 320 kbps file.
 */
import type { AudioKind } from './audio-kinds';
import { encodeFlacAt, encodeWavAt } from './derivative';
import { putMediaObject } from './storage';

export const HIGH_BITRATE_KBPS = 320;

/** Encodes and stores the 320 kbps MP3 of a WAV or FLAC master; answers its key (none for an MP3 master). */
export async function storeHighDerivative(
  songId: string,
  version: string,
  master: Uint8Array,
  kind: AudioKind,
): Promise<string | undefined> {
  if (kind === 'mp3') return undefined;
  const bytes = kind === 'wav' ? encodeWavAt(master, HIGH_BITRATE_KBPS) : await encodeFlacAt(master, HIGH_BITRATE_KBPS);
  if (!bytes || bytes.length === 0) return undefined;
  const key = `songs/${songId}/${version}/stream-320.mp3`;
  await putMediaObject(key, bytes, 'audio/mpeg');
  return key;
}
