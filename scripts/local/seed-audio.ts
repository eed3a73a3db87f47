/**
 * Generated music for the local catalogue: every seeded song is a distinct, deterministic MP3
 * (320 kbps CBR, 44.1 kHz stereo) with chords, bass, drums and a lead whose timbres, tempo,
 * key and patterns follow the genre and vary with the song index.
 *
 * Pure-JS MP3 encoding runs at ~17× real time per core, too slow to encode 40 two-minute
 * songs on first start. So a song encodes only its distinct sections (verse, chorus, outro:
 * ~19 s of audio) and is arranged by concatenating their frames. lamejs writes no bit
 * reservoir, so every frame decodes on its own; each section is encoded with a 47-sample
 * pre-roll and its first frame dropped, so its audio starts exactly on a frame boundary and
 * sections butt-join without the encoder's start-up silence.
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Mp3Encoder } from '@breezystack/lamejs';
import { joinMp3Frames, readMp3Frames } from '../../functions/media/preview';

export interface SongSpec {
  index: number;
  genre: string;
  durationSeconds: number;
  bpm?: number;
  /** 'A minor', 'F#m', 'Eb', 'D major'…; derived from the index when absent. */
  key?: string;
}

export const SAMPLE_RATE = 44100;
export const BITRATE_KBPS = 320;
const FRAME = 1152;
/** LAME's encoder delay (576) plus the decoder's (529): where input sample 0 comes out. */
const CODEC_DELAY = 1105;
const PRE_ROLL = FRAME - CODEC_DELAY;
/**
 * Verse and chorus hold two chords each: the verse plays the first half of a four-chord
 * progression and the chorus (with the lead) the second, so a song cycles through the whole
 * progression while encoding only ~13 s of audio. A chord lasts a bar, or half a bar once a
 * bar is longer than this (slow tempos), which keeps every section near 4–6 s.
 */
const LONG_BAR_SECONDS = 3.2;

/** One song, encoded in this thread. */
export async function generateSongAudio(spec: SongSpec): Promise<Uint8Array> {
  return renderSong(spec);
}

/**
 * Many songs over a pool of worker threads (`concurrency` ≤ 1 renders in this thread).
 * Results keep the order of `specs`.
 */
export async function generateCatalogueAudio(
  specs: readonly SongSpec[],
  { concurrency = Math.min(2, availableParallelism()) }: { concurrency?: number } = {},
): Promise<Uint8Array[]> {
  const workers = Math.min(concurrency, specs.length);
  if (workers <= 1) return specs.map(renderSong);
  const results: Uint8Array[] = new Array(specs.length);
  // Longest songs first keeps the workers' finishing times close.
  const queue = specs.map((_, i) => i).sort((a, b) => specs[b]!.durationSeconds - specs[a]!.durationSeconds);
  await Promise.all(Array.from({ length: workers }, () => runWorker(specs, queue, results)));
  return results;
}

/**
 * The worker is TypeScript, run from sources (local stack and vitest alike). Worker threads do
 * not inherit tsx's loader, and `execArgv: ['--import', 'tsx']` does not reach the worker's
 * entry module on Node 20, so the bootstrap registers tsx itself before importing it.
 */
const TSX_API = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs'));
const WORKER_BOOTSTRAP = `import(${JSON.stringify(TSX_API.href)})
  .then(({ register }) => { register(); return import(${JSON.stringify(new URL('./seed-audio-worker.ts', import.meta.url).href)}); })`;

function runWorker(specs: readonly SongSpec[], queue: number[], results: Uint8Array[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_BOOTSTRAP, { eval: true });
    let current = -1;
    const next = () => {
      const index = queue.shift();
      if (index === undefined) {
        void worker.terminate().then(() => resolve());
        return;
      }
      current = index;
      worker.postMessage(specs[index]);
    };
    worker.on('message', (bytes: Uint8Array) => {
      results[current] = bytes;
      next();
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (queue.length > 0 || results[current] === undefined) reject(new Error(`seed-audio worker exited with code ${code}`));
    });
    next();
  });
}

// ---------------------------------------------------------------------------------------------
// Arrangement and encoding

type SectionName = 'verse' | 'chorus' | 'outro';

/** Renders and encodes a song synchronously (the worker's entry point). */
export function renderSong(spec: SongSpec): Uint8Array {
  if (!(spec.durationSeconds > 0) || spec.durationSeconds > 900) throw new RangeError('durationSeconds must be in (0, 900]');
  const song = planSong(spec);
  const framesPerBar = song.barSamples / FRAME;
  const sectionFrames = (name: SectionName) => Math.round(song.sections[name].samples / FRAME);
  const targetFrames = Math.round((spec.durationSeconds * SAMPLE_RATE) / FRAME);

  // [section, frame count] in song order. The intro is the outro's opening bar (a chord struck
  // from silence), which costs no extra encoding; the last body section may stop at a bar line.
  const outro = sectionFrames('outro');
  const intro = Math.min(Math.round(framesPerBar), Math.max(0, targetFrames - outro));
  const parts: [SectionName, number][] = intro > 0 ? [['outro', intro]] : [];
  let remaining = targetFrames - outro - intro;
  const body: SectionName[] = ['verse', 'chorus', 'verse', 'chorus', 'chorus'];
  for (let i = 0; remaining > framesPerBar / 2; i++) {
    const name = i < body.length ? body[i]! : (['verse', 'chorus', 'chorus'] as const)[(i - body.length) % 3]!;
    const full = sectionFrames(name);
    const frames = full <= remaining ? full : Math.round(Math.round(remaining / framesPerBar) * framesPerBar);
    if (frames <= 0) break;
    parts.push([name, frames]);
    remaining -= frames;
  }
  parts.push(['outro', outro]);

  const rendered = renderSections(song, new Set(parts.map(([name]) => name)));
  const encoded = new Map<SectionName, Uint8Array[]>();
  for (const [name, pcm] of rendered) encoded.set(name, encodeSection(pcm, name !== 'outro'));

  return joinMp3Frames(parts.flatMap(([name, frames]) => encoded.get(name)!.slice(0, frames)));
}

interface StereoPcm {
  left: Float32Array;
  right: Float32Array;
}

/**
 * Encodes one section with its own encoder and returns exactly `length / 1152` frames that
 * carry its samples. `looped` sections wrap their own end around as pre-roll and their start
 * as post-roll, so the encoder's first and last granules see the continuation.
 */
