import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COVER_LAYOUTS, coverArt, coverLayout, crc32, encodePng, titleLines } from '../../scripts/local/cover-art';
import { DEMO_SONGS } from '../../scripts/local/catalogue-data';

/** Reads a PNG the way a decoder does: signature, chunks with their CRCs, IHDR, the inflated rows. */
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
  expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const ihdr = chunks[0]!.data;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  expect([...ihdr.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  const rows = inflateSync(chunks[1]!.data);
  expect(rows.length).toBe((width * 3 + 1) * height);
  const pixel = (x: number, y: number) => [...rows.subarray(y * (width * 3 + 1) + 1 + x * 3, y * (width * 3 + 1) + 4 + x * 3)];
  return { width, height, pixel };
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
});
