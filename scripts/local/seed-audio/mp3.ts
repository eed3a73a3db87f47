/**
 * MP3 encoding of looped sections, and fades applied to encoded frames.
 *
 * lamejs writes no bit reservoir, so every frame decodes on its own and frames from different
 * encodes butt-join. Each section is encoded with its own end wrapped around as a 47-sample
 * pre-roll (the first frame is then dropped) and its start as post-roll, so its audio starts
 * exactly on a frame boundary and the encoder's edges see the loop's continuation.
 */
import { Mp3Encoder } from '@breezystack/lamejs';
import { readMp3Frames } from '../../../functions/media/preview';
import { BITRATE_KBPS, FRAME, SAMPLE_RATE, type StereoPcm } from './spec';

/** LAME's encoder delay (576) plus the decoder's (529): where input sample 0 comes out. */
const CODEC_DELAY = 1105;
const PRE_ROLL = FRAME - CODEC_DELAY;

/** Encodes a looped section (a whole number of frames long) to exactly `length / 1152` frames. */
export function encodeLoop(pcm: StereoPcm, kbps = BITRATE_KBPS): Uint8Array[] {
  const n = pcm.left.length;
  if (n % FRAME !== 0) throw new RangeError(`a section must be whole frames, got ${n} samples`);
  const total = PRE_ROLL + n + 2 * FRAME;
  const left = new Int16Array(total);
  const right = new Int16Array(total);
  for (let i = 0; i < total; i++) {
    const src = (i - PRE_ROLL + n) % n;
    left[i] = pcm.left[src]! * 32767;
    right[i] = pcm.right[src]! * 32767;
  }
  const encoder = new Mp3Encoder(2, SAMPLE_RATE, kbps);
  const pieces: Uint8Array[] = [];
  const block = FRAME * 16;
  for (let i = 0; i < total; i += block)
    pieces.push(bytesOf(encoder.encodeBuffer(left.subarray(i, i + block), right.subarray(i, i + block))));
  pieces.push(bytesOf(encoder.flush()));
  const stream = new Uint8Array(pieces.reduce((s, p) => s + p.length, 0));
  let at = 0;
  for (const piece of pieces) {
    stream.set(piece, at);
    at += piece.length;
  }
  const wanted = n / FRAME;
  const frames = readMp3Frames(stream).map((f) => f.data);
  if (frames.length < wanted + 1) throw new Error(`encoder produced ${frames.length} frames, expected ${wanted + 1}`);
  return frames.slice(1, 1 + wanted);
}

const bytesOf = (a: Int8Array | Uint8Array): Uint8Array => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

/** MPEG-1 stereo side info: 20 bits of frame fields, then 59 bits per granule and channel. */
const SIDE_INFO_START_BITS = 4 * 8 + 20;
const GRANULE_CHANNEL_BITS = 59;
/** part2_3_length (12) and big_values (9) come before global_gain. */
const GLOBAL_GAIN_OFFSET = 21;

/**
 * A copy of an MPEG-1 Layer III stereo frame (no CRC) whose two granules are attenuated by
 * `steps[g]` quarter-powers of two (1.5 dB each). Lowering `global_gain` scales every spectral
 * value the decoder reconstructs, so a fade costs no re-encoding.
 */
export function attenuateFrame(frame: Uint8Array, steps: readonly [number, number]): Uint8Array {
  const protectedByCrc = (frame[1]! & 1) === 0;
  const mpeg1Layer3 = (frame[1]! & 0x1e) === 0x1a;
  const stereo = frame[3]! >> 6 === 0;
  if (protectedByCrc || !mpeg1Layer3 || !stereo) throw new Error('attenuateFrame expects MPEG-1 Layer III stereo frames without CRC');
  const out = Uint8Array.from(frame);
  for (let granule = 0; granule < 2; granule++) {
    for (let channel = 0; channel < 2; channel++) {
      const at = SIDE_INFO_START_BITS + (granule * 2 + channel) * GRANULE_CHANNEL_BITS + GLOBAL_GAIN_OFFSET;
      writeBits(out, at, 8, Math.max(0, readBits(out, at, 8) - steps[granule]!));
    }
  }
  return out;
}

/** Quarter-power-of-two steps that bring a signal to `gain` (0 = as low as the format goes). */
export const attenuationSteps = (gain: number): number => (gain <= 0 ? 255 : Math.max(0, Math.round(-4 * Math.log2(gain))));

export function readBits(bytes: Uint8Array, bit: number, count: number): number {
  let value = 0;
  for (let i = 0; i < count; i++) {
    const b = bit + i;
    value = (value << 1) | ((bytes[b >> 3]! >> (7 - (b & 7))) & 1);
  }
  return value;
}

function writeBits(bytes: Uint8Array, bit: number, count: number, value: number): void {
  for (let i = 0; i < count; i++) {
    const b = bit + i;
    const mask = 1 << (7 - (b & 7));
    if ((value >> (count - 1 - i)) & 1) bytes[b >> 3]! |= mask;
    else bytes[b >> 3]! &= ~mask;
  }
}
