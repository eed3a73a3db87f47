/**
 * Waveform peaks for the player and the song page: WAVEFORM_POINTS values in [0, 1], each the
 * loudest moment of its slice of the track, scaled so the track's loudest is 1. Computed from the
 * stream without a decoder:
 * - WAV: the PCM samples themselves (exact peaks);
 * - MP3: each granule's global gain, the quantiser step the encoder chose for it, which follows
 *   the granule's level on a 1.5 dB scale (2^(gain/4)); silent granules (no coded values) are 0;
 * - FLAC: each frame's coded size per sample, which grows with the signal's level (an estimate:
 *   FLAC's residuals are smaller for quiet passages).
 */
import { WAVEFORM_POINTS } from '../../shared/api/songs-admin';
import type { AudioKind } from './audio-info';
import { readFlac } from './flac';
import { readMp3Frames } from './preview';
import { readWav } from './wav';

/** A value per moment of the track, in time order, with the moment's start. */
interface Level {
  at: number;
  value: number;
}

export function waveformPeaks(bytes: Uint8Array, kind: AudioKind, points = WAVEFORM_POINTS): number[] {
  const { levels, duration } = kind === 'wav' ? wavLevels(bytes) : kind === 'mp3' ? mp3Levels(bytes) : flacLevels(bytes);
  const peaks = Array.from({ length: points }, () => 0);
  if (duration <= 0 || levels.length === 0) return peaks;
  for (const level of levels) {
    const i = Math.min(points - 1, Math.floor((level.at / duration) * points));
    if (level.value > peaks[i]!) peaks[i] = level.value;
  }
  // A track with fewer moments than points leaves slots without one: they repeat the slot before.
  const sparse = levels.length < points;
  const filled: number[] = [];
  for (const [i, p] of peaks.entries()) filled.push(sparse && p === 0 && i > 0 ? filled[i - 1]! : p);
  const max = Math.max(...filled);
  return max > 0 ? filled.map((p) => p / max) : filled;
}

function wavLevels(bytes: Uint8Array): { levels: Level[]; duration: number } {
  const wav = readWav(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const bytesPerSample = Math.ceil(wav.bitsPerSample / 8);
  // One level per WAVEFORM_POINTS × 4 windows: enough resolution, bounded work on long files.
  const window = Math.max(1, Math.floor(wav.frames / (WAVEFORM_POINTS * 4)));
  const stride = Math.max(1, Math.floor(window / 64));
  const levels: Level[] = [];
  for (let start = 0; start < wav.frames; start += window) {
    let peak = 0;
    const end = Math.min(wav.frames, start + window);
    for (let frame = start; frame < end; frame += stride) {
      for (let ch = 0; ch < wav.channels; ch++) {
        const at = wav.dataOffset + frame * wav.blockAlign + ch * bytesPerSample;
        peak = Math.max(peak, Math.abs(sampleAt(view, at, bytesPerSample, wav.bitsPerSample)));
      }
    }
    levels.push({ at: start / wav.sampleRate, value: peak });
  }
  return { levels, duration: wav.durationSeconds };
}

/** A sample as a fraction of full scale (8-bit unsigned, 16/24/32-bit signed or 32-bit float). */
function sampleAt(view: DataView, at: number, bytes: number, bits: number): number {
  if (at + bytes > view.byteLength) return 0;
  if (bytes === 1) return (view.getUint8(at) - 128) / 128;
  if (bytes === 2) return view.getInt16(at, true) / 32768;
  if (bytes === 3) return (view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getInt8(at + 2) << 16)) / 8388608;
  return bits === 32 ? view.getFloat32(at, true) || view.getInt32(at, true) / 2147483648 : view.getInt32(at, true) / 2147483648;
}

function mp3Levels(bytes: Uint8Array): { levels: Level[]; duration: number } {
  const frames = readMp3Frames(bytes);
  const levels = frames.map((f) => ({ at: f.startSeconds, value: mp3FrameLevel(f.data) }));
  const last = frames[frames.length - 1]!;
  return { levels, duration: last.startSeconds + last.durationSeconds };
}

/** Loudest granule of a Layer III frame from its side info: 2^((global_gain − 210) / 4), 0 when nothing is coded. */
function mp3FrameLevel(frame: Uint8Array): number {
  const mpeg1 = (frame[1]! >> 3) & 1;
  const layer3 = ((frame[1]! >> 1) & 3) === 1;
  if (!layer3) return 0;
  const crc = (frame[1]! & 1) === 0;
  const mono = frame[3]! >> 6 === 3;
  const channels = mono ? 1 : 2;
  const granules = mpeg1 ? 2 : 1;
  // Bit offset of the first granule/channel block within the side info.
  let bit = (4 + (crc ? 2 : 0)) * 8 + (mpeg1 ? (mono ? 18 : 20) : mono ? 9 : 10);
  const read = (n: number) => {
    let v = 0;
    for (let i = 0; i < n; i++, bit++) v = (v << 1) | ((frame[bit >> 3]! >> (7 - (bit & 7))) & 1);
    return v;
  };
  let level = 0;
  for (let g = 0; g < granules; g++) {
    for (let ch = 0; ch < channels; ch++) {
      const part23 = read(12);
      const bigValues = read(9);
      const gain = read(8);
      // scalefac_compress, window switching and the rest of the block (not needed here).
      read(mpeg1 ? 4 : 9);
      const switching = read(1);
      read(switching ? 22 : 27);
      read(mpeg1 ? 3 : 2);
      if (part23 > 0 && bigValues > 0) level = Math.max(level, 2 ** ((gain - 210) / 4));
    }
  }
  return level;
}

function flacLevels(bytes: Uint8Array): { levels: Level[]; duration: number } {
  const stream = readFlac(bytes);
  const levels = stream.frames.map((f) => ({ at: f.startSeconds, value: f.data.length / Math.max(1, f.samples) }));
  const floor = Math.min(...levels.map((l) => l.value));
  return { levels: levels.map((l) => ({ at: l.at, value: l.value - floor * 0.9 })), duration: stream.durationSeconds };
}
