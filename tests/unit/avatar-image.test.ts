import { describe, expect, it } from 'vitest';
import { coverArt } from '../../scripts/local/cover-art';
import { avatarKey, avatarUploadKey, detectImage } from '../../functions/media/avatars';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

describe('avatar images by content', () => {
  it('knows a JPEG, a PNG and a WebP by their first bytes, whatever they were called', () => {
    expect(detectImage(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10))).toBe('jpg');
    expect(detectImage(new Uint8Array(coverArt('Unit avatar', 'Ambient', 8)))).toBe('png');
    expect(detectImage(bytes(...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBPVP8 ')))).toBe('webp');
  });

  it('refuses a PDF, a WAV (RIFF but not WEBP), a GIF, a truncated signature and nothing at all', () => {
    expect(detectImage(bytes(...ascii('%PDF-1.4\n')))).toBeUndefined();
    expect(detectImage(bytes(...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WAVEfmt ')))).toBeUndefined();
    expect(detectImage(bytes(...ascii('GIF89a'), 1, 0, 1, 0))).toBeUndefined();
    expect(detectImage(bytes(0x89, 0x50, 0x4e, 0x47))).toBeUndefined();
    expect(detectImage(new Uint8Array())).toBeUndefined();
  });

  it('keeps uploads under the owner and published avatars under covers/avatars/', () => {
    expect(avatarUploadKey('U1', 'UP1')).toBe('uploads/avatar/U1/UP1');
    expect(avatarKey('U1', 'V1', 'webp')).toBe('covers/avatars/U1/V1.webp');
  });
});
