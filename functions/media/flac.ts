/**
 * FLAC on frame boundaries, without decoding: the stream's STREAMINFO and its frames as
 * codec-parser finds them (sync code, header CRC-8 and frame CRC-16 checked), so a preview is
 * whole frames copied behind a STREAMINFO whose total-samples field states the clip's length.
 */
import type { FLACHeader } from 'codec-parser';
import { unsupportedAudio } from './audio-info';
import { parseCodecFrames } from './codec-frames';

export interface FlacFrame {
  data: Uint8Array;
  samples: number;
  startSeconds: number;
  durationSeconds: number;
}

export interface FlacStream {
  /** The 34 bytes of the STREAMINFO block. */
  streamInfo: Uint8Array;
  sampleRate: number;
  frames: FlacFrame[];
  durationSeconds: number;
}

const STREAMINFO_LENGTH = 34;

export function readFlac(bytes: Uint8Array): FlacStream {
  if (bytes.length < 4 + 4 + STREAMINFO_LENGTH || String.fromCharCode(...bytes.subarray(0, 4)) !== 'fLaC') throw unsupportedAudio();
  // The first metadata block is always STREAMINFO (RFC 9639 §8.1).
  if ((bytes[4]! & 0x7f) !== 0) throw unsupportedAudio();
  const streamInfo = bytes.slice(8, 8 + STREAMINFO_LENGTH);
  const sampleRate = (streamInfo[10]! << 12) | (streamInfo[11]! << 4) | (streamInfo[12]! >> 4);
  if (sampleRate === 0) throw unsupportedAudio();
  const parsed = parseCodecFrames('audio/flac', bytes);
  const frames: FlacFrame[] = [];
  let seconds = 0;
  for (const frame of parsed) {
    const header = frame.header as FLACHeader;
    const rate = header.sampleRate || sampleRate;
    const duration = frame.samples / rate;
    frames.push({ data: frame.data, samples: frame.samples, startSeconds: seconds, durationSeconds: duration });
    seconds += duration;
  }
  if (frames.length === 0) throw unsupportedAudio();
  return { streamInfo, sampleRate, frames, durationSeconds: seconds };
}

/**
 * A FLAC stream of the given frames: "fLaC", the master's STREAMINFO as the only (last) metadata
 * block with the clip's sample count and no MD5 (all zero means "not computed"), then the frames.
 * Frames keep their original numbers; decoders do not require the first to be 0.
 */
export function writeFlac(streamInfo: Uint8Array, frames: readonly FlacFrame[]): Uint8Array {
  const info = streamInfo.slice();
  const total = frames.reduce((n, f) => n + f.samples, 0);
  // Total samples: 36 bits, low 4 bits of byte 13 and bytes 14-17.
  info[13] = (info[13]! & 0xf0) | (Math.floor(total / 2 ** 32) & 0x0f);
  new DataView(info.buffer, info.byteOffset).setUint32(14, total >>> 0, false);
  info.fill(0, 18, 34);
  const body = frames.reduce((n, f) => n + f.data.length, 0);
  const out = new Uint8Array(4 + 4 + STREAMINFO_LENGTH + body);
  out.set([0x66, 0x4c, 0x61, 0x43, 0x80, 0, 0, STREAMINFO_LENGTH], 0);
  out.set(info, 8);
  let at = 8 + STREAMINFO_LENGTH;
  for (const frame of frames) {
    out.set(frame.data, at);
    at += frame.data.length;
  }
  return out;
}
