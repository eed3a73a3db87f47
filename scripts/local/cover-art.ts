/**
 * Cover art for seeded songs: a pattern drawn from the song's title (its hash chooses the shapes)
 * in its genre's colours, encoded as a PNG with node:zlib only. Deterministic: the same title and
 * genre always give the same bytes, so a re-seed changes nothing.
 */
import { deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

/** Two colours per genre, the same families as the web's genre gradients (cover-art.tsx). */
const PALETTES: Record<string, readonly [Rgb, Rgb]> = {
  electronic: [
    [192, 38, 211],
    [67, 56, 202],
  ],
  'hip hop': [
    [245, 158, 11],
    [190, 18, 60],
  ],
  rock: [
    [220, 38, 38],
    [39, 39, 42],
  ],
  jazz: [
    [2, 132, 199],
    [91, 33, 182],
  ],
  classical: [
    [168, 162, 158],
    [146, 64, 14],
  ],
  pop: [
    [236, 72, 153],
    [249, 115, 22],
  ],
  ambient: [
    [20, 184, 166],
    [30, 41, 59],
  ],
  folk: [
    [101, 163, 13],
    [6, 95, 70],
  ],
};
const FALLBACK: readonly [Rgb, Rgb] = [
  [82, 82, 91],
  [24, 24, 27],
];

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
 * The cover of one song: a diagonal blend of the genre's two colours, overlaid with rings around
 * a centre and stripes at an angle, both chosen by the title's hash.
 */
export function coverArt(title: string, genre: string, size = 512): Buffer {
  const [from, to] = PALETTES[genre.toLowerCase()] ?? FALLBACK;
  const h = hash(`${title}\u0000${genre}`);
  const cx = (0.2 + ((h & 0xff) / 255) * 0.6) * size;
  const cy = (0.2 + (((h >>> 8) & 0xff) / 255) * 0.6) * size;
  const ringWidth = size / (10 + ((h >>> 16) & 0x0f));
  const angle = (((h >>> 20) & 0xff) / 255) * Math.PI;
  const stripe = size / (6 + ((h >>> 28) & 0x07));
  const [ca, sa] = [Math.cos(angle), Math.sin(angle)];
  const rgb = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size);
      const ring = Math.floor(Math.hypot(x - cx, y - cy) / ringWidth) % 2 === 0;
      const band = Math.floor((x * ca + y * sa) / stripe) % 2 === 0;
      const light = (ring ? 0.16 : 0) + (band ? 0.08 : 0);
      const at = (y * size + x) * 3;
      for (let c = 0; c < 3; c++) {
        const base = from[c]! * (1 - t) + to[c]! * t;
        rgb[at + c] = Math.round(base + (255 - base) * light);
      }
    }
  }
  return encodePng(size, size, rgb);
}
