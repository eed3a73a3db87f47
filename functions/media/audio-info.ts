import { parseBuffer } from 'music-metadata';
import { UnprocessableError } from '../domain/errors';

export const UNSUPPORTED_AUDIO_MESSAGE = 'Unsupported or corrupt audio file';

export type AudioKind = 'mp3' | 'wav';

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
};

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
      { mimeType: kind === 'mp3' ? 'audio/mpeg' : 'audio/wav', size: bytes.length },
      { duration: true, skipCovers: true },
    ));
  } catch {
    throw unsupportedAudio();
  }
  const expected = kind === 'mp3' ? 'MPEG' : 'WAVE';
  if (format.container !== expected || !format.duration || !Number.isFinite(format.duration)) throw unsupportedAudio();
  return {
    durationSeconds: format.duration,
    bitrateKbps: format.bitrate ? Math.round(format.bitrate / 1000) : undefined,
    sampleRate: format.sampleRate,
    channels: format.numberOfChannels,
    codec: format.codec ?? format.container,
  };
}
