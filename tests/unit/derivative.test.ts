import { parseBuffer } from 'music-metadata';
import { describe, expect, it } from 'vitest';
import { encodeWavAt, standardDerivative, STANDARD_BITRATE_KBPS } from '../../functions/media/derivative';
import { readMp3Frames } from '../../functions/media/preview';
import { encodePcm16Wav, writeWav } from '../../functions/media/wav';

/** A stereo (or mono) 16-bit tone of `seconds`. */
function toneWav(seconds: number, rate = 44100, channels = 2): Uint8Array {
  const frames = Math.round(seconds * rate);
  const samples = new Int16Array(frames * channels);
  for (let i = 0; i < frames; i++) {
    for (let ch = 0; ch < channels; ch++)
      samples[i * channels + ch] = Math.round(Math.sin((2 * Math.PI * (440 + 110 * ch) * i) / rate) * 12000);
  }
  return encodePcm16Wav(samples, rate, channels);
}

const formatOf = async (mp3: Uint8Array) => (await parseBuffer(mp3, { mimeType: 'audio/mpeg' }, { duration: true })).format;

describe('the 128 kbps stream of a master', () => {
  it('encodes a WAV master as a constant 128 kbps MP3 of the same length and channels', async () => {
    const mp3 = standardDerivative(toneWav(5), 'wav')!;
    const format = await formatOf(mp3);
    expect(format).toMatchObject({
      codec: 'MPEG 1 Layer 3',
      bitrate: STANDARD_BITRATE_KBPS * 1000,
      sampleRate: 44100,
      numberOfChannels: 2,
    });
    expect(Math.abs(format.duration! - 5)).toBeLessThan(0.1);
    expect(new Set(readMp3Frames(mp3).map((f) => f.data[2]! >> 4))).toEqual(new Set([9])); // bitrate index 9: 128 kbps
  });

  it('keeps a mono master mono', async () => {
    expect((await formatOf(encodeWavAt(toneWav(2, 44100, 1), 128))).numberOfChannels).toBe(1);
  });

  it('resamples a rate MP3 cannot carry (96 kHz, 24-bit) to 44.1 kHz', async () => {
    const rate = 96000;
    const frames = rate;
    const data = new Uint8Array(frames * 2 * 3);
    const view = new DataView(data.buffer);
    for (let i = 0; i < frames * 2; i++) {
      const v = Math.round(Math.sin((2 * Math.PI * 440 * Math.floor(i / 2)) / rate) * 4_000_000);
      view.setUint8(i * 3, v & 0xff);
      view.setUint8(i * 3 + 1, (v >> 8) & 0xff);
      view.setInt8(i * 3 + 2, v >> 16);
    }
    const fmt = new Uint8Array(16);
    const f = new DataView(fmt.buffer);
    f.setUint16(0, 1, true);
    f.setUint16(2, 2, true);
    f.setUint32(4, rate, true);
    f.setUint32(8, rate * 6, true);
    f.setUint16(12, 6, true);
    f.setUint16(14, 24, true);
    const format = await formatOf(encodeWavAt(writeWav(fmt, data), 128));
    expect(format.sampleRate).toBe(44100);
    expect(Math.abs(format.duration! - 1)).toBeLessThan(0.1);
  });

  it('makes none for an MP3 or FLAC master: the master itself is streamed', () => {
    expect(standardDerivative(new Uint8Array(10), 'mp3')).toBeUndefined();
    expect(standardDerivative(new Uint8Array(10), 'flac')).toBeUndefined();
  });
});
