/**
 * RIFF/WAVE reading and writing for uncompressed audio (PCM, IEEE float, or the
 * WAVE_FORMAT_EXTENSIBLE form of either): enough to cut whole sample frames.
 */
import { unsupportedAudio } from './audio-info';

const FORMAT_PCM = 1;
const FORMAT_FLOAT = 3;
const FORMAT_EXTENSIBLE = 0xfffe;
const MAX_U32 = 0xffffffff;

export interface WavLayout {
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  /** Bytes per sample frame (all channels). */
  blockAlign: number;
  /** The `fmt ` chunk body, copied verbatim into any file cut from this one. */
  fmt: Uint8Array;
  dataOffset: number;
  dataLength: number;
  frames: number;
  durationSeconds: number;
}

const fourCC = (bytes: Uint8Array, at: number): string =>
  String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0);

/** Reads the chunk layout; throws the 422 error unless the file is uncompressed RIFF/WAVE audio. */
export function readWav(bytes: Uint8Array): WavLayout {
  if (bytes.length < 12 || fourCC(bytes, 0) !== 'RIFF' || fourCC(bytes, 8) !== 'WAVE') throw unsupportedAudio();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let fmt: Uint8Array | undefined;
  let data: { offset: number; length: number } | undefined;
  for (let at = 12; at + 8 <= bytes.length && !(fmt && data);) {
    const id = fourCC(bytes, at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    const available = bytes.length - body;
    if (id === 'fmt ') {
      if (size < 16 || size > available) throw unsupportedAudio();
      fmt = bytes.slice(body, body + size);
    } else if (id === 'data') {
      // Streaming writers leave the size at 0xFFFFFFFF; a cut-off upload claims more than it has.
      data = { offset: body, length: size === MAX_U32 || size > available ? available : size };
    }
    at = body + size + (size & 1);
  }
  if (!fmt || !data) throw unsupportedAudio();

  const fmtView = new DataView(fmt.buffer, fmt.byteOffset, fmt.byteLength);
  let format = fmtView.getUint16(0, true);
  const channels = fmtView.getUint16(2, true);
  const sampleRate = fmtView.getUint32(4, true);
  const blockAlign = fmtView.getUint16(12, true);
  const bitsPerSample = fmtView.getUint16(14, true);
  if (format === FORMAT_EXTENSIBLE) {
    if (fmt.length < 40) throw unsupportedAudio();
    format = fmtView.getUint16(24, true); // first two bytes of the sub-format GUID
  }
  const uncompressed = format === FORMAT_PCM || format === FORMAT_FLOAT;
  if (!uncompressed || channels < 1 || sampleRate < 1 || bitsPerSample < 8 || blockAlign !== channels * Math.ceil(bitsPerSample / 8)) {
    throw unsupportedAudio();
  }
  const frames = Math.floor(data.length / blockAlign);
  if (frames === 0) throw unsupportedAudio();
  return {
    channels,
    sampleRate,
    bitsPerSample,
    blockAlign,
    fmt,
    dataOffset: data.offset,
    dataLength: frames * blockAlign,
    frames,
    durationSeconds: frames / sampleRate,
  };
}

/** A minimal RIFF/WAVE file: `fmt ` then `data`, sizes filled in, odd data padded. */
export function writeWav(fmt: Uint8Array, data: Uint8Array): Uint8Array {
  const pad = data.length & 1;
  const fmtPad = fmt.length & 1;
  const fmtChunk = 8 + fmt.length + fmtPad;
  const total = 12 + fmtChunk + 8 + data.length + pad;
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < 4; i++) out[at + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, total - 8, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, fmt.length, true);
  out.set(fmt, 20);
  const dataHeader = 12 + fmtChunk;
  ascii(dataHeader, 'data');
  view.setUint32(dataHeader + 4, data.length, true);
  out.set(data, dataHeader + 8);
  return out;
}

/** 16-bit PCM WAV from interleaved samples. */
export function encodePcm16Wav(samples: Int16Array, sampleRate: number, channels: number): Uint8Array {
  const fmt = new Uint8Array(16);
  const view = new DataView(fmt.buffer);
  view.setUint16(0, FORMAT_PCM, true);
  view.setUint16(2, channels, true);
  view.setUint32(4, sampleRate, true);
  view.setUint32(8, sampleRate * channels * 2, true);
  view.setUint16(12, channels * 2, true);
  view.setUint16(14, 16, true);
  const data = new Uint8Array(samples.length * 2);
  const dataView = new DataView(data.buffer);
  for (let i = 0; i < samples.length; i++) dataView.setInt16(i * 2, samples[i] ?? 0, true);
  return writeWav(fmt, data);
}

/** Copies sample frames [startFrame, startFrame + frameCount) into a new WAV file. */
export function sliceWav(bytes: Uint8Array, layout: WavLayout, startFrame: number, frameCount: number): Uint8Array {
  const from = layout.dataOffset + startFrame * layout.blockAlign;
  return writeWav(layout.fmt, bytes.subarray(from, from + frameCount * layout.blockAlign));
}
