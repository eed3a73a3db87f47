/** Drum sounds, synthesised as analogue drum machines do, and the patterns that place them. */
import { noiseSource } from './instruments';
import { hashString } from './plan';
import { SAMPLE_RATE } from './spec';
import type { GenreStyle } from './styles';

export type DrumKit = Record<'kick' | 'snare' | 'hat' | 'open' | 'ride' | 'shaker' | 'crash' | 'brush', Float32Array>;

const kits = new Map<string, DrumKit>();

/** A genre's drum sounds: rendered once per process and shared by the genre's songs. */
export function drumKit(genre: string, style: GenreStyle): DrumKit {
  let kit = kits.get(genre);
  if (!kit) {
    kit = renderKit(hashString(genre), style);
    kits.set(genre, kit);
  }
  return kit;
}

function renderKit(seed: number, style: GenreStyle): DrumKit {
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
  const ride = metal(1.2, 0.45).map(
    (v, i) => v * 0.6 + 0.25 * Math.sin((2 * Math.PI * 2400 * i) / SAMPLE_RATE) * Math.exp(-i / SAMPLE_RATE / 0.3),
  );
  const crash = highpassed(2, 0.7, 3000);
  const shaker = make(0.09, (t) => noise() * Math.sin(Math.PI * Math.min(1, t / 0.09)) * 0.6);
  const brush = make(0.25, (t) => noise() * Math.sin(Math.PI * Math.min(1, t / 0.25)) * 0.3);
  return { kick, snare, hat, open, ride, shaker, crash, brush };
}

export function addSample(out: Float32Array, sample: Float32Array, start: number, gain: number): void {
  const n = Math.min(sample.length, out.length - start);
  for (let i = 0; i < n; i++) out[start + i]! += sample[i]! * gain;
}

/** Hits of a 16-step pattern: `x` accented, `o` soft, anything else a rest. */
export const steps = (pattern: string): { step: number; velocity: number }[] =>
  [...pattern].flatMap((c, step) => (c === 'x' ? [{ step, velocity: 1 }] : c === 'o' ? [{ step, velocity: 0.55 }] : []));
