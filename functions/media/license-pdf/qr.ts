/** The verification QR code (vector, from the encoder core only) and clickable link areas. */
import {
  PDFHexString,
  fill,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingRgbColor,
  type PDFDocument,
  type PDFPage,
} from 'pdf-lib';
import type { QRCode, QRCodeOptions } from 'qrcode';
// The package entry also loads the PNG/SVG/terminal renderers and pngjs (~40 KB
// minified); the encoder core is all we draw from. Typed via @types/qrcode.
// @ts-expect-error -- deep import of an untyped CommonJS file
import * as qrcodeCore from 'qrcode/lib/core/qrcode.js';
import { BLACK, round } from './layout';

export const createQr = (qrcodeCore as { create: (text: string, options?: QRCodeOptions) => QRCode }).create;

/** The QR code as one filled path: a rectangle per horizontal run of dark modules. */
export function drawQr(page: PDFPage, qr: QRCode, x: number, y: number, size: number): void {
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
export function addLink(doc: PDFDocument, page: PDFPage, url: string, x: number, y: number, width: number, height: number): void {
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
