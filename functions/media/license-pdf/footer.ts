/** The footer, fixed at the bottom: issuer and note on the left, QR code and verify URL on the right. */
import type { PDFDocument, PDFPage } from 'pdf-lib';
import { ACCENT, CONTENT_WIDTH, drawLine, drawLines, fit, INK, MARGIN_X, MUTED, PAGE_WIDTH, RULE, type Fonts } from './layout';
import { addLink, createQr, drawQr } from './qr';
import { toWinAnsi } from './win-ansi';

/** Returns the footer's top edge: the page's content must stay above it. */
export function drawFooter(doc: PDFDocument, page: PDFPage, fonts: Fonts, issuer: string, purchaseDate: string, verifyUrl: string): number {
  const footerBottom = 52;
  const qrSize = 96;
  const qrColumnWidth = 200;
  const qrCenterX = PAGE_WIDTH - MARGIN_X - qrColumnWidth / 2;
  const urlFit = fit(toWinAnsi(verifyUrl) || '\u2014', fonts.regular, { size: 7.5, minSize: 6, maxLines: 4, maxWidth: qrColumnWidth });
  const urlLeading = urlFit.size * 1.3;
  const urlBlockHeight = urlFit.lines.length * urlLeading;
  const qrBottom = footerBottom + urlBlockHeight + 18;
  const footerTop = qrBottom + qrSize + 6;

  let qr: ReturnType<typeof createQr> | null;
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
  fy = drawLines(
    page,
    fit(issuer, fonts.bold, { size: 13, minSize: 8, maxLines: 2, maxWidth: leftWidth }),
    MARGIN_X,
    fy,
    fonts.bold,
    INK,
    1.2,
  );
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
  return footerTop;
}
