/**
 * The 128 kbps MP3 an owner streams with High quality audio off (issue 20), made once when a
 * song's master is saved and stored as its own object. A WAV master is encoded from its samples
 * (lamejs); an MP3 master at 128 kbps or less is streamed as it is; a higher-rate MP3 and a FLAC
 * master are decoded to PCM (mpg123-decoder, @wasm-audio-decoders/flac: WebAssembly inlined in
 * their JS, imported here only when such a master is saved) and encoded like a WAV.
 */
import { Mp3Encoder } from '@breezystack/lamejs';
import type { AudioKind } from './audio-kinds';
import { readWav } from './wav';

export const STANDARD_BITRATE_KBPS = 128;

/** The sample rates an MPEG-1/2 Layer III stream can carry; anything else is resampled to 44.1 kHz. */
const MP3_RATES = new Set([8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000]);
/** Samples handed to the encoder per call: bounded memory for long masters. */
const BLOCK = 1152 * 64;

/** Compressed bytes handed to a decoder per call: the PCM of a whole song is never held at once. */
const DECODE_CHUNK = 64 * 1024;

/**
 * The derivative's bytes, or undefined when the master itself is the stream: an MP3 of
 * `masterKbps` 128 or less, or a master the decoder yields no samples from.
 */
export async function standardDerivative(master: Uint8Array, kind: AudioKind, masterKbps?: number): Promise<Uint8Array | undefined> {
  if (kind === 'wav') return encodeWavAt(master, STANDARD_BITRATE_KBPS);
  if (kind === 'mp3')
    return masterKbps !== undefined && masterKbps <= STANDARD_BITRATE_KBPS ? undefined : encodeMp3At(master, STANDARD_BITRATE_KBPS);
  return encodeFlacAt(master, STANDARD_BITRATE_KBPS);
}

/** An MP3 master decoded and re-encoded at `kbps`. */
export async function encodeMp3At(master: Uint8Array, kbps: number): Promise<Uint8Array | undefined> {
  const { MPEGDecoder } = await import('mpg123-decoder');
  const decoder = new MPEGDecoder();
  await decoder.ready;
  let sink: PcmMp3Sink | undefined;
  try {
    for (let at = 0; at < master.length; at += DECODE_CHUNK) {
      const pcm = decoder.decode(master.subarray(at, at + DECODE_CHUNK));
      if (pcm.samplesDecoded === 0) continue;
      sink ??= new PcmMp3Sink(pcm.channelData.length, pcm.sampleRate, kbps);
      sink.push(pcm.channelData, pcm.samplesDecoded);
    }
  } finally {
    decoder.free();
  }
  return sink?.finish();
}

/** A FLAC master decoded and encoded at `kbps` (more than two channels fold into stereo, high rates resample). */
export async function encodeFlacAt(master: Uint8Array, kbps: number): Promise<Uint8Array | undefined> {
  const { FLACDecoder } = await import('@wasm-audio-decoders/flac');
  const decoder = new FLACDecoder();
  await decoder.ready;
  let sink: PcmMp3Sink | undefined;
  const take = (pcm: { channelData: Float32Array[]; samplesDecoded: number; sampleRate: number }) => {
    if (pcm.samplesDecoded === 0) return;
    sink ??= new PcmMp3Sink(pcm.channelData.length, pcm.sampleRate, kbps);
    sink.push(pcm.channelData, pcm.samplesDecoded);
  };
  try {
    for (let at = 0; at < master.length; at += DECODE_CHUNK) take(await decoder.decode(master.subarray(at, at + DECODE_CHUNK)));
    take(await decoder.flush());
  } finally {
    decoder.free();
  }
  return sink?.finish();
}

/**
 * Decoded PCM, pushed block by block, encoded as a constant-bitrate MP3 with the WAV path's rules:
 * mono stays mono, more than two channels fold into stereo, a rate MP3 cannot carry becomes 44.1 kHz
 * (nearest earlier source frame, counted across blocks).
 */
class PcmMp3Sink {
  private readonly encoder: Mp3Encoder;
  private readonly outChannels: number;
  private readonly rate: number;
  private readonly pieces: Uint8Array[] = [];
  /** Source frames pushed so far, and output frames made from them. */
  private inFrames = 0;
  private outFrames = 0;

  constructor(
    private readonly channels: number,
    private readonly sourceRate: number,
    kbps: number,
  ) {
    this.outChannels = channels === 1 ? 1 : 2;
    this.rate = MP3_RATES.has(sourceRate) ? sourceRate : 44100;
    this.encoder = new Mp3Encoder(this.outChannels, this.rate, kbps);
  }

