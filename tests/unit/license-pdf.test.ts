import { inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString, PageSizes, StandardFonts, type PDFFont } from 'pdf-lib';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { renderLicensePdf, type LicensePdfInput } from '../../functions/media/license-pdf';
import { formatLicenseAmount, formatLicenseDate } from '../../functions/media/license-pdf/format';
import { toWinAnsi } from '../../functions/media/license-pdf/win-ansi';

const KEY = 'MM-7K2QD-9XG4M-PA1CZ-W3N8T';
const VERIFY_URL = `https://music.example.com/license-verify?key=${KEY}`;

const input = (overrides: Partial<LicensePdfInput> = {}): LicensePdfInput => ({
  licenseKey: KEY,
  orderId: 123,
  songTitle: 'Monsoon Evenings (Acoustic Version)',
  artist: 'Arnob & Friends',
  buyerName: 'Zoë Rahman',
  buyerEmail: 'zoe.rahman@example.com',
  purchaseDate: '2026-11-23T10:15:00.000Z',
  amount: 329,
  currency: 'BDT',
  licenseType: 'Single Song Purchase',
  verifyUrl: VERIFY_URL,
  issuer: 'Music Marketplace',
  ...overrides,
});

const [A4_WIDTH, A4_HEIGHT] = PageSizes.A4;
/** The inner frame line: no text may cross it. */
const FRAME = 29;

/** WinAnsiEncoding is Windows-1252; Node's TextDecoder treats that label as Latin-1, so map 0x80–0x9F by hand. */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const winAnsi = (bytes: Buffer): string =>
  Array.from(bytes, (b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b))).join('');

/** Every Flate stream in a PDF saved without object streams, inflated (the page has exactly one content stream). */
function contentStreams(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  const out: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    try {
      out.push(inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1'));
    } catch {
      // not a Flate stream
    }
  }
  return out;
}

interface TextRun {
  text: string;
  font: string;
  size: number;
  spacing: number;
  x: number;
  y: number;
}

/**
 * A small text extractor for what renderLicensePdf writes: `/F1 10 Tf`,
 * `1 0 0 1 x y Tm`, `<hex> Tj`, and `Tc` inside q…Q for letter-spaced lines.
 */
function textRuns(pdf: Uint8Array): TextRun[] {
  const runs: TextRun[] = [];
  for (const stream of contentStreams(pdf)) {
    let font = '';
    let size = 0;
    let spacing = 0;
    let x = 0;
    let y = 0;
    const saved: number[] = [];
    for (const line of stream.split('\n')) {
      let m: RegExpMatchArray | null;
      if (line === 'q') saved.push(spacing);
      else if (line === 'Q') spacing = saved.pop() ?? 0;
      else if ((m = line.match(/^\/(\S+) ([\d.]+) Tf$/))) [font, size] = [m[1] ?? '', Number(m[2])];
      else if ((m = line.match(/^([-\d.]+) Tc$/))) spacing = Number(m[1]);
      else if ((m = line.match(/^1 0 0 1 ([-\d.]+) ([-\d.]+) Tm$/))) [x, y] = [Number(m[1]), Number(m[2])];
      else if ((m = line.match(/^<([0-9A-Fa-f]*)> Tj$/))) {
        runs.push({ text: winAnsi(Buffer.from(m[1] ?? '', 'hex')), font, size, spacing, x, y });
      }
    }
  }
  return runs;
}

const pageText = (pdf: Uint8Array): string =>
  textRuns(pdf)
    .map((r) => r.text)
    .join('\n');

