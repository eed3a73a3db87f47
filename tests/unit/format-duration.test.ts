import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../shared/format';

describe('formatDuration: one rounding for every length on screen (issue 21)', () => {
  it('rounds to the nearest second, so a 29.98 s preview reads 0:30 wherever it shows', () => {
    expect(formatDuration(29.98)).toBe('0:30');
    expect(formatDuration(30)).toBe('0:30');
    expect(formatDuration(30.4)).toBe('0:30');
    expect(formatDuration(29.4)).toBe('0:29');
  });

  it('writes minutes and seconds, and hours past an hour', () => {
    expect(formatDuration(185)).toBe('3:05');
    expect(formatDuration(3599.6)).toBe('1:00:00');
    expect(formatDuration(3725)).toBe('1:02:05');
  });

  it('shows nothing negative or unknown as a length', () => {
    expect(formatDuration(-3)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});
