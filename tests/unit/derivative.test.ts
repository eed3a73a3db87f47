import { MPEGDecoder } from 'mpg123-decoder';
import { parseBuffer } from 'music-metadata';
import { describe, expect, it } from 'vitest';
import { encodeWavAt, standardDerivative, STANDARD_BITRATE_KBPS } from '../../functions/media/derivative';
import { readMp3Frames } from '../../functions/media/preview';
import { encodePcm16Wav, writeWav } from '../../functions/media/wav';
import { randomBytes, verbatimFlac } from '../fixtures/audio';

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

/** What a listener hears in the first channel: the loudest sample and the tone's pitch (crossings / 2 per second). */
async function heard(mp3: Uint8Array) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const { channelData, sampleRate } = decoder.decode(mp3);
  decoder.free();
  const left = channelData[0]!;
  // Crossings of ±0.05 (hysteresis), so the codec's faint noise in the padding counts for nothing.
  let crossings = 0;
  let peak = 0;
  let side = 0;
  for (const x of left) {
    const now = x > 0.05 ? 1 : x < -0.05 ? -1 : side;
    if (side !== 0 && now !== side) crossings++;
    side = now;
    peak = Math.max(peak, Math.abs(x));
  }
  return { peak, hz: crossings / 2 / (left.length / sampleRate) };
}

/** A 128 kbps constant-bitrate MP3 of about `seconds` (the decoder's padding adds a few frames). */
async function expectStandard(mp3: Uint8Array | undefined, seconds: number, channels: number) {
  expect(mp3).toBeDefined();
  const format = await formatOf(mp3!);
  expect(format).toMatchObject({ codec: 'MPEG 1 Layer 3', bitrate: 128_000, sampleRate: 44100, numberOfChannels: channels });
  expect(Math.abs(format.duration! - seconds)).toBeLessThan(0.15);
  expect(new Set(readMp3Frames(mp3!).map((f) => f.data[2]! >> 4))).toEqual(new Set([9]));
}

describe('the 128 kbps stream of a master', () => {
  it('encodes a WAV master as a constant 128 kbps MP3 of the same length and channels', async () => {
    const mp3 = (await standardDerivative(toneWav(5), 'wav'))!;
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

  it('re-encodes a 320 kbps MP3 master at 128 kbps, same length, channels and tone', async () => {
    const master = encodeWavAt(toneWav(5), 320);
    expect((await formatOf(master)).bitrate).toBe(320_000);
    const mp3 = await standardDerivative(master, 'mp3', 320);
    await expectStandard(mp3, 5, 2);
    expect(mp3!.length).toBeLessThan(master.length / 2);
    const { peak, hz } = await heard(mp3!);
    expect(peak).toBeGreaterThan(0.3);
    expect(Math.abs(hz - 440)).toBeLessThan(10);
  });

  it('re-encodes an MP3 master whose bitrate is unknown', async () => {
    await expectStandard(await standardDerivative(encodeWavAt(toneWav(2), 192), 'mp3'), 2, 2);
  });

  it('makes none for an MP3 master of 128 kbps or less: the master itself is streamed', async () => {
    expect(await standardDerivative(encodeWavAt(toneWav(1), 128), 'mp3', 128)).toBeUndefined();
    expect(await standardDerivative(encodeWavAt(toneWav(1), 96), 'mp3', 96)).toBeUndefined();
  });

  it('encodes a FLAC master as a 128 kbps MP3 of the same length, channels and tone', async () => {
    const mp3 = await standardDerivative(verbatimFlac(4, 44100), 'flac');
    await expectStandard(mp3, 4, 1);
    const { peak, hz } = await heard(mp3!);
    expect(peak).toBeGreaterThan(0.4);
    expect(Math.abs(hz - 440)).toBeLessThan(10);
  });

  it('resamples a 96 kHz FLAC master to 44.1 kHz across decoded blocks, keeping its pitch', async () => {
    const mp3 = await standardDerivative(verbatimFlac(3, 96000), 'flac');
    await expectStandard(mp3, 3, 1);
    expect(Math.abs((await heard(mp3!)).hz - 440)).toBeLessThan(10);
  });

  it('makes none when nothing decodes from the master: the master itself is streamed', async () => {
    expect(await standardDerivative(randomBytes(4096), 'mp3', 320)).toBeUndefined();
    expect(await standardDerivative(randomBytes(4096), 'flac')).toBeUndefined();
  });
});