function encodeSection(pcm: StereoPcm, looped: boolean): Uint8Array[] {
  const n = pcm.left.length;
  const tail = 2 * FRAME;
  const total = PRE_ROLL + n + tail;
  const left = new Int16Array(total);
  const right = new Int16Array(total);
  for (let i = 0; i < total; i++) {
    let src = i - PRE_ROLL;
    if (src < 0 || src >= n) {
      if (!looped) continue;
      src = (src + n) % n;
    }
    left[i] = pcm.left[src]! * 32767;
    right[i] = pcm.right[src]! * 32767;
  }
  const encoder = new Mp3Encoder(2, SAMPLE_RATE, BITRATE_KBPS);
  const pieces: Uint8Array[] = [];
  const block = FRAME * 16;
  for (let i = 0; i < total; i += block) {
    const out = encoder.encodeBuffer(left.subarray(i, i + block), right.subarray(i, i + block));
    pieces.push(new Uint8Array(out.buffer, out.byteOffset, out.byteLength));
  }
  const flushed = encoder.flush();
  pieces.push(new Uint8Array(flushed.buffer, flushed.byteOffset, flushed.byteLength));
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

// ---------------------------------------------------------------------------------------------
// Musical plan

type ChordInstrument = 'pad' | 'strings' | 'ep' | 'piano' | 'comp' | 'power' | 'strum' | 'stab';
type BassInstrument = 'sub' | 'synth' | 'pick' | 'walk' | 'cello' | 'drone' | 'folk';
type LeadInstrument = 'saw' | 'square' | 'bell' | 'flute' | 'vibes' | 'violin' | 'pluck' | 'lead-guitar';

interface DrumPatterns {
  kick: string;
  snare: string;
  hat: string;
  open?: string;
  ride?: string;
  shaker?: string;
  clap?: boolean;
  brush?: boolean;
}

interface GenreStyle {
  bpm: [number, number];
  modes: (keyof typeof MODES)[];
  progressions: number[][];
  sevenths: boolean;
  chords: ChordInstrument[];
  arp?: boolean;
  bass: BassInstrument;
  leads: LeadInstrument[];
  drums?: DrumPatterns[];
  /** 0 straight; > 0 delays off-beat 16ths (or 8ths when swing8) by this share of a step. */
  swing: number;
  swing8?: boolean;
  reverb: number;
  /** Lead register centre (MIDI). */
  leadCentre: number;
}

const MODES = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
  lydian: [0, 2, 4, 6, 7, 9, 11],
} as const;

const STYLES: Record<string, GenreStyle> = {
  Electronic: {
    bpm: [118, 128],
    modes: ['minor', 'dorian'],
    progressions: [[0, 5, 2, 6], [0, 6, 5, 6], [5, 3, 0, 4], [0, 3, 5, 4]],
    sevenths: false,
    chords: ['pad', 'stab'],
    arp: true,
    bass: 'synth',
    leads: ['saw', 'square'],
    drums: [
      { kick: 'x...x...x...x...', snare: '....x.......x...', hat: 'o.o.o.o.o.o.o.o.', open: '..x...x...x...x.', clap: true },
      { kick: 'x...x...x...x...', snare: '....x.......x..o', hat: 'oooooooooooooooo', open: '..x...x...x...x.', clap: true },
    ],
    swing: 0,
    reverb: 0.25,
    leadCentre: 74,
  },
  'Hip Hop': {
    bpm: [84, 96],
    modes: ['minor', 'dorian'],
    progressions: [[0, 0, 5, 4], [0, 3, 0, 4], [5, 5, 0, 0], [0, 5, 3, 4]],
    sevenths: true,
    chords: ['ep', 'piano'],
    bass: 'sub',
    leads: ['bell', 'flute'],
    drums: [
      { kick: 'x......x..x.....', snare: '....x.......x...', hat: 'x.x.x.x.x.x.x.xo' },
      { kick: 'x.....x...x..x..', snare: '....x.......x...', hat: 'x.x.x.x.x.x.x.x.', open: '..............x.' },
    ],
    swing: 0.3,
    reverb: 0.2,
    leadCentre: 72,
  },
  Rock: {
    bpm: [112, 140],
    modes: ['mixolydian', 'major', 'minor'],
    progressions: [[0, 6, 3, 0], [0, 3, 4, 3], [5, 3, 0, 4], [0, 4, 3, 3]],
    sevenths: false,
    chords: ['power'],
    bass: 'pick',
    leads: ['lead-guitar'],
    drums: [
      { kick: 'x.....x.x.......', snare: '....x.......x...', hat: 'x.x.x.x.x.x.x.x.' },
      { kick: 'x.x.....x.x.....', snare: '....x.......x...', hat: 'x.x.x.x.x.x.x.x.', open: '..............x.' },
    ],
    swing: 0,
    reverb: 0.15,
    leadCentre: 69,
  },
  Jazz: {
    bpm: [104, 150],
    modes: ['major', 'dorian'],
    progressions: [[1, 4, 0, 0], [0, 5, 1, 4], [2, 5, 1, 4], [3, 6, 2, 5]],
    sevenths: true,
    chords: ['comp'],
    bass: 'walk',
    leads: ['vibes', 'flute'],
    drums: [
      { kick: 'o...............', snare: '', hat: '....x.......x...', ride: 'x...x.x.x...x.x.', brush: true },
      { kick: '', snare: '..........o.....', hat: '....x.......x...', ride: 'x...x.x.x...x.x.', brush: true },
    ],
    swing: 0.33,
    swing8: true,
    reverb: 0.25,
    leadCentre: 74,
  },
  Classical: {
    bpm: [72, 96],
    modes: ['major', 'minor'],
    progressions: [[0, 3, 4, 0], [0, 5, 3, 4], [0, 4, 5, 2], [5, 1, 4, 0]],
    sevenths: false,
    chords: ['strings'],
    arp: true,
    bass: 'cello',
    leads: ['violin', 'flute'],
    swing: 0,
    reverb: 0.4,
    leadCentre: 76,
  },
  Pop: {
    bpm: [96, 120],
    modes: ['major'],
    progressions: [[0, 4, 5, 3], [5, 3, 0, 4], [0, 5, 3, 4], [3, 4, 0, 5]],
    sevenths: false,
    chords: ['piano', 'stab'],
    bass: 'synth',
    leads: ['square', 'pluck'],
    drums: [
      { kick: 'x.....x.x.......', snare: '....x.......x...', hat: 'x.x.x.x.x.x.x.x.', clap: true },
      { kick: 'x...x...x...x...', snare: '....x.......x...', hat: '..x...x...x...x.', clap: true },
    ],
    swing: 0,
    reverb: 0.22,
    leadCentre: 74,
  },
  Ambient: {
    bpm: [60, 76],
    modes: ['lydian', 'major', 'dorian'],
    progressions: [[0, 3, 5, 3], [0, 5, 3, 4], [0, 1, 0, 3], [5, 3, 0, 0]],
    sevenths: true,
    chords: ['pad'],
    bass: 'drone',
    leads: ['bell'],
    drums: [{ kick: '', snare: '', hat: '', shaker: 'o.o.o.o.o.o.o.o.' }],
    swing: 0,
    reverb: 0.55,
    leadCentre: 79,
  },
  Folk: {
    bpm: [92, 118],
    modes: ['major', 'mixolydian'],
    progressions: [[0, 3, 0, 4], [0, 4, 5, 3], [3, 0, 4, 0], [0, 0, 3, 4]],
    sevenths: false,
    chords: ['strum'],
    bass: 'folk',
    leads: ['flute', 'pluck'],
    drums: [
      { kick: 'x.......x.......', snare: '', hat: '', shaker: 'oxoxoxoxoxoxoxox' },
      { kick: 'x.....x.x.......', snare: '....o.......o...', hat: '', shaker: 'o.o.o.o.o.o.o.o.' },
    ],
    swing: 0,
    reverb: 0.28,
    leadCentre: 74,
  },
};

