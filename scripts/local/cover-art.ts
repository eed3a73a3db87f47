/**
 * Cover art for seeded songs, drawn from the song's title: one of six compositions (sun and
 * horizon, bubbles, rings, mountain ridges, a dot grid, waves), a gradient at an angle, colours
 * from the genre's family turned by the title, and the title itself set in a pixel typeface, so
 * every cover of the catalogue looks like a different record. Drawn at each width a screen asks for
 * (shared/covers.ts) and encoded as PNG with node:zlib only.
 * Deterministic: the same title and genre always give the same bytes, so a re-seed changes nothing.
 */
import { deflateSync } from 'node:zlib';
import { COVER_FULL_WIDTH, COVER_WIDTHS, type CoverWidth } from '../../shared/covers';
import { random } from './seed-audio/plan';

/** The name of the seeded cover objects (`covers/<id>/<version>-w<width>.png`): a new drawing gets a new name. */
export const COVER_ART_VERSION = 'seed-v3';
/** Names of earlier drawings (one 512 px PNG each), which the seed replaces in an existing data folder. */
export const OLDER_COVER_ART_VERSIONS: readonly string[] = ['seed', 'seed-v2'];

type Rgb = readonly [number, number, number];

/** `#rrggbb` as numbers. */
const fromHex = (hex: string): Rgb => {
  const n = parseInt(hex.slice(1), 16);
  return [n >> 16, (n >> 8) & 255, n & 255];
};

/** Two colours per genre, the same families as the web's genre gradients (web/src/lib/genre-colors.ts). */
const PALETTES: Record<string, readonly [Rgb, Rgb]> = Object.fromEntries(
  Object.entries({
    electronic: ['#c026d3', '#4338ca'],
    'hip hop': ['#f59e0b', '#be123c'],
    rock: ['#dc2626', '#27272a'],
    jazz: ['#0284c7', '#5b21b6'],
    classical: ['#a8a29e', '#92400e'],
    pop: ['#ec4899', '#f97316'],
    ambient: ['#14b8a6', '#1e293b'],
    folk: ['#65a30d', '#065f46'],
  } as const).map(([genre, [from, to]]) => [genre, [fromHex(from), fromHex(to)]]),
);
const FALLBACK: readonly [Rgb, Rgb] = [fromHex('#52525b'), fromHex('#18181b')];

/** FNV-1a, 32 bits: a small stable hash of the title. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) h = Math.imul(h ^ byte, 0x01000193) >>> 0;
  return h;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** An 8-bit RGB PNG of `width`×`height` from `rgb` (row-major, 3 bytes a pixel). */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) rows.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

/**
 * The image's colours with each channel cut to its top `bits` bits, as palette slots: the slot of
 * every pixel and the mean colour of each slot; null when that leaves more than 256 colours.
 */
function paletteOf(rgb: Uint8Array, bits: number): { slots: Uint8Array; palette: Uint8Array } | null {
  const shift = 8 - bits;
  const slotOf = new Int16Array(1 << (3 * bits)).fill(-1);
  const sums = new Float64Array(256 * 4);
  const slots = new Uint8Array(rgb.length / 3);
  let used = 0;
  for (let p = 0; p < slots.length; p++) {
    const r = rgb[p * 3]!;
    const g = rgb[p * 3 + 1]!;
    const b = rgb[p * 3 + 2]!;
    const key = ((r >> shift) << (2 * bits)) | ((g >> shift) << bits) | (b >> shift);
    let slot = slotOf[key]!;
    if (slot < 0) {
      if (used === 256) return null;
      slot = used++;
      slotOf[key] = slot;
    }
    slots[p] = slot;
    sums[slot * 4]! += r;
    sums[slot * 4 + 1]! += g;
    sums[slot * 4 + 2]! += b;
    sums[slot * 4 + 3]! += 1;
  }
  const palette = new Uint8Array(used * 3);
  for (let i = 0; i < used; i++) {
    for (let c = 0; c < 3; c++) palette[i * 3 + c] = Math.round(sums[i * 4 + c]! / sums[i * 4 + 3]!);
  }
  return { slots, palette };
}

