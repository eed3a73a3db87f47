/**
 * Cuts the public preview clip out of a master file (architecture §6): PREVIEW_SECONDS from
 * the midpoint, moved earlier so it never runs past the end. Pure over bytes: runs in the
 * upload Lambda and in the local seed alike.
 */
import { PREVIEW_SECONDS } from '../../shared/constants';
import { audioKind, unsupportedAudio } from './audio-info';
import { parseCodecFrames } from './codec-frames';
import { readFlac, writeFlac } from './flac';
import { readWav, sliceWav } from './wav';

export interface Preview {
  bytes: Uint8Array;
  contentType: string;
  /** Where in the master the clip's first sample sits. */
  startSeconds: number;
  durationSeconds: number;
  masterDurationSeconds: number;
}

/** Start of the preview window for a track of `totalSeconds`; shorter tracks are previewed whole. */
export function previewStart(totalSeconds: number, previewSeconds = PREVIEW_SECONDS): number {
  return Math.max(0, Math.min(totalSeconds / 2, totalSeconds - previewSeconds));
}

export async function cutPreview(master: Uint8Array, contentType: 'audio/mpeg' | 'audio/wav' | (string & {})): Promise<Preview> {
  switch (audioKind(contentType)) {
    case 'mp3':
      return cutMp3(master);
    case 'wav':
      return cutWav(master);
    case 'flac':
      return cutFlac(master);
    default:
      throw unsupportedAudio();
  }
}

function cutWav(master: Uint8Array): Preview {
  const wav = readWav(master);
  const startFrame = Math.round(previewStart(wav.durationSeconds) * wav.sampleRate);
  const frameCount = Math.min(Math.round(PREVIEW_SECONDS * wav.sampleRate), wav.frames - startFrame);
  return {
    bytes: sliceWav(master, wav, startFrame, frameCount),
    contentType: 'audio/wav',
    startSeconds: startFrame / wav.sampleRate,
    durationSeconds: frameCount / wav.sampleRate,
    masterDurationSeconds: wav.durationSeconds,
  };
}

/** Whole frames from the first that starts at or after the window's start, up to PREVIEW_SECONDS. */
function cutFlac(master: Uint8Array): Preview {
  const stream = readFlac(master);
  const start = previewStart(stream.durationSeconds);
  const epsilon = 1e-9;
  const first = Math.max(
    0,
    stream.frames.findIndex((f) => f.startSeconds >= start - epsilon),
  );
  let end = stream.frames.findIndex((f) => f.startSeconds + f.durationSeconds > start + PREVIEW_SECONDS + epsilon);
  if (end === -1) end = stream.frames.length;
  const kept = stream.frames.slice(first, Math.max(end, first + 1));
  const firstFrame = kept[0]!;
  const lastFrame = kept[kept.length - 1]!;
  return {
    bytes: writeFlac(stream.streamInfo, kept),
    contentType: 'audio/flac',
    startSeconds: firstFrame.startSeconds,
    durationSeconds: lastFrame.startSeconds + lastFrame.durationSeconds - firstFrame.startSeconds,
    masterDurationSeconds: stream.durationSeconds,
  };
}

/** One MPEG audio frame of a master, placed in time. */
export interface Mp3Frame {
  data: Uint8Array;
  startSeconds: number;
  durationSeconds: number;
}

function cutMp3(master: Uint8Array): Preview {
  const frames = readMp3Frames(master);
  const last = frames[frames.length - 1]!;
  const total = last.startSeconds + last.durationSeconds;
  const start = previewStart(total);
  const epsilon = 1e-9;
  let first = frames.findIndex((f) => f.startSeconds >= start - epsilon);
  let end = frames.findIndex((f) => f.startSeconds >= start + PREVIEW_SECONDS - epsilon);
  if (end === -1) end = frames.length;
  // Frames that only carry bit-reservoir bytes for the first kept frame; the window slides back
  // by as many frames so the clip keeps its length.
  const leadIn = reservoirLeadIn(frames, first);
  first -= leadIn;
  end -= leadIn;

  const kept = frames.slice(first, end);
  const out = joinMp3Frames(kept.map((frame, i) => (i < leadIn ? silenceSideInfo(frame.data) : frame.data)));
  const firstFrame = kept[0]!;
  const lastFrame = kept[kept.length - 1]!;
  return {
    bytes: out,
    contentType: 'audio/mpeg',
    startSeconds: firstFrame.startSeconds,
    durationSeconds: lastFrame.startSeconds + lastFrame.durationSeconds - firstFrame.startSeconds,
    masterDurationSeconds: total,
  };
}

