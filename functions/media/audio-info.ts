import { parseBuffer } from 'music-metadata';
import { UnprocessableError } from '../domain/errors';

export const UNSUPPORTED_AUDIO_MESSAGE = 'Unsupported or corrupt audio file';

export type AudioKind = 'mp3' | 'wav' | 'flac';

export interface AudioInfo {
  durationSeconds: number;
  bitrateKbps?: number;
  sampleRate?: number;
  channels?: number;
  /** As music-metadata names it, e.g. 'MPEG 1 Layer 3' or 'PCM'. */
  codec: string;
}

const MIME_KINDS: Record<string, AudioKind> = {
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/mpeg3': 'mp3',
  'audio/x-mpeg-3': 'mp3',
  'audio/wav': 'wav',
  'audio/wave': 'wav',
  'audio/x-wav': 'wav',
  'audio/vnd.wave': 'wav',
  'audio/flac': 'flac',
  'audio/x-flac': 'flac',
};

/** The content type stored with each format's objects. */
export const KIND_CONTENT_TYPES: Record<AudioKind, string> = { mp3: 'audio/mpeg', wav: 'audio/wav', flac: 'audio/flac' };
const CONTAINERS: Record<string, AudioKind> = { MPEG: 'mp3', WAVE: 'wav', FLAC: 'flac' };

/** The container a content type names (parameters and case ignored), or undefined when unsupported. */
export function audioKind(contentType: string): AudioKind | undefined {
  const mime = contentType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return MIME_KINDS[mime];
}

export function unsupportedAudio(): UnprocessableError {
  return new UnprocessableError(UNSUPPORTED_AUDIO_MESSAGE, 'UNSUPPORTED_AUDIO');
}

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