interface SectionPlan {
  name: SectionName;
  bars: number;
  samples: number;
  progression: number[];
  chords: boolean;
  bass: boolean;
  drums: 'full' | 'none' | 'hit';
  lead: boolean;
  arp: boolean;
}

interface SongPlan {
  style: GenreStyle;
  seed: number;
  root: number;
  scale: readonly number[];
  stepSamples: number;
  barSamples: number;
  /** Steps per chord: the harmonic rhythm, the same in every section. */
  chordSteps: number;
  chordInstrument: ChordInstrument;
  lead: LeadInstrument;
  drums?: DrumPatterns;
  sections: Record<SectionName, SectionPlan>;
}

const NOTE_NAMES: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

function parseKey(key: string): { root: number; minor?: boolean } | undefined {
  const m = /^\s*([A-Ga-g])\s*([#♯b♭]?)\s*(m|min|minor|maj|major)?\s*$/.exec(key);
  if (!m) return undefined;
  const accidental = m[2] === '#' || m[2] === '♯' ? 1 : m[2] === 'b' || m[2] === '♭' ? -1 : 0;
  const quality = m[3]?.toLowerCase();
  return {
    root: (NOTE_NAMES[m[1]!.toUpperCase()]! + accidental + 12) % 12,
    minor: quality === undefined ? undefined : quality === 'm' || quality.startsWith('min'),
  };
}

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** mulberry32: small, fast, and the same on every platform. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

function planSong(spec: SongSpec): SongPlan {
  const style = STYLES[spec.genre] ?? STYLES.Pop!;
  const seed = hashString(`${spec.genre}|${spec.index}|${spec.key ?? ''}|${spec.bpm ?? ''}`);
  const rng = random(seed);
  const parsedKey = spec.key ? parseKey(spec.key) : undefined;
  let modeName = pick(rng, style.modes);
  if (parsedKey?.minor !== undefined) {
    const wantMinor = parsedKey.minor;
    const isMinor = (MODES[modeName] as readonly number[])[2] === 3;
    if (wantMinor !== isMinor) modeName = wantMinor ? (style.modes.includes('dorian') ? 'dorian' : 'minor') : 'major';
  }
  const root = parsedKey?.root ?? Math.floor(rng() * 12);
  const bpm = spec.bpm ?? style.bpm[0] + rng() * (style.bpm[1] - style.bpm[0]);

  // The tempo is nudged (< 0.5 %) so that a section is a whole number of MP3 frames.
  const bars = 240 / bpm >= LONG_BAR_SECONDS ? 1 : 2;
  const sectionSamples = FRAME * Math.round((bars * (240 / bpm) * SAMPLE_RATE) / FRAME);
  const barSamples = sectionSamples / bars;
  const stepSamples = barSamples / 16;
  const chordSteps = bars * 8;

  const progression = pick(rng, style.progressions);
  const verseProgression = progression.slice(0, 2);
  const chorusProgression = progression.slice(2, 4);
  const outroSamples = FRAME * Math.ceil((barSamples + 1.2 * SAMPLE_RATE) / FRAME);
  const hasDrums = Boolean(style.drums);
  const sections: Record<SectionName, SectionPlan> = {
    verse: {
      name: 'verse', bars, samples: sectionSamples, progression: verseProgression,
      chords: true, bass: true, drums: hasDrums ? 'full' : 'none', lead: !hasDrums, arp: false,
    },
    chorus: {
      name: 'chorus', bars, samples: sectionSamples, progression: chorusProgression,
      chords: true, bass: true, drums: hasDrums ? 'full' : 'none', lead: true, arp: Boolean(style.arp),
    },
    outro: {
      name: 'outro', bars: 1, samples: outroSamples, progression: [0],
      chords: true, bass: true, drums: hasDrums ? 'hit' : 'none', lead: false, arp: false,
    },
  };
  return {
    style,
    seed,
    root,
    scale: MODES[modeName],
    stepSamples,
    barSamples,
    chordSteps,
    chordInstrument: pick(rng, style.chords),
    lead: pick(rng, style.leads),
    drums: style.drums ? pick(rng, style.drums) : undefined,
    sections,
  };
}

// ---------------------------------------------------------------------------------------------
// Synthesis

const midiToHz = (midi: number): number => 440 * 2 ** ((midi - 69) / 12);

/** MIDI pitches of the chord on scale `degree`, voiced into [low, low + 12). */
function chordNotes(song: SongPlan, degree: number, low: number): number[] {
  const count = song.style.sevenths ? 4 : 3;
  const notes: number[] = [];
  for (let i = 0; i < count; i++) {
    const d = degree + 2 * i;
    const pc = (song.root + song.scale[d % 7]! + 12 * Math.floor(d / 7)) % 12;
    notes.push(low + ((pc - low) % 12 + 12) % 12);
  }
  return notes.sort((a, b) => a - b);
}

interface Track {
  buffer: Float32Array;
  pan: number;
  gain: number;
  send: number;
}

class Section {
  readonly tracks = new Map<string, Track>();
  readonly length: number;
  constructor(
    readonly plan: SectionPlan,
    readonly song: SongPlan,
    readonly looped: boolean,
  ) {
    this.length = plan.samples;
  }

  /** A mono track with room for tails, which wrap around to the start when the section loops. */
  track(name: string, pan: number, gain: number, send: number): Float32Array {
    let track = this.tracks.get(name);
    if (!track) {
      track = { buffer: new Float32Array(this.length + 4 * SAMPLE_RATE), pan, gain, send };
      this.tracks.set(name, track);
    }
    return track.buffer;
  }

  /** Sample position of a 16th-note step, with the style's swing. */
  at(step: number): number {
    const { swing, swing8 } = this.song.style;
    let offset = 0;
    if (swing8 ? step % 4 === 2 : step % 2 === 1) offset = swing * (swing8 ? 2 : 1);
    return Math.round((step + offset) * this.song.stepSamples);
  }

  degreeAt(step: number): number {
    const p = this.plan.progression;
    return p[Math.floor(step / this.song.chordSteps) % p.length]!;
  }

  mix(): StereoPcm {
    const n = this.length;
    const left = new Float32Array(n);
    const right = new Float32Array(n);
    const send = new Float32Array(n);
    for (const track of this.tracks.values()) {
      const b = track.buffer;
      if (this.looped) for (let i = n; i < b.length; i++) b[i % n]! += b[i]!;
      const gl = track.gain * Math.cos(((track.pan + 1) * Math.PI) / 4);
      const gr = track.gain * Math.sin(((track.pan + 1) * Math.PI) / 4);
      const gs = track.gain * track.send;
      for (let i = 0; i < n; i++) {
        const x = b[i]!;
        left[i]! += x * gl;
        right[i]! += x * gr;
        send[i]! += x * gs;
      }
    }
    reverb(send, left, right, this.song.style.reverb, this.looped);
    return { left, right };
  }
}

const COMBS = [1116, 1277, 1422, 1557];
const ALLPASSES = [556, 341];

/**
 * Freeverb-style: parallel damped combs then series all-passes, per channel. A looped section
 * first runs its last seconds through, so its opening carries its own tail.
 */
function reverb(input: Float32Array, left: Float32Array, right: Float32Array, amount: number, looped: boolean): void {
  const n = input.length;
  const warmFrom = looped ? Math.max(0, n - 1.5 * SAMPLE_RATE) : n;
  const channel = (out: Float32Array, spread: number) => {
    const combs = COMBS.map((len) => new Float32Array(len + spread));
    const combPos = new Int32Array(COMBS.length);
    const store = new Float64Array(COMBS.length);
    const allpasses = ALLPASSES.map((len) => new Float32Array(len + spread));
    const apPos = new Int32Array(ALLPASSES.length);
    const feedback = 0.84;
    const damp = 0.3;
    const wet = amount * 4;
    const run = (from: number, to: number, write: boolean) => {
      for (let i = from; i < to; i++) {
        const x = input[i]! * 0.015;
        let y = 0;
        for (let c = 0; c < combs.length; c++) {
          const line = combs[c]!;
          const pos = combPos[c]!;
          const o = line[pos]!;
          store[c] = o * (1 - damp) + store[c]! * damp;
          line[pos] = x + store[c]! * feedback;
          combPos[c] = pos + 1 === line.length ? 0 : pos + 1;
          y += o;
        }
        for (let a = 0; a < allpasses.length; a++) {
          const line = allpasses[a]!;
          const pos = apPos[a]!;
          const o = line[pos]!;
          line[pos] = y + o * 0.5;
          apPos[a] = pos + 1 === line.length ? 0 : pos + 1;
          y = o - y;
        }
        if (write) out[i]! += y * wet;
      }
    };
    run(warmFrom, n, false);
    run(0, n, true);
  };
  channel(left, 0);
  channel(right, 23);
}

/** Deterministic white noise source. */
function noiseSource(seed: number): () => number {
  const rng = random(seed);
  return () => rng() * 2 - 1;
}

/** PolyBLEP band-limited sawtooth: phase in [0, 1), increment dt. */
function blepSaw(phase: number, dt: number): number {
  let v = 2 * phase - 1;
  if (phase < dt) {
    const t = phase / dt;
    v -= t + t - t * t - 1;
  } else if (phase > 1 - dt) {
    const t = (phase - 1) / dt;
    v -= t * t + t + t + 1;
  }
  return v;
}

interface NoteOptions {
  start: number;
  /** Samples until release. */
  length: number;
  midi: number;
  velocity: number;
}

/** Attack / decay-to-sustain / release envelope value at sample i. */
function adsr(i: number, length: number, a: number, d: number, s: number, r: number): number {
  let v = i < a ? i / a : i < a + d ? 1 - ((1 - s) * (i - a)) / d : s;
  if (i >= length) v = v * Math.max(0, 1 - (i - length) / r);
  return v;
}

function renderPad(out: Float32Array, n: NoteOptions, bright: number, attack: number, detune = 0.006): void {
  const f = midiToHz(n.midi);
  const a = attack * SAMPLE_RATE;
  const r = 0.6 * SAMPLE_RATE;
  const total = Math.min(n.length + r, out.length - n.start);
  const dts = [f * (1 - detune), f, f * (1 + detune)].map((x) => x / SAMPLE_RATE);
  const phases = [0.1, 0.5, 0.8];
  let low = 0;
  let band = 0;
  const cutoff = Math.min(0.9, (2 * Math.PI * Math.min(f * 6 * bright, 5000)) / SAMPLE_RATE);
  for (let i = 0; i < total; i++) {
    let x = 0;
    for (let v = 0; v < 3; v++) {
      x += blepSaw(phases[v]!, dts[v]!);
      phases[v]! += dts[v]!;
      if (phases[v]! >= 1) phases[v]! -= 1;
    }
    // Chamberlin state-variable low-pass.
    low += cutoff * band;
    const high = x * 0.33 - low - 0.7 * band;
    band += cutoff * high;
    out[n.start + i]! += low * adsr(i, n.length, a, a, 0.85, r) * n.velocity;
  }
}

/** Piano-like: inharmonic partials, higher ones decaying faster, on recursive sine oscillators. */
function renderPiano(out: Float32Array, n: NoteOptions, decaySeconds: number, partials = 7): void {
  const f = midiToHz(n.midi);
  const r = 0.12 * SAMPLE_RATE;
  const total = Math.min(n.length + r, out.length - n.start, Math.round(decaySeconds * 2.2 * SAMPLE_RATE));
  for (let k = 1; k <= partials; k++) {
    const fk = f * k * Math.sqrt(1 + 0.0004 * k * k);
    if (fk > 16000) break;
    const w = (2 * Math.PI * fk) / SAMPLE_RATE;
    const c = 2 * Math.cos(w);
    let s1 = Math.sin(-w);
    let s2 = Math.sin(-2 * w);
    const amp = (n.velocity * (1 / k ** 1.4)) * (k === 1 ? 1 : 0.7 + 0.3 * n.velocity);
    const decay = Math.exp(-(1 + 0.5 * (k - 1)) / (decaySeconds * SAMPLE_RATE));
    let env = amp;
    for (let i = 0; i < total; i++) {
      const s0 = c * s1 - s2;
      s2 = s1;
      s1 = s0;
      const attack = i < 80 ? i / 80 : 1;
      const release = i < n.length ? 1 : Math.max(0, 1 - (i - n.length) / r);
      out[n.start + i]! += s0 * env * attack * release;
      env *= decay;
    }
  }
}

/** Electric piano: 1:1 FM with a decaying index and a short tine. */
function renderEp(out: Float32Array, n: NoteOptions): void {
  const f = midiToHz(n.midi);
  const r = 0.2 * SAMPLE_RATE;
  const total = Math.min(n.length + r, out.length - n.start);
  const w = (2 * Math.PI * f) / SAMPLE_RATE;
  const tine = w * 14;
  const tineLength = Math.min(total, Math.round(0.12 * SAMPLE_RATE));
  const indexDecay = Math.exp(-5 / SAMPLE_RATE);
  const tineDecay = Math.exp(-40 / SAMPLE_RATE);
  const ampDecay = Math.exp(-1.1 / SAMPLE_RATE);
  let index = 1.6 * n.velocity;
  let tineAmp = 0.15;
  let amp = n.velocity;
  for (let i = 0; i < total; i++) {
    let x = Math.sin(w * i + (0.3 + index) * Math.sin(w * i));
    if (i < tineLength) x += tineAmp * Math.sin(tine * i);
    const env = amp * (i < 60 ? i / 60 : 1) * (i < n.length ? 1 : Math.max(0, 1 - (i - n.length) / r));
    out[n.start + i]! += x * env;
    index *= indexDecay;
    tineAmp *= tineDecay;
    amp *= ampDecay;
  }
}

/** Karplus–Strong plucked string, tuned with a first-order all-pass. */
function renderPluck(out: Float32Array, n: NoteOptions, noise: () => number, t60: number, brightness: number, mute = 1): void {
  const f = midiToHz(n.midi);
  const period = SAMPLE_RATE / f;
  let len = Math.floor(period - 0.5);
  let frac = period - 0.5 - len;
  if (frac < 0.1) {
    len -= 1;
    frac += 1;
  }
  const coefficient = (1 - frac) / (1 + frac);
  const line = new Float32Array(len);
  let lp = 0;
  for (let i = 0; i < len; i++) {
    lp += brightness * (noise() - lp);
    line[i] = lp;
  }
  const gain = 10 ** (-3 / (t60 * f)) * mute;
  const r = 0.08 * SAMPLE_RATE;
  const total = Math.min(n.length + r, out.length - n.start, Math.round(t60 * SAMPLE_RATE));
  let pos = 0;
  let apIn = 0;
  let apOut = 0;
  let previous = 0;
  for (let i = 0; i < total; i++) {
    const x = line[pos]!;
    const averaged = 0.5 * (x + previous) * gain;
    previous = x;
    const y = coefficient * averaged + apIn - coefficient * apOut;
    apIn = averaged;
    apOut = y;
    line[pos] = y;
    if (++pos === len) pos = 0;
    const release = i < n.length ? 1 : Math.max(0, 1 - (i - n.length) / r);
    out[n.start + i]! += x * n.velocity * release;
  }
}

/** Saw or square through a resonant low-pass with an envelope: synth bass and leads. */
function renderSynth(
  out: Float32Array,
  n: NoteOptions,
  shape: 'saw' | 'square' | 'sine',
  opts: { cutoff: number; envAmount: number; decay: number; attack?: number; release?: number; vibrato?: number; drive?: number; sustain?: number; glideFrom?: number },
): void {
  const f = midiToHz(n.midi);
  const a = (opts.attack ?? 0.005) * SAMPLE_RATE;
  const r = (opts.release ?? 0.08) * SAMPLE_RATE;
  const total = Math.min(n.length + r, out.length - n.start);
  const sustain = opts.sustain ?? 0.7;
  let phase = 0;
  let phase2 = 0.5;
  let low = 0;
  let band = 0;
  const envDecay = Math.exp(-1 / (opts.decay * SAMPLE_RATE));
  const glideDecay = Math.exp(-30 / SAMPLE_RATE);
  const logGlide = opts.glideFrom ? Math.log(opts.glideFrom) : 0;
  let glideAmount = 1;
  let env = 1;
  const drive = opts.drive ? 1 / Math.tanh(opts.drive) : 0;
  for (let i = 0; i < total; i++) {
    let dt = f / SAMPLE_RATE;
    if (opts.vibrato) {
      const t = i / SAMPLE_RATE;
      dt *= 1 + opts.vibrato * Math.sin(2 * Math.PI * 5.2 * t) * Math.min(1, t * 2);
    }
    if (logGlide && glideAmount > 1e-4) {
      dt *= Math.exp(logGlide * glideAmount);
      glideAmount *= glideDecay;
    }
    let x: number;
    if (shape === 'sine') x = Math.sin(2 * Math.PI * phase);
    else if (shape === 'saw') x = blepSaw(phase, dt);
    else x = blepSaw(phase, dt) - blepSaw(phase2, dt);
    phase += dt;
    if (phase >= 1) phase -= 1;
    phase2 += dt;
    if (phase2 >= 1) phase2 -= 1;
    env *= envDecay;
    let y = x;
    if (shape !== 'sine') {
      const fc = Math.min(8000, opts.cutoff + opts.envAmount * env);
      const g = Math.min(0.9, (2 * Math.PI * fc) / SAMPLE_RATE);
      low += g * band;
      const high = x - low - 0.5 * band;
      band += g * high;
      y = low;
    }
    if (drive) y = Math.tanh(y * opts.drive!) * drive;
    out[n.start + i]! += y * adsr(i, n.length, a, opts.decay * SAMPLE_RATE, sustain, r) * n.velocity;
  }
}

/** FM bell / vibraphone. */
function renderBell(out: Float32Array, n: NoteOptions, ratio: number, decay: number, tremolo = 0): void {
  const f = midiToHz(n.midi);
  const total = Math.min(Math.round(decay * 3 * SAMPLE_RATE), out.length - n.start);
  const w = (2 * Math.PI * f) / SAMPLE_RATE;
  for (let i = 0; i < total; i++) {
    const t = i / SAMPLE_RATE;
    const index = 1.5 * Math.exp(-t * 3);
    const trem = tremolo ? 1 - tremolo * (0.5 + 0.5 * Math.sin(2 * Math.PI * 5.5 * t)) : 1;
    const x = Math.sin(w * i + index * Math.sin(w * ratio * i));
    out[n.start + i]! += x * Math.exp(-t / decay) * (i < 40 ? i / 40 : 1) * trem * n.velocity;
  }
}

/** Breathy sine with vibrato: flute or, with more harmonics, a bowed violin. */
function renderFlute(out: Float32Array, n: NoteOptions, noise: () => number, harmonics: number): void {
  const f = midiToHz(n.midi);
  const a = 0.06 * SAMPLE_RATE;
  const r = 0.12 * SAMPLE_RATE;
  const total = Math.min(n.length + r, out.length - n.start);
  let phase = 0;
  let breath = 0;
  for (let i = 0; i < total; i++) {
    const t = i / SAMPLE_RATE;
    const vib = 1 + 0.006 * Math.sin(2 * Math.PI * 5 * t) * Math.min(1, t * 2.5);
    phase += (f * vib) / SAMPLE_RATE;
    if (phase >= 1) phase -= 1;
    const p = 2 * Math.PI * phase;
    let x = Math.sin(p);
    if (harmonics > 0) x += 0.45 * Math.sin(2 * p) + 0.3 * Math.sin(3 * p) + 0.18 * Math.sin(4 * p) + 0.1 * Math.sin(5 * p);
    breath += 0.2 * (noise() - breath);
    x += breath * (harmonics > 0 ? 0.05 : 0.25);
    out[n.start + i]! += x * adsr(i, n.length, a, 0.2 * SAMPLE_RATE, 0.85, r) * n.velocity;
  }
}

/** Drum sounds rendered once per song, mixed in at each hit. */
function drumKit(seed: number, style: GenreStyle): Record<'kick' | 'snare' | 'hat' | 'open' | 'ride' | 'shaker' | 'crash' | 'brush', Float32Array> {
  const noise = noiseSource(seed ^ 0x5eed);
  const make = (seconds: number, fn: (t: number, i: number) => number) => {
    const b = new Float32Array(Math.round(seconds * SAMPLE_RATE));
    for (let i = 0; i < b.length; i++) b[i] = fn(i / SAMPLE_RATE, i);
    return b;
  };
  const highpassed = (seconds: number, decay: number, cutoff: number) => {
    let low = 0;
    const g = (2 * Math.PI * cutoff) / SAMPLE_RATE;
    return make(seconds, (t) => {
      const x = noise();
      low += g * (x - low);
      return (x - low) * Math.exp(-t / decay);
    });
  };
  const kickTone = style.bass === 'sub' ? 0.45 : 0.3;
  let kickPhase = 0;
  const kick = make(0.5, (t) => {
    kickPhase += (45 + 110 * Math.exp(-t * 30)) / SAMPLE_RATE;
    return Math.sin(2 * Math.PI * kickPhase) * Math.exp(-t / kickTone) + 0.3 * noise() * Math.exp(-t * 300);
  });
  let snareLow = 0;
  const snare = make(0.35, (t) => {
    const x = noise();
    snareLow += 0.5 * (x - snareLow);
    return 0.5 * Math.sin(2 * Math.PI * 185 * t) * Math.exp(-t * 25) + (x - snareLow * 0.6) * Math.exp(-t * 14) * 0.8;
  });
  // Metallic: six detuned square waves, high-passed, as in analogue drum machines.
  const metal = (seconds: number, decay: number) => {
    const increments = [205.3, 304.4, 369.6, 522.7, 540, 800].map((f) => (f * 1.7) / SAMPLE_RATE);
    const phases = increments.map(() => 0);
    let low = 0;
    return make(seconds, (t) => {
      let x = 0;
      for (let k = 0; k < 6; k++) {
        phases[k]! += increments[k]!;
        if (phases[k]! >= 1) phases[k]! -= 1;
        x += phases[k]! < 0.5 ? 1 : -1;
      }
      x = x / 6 + 0.6 * noise();
      low += 0.6 * (x - low);
      return (x - low) * Math.exp(-t / decay);
    });
  };
  const hat = metal(0.12, 0.03);
  const open = metal(0.5, 0.16);
  const ride = metal(1.2, 0.45).map((v, i) => v * 0.6 + 0.25 * Math.sin((2 * Math.PI * 2400 * i) / SAMPLE_RATE) * Math.exp(-i / SAMPLE_RATE / 0.3));
  const crash = highpassed(2, 0.7, 3000);
  const shaker = make(0.09, (t) => noise() * Math.sin(Math.PI * Math.min(1, t / 0.09)) * 0.6);
  const brush = make(0.25, (t) => noise() * Math.sin(Math.PI * Math.min(1, t / 0.25)) * 0.3);
  return { kick, snare, hat, open, ride, shaker, crash, brush };
}

function addSample(out: Float32Array, sample: Float32Array, start: number, gain: number): void {
  const n = Math.min(sample.length, out.length - start);
  for (let i = 0; i < n; i++) out[start + i]! += sample[i]! * gain;
}

function renderSections(song: SongPlan, names: Set<SectionName>): Map<SectionName, StereoPcm> {
  const kit = drumKit(song.seed, song.style);
  const rendered = new Map<SectionName, StereoPcm>();
  let peak = 0;
  for (const name of names) {
    const pcm = renderSection(new Section(song.sections[name], song, name !== 'outro'), kit);
    for (let i = 0; i < pcm.left.length; i++) peak = Math.max(peak, Math.abs(pcm.left[i]!), Math.abs(pcm.right[i]!));
    rendered.set(name, pcm);
  }
  // One gain for the whole song so sections keep their relative loudness.
  const gain = peak > 0 ? 0.89 / peak : 1;
  for (const pcm of rendered.values()) {
    for (const channel of [pcm.left, pcm.right]) for (let i = 0; i < channel.length; i++) channel[i]! *= gain;
  }
  return rendered;
}

const steps = (pattern: string): { step: number; velocity: number }[] =>
  [...pattern].flatMap((c, step) => (c === 'x' ? [{ step, velocity: 1 }] : c === 'o' ? [{ step, velocity: 0.55 }] : []));

function renderSection(section: Section, kit: ReturnType<typeof drumKit>): StereoPcm {
  const { plan, song } = section;
  const { style } = song;
  const rng = random(song.seed ^ hashString(plan.name));
  const noise = noiseSource(song.seed ^ hashString(`${plan.name}-noise`));
  const totalSteps = plan.bars * 16;
  const stepLen = song.stepSamples;
  const outro = plan.name === 'outro';

  // Chords
  if (plan.chords) {
    const instrument = song.chordInstrument;
    const pads = instrument === 'pad' || instrument === 'strings';
    const out = pads ? [section.track('chords-l', -0.6, 0.09, 0.6), section.track('chords-r', 0.6, 0.09, 0.6)] : [section.track('chords', -0.15, 0.22, 0.35)];
    for (let chordStart = 0; chordStart < totalSteps; chordStart += song.chordSteps) {
      const degree = section.degreeAt(chordStart);
      const notes = chordNotes(song, degree, instrument === 'power' ? 40 : 55);
      const span = outro ? 16 : song.chordSteps;
      if (pads) {
        notes.forEach((midi, v) =>
          renderPad(out[v % 2]!, { start: section.at(chordStart), length: Math.round(span * stepLen), midi, velocity: 0.8 }, instrument === 'strings' ? 0.8 : 1.2, instrument === 'strings' ? 0.35 : 0.6),
        );
        continue;
      }
      const hits = chordRhythm(instrument, rng, span, outro);
      for (const hit of hits) {
        const start = section.at(chordStart + hit.step);
        const length = Math.round(hit.length * stepLen);
        if (instrument === 'power') {
          const root = notes[0]!;
          for (const midi of [root, root + 7, root + 12]) {
            renderSynth(out[0]!, { start, length, midi, velocity: hit.velocity * 0.55 }, 'saw', {
              cutoff: 1800, envAmount: 1500, decay: hit.length > 2 ? 0.6 : 0.12, drive: 4, sustain: hit.length > 2 ? 0.7 : 0.2,
            });
          }
        } else if (instrument === 'strum') {
          const voicing = [...chordNotes(song, degree, 43).slice(0, 1), ...notes, notes[0]! + 12];
          const order = hit.up ? [...voicing].reverse() : voicing;
          order.forEach((midi, s) =>
            renderPluck(out[0]!, { start: start + s * 330, length, midi, velocity: hit.velocity * 0.5 }, noise, 2.2, 0.55),
          );
        } else {
          for (const midi of notes) {
            const note = { start: start + Math.round(rng() * 150), length, midi, velocity: hit.velocity * 0.6 };
            if (instrument === 'ep') renderEp(out[0]!, note);
            else if (instrument === 'stab') renderSynth(out[0]!, note, 'saw', { cutoff: 900, envAmount: 3500, decay: 0.09, sustain: 0.3 });
            else renderPiano(out[0]!, note, instrument === 'comp' ? 1.2 : 1.8);
          }
        }
      }
    }
  }

  // Arpeggio (broken chords): piano in classical, a plucky synth elsewhere.
  if (plan.arp) {
    const out = section.track('arp', 0.35, 0.16, 0.45);
    const piano = style.chords.includes('strings');
    const every = piano ? 2 : 1;
    for (let s = 0; s < totalSteps; s += every) {
      const notes = chordNotes(song, section.degreeAt(s), piano ? 60 : 64);
      const ladder = [notes[0]!, notes[1]!, notes[2]!, notes[0]! + 12, notes[2]!, notes[1]!];
      const midi = ladder[(s / every) % ladder.length]!;
      const note = { start: section.at(s), length: Math.round(every * stepLen), midi, velocity: s % 4 === 0 ? 0.6 : 0.42 };
      if (piano) renderPiano(out, note, 1.4, 5);
      else renderSynth(out, note, 'square', { cutoff: 700, envAmount: 4000, decay: 0.06, sustain: 0.2, release: 0.05 });
    }
  }

  // Bass
  if (plan.bass) {
    const out = section.track('bass', 0, style.bass === 'sub' ? 0.5 : 0.42, 0.05);
    for (const note of bassLine(section, rng, totalSteps, outro)) {
      const n = { start: section.at(note.step), length: Math.round(note.length * stepLen), midi: note.midi, velocity: note.velocity };
      switch (style.bass) {
        case 'sub':
          renderSynth(out, n, 'sine', { cutoff: 0, envAmount: 0, decay: 0.6, sustain: 0.6, drive: 1.6, glideFrom: 1.5, release: 0.06 });
          break;
        case 'synth':
          renderSynth(out, n, 'saw', { cutoff: 220, envAmount: 1400, decay: 0.12, sustain: 0.6, release: 0.04 });
          break;
        case 'pick':
          renderSynth(out, n, 'saw', { cutoff: 400, envAmount: 1800, decay: 0.08, sustain: 0.55, drive: 1.5, release: 0.04 });
          break;
        case 'walk':
        case 'folk':
          renderPluck(out, n, noise, style.bass === 'walk' ? 1.2 : 1.6, 0.25);
          break;
        case 'cello':
          renderFlute(out, n, noise, 1);
          break;
        case 'drone':
          renderPad(out, n, 0.6, 1.5, 0.003);
          break;
      }
    }
  }

  // Lead melody
  if (plan.lead) {
    const out = section.track('lead', 0.1, 0.22, 0.5);
    for (const note of melody(section, rng, totalSteps)) {
      const n = { start: section.at(note.step), length: Math.round(note.length * stepLen * 0.92), midi: note.midi, velocity: note.velocity };
      switch (song.lead) {
        case 'saw':
          renderSynth(out, n, 'saw', { cutoff: 1200, envAmount: 2500, decay: 0.25, sustain: 0.7, vibrato: 0.004, attack: 0.01 });
          break;
        case 'square':
          renderSynth(out, n, 'square', { cutoff: 1500, envAmount: 2000, decay: 0.2, sustain: 0.75, vibrato: 0.004, attack: 0.01 });
          break;
        case 'lead-guitar':
          renderSynth(out, n, 'saw', { cutoff: 1400, envAmount: 1500, decay: 0.3, sustain: 0.8, vibrato: 0.007, drive: 3, attack: 0.008 });
          break;
        case 'bell':
          renderBell(out, { ...n, velocity: n.velocity * 0.8 }, 3.5, 1.2);
          break;
        case 'vibes':
          renderBell(out, { ...n, velocity: n.velocity * 0.8 }, 4, 0.9, 0.35);
          break;
        case 'flute':
          renderFlute(out, n, noise, 0);
          break;
        case 'violin':
          renderFlute(out, { ...n, velocity: n.velocity * 0.6 }, noise, 1);
          break;
        case 'pluck':
          renderPluck(out, n, noise, 1.5, 0.7);
          break;
      }
    }
  }

  // Drums
  const drums = song.drums;
  if (drums && plan.drums !== 'none') {
    const out = section.track('drums', 0, 0.5, 0.12);
    const hats = section.track('hats', 0.3, 0.2, 0.1);
    const hit = (sample: Float32Array, step: number, velocity: number, target = out) =>
      addSample(target, sample, section.at(step), velocity * (0.9 + 0.1 * rng()));
    if (plan.drums === 'hit') {
      hit(kit.kick, 0, 1);
      hit(kit.crash, 0, 0.35, hats);
    } else {
      const full = plan.drums === 'full';
      for (let bar = 0; bar < plan.bars; bar++) {
        const base = bar * 16;
        const fill = full && plan.name === 'chorus' && bar === plan.bars - 1;
        if (full) {
          for (const h of steps(drums.kick)) hit(kit.kick, base + h.step, h.velocity);
          for (const h of steps(drums.snare)) {
            hit(kit.snare, base + h.step, h.velocity * 0.8);
            if (drums.clap) hit(kit.snare, base + h.step + 0.15, h.velocity * 0.3);
          }
          if (drums.brush) for (const h of steps('....x.......x...')) hit(kit.brush, base + h.step, 0.8);
          if (drums.ride) for (const h of steps(drums.ride)) hit(kit.ride, base + h.step, h.velocity * 0.5, hats);
          if (drums.open) for (const h of steps(drums.open)) hit(kit.open, base + h.step, h.velocity * 0.45, hats);
          if (fill && drums.snare) for (const s of [13, 14, 15]) hit(kit.snare, base + s, 0.35 + 0.15 * (s - 12));
        }
        for (const h of steps(drums.hat)) hit(kit.hat, base + h.step, h.velocity * (full ? 0.55 : 0.4), hats);
        if (drums.shaker) for (const h of steps(drums.shaker)) hit(kit.shaker, base + h.step, h.velocity * 0.35, hats);
      }
      if (full && plan.name === 'verse') hit(kit.crash, 0, 0.2, hats);
    }
  }

  const pcm = section.mix();
  if (outro) {
    // Fade the ring-out so the song ends in silence.
    const n = pcm.left.length;
    const fadeFrom = Math.round(song.barSamples * 0.75);
    for (let i = fadeFrom; i < n; i++) {
      const g = Math.max(0, 1 - (i - fadeFrom) / (n - fadeFrom)) ** 2;
      pcm.left[i]! *= g;
      pcm.right[i]! *= g;
    }
  }
  return pcm;
}

interface Hit {
  step: number;
  length: number;
  velocity: number;
  up?: boolean;
}

/** Where the chord instrument plays within one chord span of `span` steps. */
function chordRhythm(instrument: ChordInstrument, rng: () => number, span: number, outro: boolean): Hit[] {
  if (outro) return [{ step: 0, length: 14, velocity: 0.9 }];
  const hits: Hit[] = [];
  for (let bar = 0; bar < span; bar += 16) {
    const add = (step: number, length: number, velocity: number, up = false) => {
      if (bar + step < span) hits.push({ step: bar + step, length, velocity, up });
    };
    switch (instrument) {
      case 'ep':
        add(0, 6, 0.9);
        add(6, 3, 0.6);
        add(10, 5, 0.7);
        break;
      case 'comp': {
        const patterns = [[[0, 2], [6, 4]], [[2, 2], [10, 3]], [[0, 3], [6, 2], [12, 2]], [[4, 2], [14, 2]]];
        for (const [step, length] of pick(rng, patterns)) add(step!, length!, 0.65 + 0.2 * rng());
        break;
      }
      case 'piano':
        for (let s = 0; s < 16; s += 4) add(s, 4, s === 0 ? 0.9 : 0.6);
        break;
      case 'stab':
        for (let s = 2; s < 16; s += 4) add(s, 1, 0.8);
        break;
      case 'power':
        for (let s = 0; s < 16; s += 2) add(s, s % 8 === 0 ? 1.8 : 1.2, s % 4 === 0 ? 1 : 0.7);
        break;
      case 'strum':
        for (const [s, up] of [[0, false], [4, false], [6, true], [10, true], [12, false], [14, true]] as const) add(s, 3, up ? 0.6 : 0.9, up);
        break;
      default:
        add(0, 16, 0.8);
    }
  }
  return hits;
}

interface MelodyNote {
  step: number;
  length: number;
  midi: number;
  velocity: number;
}

function bassLine(section: Section, rng: () => number, totalSteps: number, outro: boolean): MelodyNote[] {
  const { song } = section;
  const low = song.style.bass === 'sub' || song.style.bass === 'drone' ? 28 : song.style.bass === 'cello' ? 36 : 33;
  const rootAt = (step: number) => chordNotes(song, section.degreeAt(step), low)[0]!;
  const rootOf = (degree: number) => chordNotes(song, degree, low)[0]!;
  if (outro) return [{ step: 0, length: 14, midi: rootOf(0), velocity: 0.9 }];
  const notes: MelodyNote[] = [];
  const kick = song.drums ? steps(song.drums.kick).map((h) => h.step) : [0, 8];
  for (let s = 0; s < totalSteps; s += 16) {
    switch (song.style.bass) {
      case 'sub':
        kick.forEach((k, i) => notes.push({ step: s + k, length: (kick[i + 1] ?? 16) - k, midi: rootAt(s + k), velocity: 1 }));
        break;
      case 'synth':
        if (song.style.arp) for (let b = 2; b < 16; b += 4) notes.push({ step: s + b, length: 1.6, midi: rootAt(s + b), velocity: 0.9 });
        else for (let b = 0; b < 16; b += 2) notes.push({ step: s + b, length: 1.6, midi: rootAt(s + b) + (b === 6 || b === 14 ? 12 : 0), velocity: b % 4 === 0 ? 1 : 0.75 });
        break;
      case 'pick':
        for (let b = 0; b < 16; b += 2) notes.push({ step: s + b, length: 1.7, midi: rootAt(s + b), velocity: b % 4 === 0 ? 1 : 0.8 });
        break;
      case 'walk':
        for (let b = 0; b < 16; b += 4) {
          const step = s + b;
          const chord = chordNotes(song, section.degreeAt(step), low);
          const nextRoot = rootAt((step + 4) % totalSteps);
          const midi = b === 0 ? chord[0]! : b === 12 ? nextRoot + (rng() < 0.5 ? -1 : 1) : pick(rng, chord.slice(1));
          notes.push({ step, length: 3.6, midi, velocity: 0.9 });
        }
        break;
      case 'folk':
        notes.push({ step: s, length: 4, midi: rootAt(s), velocity: 1 });
        notes.push({ step: s + 8, length: 4, midi: rootAt(s + 8) + 7, velocity: 0.8 });
        break;
      case 'cello':
        notes.push({ step: s, length: 7.5, midi: rootAt(s), velocity: 0.55 });
        notes.push({ step: s + 8, length: 7.5, midi: rootAt(s + 8) + (rng() < 0.5 ? 7 : 12), velocity: 0.5 });
        break;
      case 'drone':
        if (s % song.chordSteps === 0 || s === 0) notes.push({ step: s, length: Math.max(16, song.chordSteps), midi: rootAt(s), velocity: 0.5 });
        break;
    }
  }
  return notes;
}

/** A two-bar motif repeated with variation, chord tones on strong beats, steps in between. */
function melody(section: Section, rng: () => number, totalSteps: number): MelodyNote[] {
  const { song } = section;
  const rhythms = [
    [0, 4, 6, 8, 12],
    [0, 3, 6, 8, 10, 12],
    [0, 2, 4, 8, 10, 14],
    [0, 6, 8, 12, 14],
    [2, 4, 6, 10, 12],
    [0, 4, 8, 12],
    [0, 6, 12],
  ];
  const slow = song.style.bpm[1] < 90 && song.lead !== 'flute';
  const motifA = slow ? pick(rng, rhythms.slice(5)) : pick(rng, rhythms);
  const motifB = slow ? pick(rng, rhythms.slice(5)) : pick(rng, rhythms);
  const centre = song.style.leadCentre;
  const scalePitches: number[] = [];
  for (let m = centre - 12; m <= centre + 12; m++) if (song.scale.includes(((m - song.root) % 12 + 12) % 12)) scalePitches.push(m);
  let index = scalePitches.findIndex((m) => m >= centre);
  const notes: MelodyNote[] = [];
  for (let bar = 0; bar * 16 < totalSteps; bar++) {
    const motif = bar % 2 === 0 ? motifA : motifB;
    motif.forEach((offset, i) => {
      const step = bar * 16 + offset;
      const next = motif[i + 1] ?? 16;
      const strong = offset % 4 === 0;
      if (bar >= 2 && rng() < 0.6) {
        // Repeat the first phrase's shape on the new chord: the ear hears a theme.
        const previous = notes.find((n) => n.step === step - 32);
        if (previous) {
          index = Math.max(0, Math.min(scalePitches.length - 1, scalePitches.indexOf(previous.midi)));
        }
      } else if (strong) {
        const chord = chordNotes(song, section.degreeAt(step), 0).map((m) => m % 12);
        let best = index;
        for (let d = 0; d < 4; d++) {
          for (const candidate of [index + d, index - d]) {
            const m = scalePitches[candidate];
            if (m !== undefined && chord.includes(m % 12)) {
              best = candidate;
              d = 4;
              break;
            }
          }
        }
        index = best;
      } else {
        index += pick(rng, [-2, -1, -1, 1, 1, 2]);
      }
      index = Math.max(2, Math.min(scalePitches.length - 3, index));
      notes.push({ step, length: next - offset, midi: scalePitches[index]!, velocity: strong ? 0.85 : 0.7 });
    });
  }
  return notes;
}
