import {
  AUDIO_CONTENT_TYPES,
  COVER_CONTENT_TYPES,
  COVER_MAX_BYTES,
  type AudioFormat,
  type UploadKind,
} from '../../../shared/api/songs-admin';

/** The store's audio limits for an upload (system settings maxFileSize in bytes, allowedFormats); the server checks again. */
export interface UploadLimits {
  audioMaxBytes: number;
  formats: readonly AudioFormat[];
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/**
 * Checks a picked file before anything is uploaded: its type (by extension and, when the browser
 * knows it, by MIME type) and its size. Answers the content type to declare, or why it is refused.
 */
export function checkFile(
  kind: UploadKind,
  file: File,
  limits: UploadLimits,
): { contentType: string } | { error: string; reason: 'type' | 'size' | 'empty' } {
  const ext = extensionOf(file.name);
  if (kind === 'cover') {
    const byExt = ext === 'png' ? 'image/png' : ext === 'jpg' || ext === 'jpeg' ? 'image/jpeg' : undefined;
    const type = (COVER_CONTENT_TYPES as readonly string[]).includes(file.type) ? file.type : byExt;
    if (!type || (file.type !== '' && file.type !== type))
      return { error: `${file.name}: the cover must be a JPG or PNG image`, reason: 'type' };
    if (file.size > COVER_MAX_BYTES)
      return { error: `${file.name}: the cover must be at most ${megabytes(COVER_MAX_BYTES)}`, reason: 'size' };
    return { contentType: type };
  }
  const format = limits.formats.find((f) => f === ext || (AUDIO_CONTENT_TYPES[f] as readonly string[]).includes(file.type));
  const names = limits.formats.map((f) => f.toUpperCase()).join(', ');
  if (!format) return { error: `${file.name}: audio must be ${names}`, reason: 'type' };
  if (file.type !== '' && !(AUDIO_CONTENT_TYPES[format] as readonly string[]).includes(file.type))
    return { error: `${file.name}: audio must be ${names}`, reason: 'type' };
  if (file.size === 0) return { error: `${file.name} is empty`, reason: 'empty' };
  if (file.size > limits.audioMaxBytes)
    return { error: `${file.name}: audio must be at most ${megabytes(limits.audioMaxBytes)}`, reason: 'size' };
  return { contentType: file.type || AUDIO_CONTENT_TYPES[format][0] };
}
