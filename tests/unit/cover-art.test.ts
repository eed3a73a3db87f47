import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { coverArt, crc32, encodePng } from '../../scripts/local/cover-art';

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

  it("paints in the genre's colours: a jazz cover is blue-violet, a rock cover red to near black", () => {
    const jazz = decodePng(coverArt('Monsoon Nights', 'Jazz', 128));
    const [r, g, b] = jazz.pixel(0, 0);
    expect(b!).toBeGreaterThan(r!);
    expect(b!).toBeGreaterThan(g!);
    const rock = decodePng(coverArt('Thunder Road', 'Rock', 128));
    const [rr, rg] = rock.pixel(0, 0);
    expect(rr!).toBeGreaterThan(rg! + 100);
    const corner = rock.pixel(127, 127);
    expect(Math.max(...corner)).toBeLessThan(120);
  });

  it('keeps a 512 px cover small enough to serve', () => {
    expect(coverArt('Monsoon Nights', 'Jazz').length).toBeLessThan(200_000);
  });
});
