/** Where the chord instrument, the bass and the lead play: rhythms and lines over a section. */
import { steps } from './drums';
import { chordNotes, pick } from './plan';
import type { Section } from './section';
import type { ChordInstrument } from './styles';

export interface Hit {
  step: number;
  length: number;
  velocity: number;
  up?: boolean;
}

/** Where the chord instrument plays within one chord span of `span` steps. */
export function chordRhythm(instrument: ChordInstrument, rng: () => number, span: number): Hit[] {
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
        const patterns = [
          [
            [0, 2],
            [6, 4],
          ],
          [
            [2, 2],
            [10, 3],
          ],
          [
            [0, 3],
            [6, 2],
            [12, 2],
          ],
          [
            [4, 2],
            [14, 2],
          ],
        ];
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
        for (const [s, up] of [
          [0, false],
          [4, false],
          [6, true],
          [10, true],
          [12, false],
          [14, true],
        ] as const)
          add(s, 3, up ? 0.6 : 0.9, up);
        break;
      default:
        add(0, 16, 0.8);
    }
  }
  return hits;
}

export interface MelodyNote {
  step: number;
  length: number;
  midi: number;
  velocity: number;
}

export function bassLine(section: Section, rng: () => number, totalSteps: number): MelodyNote[] {
  const { song } = section;
  const low = song.style.bass === 'sub' || song.style.bass === 'drone' ? 28 : song.style.bass === 'cello' ? 36 : 33;
  const rootAt = (step: number) => chordNotes(song, section.degreeAt(step), low)[0]!;
  const notes: MelodyNote[] = [];
  const kick = song.drums ? steps(song.drums.kick).map((h) => h.step) : [0, 8];
  for (let s = 0; s < totalSteps; s += 16) {
    switch (song.style.bass) {
      case 'sub':
        kick.forEach((k, i) => notes.push({ step: s + k, length: (kick[i + 1] ?? 16) - k, midi: rootAt(s + k), velocity: 1 }));
        break;
      case 'synth':
        if (song.style.arp) for (let b = 2; b < 16; b += 4) notes.push({ step: s + b, length: 1.6, midi: rootAt(s + b), velocity: 0.9 });
        else
          for (let b = 0; b < 16; b += 2)
            notes.push({
              step: s + b,
              length: 1.6,
              midi: rootAt(s + b) + (b === 6 || b === 14 ? 12 : 0),
              velocity: b % 4 === 0 ? 1 : 0.75,
            });
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
        if (s % song.chordSteps === 0 || s === 0)
          notes.push({ step: s, length: Math.max(16, song.chordSteps), midi: rootAt(s), velocity: 0.5 });
        break;
    }
  }
  return notes;
}

/** A two-bar motif repeated with variation, chord tones on strong beats, steps in between. */
export function melody(section: Section, rng: () => number, totalSteps: number): MelodyNote[] {
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
  for (let m = centre - 12; m <= centre + 12; m++) if (song.scale.includes((((m - song.root) % 12) + 12) % 12)) scalePitches.push(m);
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
