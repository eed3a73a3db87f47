import { parseBuffer } from 'music-metadata';
import { describe, expect, it } from 'vitest';
import { UnprocessableError } from '../../functions/kernel/errors';
import { audioInfo } from '../../functions/media/audio-info';
import { cutPreview, readMp3Frames } from '../../functions/media/preview';
import { readWav } from '../../functions/media/wav';
import { PREVIEW_SECONDS } from '../../shared/constants';
import {
  MP3_FRAME_BYTES,
  MP3_FRAME_SECONDS,
  concat,
  countingWav,
  frameIndexOfCountingSample,
  mp3Frame,
  randomBytes,
  silentMp3,
} from '../fixtures/audio';

const ONE_FRAME = MP3_FRAME_SECONDS;

/** Index of the master frame a preview's first audio frame was copied from. */
function masterFrameIndex(master: Uint8Array, audio: Uint8Array): number {
  const offset = Buffer.from(master.buffer, master.byteOffset, master.byteLength).indexOf(Buffer.from(audio));
  expect(offset).toBeGreaterThanOrEqual(0);
  expect(offset % MP3_FRAME_BYTES).toBe(0);
  return offset / MP3_FRAME_BYTES;
}

/** Byte equality without vitest's element-wise diff, which is slow on large arrays. */
const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);

const previewAudio = (bytes: Uint8Array) => concat(readMp3Frames(bytes).map((f) => f.data));

async function expectUnprocessable(promise: Promise<unknown>): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UnprocessableError);
  expect(error).toMatchObject({ statusCode: 422, message: 'Unsupported or corrupt audio file' });
}

describe('cutPreview for MP3', () => {
  it('cuts 30 s from the midpoint of a 90 s master on frame boundaries', async () => {
    const master = silentMp3(90);
    const preview = await cutPreview(master, 'audio/mpeg');

    expect(preview.contentType).toBe('audio/mpeg');
    expect(preview.masterDurationSeconds).toBeCloseTo(90, 1);
    expect(Math.abs(preview.startSeconds - 45)).toBeLessThanOrEqual(ONE_FRAME);
    expect(Math.abs(preview.durationSeconds - PREVIEW_SECONDS)).toBeLessThanOrEqual(ONE_FRAME);

    const { format } = await parseBuffer(preview.bytes, { mimeType: 'audio/mpeg' }, { duration: true });
    expect(format.container).toBe('MPEG');
    expect(Math.abs(format.duration! - PREVIEW_SECONDS)).toBeLessThanOrEqual(ONE_FRAME);

    const audio = previewAudio(preview.bytes);
    const first = masterFrameIndex(master, audio);
    expect(Math.abs(first * MP3_FRAME_SECONDS - 45)).toBeLessThanOrEqual(ONE_FRAME);
    expect(first * MP3_FRAME_SECONDS).toBeCloseTo(preview.startSeconds, 6);
    expect(audio.length / MP3_FRAME_BYTES).toBe(Math.round(preview.durationSeconds / MP3_FRAME_SECONDS));
    expect(preview.bytes.length).toBeLessThan(master.length / 2);
  });

  it('moves the window back so a 40 s track is previewed from 10 s to its end', async () => {
    const master = silentMp3(40);
    const preview = await cutPreview(master, 'audio/mpeg');

    expect(Math.abs(preview.startSeconds - 10)).toBeLessThanOrEqual(ONE_FRAME);
    expect(Math.abs(preview.startSeconds + preview.durationSeconds - preview.masterDurationSeconds)).toBeLessThanOrEqual(ONE_FRAME);
    const audio = previewAudio(preview.bytes);
    expect(Math.abs(masterFrameIndex(master, audio) * MP3_FRAME_SECONDS - 10)).toBeLessThanOrEqual(ONE_FRAME);
  });

  it('previews a 20 s track whole', async () => {
    const master = silentMp3(20);
    const preview = await cutPreview(master, 'audio/mpeg');

    expect(preview.startSeconds).toBe(0);
    expect(preview.durationSeconds).toBeCloseTo(preview.masterDurationSeconds, 9);
    expect(sameBytes(previewAudio(preview.bytes), master)).toBe(true);
  });

  it('drops the master ID3 tag and Info frame and writes an Info frame with the clip frame count', async () => {
    const master = silentMp3(90, { id3Bytes: 4000, infoFrame: true });
    const preview = await cutPreview(master, 'audio/mpeg');

    expect(preview.masterDurationSeconds).toBeCloseTo(Math.round(90 / MP3_FRAME_SECONDS) * MP3_FRAME_SECONDS, 6);
    expect(String.fromCharCode(...preview.bytes.subarray(0, 3))).not.toBe('ID3');
    const frames = readMp3Frames(preview.bytes);
    const info = preview.bytes.subarray(0, preview.bytes.length - frames.length * MP3_FRAME_BYTES);
    expect(String.fromCharCode(...info.subarray(36, 40))).toBe('Info');
    expect(new DataView(info.buffer, info.byteOffset).getUint32(44)).toBe(frames.length);
    expect(new DataView(info.buffer, info.byteOffset).getUint32(48)).toBe(preview.bytes.length);
  });

  it('starts on a silenced lead-in frame when the first kept frame borrows from the bit reservoir', async () => {
    const master = silentMp3(90, { mainDataBegin: 100 });
    const plain = await cutPreview(silentMp3(90), 'audio/mpeg');
    const preview = await cutPreview(master, 'audio/mpeg');

    const frames = readMp3Frames(preview.bytes);
    expect(frames.length).toBe(readMp3Frames(plain.bytes).length);
    const firstKept = Math.round(plain.startSeconds / MP3_FRAME_SECONDS);
    // Lead-in: the frame before, its side info zeroed (no borrowing, empty granules), its bytes kept.
    const leadIn = frames[0]!.data;
    expect(leadIn.subarray(4, 36).every((b) => b === 0)).toBe(true);
    expect(sameBytes(leadIn.subarray(36), mp3Frame(firstKept - 1, 100).subarray(36))).toBe(true);
    expect(sameBytes(frames[1]!.data, mp3Frame(firstKept, 100))).toBe(true);
    expect(preview.startSeconds).toBeCloseTo((firstKept - 1) * MP3_FRAME_SECONDS, 6);
  });

  it('rejects garbage, an empty file and a truncated header with the typed 422 error', async () => {
    await expectUnprocessable(cutPreview(randomBytes(256 * 1024), 'audio/mpeg'));
    await expectUnprocessable(cutPreview(new Uint8Array(0), 'audio/mpeg'));
    await expectUnprocessable(cutPreview(mp3Frame(0).subarray(0, 3), 'audio/mpeg'));
    await expectUnprocessable(cutPreview(silentMp3(0, { id3Bytes: 100 }), 'audio/mpeg'));
    await expectUnprocessable(cutPreview(concat([randomBytes(100_000), mp3Frame(0)]), 'audio/mpeg'));
  });

  it('rejects a type it cannot cut and a file that is not what its type claims', async () => {
    await expectUnprocessable(cutPreview(silentMp3(5), 'audio/ogg'));
    await expectUnprocessable(cutPreview(silentMp3(5), 'audio/wav'));
    await expectUnprocessable(cutPreview(countingWav(5), 'audio/mpeg'));
  });
});

