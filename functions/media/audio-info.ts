import { parseBuffer } from 'music-metadata';
import { UnprocessableError } from '../kernel/errors';
import { type AudioKind, audioKind, KIND_CONTENT_TYPES, unsupportedAudio } from './audio-kinds';

export * from './audio-kinds';

export interface AudioInfo {
  durationSeconds: number;
  bitrateKbps?: number;
  sampleRate?: number;
  channels?: number;
  /** As music-metadata names it, e.g. 'MPEG 1 Layer 3' or 'PCM'. */
  codec: string;
}

const CONTAINERS: Record<string, AudioKind> = { MPEG: 'mp3', WAVE: 'wav', FLAC: 'flac' };

/** Duration and stream facts from the container headers; frames are scanned but nothing is decoded. */
export async function audioInfo(bytes: Uint8Array, contentType: string): Promise<AudioInfo> {
  const kind = audioKind(contentType);
  if (!kind || bytes.length === 0) throw unsupportedAudio();
  let format;
  try {
    ({ format } = await parseBuffer(
      bytes,
      { mimeType: KIND_CONTENT_TYPES[kind], size: bytes.length },
      { duration: true, skipCovers: true },
    ));
  } catch {
    throw unsupportedAudio();
  }
  const expected = kind === 'mp3' ? 'MPEG' : kind === 'wav' ? 'WAVE' : 'FLAC';
  if (format.container !== expected || !format.duration || !Number.isFinite(format.duration)) throw unsupportedAudio();
  return {
    durationSeconds: format.duration,
    bitrateKbps: format.bitrate ? Math.round(format.bitrate / 1000) : undefined,
    sampleRate: format.sampleRate,
    channels: format.numberOfChannels,
    codec: format.codec ?? format.container,
  };
}

export const NOT_AUDIO_MESSAGE = 'The file is not MP3, WAV or FLAC audio';

/**
 * What the bytes are, decided by their content alone (a name or declared type is never trusted):
 * MP3, WAV or FLAC with a finite duration, else a 422 that says so.
 */
export async function detectAudio(bytes: Uint8Array): Promise<AudioInfo & { kind: AudioKind }> {
  const refuse = () => new UnprocessableError(NOT_AUDIO_MESSAGE, 'UNSUPPORTED_AUDIO');
  if (bytes.length === 0) throw refuse();
  let format;
  try {
    ({ format } = await parseBuffer(bytes, { size: bytes.length }, { duration: true, skipCovers: true }));
  } catch {
    throw refuse();
  }
  const kind = format.container ? CONTAINERS[format.container] : undefined;
  if (!kind || !format.duration || !Number.isFinite(format.duration) || format.duration <= 0) throw refuse();
  return {
    kind,
    durationSeconds: format.duration,
    bitrateKbps: format.bitrate ? Math.round(format.bitrate / 1000) : undefined,
    sampleRate: format.sampleRate,
    channels: format.numberOfChannels,
    codec: format.codec ?? format.container ?? kind,
  };
}
