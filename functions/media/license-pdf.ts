/**
 * The licence certificate a buyer downloads: one A4 page drawn with pdf-lib's
 * built-in fonts (no font files to ship) and a vector QR code linking to the
 * public verification page.
 *
 * Pure over its input: no clock, no randomness, no AWS. The same input always
 * gives byte-identical output, so a rendered certificate can be cached by key.
 *
 * The standard fonts only encode WinAnsi (Windows-1252), so every text value is
 * passed through `toWinAnsi` first: user-supplied names never make it throw.
 */
import {
  PDFDocument,
  PDFHexString,
  PDFName,
  PageSizes,
  StandardFonts,
  beginText,
  endText,
  fill,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setCharacterSpacing,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type PDFFont,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import type { QRCode, QRCodeOptions } from 'qrcode';
// The package entry also loads the PNG/SVG/terminal renderers and pngjs (~40 KB
// minified); the encoder core is all we draw from. Typed via @types/qrcode.
// @ts-expect-error -- deep import of an untyped CommonJS file
import * as qrcodeCore from 'qrcode/lib/core/qrcode.js';

const createQr = (qrcodeCore as { create: (text: string, options?: QRCodeOptions) => QRCode }).create;

export interface LicensePdfInput {
  /** e.g. MM-7K2QD-9XG4M-PA1CZ-W3N8T */
  licenseKey: string;
  /** null for subscription downloads */
  orderId: number | null;
  songTitle: string;
  artist: string;
  buyerName: string;
  buyerEmail: string;
  /** ISO 8601 */
  purchaseDate: string;
  amount: number | null;
  currency: 'BDT' | 'USD' | null;
  /** 'Single Song Purchase' | 'Subscription Download' */
  licenseType: string;
  /** Absolute: `${SITE_URL}/license-verify?key=<key>` */
  verifyUrl: string;
  /** 'Music Marketplace' */
  issuer: string;
}

// ---------------------------------------------------------------------------
// Text sanitising and formatting
// ---------------------------------------------------------------------------

/** Everything Helvetica/Courier can encode with WinAnsiEncoding (218 code points). */
const WIN_ANSI = new Set<number>([
  ...Array.from({ length: 95 }, (_, i) => 32 + i),
  ...Array.from({ length: 96 }, (_, i) => 160 + i),
  ...Array.from('ŒœŠšŸŽžƒˆ˜–—‘’‚“”„†‡•…‰‹›€™', (c) => c.codePointAt(0) ?? 0),
]);

const REPLACEMENTS: Record<string, string> = {
  '\u09F3': 'BDT ', // ৳ taka sign
  '\u2032': "'", // prime
  '\u2033': '"',
  '\u201B': "'",
  '\u201F': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '\u2014',
  '\u2212': '-',
  '\u2043': '-',
  '\u00A0': ' ',
  '\u2044': '/',
  '\u2215': '/',
  // Letters with no decomposition to a base letter plus accent.
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŀ: 'L',
  ŀ: 'l',
  Ŧ: 'T',
  ŧ: 't',
  ẞ: 'SS',
};

/** Invisible characters dropped outright: controls, zero-width, joiners, variation selectors, soft hyphen, BOM, tags. */
const INVISIBLE = /[\u0000-\u001F\u007F-\u009F\u00AD\u200B-\u200D\u2060\uFE00-\uFE0F\uFEFF\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
const COMBINING = /\p{M}/u;

/**
 * Maps any string to characters the standard PDF fonts can encode: WinAnsi
 * characters pass through, known look-alikes are substituted (৳ → 'BDT '),
 * accented letters outside WinAnsi lose their accent (ő → o), and each run of
 * anything else (emoji, CJK, Bengali…) becomes a single '?'. Whitespace is
 * collapsed to single spaces and the result trimmed. Never throws.
 */
export function toWinAnsi(value: unknown): string {
  const text = String(value ?? '')
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .replace(INVISIBLE, '');
  let out = '';
  let unknownRun = false;
  for (const ch of text) {
    const mapped = REPLACEMENTS[ch] ?? ch;
    let encoded = [...mapped].every((c) => WIN_ANSI.has(c.codePointAt(0) ?? -1)) ? mapped : '';
    if (!encoded) {
      const stripped = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      if (stripped && [...stripped].every((c) => WIN_ANSI.has(c.codePointAt(0) ?? -1))) encoded = stripped;
    }
    if (encoded) {
      out += encoded;
      unknownRun = false;
    } else if (COMBINING.test(ch)) {
      // A stray combining mark with nothing to combine with: drop it.
    } else if (!unknownRun) {
      out += '?';
      unknownRun = true;
    }
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const parseDate = (iso: string): Date | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** '2026-11-23T10:00:00Z' → '23 November 2026' (UTC calendar day); unparseable input is shown as given. */
export function formatLicenseDate(iso: string): string {
  const date = parseDate(iso);
  if (!date) return toWinAnsi(iso) || '\u2014';
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * 'BDT 329', 'BDT 1,299.50', 'USD 2.99'. Amounts are in major units (taka,
 * dollars). No amount (a subscription download) → 'Included in subscription'
 * when there is no order either, otherwise '—'.
 */
export function formatLicenseAmount(amount: number | null, currency: string | null, orderId: number | null = 0): string {
  if (amount === null || currency === null || !Number.isFinite(amount)) {
    return orderId === null ? 'Included in subscription' : '\u2014';
  }
  const decimals = currency === 'BDT' && Number.isInteger(amount) ? 0 : 2;
  const [whole = '0', fraction] = Math.abs(amount).toFixed(decimals).split('.');
  const number = groupThousands(whole) + (fraction ? `.${fraction}` : '');
  return `${toWinAnsi(currency)} ${amount < 0 ? '-' : ''}${number}`;
}

// ---------------------------------------------------------------------------
// Layout primitives
// ---------------------------------------------------------------------------

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4 as [number, number];
const MARGIN_X = 64;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;

const INK = rgb(0.11, 0.13, 0.2);
const MUTED = rgb(0.4, 0.43, 0.5);
const ACCENT = rgb(0.15, 0.25, 0.52);
const RULE = rgb(0.83, 0.85, 0.89);
const PANEL = rgb(0.95, 0.96, 0.985);
const BLACK = rgb(0, 0, 0);
const ELLIPSIS = '\u2026';

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
}

const charWidths = new WeakMap<PDFFont, Map<string, number>>();

/**
 * Width of a sanitised string as viewers draw it with Tj: the sum of the glyph
 * widths, no kerning (pdf-lib's widthOfTextAtSize applies kerning pairs, which
 * a plain Tj does not).
 */
function measure(font: PDFFont, text: string, size: number): number {
  let cache = charWidths.get(font);
  if (!cache) charWidths.set(font, (cache = new Map()));
  let units = 0;
  for (const ch of text) {
    let w = cache.get(ch);
    if (w === undefined) cache.set(ch, (w = font.widthOfTextAtSize(ch, 1000)));
    units += w;
  }
  return (units * size) / 1000;
}

/**
 * Breaks one sanitised string into lines no wider than `maxWidth`, at spaces,
 * splitting words that are longer than a line. Stops once it has more than
 * `limit` lines (enough to know the text does not fit).
 */
function wrap(text: string, font: PDFFont, size: number, maxWidth: number, limit = Infinity): string[] {
  const space = measure(font, ' ', size);
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(' ')) {
    if (lines.length > limit) break;
    if (!word) continue;
    const w = measure(font, word, size);
    if (line && lineWidth + space + w <= maxWidth) {
      line += ` ${word}`;
      lineWidth += space + w;
      continue;
    }
    if (line) lines.push(line);
    [line, lineWidth] = ['', 0];
    if (w <= maxWidth) {
      [line, lineWidth] = [word, w];
      continue;
    }
    for (const ch of word) {
      const cw = measure(font, ch, size);
      if (line && lineWidth + cw > maxWidth) {
        lines.push(line);
        [line, lineWidth] = ['', 0];
        if (lines.length > limit) break;
      }
      line += ch;
      lineWidth += cw;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

interface FitOptions {
  size: number;
  minSize: number;
  maxLines: number;
  maxWidth: number;
}

interface Fitted {
  lines: string[];
  size: number;
}

/** Wraps at the largest size (in half points) that fits `maxLines`; at the minimum size it truncates with '…'. */
function fit(text: string, font: PDFFont, { size, minSize, maxLines, maxWidth }: FitOptions): Fitted {
  for (let s = size; s >= minSize; s -= 0.5) {
    const lines = wrap(text, font, s, maxWidth, maxLines);
    if (lines.length <= maxLines) return { lines, size: s };
  }
  const lines = wrap(text, font, minSize, maxWidth, maxLines).slice(0, maxLines);
  let last = lines[lines.length - 1] ?? '';
  while (last && measure(font, last + ELLIPSIS, minSize) > maxWidth) last = last.slice(0, -1);
  lines[lines.length - 1] = last.trimEnd() + ELLIPSIS;
  return { lines, size: minSize };
}

type Align = 'left' | 'center' | 'right';

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Resource names of the fonts on the page (/F1, /F2…): one entry per font, where drawText would add a new suffixed key on every call. */
const fontKeys = new WeakMap<PDFFont, string>();

function registerFonts(page: PDFPage, fonts: Fonts): void {
  [fonts.regular, fonts.bold, fonts.mono].forEach((font, i) => {
    const key = `F${i + 1}`;
    page.node.setFontDictionary(PDFName.of(key), font.ref);
    fontKeys.set(font, key);
  });
}

/** One line of text at (x, y) as a bare BT…ET block; `spacing` is extra space after each character (Tc). */
function showLine(page: PDFPage, text: string, x: number, y: number, font: PDFFont, size: number, color: RGB, spacing = 0): void {
  const key = fontKeys.get(font);
  if (!key) throw new Error('Font not registered on the page');
  const ops = [
    beginText(),
    setFillingRgbColor(color.red, color.green, color.blue),
    setFontAndSize(key, size),
    setTextMatrix(1, 0, 0, 1, round(x), round(y)),
    showText(font.encodeText(text)),
    endText(),
  ];
  page.pushOperators(...(spacing ? [pushGraphicsState(), setCharacterSpacing(spacing), ...ops, popGraphicsState()] : ops));
}

function drawLine(page: PDFPage, text: string, x: number, y: number, font: PDFFont, size: number, color: RGB, align: Align = 'left'): void {
  if (!text) return;
  const width = measure(font, text, size);
  const left = align === 'center' ? x - width / 2 : align === 'right' ? x - width : x;
  showLine(page, text, left, y, font, size, color);
}

/** Draws fitted lines downwards from baseline `y`; returns the baseline below the last line. */
function drawLines(page: PDFPage, fitted: Fitted, x: number, y: number, font: PDFFont, color: RGB, leading: number, align: Align = 'left'): number {
  for (const line of fitted.lines) {
    drawLine(page, line, x, y, font, fitted.size, color, align);
    y -= fitted.size * leading;
  }
  return y;
}

/** Letter-spaced, centred small caps-style line (the issuer name above the title). */
function drawSpaced(page: PDFPage, text: string, centerX: number, y: number, font: PDFFont, size: number, spacing: number, color: RGB): void {
  const width = measure(font, text, size) + spacing * Math.max(0, text.length - 1);
  showLine(page, text, centerX - width / 2, y, font, size, color, spacing);
}

/** The QR code as one filled path: a rectangle per horizontal run of dark modules. */
function drawQr(page: PDFPage, qr: QRCode, x: number, y: number, size: number): void {
  const n = qr.modules.size;
  const cell = size / n;
  const ops = [pushGraphicsState(), setFillingRgbColor(BLACK.red, BLACK.green, BLACK.blue)];
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!qr.modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && qr.modules.get(row, col)) col++;
      const top = y + size - row * cell;
      ops.push(rectangle(round(x + start * cell), round(top - cell), round((col - start) * cell), round(cell)));
    }
  }
  ops.push(fill(), popGraphicsState());
  page.pushOperators(...ops);
}

const isPrintableAscii = (s: string) => /^[\x21-\x7E]+$/.test(s);
const asciiHex = (s: string) => Array.from(s, (c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');

/** A clickable URI annotation over a rectangle of the page (ASCII URLs only). */
function addLink(doc: PDFDocument, page: PDFPage, url: string, x: number, y: number, width: number, height: number): void {
  if (!isPrintableAscii(url)) return;
  const annotation = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [x, y, x + width, y + height],
    Border: [0, 0, 0],
    A: { Type: 'Action', S: 'URI', URI: PDFHexString.of(asciiHex(url)) },
  });
  page.node.addAnnot(doc.context.register(annotation));
}

// ---------------------------------------------------------------------------
// The certificate
// ---------------------------------------------------------------------------

interface Run {
  text: string;
  bold?: boolean;
}

const TERMS: Run[][] = [
  [{ text: 'Lifetime licence.', bold: true }, { text: 'The licence does not expire and needs no renewal.' }],
  [
    { text: 'Commercial use permitted,', bold: true },
    { text: 'including videos, podcasts, live streams, advertisements, games and client work.' },
  ],
  [{ text: 'Formats:', bold: true }, { text: '320 kbps MP3, and WAV where supplied.' }],
  [{ text: 'No resale or redistribution', bold: true }, { text: 'of the audio file itself, whether alone or in a collection of audio files.' }],
  [{ text: 'No claim of authorship.', bold: true }, { text: 'The recording remains the work of the artist.' }],
  [
    { text: 'Non-exclusive and non-transferable.', bold: true },
    { text: 'The artist may license the recording to others; this licence belongs to the licensee named above only.' },
  ],
];

interface Word {
  text: string;
  font: PDFFont;
}

/** Wraps mixed regular/bold runs into lines of words. */
function wrapRuns(runs: Run[], fonts: Fonts, size: number, maxWidth: number): Word[][] {
  const space = measure(fonts.regular, ' ', size);
  const lines: Word[][] = [];
  let line: Word[] = [];
  let lineWidth = 0;
  for (const run of runs) {
    const font = run.bold ? fonts.bold : fonts.regular;
    for (const text of run.text.split(' ').filter(Boolean)) {
      const w = measure(font, text, size);
      const needed = line.length ? lineWidth + space + w : w;
      if (line.length && needed > maxWidth) {
        lines.push(line);
        line = [{ text, font }];
        lineWidth = w;
      } else {
        line.push({ text, font });
        lineWidth = needed;
      }
    }
  }
  if (line.length) lines.push(line);
  return lines;
}

interface Row {
  label: string;
  blocks: { fitted: Fitted; font: PDFFont; color: RGB }[];
}

interface Density {
  value: number;
  titleLines: number;
  otherLines: number;
  rowPad: number;
  terms: number;
}

/** Tried in order until the details table and the terms fit above the footer. */
const DENSITIES: Density[] = [
  { value: 10.5, titleLines: 5, otherLines: 2, rowPad: 6, terms: 9 },
  { value: 10.5, titleLines: 4, otherLines: 2, rowPad: 5, terms: 9 },
  { value: 10, titleLines: 3, otherLines: 2, rowPad: 4.5, terms: 8.5 },
  { value: 9.5, titleLines: 2, otherLines: 2, rowPad: 3.5, terms: 8 },
  { value: 9, titleLines: 2, otherLines: 1, rowPad: 3.5, terms: 8 },
];
const LEADING = 1.25;

/**
 * Renders the licence certificate. Same input → byte-identical PDF (no
 * timestamps other than the purchase date, no document ID). Text is
 * sanitised to WinAnsi, so it never throws on names, titles or emails.
 */
export async function renderLicensePdf(input: LicensePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.CourierBold),
  };
  const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  registerFonts(page, fonts);

  const key = toWinAnsi(input.licenseKey) || '\u2014';
  const issuer = toWinAnsi(input.issuer) || 'Music Marketplace';
  const verifyUrl = String(input.verifyUrl ?? '').trim();
  const purchaseDate = formatLicenseDate(input.purchaseDate);

  // Metadata: PDF text strings are UTF-16, so the original (unsanitised) values are kept.
  const plain = (s: unknown, max = 300) => String(s ?? '').replace(/\s+/gu, ' ').trim().slice(0, max);
  doc.setTitle(`Licence ${plain(input.licenseKey, 100)}`);
  doc.setAuthor(plain(input.issuer) || issuer);
  doc.setSubject(`Music licence certificate for "${plain(input.songTitle)}" by ${plain(input.artist)}, issued to ${plain(input.buyerName)}`);
  doc.setKeywords(['music licence', 'certificate', plain(input.licenseKey, 100)]);
  doc.setCreator(`${plain(input.issuer) || issuer} licence service`);
  doc.setProducer('pdf-lib (https://pdf-lib.js.org)');
  doc.setLanguage('en-GB');
  const created = parseDate(input.purchaseDate);
  if (created) {
    doc.setCreationDate(created);
    doc.setModificationDate(created);
  }

  // Frame: a strong outer border and a hairline inner one.
  page.drawRectangle({ x: 22, y: 22, width: PAGE_WIDTH - 44, height: PAGE_HEIGHT - 44, borderColor: ACCENT, borderWidth: 2.5 });
  page.drawRectangle({ x: 29, y: 29, width: PAGE_WIDTH - 58, height: PAGE_HEIGHT - 58, borderColor: ACCENT, borderWidth: 0.6 });

  const centerX = PAGE_WIDTH / 2;
  let y = PAGE_HEIGHT - 70;

  // Header: issuer, title, rule, one-line explanation.
  const headerSpacing = Math.min(2, (0.3 * CONTENT_WIDTH) / Math.max(1, issuer.length));
  const issuerCaps = fit(issuer.toUpperCase(), fonts.bold, { size: 10, minSize: 7, maxLines: 1, maxWidth: 0.7 * CONTENT_WIDTH });
  drawSpaced(page, issuerCaps.lines[0] ?? '', centerX, y, fonts.bold, issuerCaps.size, headerSpacing, ACCENT);
  y -= 34;
  drawLine(page, 'Music Licence Certificate', centerX, y, fonts.bold, 28, INK, 'center');
  y -= 16;
  page.drawLine({ start: { x: centerX - 36, y }, end: { x: centerX + 36, y }, thickness: 1.5, color: ACCENT });
  y -= 20;
  const intro = fit(
    'This certificate confirms that the licensee named below holds a licence to use the recording described, on the terms set out on this page.',
    fonts.regular,
    { size: 10, minSize: 10, maxLines: 2, maxWidth: CONTENT_WIDTH - 40 },
  );
  y = drawLines(page, intro, centerX, y, fonts.regular, MUTED, 1.35, 'center');

  // Licence key panel.
  const panelHeight = 64;
  const panelTop = y - 6;
  page.drawRectangle({ x: MARGIN_X, y: panelTop - panelHeight, width: CONTENT_WIDTH, height: panelHeight, color: PANEL, borderColor: ACCENT, borderWidth: 0.8 });
  drawSpaced(page, 'LICENCE KEY', centerX, panelTop - 18, fonts.bold, 8, 1.5, MUTED);
  const keyFit = fit(key, fonts.mono, { size: 22, minSize: 9, maxLines: 1, maxWidth: CONTENT_WIDTH - 32 });
  drawLine(page, keyFit.lines[0] ?? '', centerX, panelTop - 46, fonts.mono, keyFit.size, INK, 'center');
  y = panelTop - panelHeight - 26;

  // Footer (fixed at the bottom): issuer on the left, QR code and verify URL on the right.
  const footerBottom = 52;
  const qrSize = 96;
  const qrColumnWidth = 200;
  const qrCenterX = PAGE_WIDTH - MARGIN_X - qrColumnWidth / 2;
  const urlFit = fit(toWinAnsi(verifyUrl) || '\u2014', fonts.regular, { size: 7.5, minSize: 6, maxLines: 4, maxWidth: qrColumnWidth });
  const urlLeading = urlFit.size * 1.3;
  const urlBlockHeight = urlFit.lines.length * urlLeading;
  const qrBottom = footerBottom + urlBlockHeight + 18;
  const footerTop = qrBottom + qrSize + 6;

  let qr: QRCode | null = null;
  try {
    qr = verifyUrl ? createQr(verifyUrl, { errorCorrectionLevel: 'M' }) : null;
  } catch {
    qr = null; // Longer than a version-40 symbol holds: the printed URL still stands.
  }
  if (qr) {
    drawQr(page, qr, qrCenterX - qrSize / 2, qrBottom, qrSize);
    addLink(doc, page, verifyUrl, qrCenterX - qrSize / 2, qrBottom, qrSize, qrSize);
  }
  let urlY = qrBottom - 15;
  drawLine(page, 'Verify this licence at', qrCenterX, urlY, fonts.bold, 8, INK, 'center');
  urlY -= urlLeading + 1;
  const urlTop = urlY + urlFit.size;
  urlY = drawLines(page, urlFit, qrCenterX, urlY, fonts.regular, ACCENT, 1.3, 'center');
  addLink(doc, page, verifyUrl, qrCenterX - qrColumnWidth / 2, urlY + urlLeading - 2, qrColumnWidth, urlTop - (urlY + urlLeading - 2));

  const leftWidth = CONTENT_WIDTH - qrColumnWidth - 30;
  let fy = footerTop - 26;
  drawLine(page, 'ISSUED BY', MARGIN_X, fy, fonts.bold, 7.5, MUTED);
  fy -= 16;
  fy = drawLines(page, fit(issuer, fonts.bold, { size: 13, minSize: 8, maxLines: 2, maxWidth: leftWidth }), MARGIN_X, fy, fonts.bold, INK, 1.2);
  drawLine(page, `on ${purchaseDate}`, MARGIN_X, fy + 1, fonts.regular, 9.5, INK);
  fy -= 14;
  page.drawLine({ start: { x: MARGIN_X, y: fy }, end: { x: MARGIN_X + Math.min(leftWidth, 180), y: fy }, thickness: 0.6, color: RULE });
  fy -= 13;
  const note = fit(
    'This certificate was issued electronically and is valid without a signature. Anyone can confirm it by scanning the QR code or entering the licence key on the verification page.',
    fonts.regular,
    { size: 7.5, minSize: 7.5, maxLines: 4, maxWidth: leftWidth },
  );
  drawLines(page, note, MARGIN_X, fy, fonts.regular, MUTED, 1.35);

  // Page foot line.
  const foot = fit(`${issuer}  \u00B7  Licence ${key}`, fonts.regular, { size: 7, minSize: 5, maxLines: 1, maxWidth: CONTENT_WIDTH });
  drawLine(page, foot.lines[0] ?? '', centerX, 38, fonts.regular, foot.size, MUTED, 'center');

  // Middle: details table then terms, at the first density that fits above the footer.
  const labelWidth = 120;
  const valueX = MARGIN_X + labelWidth;
  const valueWidth = CONTENT_WIDTH - labelWidth;
  const orderText = input.orderId === null || input.orderId === undefined ? '\u2014' : `#${toWinAnsi(input.orderId)}`;

  const layout = (d: Density) => {
    const value = (text: string, opts: { bold?: boolean; lines?: number; size?: number; color?: RGB } = {}) => {
      const font = opts.bold ? fonts.bold : fonts.regular;
      const size = opts.size ?? d.value;
      const fitted = fit(text || '\u2014', font, { size, minSize: Math.min(size, 8), maxLines: opts.lines ?? 1, maxWidth: valueWidth });
      return { fitted, font, color: opts.color ?? INK };
    };
    const rows: Row[] = [
      { label: 'Song', blocks: [value(toWinAnsi(input.songTitle), { bold: true, lines: d.titleLines, size: d.value + 1 })] },
      { label: 'Artist', blocks: [value(toWinAnsi(input.artist), { lines: d.otherLines })] },
      {
        label: 'Licensee',
        blocks: [
          value(toWinAnsi(input.buyerName), { lines: d.otherLines }),
          value(toWinAnsi(input.buyerEmail), { size: d.value - 1, color: MUTED }),
        ],
      },
      { label: 'Purchase date', blocks: [value(purchaseDate)] },
      { label: 'Amount paid', blocks: [value(formatLicenseAmount(input.amount, input.currency, input.orderId))] },
      { label: 'Licence type', blocks: [value(toWinAnsi(input.licenseType), { lines: d.otherLines })] },
      { label: 'Order number', blocks: [value(orderText)] },
    ];
    const rowHeights = rows.map(
      (row) => 2 * d.rowPad + row.blocks.reduce((h, b) => h + b.fitted.lines.length * b.fitted.size * LEADING, 0) - 0.25 * (row.blocks[0]?.fitted.size ?? 0),
    );
    const bulletIndent = 14;
    const terms = TERMS.map((runs) => wrapRuns(runs, fonts, d.terms, CONTENT_WIDTH - bulletIndent));
    const termLeading = d.terms * 1.35;
    const termsHeight = terms.reduce((h, lines) => h + lines.length * termLeading + 3, 0);
    const sectionHead = 24;
    const total = sectionHead + rowHeights.reduce((a, b) => a + b, 0) + 18 + sectionHead + termsHeight;
    return { rows, rowHeights, rowPad: d.rowPad, terms, termSize: d.terms, termLeading, bulletIndent, sectionHead, total };
  };

  const available = y - (footerTop + 8);
  let chosen = layout(DENSITIES[0]!);
  for (const density of DENSITIES.slice(1)) {
    if (chosen.total <= available) break;
    chosen = layout(density);
  }
  const { rows, rowHeights, rowPad, terms, termSize, termLeading, bulletIndent, sectionHead } = chosen;

  const sectionTitle = (title: string) => {
    drawLine(page, title, MARGIN_X, y - 12, fonts.bold, 12, ACCENT);
    y -= sectionHead;
  };

  sectionTitle('Licence details');
  page.drawLine({ start: { x: MARGIN_X, y: y + 6 }, end: { x: MARGIN_X + CONTENT_WIDTH, y: y + 6 }, thickness: 1, color: ACCENT });
  rows.forEach((row, i) => {
    const height = rowHeights[i] ?? 0;
    const firstSize = row.blocks[0]?.fitted.size ?? 10;
    let by = y + 6 - rowPad - firstSize * 0.85;
    drawLine(page, row.label.toUpperCase(), MARGIN_X, by, fonts.bold, 7.5, MUTED);
    for (const block of row.blocks) by = drawLines(page, block.fitted, valueX, by, block.font, block.color, LEADING);
    y -= height;
    if (i < rows.length - 1) page.drawLine({ start: { x: MARGIN_X, y: y + 6 }, end: { x: MARGIN_X + CONTENT_WIDTH, y: y + 6 }, thickness: 0.5, color: RULE });
  });
  page.drawLine({ start: { x: MARGIN_X, y: y + 6 }, end: { x: MARGIN_X + CONTENT_WIDTH, y: y + 6 }, thickness: 1, color: ACCENT });
  y -= 18;

  sectionTitle('Licence terms');
  const space = measure(fonts.regular, ' ', termSize);
  for (const lines of terms) {
    const baseline = y - termSize + 1;
    page.drawCircle({ x: MARGIN_X + 4, y: baseline + termSize * 0.33, size: 1.6, color: ACCENT });
    for (const words of lines) {
      // Consecutive words in the same font go out as one string.
      let x = MARGIN_X + bulletIndent;
      let i = 0;
      while (i < words.length) {
        const font = words[i]!.font;
        let j = i;
        while (j < words.length && words[j]!.font === font) j++;
        const segment = words.slice(i, j).map((w) => w.text).join(' ');
        showLine(page, segment, x, y - termSize + 1, font, termSize, INK);
        x += measure(font, segment, termSize) + space;
        i = j;
      }
      y -= termLeading;
    }
    y -= 3;
  }

  return doc.save({ useObjectStreams: false });
}