describe('cutPreview for WAV', () => {
  it('cuts exactly 30 s of whole sample frames from the middle and writes a correct header', async () => {
    const sampleRate = 8000;
    const master = countingWav(60, sampleRate);
    const preview = await cutPreview(master, 'audio/wav');

    expect(preview.contentType).toBe('audio/wav');
    expect(preview.startSeconds).toBe(30);
    expect(preview.durationSeconds).toBe(30);
    expect(preview.masterDurationSeconds).toBe(60);
    const bytes = preview.bytes;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(bytes.length - 8);
    expect(String.fromCharCode(...bytes.subarray(8, 16))).toBe('WAVEfmt ');
    const wav = readWav(bytes);
    expect(wav).toMatchObject({ channels: 2, sampleRate, bitsPerSample: 16, blockAlign: 4, frames: 30 * sampleRate });
    expect(view.getUint32(wav.dataOffset - 4, true)).toBe(30 * sampleRate * 4);
    const first = frameIndexOfCountingSample(view.getInt16(wav.dataOffset, true), view.getInt16(wav.dataOffset + 2, true));
    const lastAt = wav.dataOffset + wav.dataLength - 4;
    const last = frameIndexOfCountingSample(view.getInt16(lastAt, true), view.getInt16(lastAt + 2, true));
    expect(first).toBe(30 * sampleRate);
    expect(last).toBe(60 * sampleRate - 1);
  });

  it('finds fmt and data past other chunks, including an odd-sized one', async () => {
    const plain = countingWav(40);
    const list = concat([
      new TextEncoder().encode('LIST'),
      new Uint8Array([5, 0, 0, 0]),
      new TextEncoder().encode('INFOx'),
      new Uint8Array(1),
    ]);
    const fmtEnd = 12 + 8 + 16;
    const master = concat([plain.subarray(0, fmtEnd), list, plain.subarray(fmtEnd)]);
    new DataView(master.buffer).setUint32(4, master.length - 8, true);

    const preview = await cutPreview(master, 'audio/x-wav');
    expect(preview.startSeconds).toBe(10);
    expect(preview.durationSeconds).toBe(30);
    expect(sameBytes(preview.bytes, (await cutPreview(plain, 'audio/wav')).bytes)).toBe(true);
  });

  it('rejects a RIFF file without audio or with a compressed format', async () => {
    const wav = countingWav(2);
    const adpcm = wav.slice();
    adpcm[20] = 2;
    await expectUnprocessable(cutPreview(adpcm, 'audio/wav'));
    await expectUnprocessable(cutPreview(wav.subarray(0, 36), 'audio/wav'));
    await expectUnprocessable(cutPreview(new TextEncoder().encode('RIFF\0\0\0\0WAVE'), 'audio/wav'));
  });
});

describe('audioInfo', () => {
  it('reads duration, bitrate and layout from the headers', async () => {
    await expect(audioInfo(silentMp3(90), 'audio/mpeg')).resolves.toMatchObject({
      bitrateKbps: 128,
      sampleRate: 44100,
      channels: 2,
      codec: 'MPEG 1 Layer 3',
    });
    expect((await audioInfo(silentMp3(90), 'audio/mpeg')).durationSeconds).toBeCloseTo(90, 1);
    await expect(audioInfo(countingWav(12), 'audio/wav')).resolves.toMatchObject({
      durationSeconds: 12,
      sampleRate: 8000,
      channels: 2,
      codec: 'PCM',
    });
  });

  it('rejects bytes that are not audio of the claimed type with the typed 422 error', async () => {
    await expectUnprocessable(audioInfo(randomBytes(4096), 'audio/mpeg'));
    await expectUnprocessable(audioInfo(new Uint8Array(0), 'audio/wav'));
    await expectUnprocessable(audioInfo(silentMp3(5), 'video/mp4'));
  });
});
