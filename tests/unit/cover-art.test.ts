import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  COVER_LAYOUTS,
  coverArt,
  coverLayout,
  coverPixels,
  crc32,
  downscale,
  drawCoverRenditions,
  encodePalettePng,
  encodePng,
  titleLines,
} from '../../scripts/local/cover-art';
import { coverRenditions, coverSrcSet } from '../../shared/covers';
import { DEMO_SONGS } from '../../scripts/local/catalogue-data';

/** Reads a PNG the way a decoder does: signature, chunks with their CRCs, IHDR, the inflated rows (RGB or palette). */
function decodePng(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    chunks.push({ type, data });
    at += 12 + length;
  }
  const ihdr = chunks[0]!.data;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const colorType = ihdr[9];
  const palette = chunks.find((c) => c.type === 'PLTE')?.data;
  expect(chunks.map((c) => c.type)).toEqual(colorType === 3 ? ['IHDR', 'PLTE', 'IDAT', 'IEND'] : ['IHDR', 'IDAT', 'IEND']);
  expect([...ihdr.subarray(8)]).toEqual([8, colorType === 3 ? 3 : 2, 0, 0, 0]);
  const rows = inflateSync(chunks.find((c) => c.type === 'IDAT')!.data);
  const bpp = colorType === 3 ? 1 : 3;
  expect(rows.length).toBe((width * bpp + 1) * height);
  const pixel = (x: number, y: number) => {
    const at = y * (width * bpp + 1) + 1 + x * bpp;
    if (!palette) return [...rows.subarray(at, at + 3)];
    expect(rows[at]! * 3 + 3).toBeLessThanOrEqual(palette.length);
    return [...palette.subarray(rows[at]! * 3, rows[at]! * 3 + 3)];
  };
  return { width, height, palette: colorType === 3, pixel };
}

