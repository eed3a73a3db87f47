/**
 * The musical plan of a song: key, mode, tempo, instruments and the bar it loops. Everything
 * is drawn from a seed made of the spec, so a spec always gives the same song.
 */
import { FRAME, SAMPLE_RATE, type SongSpec } from './spec';
import { MODES, STYLES, type ChordInstrument, type DrumPatterns, type GenreStyle, type LeadInstrument } from './styles';

export interface SectionPlan {
  bars: number;
  samples: number;
  /** Scale degrees, one chord per `chordSteps`. */
  progression: number[];
  arp: boolean;
}

export interface SongPlan {
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
  loop: SectionPlan;
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

export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** mulberry32: small, fast, and the same on every platform. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

/**
 * A song loops one bar holding two chords of the genre's progression (a chord per half bar):
 * encoding is most of a song's cost, and one bar of audio per song keeps the first start of
 * the local stack short.
 */
export function planSong(spec: SongSpec): SongPlan {
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

  // The tempo is nudged (< 0.5 %) so that a bar is a whole number of MP3 frames.
  const barSamples = FRAME * Math.round(((240 / bpm) * SAMPLE_RATE) / FRAME);
  const progression = pick(rng, style.progressions);
  const first = progression[0]!;
  const second = progression.find((degree) => degree !== first) ?? first;
  return {
    style,
    seed,
    root,
    scale: MODES[modeName],
    stepSamples: barSamples / 16,
    barSamples,
    chordSteps: 8,
    chordInstrument: pick(rng, style.chords),
    lead: pick(rng, style.leads),
    drums: style.drums ? pick(rng, style.drums) : undefined,
    loop: { bars: 1, samples: barSamples, progression: [first, second], arp: Boolean(style.arp) },
  };
}

export const midiToHz = (midi: number): number => 440 * 2 ** ((midi - 69) / 12);

/** MIDI pitches of the chord on scale `degree`, voiced into [low, low + 12). */
export function chordNotes(song: SongPlan, degree: number, low: number): number[] {
  const count = song.style.sevenths ? 4 : 3;
  const notes: number[] = [];
  for (let i = 0; i < count; i++) {
    const d = degree + 2 * i;
    const pc = (song.root + song.scale[d % 7]! + 12 * Math.floor(d / 7)) % 12;
    notes.push(low + ((((pc - low) % 12) + 12) % 12));
  }
  return notes.sort((a, b) => a - b);
}