/**
 * Concatenates audio frames behind a fresh Xing/Info frame that states their exact count and
 * byte size, so players and music-metadata report the duration exactly instead of
 * estimating it from the file size.
 */
export function joinMp3Frames(frames: readonly Uint8Array[]): Uint8Array {
  const audioBytes = frames.reduce((n, f) => n + f.length, 0);
  const info = frames[0] ? infoFrame(frames, audioBytes) : new Uint8Array(0);
  const out = new Uint8Array(info.length + audioBytes);
  out.set(info, 0);
  let at = info.length;
  for (const frame of frames) {
    out.set(frame, at);
    at += frame.length;
  }
  return out;
}

/** Empty when the stream is not Layer III or its frames are too small to hold the tag. */
function infoFrame(frames: readonly Uint8Array[], audioBytes: number): Uint8Array {
  const first = frames[0]!;
  // Same stream parameters as the audio, without CRC or padding.
  const headerBytes = [0xff, first[1]! | 1, first[2]! & ~2, first[3]!];
  const header = parseHeader(Uint8Array.from(headerBytes), 0);
  if (!header || header.layer !== 3) return new Uint8Array(0);
  const tagAt = 4 + sideInfoLength(header);
  if (header.length < tagAt + 16) return new Uint8Array(0);
  const bitrateIndex = first[2]! >> 4;
  const constant = frames.every((f) => f[2]! >> 4 === bitrateIndex);
  const frame = new Uint8Array(header.length);
  frame.set(headerBytes, 0);
  frame.set(
    [...(constant ? 'Info' : 'Xing')].map((c) => c.charCodeAt(0)),
    tagAt,
  );
  const view = new DataView(frame.buffer);
  view.setUint32(tagAt + 4, 0x3, false); // fields present: frame count, byte count
  view.setUint32(tagAt + 8, frames.length, false);
  view.setUint32(tagAt + 12, header.length + audioBytes, false);
  return frame;
}

/** Below this share of the (untagged) file in audio frames, the file is not an MP3 that was cut from audio. */
const MIN_FRAME_COVERAGE = 0.5;
/** Junk tolerated before the first frame (after any ID3v2 tag): beyond it the file is rejected without a full scan. */
const MAX_LEADING_JUNK = 64 * 1024;

/**
 * Every audio frame of an MP3, in order, without tags, VBR info frames or a truncated tail.
 * Throws the 422 error when the bytes are not MPEG audio.
 */
export function readMp3Frames(bytes: Uint8Array): Mp3Frame[] {
  const tagLength = id3v2Length(bytes);
  if (!hasFrameSync(bytes, tagLength)) throw unsupportedAudio();

  const parsed = parseCodecFrames('audio/mpeg', bytes);
  const frames: Mp3Frame[] = [];
  let samples = 0;
  let seconds = 0;
  let covered = 0;
  for (const [i, frame] of parsed.entries()) {
    const header = parseHeader(frame.data, 0);
    if (!header || frame.data.length < header.length) continue;
    if (i === 0 && isVbrInfoFrame(frame.data, header)) continue;
    const duration = header.samples / header.sampleRate;
    frames.push({ data: frame.data.subarray(0, header.length), startSeconds: seconds, durationSeconds: duration });
    samples += header.samples;
    seconds += duration;
    covered += header.length;
  }
  if (frames.length === 0 || covered < MIN_FRAME_COVERAGE * (bytes.length - tagLength) || samples === 0) {
    throw unsupportedAudio();
  }
  return frames;
}

interface FrameHeader {
  /** 1 for MPEG-1, 2 for MPEG-2 and MPEG-2.5 (same side-info layout). */
  version: 1 | 2;
  layer: 1 | 2 | 3;
  crc: boolean;
  mono: boolean;
  sampleRate: number;
  samples: number;
  length: number;
}

