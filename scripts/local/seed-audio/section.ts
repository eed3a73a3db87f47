/**
 * A section being rendered: mono tracks with room for tails, mixed to stereo with a shared
 * reverb. Every section loops, so tails wrap around to its start and the loop joins seamlessly.
 */
import type { SectionPlan, SongPlan } from './plan';
import { SAMPLE_RATE, type StereoPcm } from './spec';

interface Track {
  buffer: Float32Array;
  pan: number;
  gain: number;
  send: number;
}

export class Section {
  readonly tracks = new Map<string, Track>();
  readonly length: number;
  constructor(
    readonly plan: SectionPlan,
    readonly song: SongPlan,
  ) {
    this.length = plan.samples;
  }

  /** A mono track with room for tails, which wrap around to the start. */
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
      for (let i = n; i < b.length; i++) b[i % n]! += b[i]!;
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
    reverb(send, left, right, this.song.style.reverb);
    return { left, right };
  }
}

const COMBS = [1116, 1277, 1422, 1557];
const ALLPASSES = [556, 341];

/**
 * Freeverb-style: parallel damped combs then series all-passes, per channel. The section's
 * last seconds run through first, so its opening carries its own tail.
 */
function reverb(input: Float32Array, left: Float32Array, right: Float32Array, amount: number): void {
  const n = input.length;
  const warmFrom = Math.max(0, n - 1.5 * SAMPLE_RATE);
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
