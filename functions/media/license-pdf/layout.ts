/**
 * Page geometry, colours and text layout: widths as viewers draw them, wrapping, fitting to a
 * number of lines, and lines of text written as bare operators (stable bytes, one font resource each).
 */
import {
  PDFName,
  PageSizes,
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
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

export const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
export const MARGIN_X = 64;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;

export const INK = rgb(0.11, 0.13, 0.2);
export const MUTED = rgb(0.4, 0.43, 0.5);
export const ACCENT = rgb(0.15, 0.25, 0.52);
export const RULE = rgb(0.83, 0.85, 0.89);
export const PANEL = rgb(0.95, 0.96, 0.985);
export const BLACK = rgb(0, 0, 0);
const ELLIPSIS = '\u2026';

export interface Fonts {
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
export function measure(font: PDFFont, text: string, size: number): number {
  let cache = charWidths.get(font);
  if (!cache) charWidths.set(font, (cache = new Map<string, number>()));
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

export interface Fitted {
  lines: string[];
  size: number;
}

/** Wraps at the largest size (in half points) that fits `maxLines`; at the minimum size it truncates with '…'. */
export function fit(text: string, font: PDFFont, { size, minSize, maxLines, maxWidth }: FitOptions): Fitted {
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

export type Align = 'left' | 'center' | 'right';

export const round = (n: number) => Math.round(n * 1000) / 1000;

/** Resource names of the fonts on the page (/F1, /F2…): one entry per font, where drawText would add a new suffixed key on every call. */
const fontKeys = new WeakMap<PDFFont, string>();

export function registerFonts(page: PDFPage, fonts: Fonts): void {
  [fonts.regular, fonts.bold, fonts.mono].forEach((font, i) => {
    const key = `F${i + 1}`;
    page.node.setFontDictionary(PDFName.of(key), font.ref);
    fontKeys.set(font, key);
  });
}

/** One line of text at (x, y) as a bare BT…ET block; `spacing` is extra space after each character (Tc). */
export function showLine(page: PDFPage, text: string, x: number, y: number, font: PDFFont, size: number, color: RGB, spacing = 0): void {
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

export function drawLine(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  font: PDFFont,
  size: number,
  color: RGB,
  align: Align = 'left',
): void {
  if (!text) return;
  const width = measure(font, text, size);
  const left = align === 'center' ? x - width / 2 : align === 'right' ? x - width : x;
  showLine(page, text, left, y, font, size, color);
}

/** Draws fitted lines downwards from baseline `y`; returns the baseline below the last line. */
export function drawLines(
  page: PDFPage,
  fitted: Fitted,
  x: number,
  y: number,
  font: PDFFont,
  color: RGB,
  leading: number,
  align: Align = 'left',
): number {
  for (const line of fitted.lines) {
    drawLine(page, line, x, y, font, fitted.size, color, align);
    y -= fitted.size * leading;
  }
  return y;
}

/** Letter-spaced, centred small caps-style line (the issuer name above the title). */
export function drawSpaced(
  page: PDFPage,
  text: string,
  centerX: number,
  y: number,
  font: PDFFont,
  size: number,
  spacing: number,
  color: RGB,
): void {
  const width = measure(font, text, size) + spacing * Math.max(0, text.length - 1);
  showLine(page, text, centerX - width / 2, y, font, size, color, spacing);
}