/**
 * An 8-bit palette PNG of `width`×`height` from `rgb`: a fifth of the RGB encoding's bytes. Each
 * channel keeps as many of its top bits (6, else 5, else 4) as leave at most 256 colours; a slot's
 * colour is the mean of its pixels, so flat shapes keep their exact colour and gradients step finely.
 */
export function encodePalettePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const { slots, palette } = paletteOf(rgb, 6) ?? paletteOf(rgb, 5) ?? paletteOf(rgb, 4) ?? paletteOf(rgb, 3)!;
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) rows.set(slots.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  // Level 9 searches long match chains in these runs of indices: ten times the time for 5 % fewer bytes.
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('IDAT', deflateSync(rows, { level: 6 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

type Color = [number, number, number];

/** `c` with its hue turned by `degrees` (the turn keeps each channel's distance from the grey of the same lightness). */
function turnHue([r, g, b]: Rgb, degrees: number): Color {
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  // Rotation about the grey axis (the standard hue-rotate matrix).
  const m = [
    0.213 + cos * 0.787 - sin * 0.213,
    0.715 - cos * 0.715 - sin * 0.715,
    0.072 - cos * 0.072 + sin * 0.928,
    0.213 - cos * 0.213 + sin * 0.143,
    0.715 + cos * 0.285 + sin * 0.14,
    0.072 - cos * 0.072 - sin * 0.283,
    0.213 - cos * 0.213 - sin * 0.787,
    0.715 - cos * 0.715 + sin * 0.715,
    0.072 + cos * 0.928 + sin * 0.072,
  ];
  const clamp = (v: number) => Math.max(0, Math.min(255, v));
  return [clamp(m[0]! * r + m[1]! * g + m[2]! * b), clamp(m[3]! * r + m[4]! * g + m[5]! * b), clamp(m[6]! * r + m[7]! * g + m[8]! * b)];
}

/** A 5×7 pixel typeface for titles: each glyph is seven rows of five bits. Letters only in upper case. */
const GLYPHS: Record<string, readonly string[]> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  G: ['01110', '10001', '10000', '10111', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  I: ['01110', '00100', '00100', '00100', '00100', '00100', '01110'],
  J: ['00111', '00010', '00010', '00010', '00010', '10010', '01100'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '10001', '11001', '10101', '10011', '10001', '10001'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  Q: ['01110', '10001', '10001', '10001', '10101', '10010', '01101'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  Z: ['11111', '00001', '00010', '00100', '01000', '10000', '11111'],
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  '&': ['01100', '10010', '10100', '01000', '10101', '10010', '01101'],
  '-': ['00000', '00000', '00000', '11111', '00000', '00000', '00000'],
  "'": ['00100', '00100', '01000', '00000', '00000', '00000', '00000'],
  '.': ['00000', '00000', '00000', '00000', '00000', '01100', '01100'],
  ',': ['00000', '00000', '00000', '00000', '01100', '00100', '01000'],
  '!': ['00100', '00100', '00100', '00100', '00100', '00000', '00100'],
  '?': ['01110', '10001', '00001', '00010', '00100', '00000', '00100'],
  ' ': ['00000', '00000', '00000', '00000', '00000', '00000', '00000'],
};

/** The title as lines of at most `width` glyphs (words kept whole where they fit), accents dropped, unknown signs left out. */
export function titleLines(title: string, width: number, maxLines = 3): string[] {
  const plain = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split('')
    .filter((c) => GLYPHS[c] !== undefined)
    .join('');
  const lines: string[] = [];
  let line = '';
  for (const word of plain.split(/\s+/).filter(Boolean)) {
    for (let rest = word; rest;) {
      const piece = rest.slice(0, width);
      rest = rest.slice(width);
      if (!line) line = piece;
      else if (line.length + 1 + piece.length <= width) line += ` ${piece}`;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, maxLines);
}

/** A canvas of floats in 0..255, three channels a pixel, with alpha blending. */
class Canvas {
  readonly px: Float32Array;
  constructor(readonly size: number) {
    this.px = new Float32Array(size * size * 3);
  }

  blend(x: number, y: number, [r, g, b]: Color, alpha: number): void {
    const at = (y * this.size + x) * 3;
    this.px[at] = this.px[at]! * (1 - alpha) + r * alpha;
    this.px[at + 1] = this.px[at + 1]! * (1 - alpha) + g * alpha;
    this.px[at + 2] = this.px[at + 2]! * (1 - alpha) + b * alpha;
  }

  /** Paints every pixel of the box [x0, x1) × [y0, y1) for which `inside` holds (1-px soft edge where it answers a fraction). */
  fill(x0: number, y0: number, x1: number, y1: number, color: Color, alpha: number, inside: (x: number, y: number) => number): void {
    const [ax, ay] = [Math.max(0, Math.floor(x0)), Math.max(0, Math.floor(y0))];
    const [bx, by] = [Math.min(this.size, Math.ceil(x1)), Math.min(this.size, Math.ceil(y1))];
    for (let y = ay; y < by; y++) {
      for (let x = ax; x < bx; x++) {
        const cover = inside(x + 0.5, y + 0.5);
        if (cover > 0) this.blend(x, y, color, alpha * Math.min(1, cover));
      }
    }
  }

  circle(cx: number, cy: number, r: number, color: Color, alpha: number): void {
    this.fill(cx - r - 1, cy - r - 1, cx + r + 1, cy + r + 1, color, alpha, (x, y) => r + 0.5 - Math.hypot(x - cx, y - cy));
  }

  ring(cx: number, cy: number, r: number, width: number, color: Color, alpha: number): void {
    this.fill(
      cx - r - width,
      cy - r - width,
      cx + r + width,
      cy + r + width,
      color,
      alpha,
      (x, y) => width / 2 + 0.5 - Math.abs(Math.hypot(x - cx, y - cy) - r),
    );
  }

  rect(x: number, y: number, w: number, h: number, color: Color, alpha: number): void {
    this.fill(x, y, x + w, y + h, color, alpha, () => 1);
  }

  toRgb(): Uint8Array {
    const out = new Uint8Array(this.px.length);
    for (let i = 0; i < out.length; i++) out[i] = Math.round(this.px[i]!);
    return out;
  }
}

const WHITE: Color = [255, 255, 255];
const INK: Color = [12, 10, 20];

/** The compositions a title chooses from. */
export const COVER_LAYOUTS = ['sun', 'bubbles', 'rings', 'ridges', 'dots', 'waves'] as const;
export type CoverLayout = (typeof COVER_LAYOUTS)[number];

/** Which composition a title gets (exported for the tests). */
export const coverLayout = (title: string, genre: string): CoverLayout =>
  COVER_LAYOUTS[hash(`${title}\u0000${genre}`) % COVER_LAYOUTS.length]!;

function drawLayout(canvas: Canvas, layout: CoverLayout, rnd: () => number, accent: Color, deep: Color): void {
  const n = canvas.size;
  switch (layout) {
    case 'sun': {
      const cx = n * (0.3 + rnd() * 0.4);
      const cy = n * (0.3 + rnd() * 0.12);
      const r = n * (0.18 + rnd() * 0.1);
      canvas.circle(cx, cy, r, accent, 0.85);
      const horizon = cy + r * 0.3;
      // Bands across the lower sun, growing thicker towards the bottom, then the ground.
      for (let i = 0, y = horizon; y < cy + r; i++, y += n * 0.035) canvas.rect(0, y, n, n * 0.006 * (i + 1), deep, 0.9);
      canvas.fill(0, cy + r * 0.95, n, n, deep, 0.55, () => 1);
      break;
    }
    case 'bubbles': {
      const count = 4 + Math.floor(rnd() * 4);
      for (let i = 0; i < count; i++) {
        canvas.circle(n * rnd(), n * rnd() * 0.75, n * (0.06 + rnd() * 0.22), i % 2 ? accent : WHITE, 0.18 + rnd() * 0.3);
      }
      break;
    }
    case 'rings': {
      const cx = n * (0.2 + rnd() * 0.6);
      const cy = n * (0.15 + rnd() * 0.45);
      const step = n * (0.04 + rnd() * 0.05);
      const width = step * (0.25 + rnd() * 0.4);
      // One pass: each pixel's distance to the centre says which ring it is on, if any.
      canvas.fill(0, 0, n, n, WHITE, 0.22, (x, y) => {
        const d = Math.hypot(x - cx, y - cy);
        const nearest = Math.max(1, Math.round(d / step)) * step;
        return width / 2 + 0.5 - Math.abs(d - nearest);
      });
      canvas.circle(cx, cy, step * 1.5, accent, 0.7);
      break;
    }
    case 'ridges': {
      const layers = 2 + Math.floor(rnd() * 2);
      for (let l = 0; l < layers; l++) {
        const base = n * (0.35 + l * 0.14 + rnd() * 0.05);
        const peaks = Array.from({ length: 6 }, () => base - n * (0.05 + rnd() * 0.2));
        const heightAt = (x: number) => {
          const t = (x / n) * (peaks.length - 1);
          const i = Math.min(peaks.length - 2, Math.floor(t));
          return peaks[i]! + (peaks[i + 1]! - peaks[i]!) * (t - i);
        };
        canvas.fill(0, base - n * 0.3, n, n, l === layers - 1 ? deep : accent, 0.35 + l * 0.2, (x, y) => y - heightAt(x) + 0.5);
      }
      canvas.circle(n * (0.15 + rnd() * 0.7), n * (0.12 + rnd() * 0.1), n * 0.05, WHITE, 0.8);
      break;
    }
    case 'dots': {
      const cells = 6 + Math.floor(rnd() * 5);
      const cell = n / cells;
      const fx = n * rnd();
      const fy = n * rnd() * 0.6;
      const square = rnd() < 0.5;
      for (let i = 0; i < cells; i++) {
        for (let j = 0; j < cells; j++) {
          const cx = (i + 0.5) * cell;
          const cy = (j + 0.5) * cell;
          const size = cell * 0.45 * (1 - Math.min(1, Math.hypot(cx - fx, cy - fy) / (n * 0.9)));
          if (size < 1) continue;
          if (square) canvas.rect(cx - size, cy - size, size * 2, size * 2, (i + j) % 3 ? WHITE : accent, 0.3);
          else canvas.circle(cx, cy, size, (i + j) % 3 ? WHITE : accent, 0.3);
        }
      }
      break;
    }
    case 'waves': {
      const bands = 4 + Math.floor(rnd() * 4);
      const frequency = (1 + rnd() * 2.5) * ((2 * Math.PI) / n);
      const amplitude = n * (0.02 + rnd() * 0.05);
      const phase = rnd() * Math.PI * 2;
      const gap = (n * 0.8) / bands;
      for (let b = 0; b < bands; b++) {
        const mid = n * 0.1 + b * gap;
        const thick = gap * (0.2 + 0.35 * ((b + 1) / bands));
        canvas.fill(
          0,
          mid - amplitude - thick,
          n,
          mid + amplitude + thick,
          b % 2 ? accent : WHITE,
          0.28,
          (x, y) => thick / 2 + 0.5 - Math.abs(y - (mid + amplitude * Math.sin(x * frequency + phase + b))),
        );
      }
      break;
    }
  }
}

/** Sets `lines` in the pixel typeface in the cover's lower part, on a dark band so it reads on any background. */
function drawTitle(canvas: Canvas, lines: readonly string[], accent: Color): void {
  if (lines.length === 0) return;
  const n = canvas.size;
  const margin = Math.round(n * 0.07);
  const longest = Math.max(...lines.map((l) => l.length));
  // Six columns a glyph (five and a space); as large as fits the width, at most a tenth of the cover per line.
  const scale = Math.max(1, Math.min(Math.floor((n - 2 * margin) / (longest * 6)), Math.floor(n / 10 / 8)));
  const lineHeight = scale * 9;
  const top = n - margin - lines.length * lineHeight + scale * 2;
  canvas.rect(0, top - margin * 0.6, n, n - top + margin * 0.6, INK, 0.45);
  canvas.rect(margin, top - margin * 0.35, scale * 6, Math.max(2, scale * 0.6), accent, 1);
  lines.forEach((line, row) => {
    [...line].forEach((char, column) => {
      const glyph = GLYPHS[char];
      if (!glyph) return;
      const x0 = margin + column * 6 * scale;
      const y0 = top + row * lineHeight;
      glyph.forEach((bits, gy) => {
        for (let gx = 0; gx < 5; gx++) if (bits[gx] === '1') canvas.rect(x0 + gx * scale, y0 + gy * scale, scale, scale, WHITE, 0.95);
      });
    });
  });
}

/**
 * The cover of one song (`size`×`size`, three bytes a pixel): a two-colour gradient at the title's angle in the
 * genre's family turned by the title, the title's composition over it, and the title in type.
 */
export function coverPixels(title: string, genre: string, size = 512): Uint8Array {
  const [from, to] = PALETTES[genre.toLowerCase()] ?? FALLBACK;
  const h = hash(`${title}\u0000${genre}`);
  // The title's hash seeds the generator that picks every shape and colour.
  const rnd = random(h);
  const turn = (rnd() - 0.5) * 70;
  const start = turnHue(from, turn);
  const end = turnHue(to, turn + (rnd() - 0.5) * 30);
  const accent = turnHue(from, turn + 140 + rnd() * 80);
  const deep: Color = [end[0] * 0.35, end[1] * 0.35, end[2] * 0.35];

  const canvas = new Canvas(size);
  const angle = rnd() * Math.PI * 2;
  const [ca, sa] = [Math.cos(angle), Math.sin(angle)];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // Position along the gradient's direction, 0..1 across the square.
      const t = Math.min(1, Math.max(0, ((x / size - 0.5) * ca + (y / size - 0.5) * sa) / Math.SQRT2 + 0.5));
      const at = (y * size + x) * 3;
      for (let c = 0; c < 3; c++) canvas.px[at + c] = start[c]! * (1 - t) + end[c]! * t;
    }
  }
  drawLayout(canvas, coverLayout(title, genre), rnd, accent, deep);
  drawTitle(canvas, titleLines(title, 10), accent);
  return canvas.toRgb();
}

/** The cover of one song as a `size`×`size` RGB PNG. */
export function coverArt(title: string, genre: string, size = 512): Buffer {
  return encodePng(size, size, coverPixels(title, genre, size));
}

/**
 * `rgb` (`from`×`from`) scaled down to `to`×`to` by area averaging: each target pixel is the mean of
 * the source area it covers, fractions of edge pixels weighted, so thin lines and type stay smooth.
 */
export function downscale(rgb: Uint8Array, from: number, to: number): Uint8Array {
  const ratio = from / to;
  // Per axis: for each target index, the source indices it covers and the share of each (at most ceil(ratio) + 1).
  const most = Math.ceil(ratio) + 1;
  const index = new Int32Array(to * most).fill(-1);
  const share = new Float64Array(to * most);
  for (let i = 0; i < to; i++) {
    const [start, end] = [i * ratio, (i + 1) * ratio];
    for (let s = Math.floor(start), k = 0; s < Math.min(from, Math.ceil(end)); s++, k++) {
      index[i * most + k] = s;
      share[i * most + k] = (Math.min(end, s + 1) - Math.max(start, s)) / ratio;
    }
  }
  const out = new Uint8Array(to * to * 3);
  for (let y = 0; y < to; y++) {
    for (let x = 0; x < to; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let ky = 0; ky < most && index[y * most + ky]! >= 0; ky++) {
        const row = index[y * most + ky]! * from;
        const wy = share[y * most + ky]!;
        for (let kx = 0; kx < most && index[x * most + kx]! >= 0; kx++) {
          const at = (row + index[x * most + kx]!) * 3;
          const w = share[x * most + kx]! * wy;
          r += rgb[at]! * w;
          g += rgb[at + 1]! * w;
          b += rgb[at + 2]! * w;
        }
      }
      const at = (y * to + x) * 3;
      out[at] = Math.round(r);
      out[at + 1] = Math.round(g);
      out[at + 2] = Math.round(b);
    }
  }
  return out;
}

/**
 * The cover at every width of shared/covers.ts, drawn once at the largest and scaled down: the
 * largest, for the song page, as RGB; the card and row sizes as palette PNGs, a fifth of the bytes.
 */
export function drawCoverRenditions(title: string, genre: string): { width: CoverWidth; bytes: Buffer }[] {
  const full = coverPixels(title, genre, COVER_FULL_WIDTH);
  return COVER_WIDTHS.map((width) =>
    width === COVER_FULL_WIDTH
      ? { width, bytes: encodePng(width, width, full) }
      : { width, bytes: encodePalettePng(width, width, downscale(full, COVER_FULL_WIDTH, width)) },
  );
}
