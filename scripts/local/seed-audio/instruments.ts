/**
 * Instruments: each renders one note into a mono track. Oscillators are band-limited or
 * physically modelled so they stay clean at 44.1 kHz without oversampling.
 */
import { midiToHz, random } from './plan';
import { SAMPLE_RATE } from './spec';

/** Deterministic white noise source. */
export function noiseSource(seed: number): () => number {
  const rng = random(seed);
  return () => rng() * 2 - 1;
}

/** PolyBLEP band-limited sawtooth: phase in [0, 1), increment dt. */
export function blepSaw(phase: number, dt: number): number {
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

export interface NoteOptions {
  start: number;
  /** Samples until release. */
  length: number;
  midi: number;
  velocity: number;
}

/** Attack / decay-to-sustain / release envelope value at sample i. */
export function adsr(i: number, length: number, a: number, d: number, s: number, r: number): number {
  let v = i < a ? i / a : i < a + d ? 1 - ((1 - s) * (i - a)) / d : s;
  if (i >= length) v = v * Math.max(0, 1 - (i - length) / r);
  return v;
}

export function renderPad(out: Float32Array, n: NoteOptions, bright: number, attack: number, detune = 0.006): void {
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
export function renderPiano(out: Float32Array, n: NoteOptions, decaySeconds: number, partials = 7): void {
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
    const amp = n.velocity * (1 / k ** 1.4) * (k === 1 ? 1 : 0.7 + 0.3 * n.velocity);
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
export function renderEp(out: Float32Array, n: NoteOptions): void {
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
export function renderPluck(out: Float32Array, n: NoteOptions, noise: () => number, t60: number, brightness: number, mute = 1): void {
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
export function renderSynth(
  out: Float32Array,
  n: NoteOptions,
  shape: 'saw' | 'square' | 'sine',
  opts: {
    cutoff: number;
    envAmount: number;
    decay: number;
    attack?: number;
    release?: number;
    vibrato?: number;
    drive?: number;
    sustain?: number;
    glideFrom?: number;
  },
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
export function renderBell(out: Float32Array, n: NoteOptions, ratio: number, decay: number, tremolo = 0): void {
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
export function renderFlute(out: Float32Array, n: NoteOptions, noise: () => number, harmonics: number): void {
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
