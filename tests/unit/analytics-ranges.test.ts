import { describe, expect, it } from 'vitest';
import { changePercent, lastDays, monthStart, rangeWindows } from '../../functions/domain/analytics/ranges';

const at = (iso: string) => new Date(iso);

describe('analytics range windows', () => {
  it('7d is the last seven days ending today, and the seven days before them', () => {
    const w = rangeWindows('7d', at('2026-11-24T10:00:00Z'));
    expect(w.granularity).toBe('day');
    expect(w.current).toEqual(['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24']);
    expect(w.previous).toEqual(['2026-11-11', '2026-11-12', '2026-11-13', '2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17']);
  });

  it('day windows cross month and year boundaries, leap day included', () => {
    const w = rangeWindows('7d', at('2024-03-02T00:00:00Z'));
    expect(w.current).toEqual(['2024-02-25', '2024-02-26', '2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02']);
    expect(rangeWindows('30d', at('2027-01-05T23:59:59Z')).current[0]).toBe('2026-12-07');
  });

  it('24h is 24 hour buckets ending with the current hour, the previous 24 before them', () => {
    const w = rangeWindows('24h', at('2026-11-24T13:45:00Z'));
    expect(w.granularity).toBe('hour');
    expect(w.current).toHaveLength(24);
    expect(w.current[0]).toBe('2026-11-23T14');
    expect(w.current[23]).toBe('2026-11-24T13');
    expect(w.previous[0]).toBe('2026-11-22T14');
    expect(w.previous[23]).toBe('2026-11-23T13');
  });

  it('1y is this month and the eleven before it, against the twelve months before those (24 buckets)', () => {
    const w = rangeWindows('1y', at('2026-03-31T12:00:00Z'));
    expect(w.granularity).toBe('month');
    expect(w.current).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(w.previous[0]).toBe('2024-04');
    expect(w.previous[11]).toBe('2025-03');
  });

  it('month steps never skip a short month (the 31st does not roll into the next month)', () => {
    expect(monthStart(at('2026-03-31T00:00:00Z'), -1).toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(monthStart(at('2026-01-15T00:00:00Z'), -1).toISOString()).toBe('2025-12-01T00:00:00.000Z');
  });

  it('90d windows are 90 distinct consecutive days each, with no overlap', () => {
    const w = rangeWindows('90d', at('2026-11-24T00:00:00Z'));
    expect(new Set([...w.previous, ...w.current]).size).toBe(180);
    expect(w.previous[89]! < w.current[0]!).toBe(true);
  });

  it('lastDays ends with today', () => {
    expect(lastDays(at('2026-12-01T01:00:00Z'), 3)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
  });
});

describe('change percent', () => {
  it('is the relative change to one decimal', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(50, 100)).toBe(-50);
    expect(changePercent(1, 3)).toBe(-66.7);
  });

  it('from zero to something is +100%, from zero to zero 0%', () => {
    expect(changePercent(7, 0)).toBe(100);
    expect(changePercent(0, 0)).toBe(0);
  });

  it('to zero is -100%', () => {
    expect(changePercent(0, 40)).toBe(-100);
  });
});