/** The QR code's dark modules as drawn: every `re` of one module's height, as a set of "row,col". */
function drawnModules(pdf: Uint8Array, moduleCount: number): { cells: Set<string>; rects: number } {
  const rects = contentStreams(pdf)
    .join('\n')
    .split('\n')
    .map((line) => line.match(/^([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) re$/))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map((m) => m.slice(1, 5).map(Number) as [number, number, number, number]);
  const cell = rects[0]?.[3] ?? 0;
  const left = Math.min(...rects.map((r) => r[0]));
  const top = Math.max(...rects.map((r) => r[1] + r[3]));
  const cells = new Set<string>();
  for (const [x, y, w, h] of rects) {
    expect(h).toBeCloseTo(cell, 3);
    const row = Math.round((top - (y + h)) / cell);
    const first = Math.round((x - left) / cell);
    const count = Math.round(w / cell);
    for (let c = first; c < first + count; c++) cells.add(`${row},${c}`);
  }
  expect(cell * moduleCount).toBeGreaterThan(80); // a printable size: 96 pt ≈ 34 mm
  return { cells, rects: rects.length };
}

function expectedModules(url: string): { cells: Set<string>; size: number } {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const cells = new Set<string>();
  const size = qr.modules.size;
  for (let r = 0; r < size; r++) for (let c = 0; c < size; c++) if (qr.modules.get(r, c)) cells.add(`${r},${c}`);
  return { cells, size };
}

/** Fonts the page uses, by resource name (F1…), measured with pdf-lib's own metrics. */
async function pageFonts(pdf: Uint8Array): Promise<Map<string, PDFFont>> {
  const doc = await PDFDocument.load(pdf);
  const resources = doc.getPage(0).node.Resources();
  const dict = resources?.lookup(PDFName.of('Font'), PDFDict);
  const scratch = await PDFDocument.create();
  const fonts = new Map<string, PDFFont>();
  for (const [name, ref] of dict?.entries() ?? []) {
    const baseFont = doc.context.lookup(ref, PDFDict).get(PDFName.of('BaseFont'));
    fonts.set(name.decodeText(), await scratch.embedFont(String(baseFont).slice(1)));
  }
  return fonts;
}

/** Width as drawn by a plain Tj: glyph widths without kerning, plus Tc after each glyph. */
const drawnWidth = (font: PDFFont, run: TextRun): number =>
  Array.from(run.text, (ch) => font.widthOfTextAtSize(ch, run.size)).reduce((a, b) => a + b, 0) + run.spacing * run.text.length;

/** Asserts every line of text lies wholly inside the frame. */
async function expectTextInsideFrame(pdf: Uint8Array): Promise<void> {
  const fonts = await pageFonts(pdf);
  const runs = textRuns(pdf);
  expect(runs.length).toBeGreaterThan(20);
  for (const run of runs) {
    const font = fonts.get(run.font);
    expect(font, run.font).toBeDefined();
    const width = drawnWidth(font!, run);
    expect(run.x, run.text).toBeGreaterThan(FRAME + 4);
    expect(run.x + width, run.text).toBeLessThan(A4_WIDTH - FRAME - 4);
    expect(run.y, run.text).toBeGreaterThan(FRAME + 4);
    expect(run.y + run.size, run.text).toBeLessThan(A4_HEIGHT - FRAME - 4);
  }
}

describe('renderLicensePdf', () => {
  it('renders one A4 page with the licence metadata', async () => {
    const pdf = await renderLicensePdf(input());
    expect(pdf).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect(width).toBeCloseTo(A4_WIDTH, 2);
    expect(height).toBeCloseTo(A4_HEIGHT, 2);

    expect(doc.getTitle()).toBe(`Licence ${KEY}`);
    expect(doc.getAuthor()).toBe('Music Marketplace');
    expect(doc.getSubject()).toContain('Monsoon Evenings (Acoustic Version)');
    expect(doc.getProducer()).toBeTruthy();
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-11-23T10:15:00.000Z');
    expect(doc.getModificationDate()?.toISOString()).toBe('2026-11-23T10:15:00.000Z');
  });

  it('prints the key, the details table, the terms and the verification line', async () => {
    const text = pageText(await renderLicensePdf(input()));
    for (const expected of [
      'Music Licence Certificate',
      'MUSIC MARKETPLACE',
      KEY,
      'Monsoon Evenings (Acoustic Version)',
      'Arnob & Friends',
      'Zoë Rahman',
      'zoe.rahman@example.com',
      '23 November 2026',
      'BDT 329',
      'Single Song Purchase',
      '#123',
      'Lifetime licence.',
      'Commercial use permitted,',
      'videos, podcasts, live streams, advertisements, games and client work.',
      '320 kbps MP3, and WAV where supplied.',
      'No resale or redistribution',
      'No claim of authorship.',
      'Non-exclusive and non-transferable.',
      'Verify this licence at',
    ]) {
      expect(text).toContain(expected);
    }
    // The URL may wrap across lines under the QR code.
    expect(text.replace(/\n/g, '')).toContain(VERIFY_URL);
    // The key is set in Courier.
    const fonts = await pageFonts(await renderLicensePdf(input()));
    const keyRun = textRuns(await renderLicensePdf(input())).find((r) => r.text === KEY);
    expect(fonts.get(keyRun?.font ?? '')?.name).toBe('Courier-Bold');
    expect(keyRun?.size).toBeGreaterThanOrEqual(18);
  });

  it('shows a dollar amount, and a subscription download with no order', async () => {
    expect(pageText(await renderLicensePdf(input({ amount: 2.99, currency: 'USD', orderId: 9 })))).toContain('USD 2.99');
    const text = pageText(
      await renderLicensePdf(input({ orderId: null, amount: null, currency: null, licenseType: 'Subscription Download' })),
    );
    expect(text).toContain('Included in subscription');
    expect(text).toContain('Subscription Download');
    expect(textRuns(await renderLicensePdf(input({ orderId: null }))).some((r) => r.text === '\u2014')).toBe(true);
  });

  it('links the QR code and the printed URL to the verification page', async () => {
    const doc = await PDFDocument.load(await renderLicensePdf(input()));
    const annots = doc.getPage(0).node.Annots();
    expect(annots?.size()).toBe(2);
    for (let i = 0; i < (annots?.size() ?? 0); i++) {
      const action = annots!.lookup(i, PDFDict).lookup(PDFName.of('A'), PDFDict);
      const uri = action.lookup(PDFName.of('URI'));
      expect(uri instanceof PDFHexString || uri instanceof PDFString ? uri.decodeText() : undefined).toBe(VERIFY_URL);
    }
  });

  it('draws the QR code of the verify URL module for module', async () => {
    const expected = expectedModules(VERIFY_URL);
    const drawn = drawnModules(await renderLicensePdf(input()), expected.size);
    expect(drawn.rects).toBeGreaterThan(100); // one rectangle per horizontal run of dark modules
    expect([...drawn.cells].sort()).toEqual([...expected.cells].sort());
  });

  it('still renders, QR included, with a 500-character verify URL', async () => {
    const url = `https://music.example.com/license-verify?key=${KEY}&ref=${'x'.repeat(500 - 76)}`;
    expect(url).toHaveLength(500);
    const pdf = await renderLicensePdf(input({ verifyUrl: url }));
    const expected = expectedModules(url);
    expect([...drawnModules(pdf, expected.size).cells].sort()).toEqual([...expected.cells].sort());
    await expectTextInsideFrame(pdf);
  });

  it('renders without a QR code when the URL is too long for one', async () => {
    const url = `https://music.example.com/license-verify?key=${'k'.repeat(3000)}`;
    expect(() => QRCode.create(url, { errorCorrectionLevel: 'M' })).toThrow();
    const pdf = await renderLicensePdf(input({ verifyUrl: url }));
    expect(pageText(pdf)).toContain('Verify this licence at');
    await expectTextInsideFrame(pdf);
  });

  it('never throws on names the standard fonts cannot encode', async () => {
    const pdf = await renderLicensePdf(
      input({ buyerName: 'Zoë ৳ 😀 李', songTitle: '“Bhalobashi” — ‘Live’ 🎸', artist: 'Łukasz Őrs & 周杰倫', buyerEmail: 'zoë@例え.jp' }),
    );
    const text = pageText(pdf);
    expect(text).toContain('Zoë BDT ? ?');
    expect(text).toContain('“Bhalobashi” — ‘Live’ ?');
    expect(text).toContain('Lukasz Ors & ?');
    await expectTextInsideFrame(pdf);
    // Metadata is UTF-16 and keeps the original spelling.
    expect((await PDFDocument.load(pdf)).getSubject()).toContain('Zoë ৳ 😀 李');
  });

  it('wraps or shrinks a 300-character title and never leaves the frame', async () => {
    const title = Array.from({ length: 60 }, (_, i) => `Word${i}`)
      .join(' ')
      .padEnd(300, '!')
      .slice(0, 300);
    expect(title).toHaveLength(300);
    const pdf = await renderLicensePdf(input({ songTitle: title }));
    const lines = pageText(pdf).split('\n');
    const song = lines.slice(lines.indexOf('SONG') + 1, lines.indexOf('ARTIST'));
    expect(song.length).toBeGreaterThan(1); // wrapped, in full
    expect(song.join(' ')).toBe(title);
    await expectTextInsideFrame(pdf);
  });

  it('keeps every field inside the frame when all of them are huge', async () => {
    const long = (s: string) => s.repeat(Math.ceil(400 / s.length));
    const pdf = await renderLicensePdf(
      input({
        licenseKey: long('MM-7K2QD-'),
        songTitle: long('Title '),
        artist: long('Artist '),
        buyerName: long('Zoë 😀 '),
        buyerEmail: long('x') + '@example.com',
        licenseType: long('Subscription Download '),
        issuer: long('Music Marketplace '),
        orderId: Number.MAX_SAFE_INTEGER,
        amount: 9_999_999.99,
        currency: 'USD',
        verifyUrl: `https://music.example.com/license-verify?key=${long('K')}`,
        purchaseDate: 'not a date',
      }),
    );
    await expectTextInsideFrame(pdf);
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getCreationDate()).toBeUndefined();
  });

  it('lays out a typical certificate inside the frame', async () => {
    await expectTextInsideFrame(await renderLicensePdf(input()));
  });

  it('is deterministic: the same input gives identical bytes', async () => {
    const [a, b] = await Promise.all([renderLicensePdf(input()), renderLicensePdf(input())]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const other = await renderLicensePdf(input({ licenseKey: 'MM-AAAAA-BBBBB-CCCCC-DDDDD' }));
    expect(Buffer.from(a).equals(Buffer.from(other))).toBe(false);
  });
});

describe('toWinAnsi', () => {
  it('keeps WinAnsi text and substitutes or replaces the rest', () => {
    for (const [text, winAnsi] of [
      ['Zoë ৳ 😀 李', 'Zoë BDT ? ?'],
      ['৳329', 'BDT 329'],
      ['“It’s” – café € ™', '“It’s” – café € ™'],
      ['Őrs Łukasz Dvořák Nguyễn', 'Ors Lukasz Dvorák Nguyen'],
      ['e\u0301', 'é'], // composed by NFC
      ['a\u2212b \u2032x\u2033', `a-b 'x"`],
      ['👨‍👩‍👧 family', '? family'],
      ['  two\t\nlines\u00A0 here\u200B ', 'two lines here'],
    ]) {
      expect(toWinAnsi(text), text).toBe(winAnsi);
    }
    expect(toWinAnsi('\u0000\u0007')).toBe('');
    expect(toWinAnsi(undefined)).toBe('');
  });

  it('always returns something Helvetica and Courier can encode', async () => {
    const doc = await PDFDocument.create();
    const fonts = await Promise.all(
      [StandardFonts.Helvetica, StandardFonts.HelveticaBold, StandardFonts.CourierBold].map((f) => doc.embedFont(f)),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
        const out = toWinAnsi(s);
        for (const font of fonts) expect(() => font.encodeText(out)).not.toThrow();
      }),
      { numRuns: 500 },
    );
    // The whole of WinAnsi passes through unchanged (apart from the invisible soft hyphen).
    const charset = String.fromCodePoint(...(fonts[0]?.getCharacterSet() ?? [])).replace(/[ \u00A0\u00AD]/g, '');
    expect(toWinAnsi(charset)).toBe(charset);
  });
});

describe('formatting', () => {
  it('formats the purchase date as a UTC calendar day', () => {
    expect(formatLicenseDate('2026-11-23T10:15:00.000Z')).toBe('23 November 2026');
    expect(formatLicenseDate('2026-01-01T23:59:59Z')).toBe('1 January 2026');
    expect(formatLicenseDate('garbage')).toBe('garbage');
    expect(formatLicenseDate('')).toBe('\u2014');
  });

  it('formats amounts in major units with their currency', () => {
    expect(formatLicenseAmount(329, 'BDT')).toBe('BDT 329');
    expect(formatLicenseAmount(1299.5, 'BDT')).toBe('BDT 1,299.50');
    expect(formatLicenseAmount(2.99, 'USD')).toBe('USD 2.99');
    expect(formatLicenseAmount(3, 'USD')).toBe('USD 3.00');
    expect(formatLicenseAmount(0, 'BDT')).toBe('BDT 0');
    expect(formatLicenseAmount(null, null, null)).toBe('Included in subscription');
    expect(formatLicenseAmount(null, null, 5)).toBe('\u2014');
  });
});