  push(channelData: readonly Float32Array[], frames: number): void {
    const end = this.inFrames + frames;
    // Output frames whose source frame lies before `end` (o * sourceRate / rate < end).
    const upTo = this.rate === this.sourceRate ? end : Math.ceil((end * this.rate) / this.sourceRate);
    const count = Math.max(0, upTo - this.outFrames);
    const left = new Int16Array(count);
    const right = this.outChannels === 2 ? new Int16Array(count) : undefined;
    const perSide = Math.ceil(this.channels / 2);
    for (let i = 0; i < count; i++) {
      const o = this.outFrames + i;
      const src = this.rate === this.sourceRate ? o : Math.floor((o * this.sourceRate) / this.rate);
      const frame = Math.max(0, Math.min(frames - 1, src - this.inFrames));
      let l = 0;
      let r = 0;
      for (let ch = 0; ch < this.channels; ch++) {
        const s = channelData[ch]?.[frame] ?? 0;
        if (ch % 2 === 0) l += s;
        else r += s;
      }
      left[i] = toInt16(l / perSide);
      if (right) right[i] = toInt16(r / Math.max(1, this.channels - perSide));
    }
    for (let i = 0; i < count; i += BLOCK) {
      this.pieces.push(copy(this.encoder.encodeBuffer(left.subarray(i, i + BLOCK), right?.subarray(i, i + BLOCK))));
    }
    this.inFrames = end;
    this.outFrames += count;
  }

  finish(): Uint8Array {
    this.pieces.push(copy(this.encoder.flush()));
    return joined(this.pieces);
  }
}

/** A WAV master as a constant-bitrate MP3 (mono stays mono; more than two channels fold into stereo). */
export function encodeWavAt(master: Uint8Array, kbps: number): Uint8Array {
  const wav = readWav(master);
  const view = new DataView(master.buffer, master.byteOffset, master.byteLength);
  const bytes = Math.ceil(wav.bitsPerSample / 8);
  const float = wav.bitsPerSample === 32 && formatTag(wav.fmt) === 3;
  const outChannels = wav.channels === 1 ? 1 : 2;
  const rate = MP3_RATES.has(wav.sampleRate) ? wav.sampleRate : 44100;
  const outFrames = Math.floor((wav.frames * rate) / wav.sampleRate);
  const left = new Int16Array(outFrames);
  const right = outChannels === 2 ? new Int16Array(outFrames) : undefined;
  for (let i = 0; i < outFrames; i++) {
    // Nearest earlier source frame: resampling only when the master's rate cannot be encoded.
    const frame = rate === wav.sampleRate ? i : Math.min(wav.frames - 1, Math.floor((i * wav.sampleRate) / rate));
    const at = wav.dataOffset + frame * wav.blockAlign;
    let l = 0;
    let r = 0;
    for (let ch = 0; ch < wav.channels; ch++) {
      const s = sample(view, at + ch * bytes, bytes, float);
      if (ch % 2 === 0) l += s;
      else r += s;
    }
    const perSide = Math.ceil(wav.channels / 2);
    left[i] = toInt16(l / perSide);
    if (right) right[i] = toInt16(r / Math.max(1, wav.channels - perSide));
  }
  const encoder = new Mp3Encoder(outChannels, rate, kbps);
  const pieces: Uint8Array[] = [];
  for (let i = 0; i < outFrames; i += BLOCK) {
    pieces.push(copy(encoder.encodeBuffer(left.subarray(i, i + BLOCK), right?.subarray(i, i + BLOCK))));
  }
  pieces.push(copy(encoder.flush()));
  return joined(pieces);
}

function joined(pieces: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(pieces.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}

const formatTag = (fmt: Uint8Array): number => {
  const view = new DataView(fmt.buffer, fmt.byteOffset, fmt.byteLength);
  const tag = view.getUint16(0, true);
  return tag === 0xfffe && fmt.length >= 26 ? view.getUint16(24, true) : tag;
};

/** A sample as a fraction of full scale (8-bit unsigned, 16/24/32-bit signed, 32-bit float). */
function sample(view: DataView, at: number, bytes: number, float: boolean): number {
  if (at + bytes > view.byteLength) return 0;
  if (bytes === 1) return (view.getUint8(at) - 128) / 128;
  if (bytes === 2) return view.getInt16(at, true) / 32768;
  if (bytes === 3) return (view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getInt8(at + 2) << 16)) / 8388608;
  if (float) return view.getFloat32(at, true);
  return view.getInt32(at, true) / 2147483648;
}

const toInt16 = (x: number): number => Math.max(-32768, Math.min(32767, Math.round(x * 32767)));

const copy = (a: Int8Array | Uint8Array): Uint8Array => new Uint8Array(a.buffer.slice(a.byteOffset, a.byteOffset + a.byteLength));
