/** The frames codec-parser finds in a whole file; a file it cannot parse is unsupported audio (422). */
import CodecParser, { type CodecFrame } from 'codec-parser';
import { unsupportedAudio } from './audio-info';

export function parseCodecFrames(mimeType: 'audio/flac' | 'audio/mpeg', bytes: Uint8Array): CodecFrame[] {
  try {
    return new CodecParser<CodecFrame>(mimeType, { enableFrameCRC32: false }).parseAll(bytes);
  } catch {
    throw unsupportedAudio();
  }
}
