/**
 * `@pdf-lib/standard-fonts` with only the metrics of the fonts the licence PDF embeds
 * (`functions/media/license-pdf.ts`: Helvetica, Helvetica-Bold, Courier-Bold): the other eleven
 * add ~90 KB to its bundle. `infra/bundling.ts` aliases the package here; another font throws.
 * `Font.load` and `FontNames` follow the package's `es/Font.js`.
 */
import CourierBold from '../../node_modules/@pdf-lib/standard-fonts/es/Courier-Bold.compressed.json';
import HelveticaBold from '../../node_modules/@pdf-lib/standard-fonts/es/Helvetica-Bold.compressed.json';
import Helvetica from '../../node_modules/@pdf-lib/standard-fonts/es/Helvetica.compressed.json';
import { decompressJson } from '../../node_modules/@pdf-lib/standard-fonts/es/utils.js';

export * from '../../node_modules/@pdf-lib/standard-fonts/es/Encoding.js';

const compressedJsonForFontName = {
  Helvetica,
  'Helvetica-Bold': HelveticaBold,
  'Courier-Bold': CourierBold,
};

export const FontNames = {
  Courier: 'Courier',
  CourierBold: 'Courier-Bold',
  CourierOblique: 'Courier-Oblique',
  CourierBoldOblique: 'Courier-BoldOblique',
  Helvetica: 'Helvetica',
  HelveticaBold: 'Helvetica-Bold',
  HelveticaOblique: 'Helvetica-Oblique',
  HelveticaBoldOblique: 'Helvetica-BoldOblique',
  TimesRoman: 'Times-Roman',
  TimesRomanBold: 'Times-Bold',
  TimesRomanItalic: 'Times-Italic',
  TimesRomanBoldItalic: 'Times-BoldItalic',
  Symbol: 'Symbol',
  ZapfDingbats: 'ZapfDingbats',
};

const fontCache = {};

export class Font {
  getWidthOfGlyph = (glyphName) => this.CharWidths[glyphName];

  getXAxisKerningForPair = (leftGlyphName, rightGlyphName) => (this.KernPairXAmounts[leftGlyphName] || {})[rightGlyphName];

  static load(fontName) {
    const cached = fontCache[fontName];
    if (cached) return cached;
    const compressed = compressedJsonForFontName[fontName];
    if (!compressed) throw new Error(`Standard font ${fontName} is not bundled (see infra/bundling-shims/standard-fonts.mjs)`);
    const font = Object.assign(new Font(), JSON.parse(decompressJson(compressed)));
    font.CharWidths = font.CharMetrics.reduce((acc, metric) => {
      acc[metric.N] = metric.WX;
      return acc;
    }, {});
    font.KernPairXAmounts = font.KernPairs.reduce((acc, [name1, name2, width]) => {
      acc[name1] ??= {};
      acc[name1][name2] = width;
      return acc;
    }, {});
    fontCache[fontName] = font;
    return font;
  }
}
