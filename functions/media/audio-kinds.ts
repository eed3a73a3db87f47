/**
 * The audio formats the store takes and their content types: light, so a route that only names a
 * format does not load the parsers (audio-info.ts, behind `import()` in songs-admin.ts).
 */
import { UnprocessableError } from '../kernel/errors';

export const UNSUPPORTED_AUDIO_MESSAGE = 'Unsupported or corrupt audio file';

export type AudioKind = 'mp3' | 'wav' | 'flac';

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

/** The container a content type names (parameters and case ignored), or undefined when unsupported. */
export function audioKind(contentType: string): AudioKind | undefined {
  const mime = contentType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return MIME_KINDS[mime];
}

/** The name a master downloads as: the song's title with its real format's extension (`.flac`, `.wav`, `.mp3`). */
export function masterFilename(title: string, contentType: string): string {
  return `${title}.${audioKind(contentType) ?? 'mp3'}`;
}

export function unsupportedAudio(): UnprocessableError {
  return new UnprocessableError(UNSUPPORTED_AUDIO_MESSAGE, 'UNSUPPORTED_AUDIO');
}
