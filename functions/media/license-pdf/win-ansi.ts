/**
 * The standard PDF fonts only encode WinAnsi (Windows-1252), so every text value on the
 * certificate goes through `toWinAnsi` first: user-supplied names never make rendering throw.
 */

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
// eslint-disable-next-line no-control-regex, no-misleading-character-class -- matching controls and lone variation selectors is the point.
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
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- any input is accepted and printed as String() shows it.
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
