/** The licence terms: fixed text with bold lead-ins, wrapped as mixed runs and drawn as bullets. */
import type { PDFFont, PDFPage } from 'pdf-lib';
import { ACCENT, INK, MARGIN_X, measure, showLine, type Fonts } from './layout';
import { tierTerms, type LicensePdfTier } from './tier-terms';

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
  [
    { text: 'No resale or redistribution', bold: true },
    { text: 'of the audio file itself, whether alone or in a collection of audio files.' },
  ],
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

/** Per term, its lines of words. */
export type WrappedTerms = Word[][][];

export const TERMS_BULLET_INDENT = 14;

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

export const wrapTerms = (fonts: Fonts, size: number, maxWidth: number, tier?: LicensePdfTier): WrappedTerms =>
  (tier ? tierTerms(tier) : TERMS).map((runs) => wrapRuns(runs, fonts, size, maxWidth));

/** Draws the bullets downwards from `y`; returns the `y` below the last one. */
export function drawTerms(page: PDFPage, terms: WrappedTerms, fonts: Fonts, y: number, termSize: number, termLeading: number): number {
  const space = measure(fonts.regular, ' ', termSize);
  for (const lines of terms) {
    const baseline = y - termSize + 1;
    page.drawCircle({ x: MARGIN_X + 4, y: baseline + termSize * 0.33, size: 1.6, color: ACCENT });
    for (const words of lines) {
      // Consecutive words in the same font go out as one string.
      let x = MARGIN_X + TERMS_BULLET_INDENT;
      let i = 0;
      while (i < words.length) {
        const font = words[i]!.font;
        let j = i;
        while (j < words.length && words[j]!.font === font) j++;
        const segment = words
          .slice(i, j)
          .map((w) => w.text)
          .join(' ');
        showLine(page, segment, x, y - termSize + 1, font, termSize, INK);
        x += measure(font, segment, termSize) + space;
        i = j;
      }
      y -= termLeading;
    }
    y -= 3;
  }
  return y;
}