describe('seeded cover art', () => {
  it('computes the CRC-32 that PNG uses', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new TextEncoder().encode('IEND'))).toBe(0xae426082);
  });

  it('encodes pixels as a valid RGB PNG', () => {
    const rgb = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30]);
    const png = decodePng(encodePng(2, 2, rgb));
    expect([png.width, png.height]).toEqual([2, 2]);
    expect(png.pixel(0, 0)).toEqual([255, 0, 0]);
    expect(png.pixel(1, 1)).toEqual([10, 20, 30]);
  });

  it('draws the same cover for the same title and genre, and different ones otherwise', () => {
    const a = coverArt('Monsoon Nights', 'Jazz', 64);
    expect(coverArt('Monsoon Nights', 'Jazz', 64).equals(a)).toBe(true);
    expect(coverArt('Dhaka Lights', 'Jazz', 64).equals(a)).toBe(false);
    expect(coverArt('Monsoon Nights', 'Rock', 64).equals(a)).toBe(false);
  });

  it('draws the catalogue as distinct records: every demo cover differs from every other one visibly, in more than one composition', () => {
    const size = 64;
    const covers = DEMO_SONGS.map((song) => decodePng(coverArt(song.title, song.genre, size)));
    const mean = (png: ReturnType<typeof decodePng>, x0: number, y0: number) => {
      const sum = [0, 0, 0];
      for (let y = y0; y < y0 + 16; y++) for (let x = x0; x < x0 + 16; x++) png.pixel(x, y).forEach((v, c) => (sum[c]! += v));
      return sum.map((v) => v / 256);
    };
    // Four patches of the upper part (above the title) as a coarse fingerprint of each cover.
    const prints = covers.map((png) => [mean(png, 0, 0), mean(png, 16, 0), mean(png, 32, 16), mean(png, 48, 16)].flat());
    for (let i = 0; i < prints.length; i++) {
      for (let j = i + 1; j < prints.length; j++) {
        const distance = Math.max(...prints[i]!.map((v, k) => Math.abs(v - prints[j]![k]!)));
        expect(distance, `${DEMO_SONGS[i]!.title} vs ${DEMO_SONGS[j]!.title}`).toBeGreaterThan(8);
      }
    }
    expect(new Set(DEMO_SONGS.map((song) => coverLayout(song.title, song.genre))).size).toBe(COVER_LAYOUTS.length);
  });

  it("sets the title in type on the cover's lower part: white letter pixels where an untitled cover has none", () => {
    const png = decodePng(coverArt('Monsoon Nights', 'Jazz', 256));
    let white = 0;
    for (let y = 160; y < 256; y++) for (let x = 0; x < 256; x++) if (Math.min(...png.pixel(x, y)) > 235) white++;
    expect(white).toBeGreaterThan(200);
  });

  it('breaks a title into lines of whole words where they fit, without accents or unknown signs', () => {
    expect(titleLines('Rainy Sixth Street', 10)).toEqual(['RAINY', 'SIXTH', 'STREET']);
    expect(titleLines('Café Ümlaut ♪ Ok', 10)).toEqual(['CAFE', 'UMLAUT OK']);
    expect(titleLines('Supercalifragilistic', 10)).toEqual(['SUPERCALIF', 'RAGILISTIC']);
  });

  it('keeps a 512 px cover small enough to serve', () => {
    expect(coverArt('Monsoon Nights', 'Jazz').length).toBeLessThan(200_000);
  });

  it('encodes a palette PNG that keeps flat colours exactly and a gradient within a few steps', () => {
    const size = 64;
    const rgb = new Uint8Array(size * size * 3);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) rgb.set(y < 8 ? [12, 200, 99] : [x * 4, y * 4, 128], (y * size + x) * 3);
    }
    const png = decodePng(encodePalettePng(size, size, rgb));
    expect(png.palette).toBe(true);
    expect(png.pixel(5, 3)).toEqual([12, 200, 99]);
    for (const [x, y] of [
      [0, 8],
      [31, 40],
      [63, 63],
    ] as const) {
      png.pixel(x, y).forEach((v, c) => expect(Math.abs(v - [x * 4, y * 4, 128][c]!)).toBeLessThanOrEqual(8));
    }
  });

  it('draws each demo cover at every width a screen asks for, the card sizes a fraction of the song page size', () => {
    let full = 0;
    let card = 0;
    for (const song of DEMO_SONGS.slice(0, 6)) {
      const renditions = drawCoverRenditions(song.title, song.genre);
      expect(renditions.map((r) => r.width)).toEqual([160, 320, 512]);
      const decoded = renditions.map((r) => decodePng(r.bytes));
      expect(decoded.map((png) => [png.width, png.height])).toEqual([
        [160, 160],
        [320, 320],
        [512, 512],
      ]);
      expect(decoded.map((png) => png.palette)).toEqual([true, true, false]);
      // The card's rendition is the song page's picture scaled down: its pixels close to the scaled drawing.
      const drawn = downscale(coverPixels(song.title, song.genre, 512), 512, 320);
      let error = 0;
      for (let y = 0; y < 320; y += 7)
        for (let x = 0; x < 320; x += 7) decoded[1]!.pixel(x, y).forEach((v, c) => (error += Math.abs(v - drawn[(y * 320 + x) * 3 + c]!)));
      expect(error / (46 * 46 * 3)).toBeLessThan(4);
      card += renditions[1]!.bytes.length;
      full += renditions[2]!.bytes.length;
    }
    expect(card).toBeLessThan(full / 3);
  });

  it('scales down by averaging the area each pixel covers, also at a ratio that is not whole', () => {
    // A 4×4 black-and-white checkerboard of single pixels: every 2×2 area is half white.
    const checker = new Uint8Array(4 * 4 * 3).map((_, i) => {
      const p = Math.floor(i / 3);
      return (p % 4) % 2 === Math.floor(p / 4) % 2 ? 255 : 0;
    });
    expect([...downscale(checker, 4, 2)]).toEqual(Array(12).fill(128));
    // Five columns of 0, 50, 100, 150, 200 into two: the first covers 2.5 source pixels, the half one weighted half.
    const ramp = new Uint8Array(5 * 5 * 3).map((_, i) => (Math.floor(i / 3) % 5) * 50);
    expect([...downscale(ramp, 5, 2).subarray(0, 6)]).toEqual([40, 40, 40, 160, 160, 160]);
  });

  it('names the renditions of a seeded cover beside it and leaves an uploaded cover one image', () => {
    expect(coverRenditions('covers/s1/seed-v3-w512.png').map((r) => r.key)).toEqual([
      'covers/s1/seed-v3-w160.png',
      'covers/s1/seed-v3-w320.png',
      'covers/s1/seed-v3-w512.png',
    ]);
    expect(coverSrcSet('/covers/s1/seed-v3-w512.png')).toBe(
      '/covers/s1/seed-v3-w160.png 160w, /covers/s1/seed-v3-w320.png 320w, /covers/s1/seed-v3-w512.png 512w',
    );
    expect(coverRenditions('covers/s1/01JABC.jpg')).toEqual([{ width: null, key: 'covers/s1/01JABC.jpg' }]);
    expect(coverSrcSet('/covers/s1/01JABC.jpg')).toBeUndefined();
  });
});