const BITRATES_KBPS: Record<string, readonly number[]> = {
  '1-1': [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  '1-2': [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  '1-3': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2-1': [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  '2-2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  '2-3': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES = [44100, 48000, 32000];

/** Decodes a 4-byte MPEG audio frame header; undefined when it is not one (free format included). */
function parseHeader(bytes: Uint8Array, at: number): FrameHeader | undefined {
  if (at + 4 > bytes.length) return undefined;
  const b1 = bytes[at + 1]!;
  const b2 = bytes[at + 2]!;
  if (bytes[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return undefined;
  const versionBits = (b1 >> 3) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
  const layerBits = (b1 >> 1) & 3; // 3: Layer I, 2: Layer II, 1: Layer III
  if (versionBits === 1 || layerBits === 0) return undefined;
  const version = versionBits === 3 ? 1 : 2;
  const layer = (4 - layerBits) as 1 | 2 | 3;
  const bitrate = BITRATES_KBPS[`${version}-${layer}`]![b2 >> 4];
  const rateIndex = (b2 >> 2) & 3;
  if (!bitrate || rateIndex === 3) return undefined;
  const sampleRate = SAMPLE_RATES[rateIndex]! / (versionBits === 3 ? 1 : versionBits === 2 ? 2 : 4);
  const samples = layer === 1 ? 384 : layer === 3 && version === 2 ? 576 : 1152;
  const padding = (b2 >> 1) & 1;
  const length =
    layer === 1
      ? (Math.floor((12 * bitrate * 1000) / sampleRate) + padding) * 4
      : Math.floor((samples / 8) * ((bitrate * 1000) / sampleRate)) + padding;
  return { version, layer, crc: (b1 & 1) === 0, mono: bytes[at + 3]! >> 6 === 3, sampleRate, samples, length };
}

function id3v2Length(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size = ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
  const footer = bytes[5]! & 0x10 ? 10 : 0;
  return Math.min(bytes.length, 10 + size + footer);
}

/** Two consecutive consistent frame headers near the start: a cheap gate before the full parse. */
function hasFrameSync(bytes: Uint8Array, from: number): boolean {
  const limit = Math.min(bytes.length, from + MAX_LEADING_JUNK);
  for (let at = from; at < limit; at++) {
    const header = parseHeader(bytes, at);
    if (!header) continue;
    const next = parseHeader(bytes, at + header.length);
    if (next && next.version === header.version && next.layer === header.layer && next.sampleRate === header.sampleRate) {
      return true;
    }
    // A single frame that is the whole file is still audio.
    if (at + header.length === bytes.length) return true;
  }
  return false;
}

const sideInfoLength = (h: FrameHeader): number => (h.version === 1 ? (h.mono ? 17 : 32) : h.mono ? 9 : 17);

/** A Xing/Info (LAME) or VBRI header frame: silent, and its totals describe the master, not the clip. */
function isVbrInfoFrame(frame: Uint8Array, header: FrameHeader): boolean {
  if (header.layer !== 3) return false;
  const at = 4 + (header.crc ? 2 : 0) + sideInfoLength(header);
  const tag = String.fromCharCode(...frame.subarray(at, at + 4));
  return tag === 'Xing' || tag === 'Info' || String.fromCharCode(...frame.subarray(36, 40)) === 'VBRI';
}

/**
 * How many frames before `index` hold the bit-reservoir bytes its main data begins in
 * (`main_data_begin` bytes back, counted over earlier frames' main data).
 */
function reservoirLeadIn(frames: Mp3Frame[], index: number): number {
  const frame = frames[index]?.data;
  const header = frame && parseHeader(frame, 0);
  if (!frame || !header || header.layer !== 3) return 0;
  const si = 4 + (header.crc ? 2 : 0);
  const mainDataBegin = header.version === 1 ? (frame[si]! << 1) | (frame[si + 1]! >> 7) : frame[si]!;
  let needed = mainDataBegin;
  let leadIn = 0;
  for (let i = index - 1; i >= 0 && needed > 0; i--) {
    const previous = frames[i]!.data;
    const h = parseHeader(previous, 0)!;
    needed -= h.length - 4 - (h.crc ? 2 : 0) - sideInfoLength(h);
    leadIn++;
  }
  return leadIn;
}

/**
 * A copy of a Layer III frame whose granules are all empty: it decodes to silence and asks
 * nothing of the reservoir, while its bytes still feed the reservoir of the frames after it.
 */
function silenceSideInfo(frame: Uint8Array): Uint8Array {
  const header = parseHeader(frame, 0)!;
  const copy = frame.slice();
  const si = 4 + (header.crc ? 2 : 0);
  const siLength = sideInfoLength(header);
  copy.fill(0, si, si + siLength);
  if (header.crc) {
    const crc = crc16(copy, [2, 3], si, si + siLength);
    copy[4] = crc >> 8;
    copy[5] = crc & 0xff;
  }
  return copy;
}

/** MPEG audio CRC-16 (polynomial 0x8005, initial 0xFFFF) over header bytes 2–3 and the side info. */
function crc16(bytes: Uint8Array, headerBytes: number[], from: number, to: number): number {
  let crc = 0xffff;
  const feed = (byte: number) => {
    for (let bit = 7; bit >= 0; bit--) {
      const top = ((crc >> 15) ^ (byte >> bit)) & 1;
      crc = (crc << 1) & 0xffff;
      if (top) crc ^= 0x8005;
    }
  };
  for (const i of headerBytes) feed(bytes[i]!);
  for (let i = from; i < to; i++) feed(bytes[i]!);
  return crc;
}
