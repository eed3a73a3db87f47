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
 *
 * This module composes the page; its pieces live in `license-pdf/`: WinAnsi text
 * (`win-ansi`), dates and amounts (`format`), text layout (`layout`), the QR code
 * (`qr`), the footer, the details table and the terms.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { drawDetailsAndTerms } from './license-pdf/details';
import { drawFooter } from './license-pdf/footer';
import { formatLicenseDate, parseDate } from './license-pdf/format';
import {
  ACCENT,
  CONTENT_WIDTH,
  INK,
  MARGIN_X,
  MUTED,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  PANEL,
  drawLine,
  drawLines,
  drawSpaced,
  fit,
  registerFonts,
  type Fonts,
} from './license-pdf/layout';
import { toWinAnsi } from './license-pdf/win-ansi';
import type { LicensePdfTier } from './license-pdf/tier-terms';

export interface LicensePdfInput {
  /** e.g. MM-7K2QD-9XG4M-PA1CZ-W3N8T */
  licenseKey: string;
  /** null for subscription downloads */
  orderId: number | null;
  /** The order's public name (INV-…), printed instead of the internal id. */
  orderNumber?: string;
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
  /** The store's name (the admin's `siteName`), e.g. 'SoundMarket' */
  issuer: string;
  /** The licence tier sold (issue 25): its contract replaces the generic terms. */
  tier?: LicensePdfTier;
}

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
  const plain = (s: unknown, max = 300) =>
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- any input is accepted and printed as String() shows it.
    String(s ?? '')
      .replace(/\s+/gu, ' ')
      .trim()
      .slice(0, max);
  doc.setTitle(`Licence ${plain(input.licenseKey, 100)}`);
  doc.setAuthor(plain(input.issuer) || issuer);
  doc.setSubject(
    `Music licence certificate for "${plain(input.songTitle)}" by ${plain(input.artist)}, issued to ${plain(input.buyerName)}`,
  );
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
  page.drawRectangle({
    x: MARGIN_X,
    y: panelTop - panelHeight,
    width: CONTENT_WIDTH,
    height: panelHeight,
    color: PANEL,
    borderColor: ACCENT,
    borderWidth: 0.8,
  });
  drawSpaced(page, 'LICENCE KEY', centerX, panelTop - 18, fonts.bold, 8, 1.5, MUTED);
  const keyFit = fit(key, fonts.mono, { size: 22, minSize: 9, maxLines: 1, maxWidth: CONTENT_WIDTH - 32 });
  drawLine(page, keyFit.lines[0] ?? '', centerX, panelTop - 46, fonts.mono, keyFit.size, INK, 'center');
  y = panelTop - panelHeight - 26;

  // Footer (fixed at the bottom): issuer on the left, QR code and verify URL on the right.
  const footerTop = drawFooter(doc, page, fonts, issuer, purchaseDate, verifyUrl);

  // Page foot line.
  const foot = fit(`${issuer}  \u00B7  Licence ${key}`, fonts.regular, { size: 7, minSize: 5, maxLines: 1, maxWidth: CONTENT_WIDTH });
  drawLine(page, foot.lines[0] ?? '', centerX, 38, fonts.regular, foot.size, MUTED, 'center');

  // Middle: details table then terms, at the first density that fits above the footer.
  drawDetailsAndTerms(page, fonts, input, purchaseDate, y, y - (footerTop + 8));

  return doc.save({ useObjectStreams: false });
}
