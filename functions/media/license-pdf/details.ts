/**
 * The middle of the page: the details table and the terms, laid out at the first density that
 * fits between the key panel and the footer, then drawn.
 */
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import type { LicensePdfInput } from '../license-pdf';
import { formatLicenseAmount } from './format';
import { ACCENT, CONTENT_WIDTH, drawLine, drawLines, fit, INK, MARGIN_X, MUTED, RULE, type Fitted, type Fonts } from './layout';
import { drawTerms, TERMS_BULLET_INDENT, wrapTerms } from './terms';
import { toWinAnsi } from './win-ansi';

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
const LABEL_WIDTH = 120;
const SECTION_HEAD = 24;

function layout(d: Density, input: LicensePdfInput, purchaseDate: string, fonts: Fonts) {
  const valueWidth = CONTENT_WIDTH - LABEL_WIDTH;
  const orderText =
    input.orderId === null || input.orderId === undefined
      ? '\u2014'
      : input.orderNumber
        ? toWinAnsi(input.orderNumber)
        : `#${toWinAnsi(input.orderId)}`;
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
    (row) =>
      2 * d.rowPad +
      row.blocks.reduce((h, b) => h + b.fitted.lines.length * b.fitted.size * LEADING, 0) -
      0.25 * (row.blocks[0]?.fitted.size ?? 0),
  );
  const terms = wrapTerms(fonts, d.terms, CONTENT_WIDTH - TERMS_BULLET_INDENT, input.tier);
  const termLeading = d.terms * 1.35;
  const termsHeight = terms.reduce((h, lines) => h + lines.length * termLeading + 3, 0);
  const total = SECTION_HEAD + rowHeights.reduce((a, b) => a + b, 0) + 18 + SECTION_HEAD + termsHeight;
  return { rows, rowHeights, rowPad: d.rowPad, terms, termSize: d.terms, termLeading, total };
}

/** Draws the details and the terms downwards from `y`, as dense as `available` height requires. */
export function drawDetailsAndTerms(
  page: PDFPage,
  fonts: Fonts,
  input: LicensePdfInput,
  purchaseDate: string,
  y: number,
  available: number,
): void {
  let chosen = layout(DENSITIES[0]!, input, purchaseDate, fonts);
  for (const density of DENSITIES.slice(1)) {
    if (chosen.total <= available) break;
    chosen = layout(density, input, purchaseDate, fonts);
  }
  const { rows, rowHeights, rowPad, terms, termSize, termLeading } = chosen;
  const valueX = MARGIN_X + LABEL_WIDTH;
  const rule = (thickness: number, color: RGB) =>
    page.drawLine({ start: { x: MARGIN_X, y: y + 6 }, end: { x: MARGIN_X + CONTENT_WIDTH, y: y + 6 }, thickness, color });
  const sectionTitle = (title: string) => {
    drawLine(page, title, MARGIN_X, y - 12, fonts.bold, 12, ACCENT);
    y -= SECTION_HEAD;
  };

  sectionTitle('Licence details');
  rule(1, ACCENT);
  rows.forEach((row, i) => {
    const height = rowHeights[i] ?? 0;
    const firstSize = row.blocks[0]?.fitted.size ?? 10;
    let by = y + 6 - rowPad - firstSize * 0.85;
    drawLine(page, row.label.toUpperCase(), MARGIN_X, by, fonts.bold, 7.5, MUTED);
    for (const block of row.blocks) by = drawLines(page, block.fitted, valueX, by, block.font, block.color, LEADING);
    y -= height;
    if (i < rows.length - 1) rule(0.5, RULE);
  });
  rule(1, ACCENT);
  y -= 18;

  sectionTitle('Licence terms');
  drawTerms(page, terms, fonts, y, termSize, termLeading);
}
