/** Genre styles: tempo range, modes, progressions, instruments and drum patterns. */
export type ChordInstrument = 'pad' | 'strings' | 'ep' | 'piano' | 'comp' | 'power' | 'strum' | 'stab';
export type BassInstrument = 'sub' | 'synth' | 'pick' | 'walk' | 'cello' | 'drone' | 'folk';
export type LeadInstrument = 'saw' | 'square' | 'bell' | 'flute' | 'vibes' | 'violin' | 'pluck' | 'lead-guitar';

export interface DrumPatterns {
  kick: string;
  snare: string;
  hat: string;
  open?: string;
  ride?: string;
  shaker?: string;
  clap?: boolean;
  brush?: boolean;
}

export interface GenreStyle {
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

export const MODES = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
  lydian: [0, 2, 4, 6, 7, 9, 11],
} as const;

export const STYLES: Record<string, GenreStyle> = {
  Electronic: {
    bpm: [118, 128],
    modes: ['minor', 'dorian'],
    progressions: [
      [0, 5, 2, 6],
      [0, 6, 5, 6],
      [5, 3, 0, 4],
      [0, 3, 5, 4],
    ],
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
    progressions: [
      [0, 0, 5, 4],
      [0, 3, 0, 4],
      [5, 5, 0, 0],
      [0, 5, 3, 4],
    ],
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
    progressions: [
      [0, 6, 3, 0],
      [0, 3, 4, 3],
      [5, 3, 0, 4],
      [0, 4, 3, 3],
    ],
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
    progressions: [
      [1, 4, 0, 0],
      [0, 5, 1, 4],
      [2, 5, 1, 4],
      [3, 6, 2, 5],
    ],
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
    progressions: [
      [0, 3, 4, 0],
      [0, 5, 3, 4],
      [0, 4, 5, 2],
      [5, 1, 4, 0],
    ],
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
    progressions: [
      [0, 4, 5, 3],
      [5, 3, 0, 4],
      [0, 5, 3, 4],
      [3, 4, 0, 5],
    ],
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
    progressions: [
      [0, 3, 5, 3],
      [0, 5, 3, 4],
      [0, 1, 0, 3],
      [5, 3, 0, 0],
    ],
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
    progressions: [
      [0, 3, 0, 4],
      [0, 4, 5, 3],
      [3, 0, 4, 0],
      [0, 0, 3, 4],
    ],
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
