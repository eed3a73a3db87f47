/**
 * Which time buckets a period reads (pure, UTC). A range is its current window ending now and
 * the previous window of the same length just before it: 24h in hours, 7d/30d/90d in days, 1y in
 * calendar months (this month and the eleven before it), so a year reads 24 month buckets.
 */
import type { AnalyticsRange } from '../../../shared/api/analytics';

export type Granularity = 'hour' | 'day' | 'month';

export interface RangeWindows {
  granularity: Granularity;
  /** Bucket keys of the current window, oldest first (`yyyy-mm-ddThh`, `yyyy-mm-dd` or `yyyy-mm`). */
  current: string[];
  /** Bucket keys of the window before it, oldest first, as many as `current`. */
  previous: string[];
}

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

export const hourKey = (d: Date): string => d.toISOString().slice(0, 13);
export const dayKey = (d: Date): string => d.toISOString().slice(0, 10);
export const monthKey = (d: Date): string => d.toISOString().slice(0, 7);

/** The first instant of the month `offset` months from `d`'s (negative: earlier), in UTC. */
export function monthStart(d: Date, offset = 0): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1));
}

/** `count` consecutive keys ending with the one of `end`, oldest first. */
function keysEnding(granularity: Granularity, end: Date, count: number): string[] {
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    if (granularity === 'hour') out.push(hourKey(new Date(end.getTime() - i * HOUR_MS)));
    else if (granularity === 'day') out.push(dayKey(new Date(end.getTime() - i * DAY_MS)));
    else out.push(monthKey(monthStart(end, -i)));
  }
  return out;
}

const SPANS: Record<AnalyticsRange, { granularity: Granularity; count: number }> = {
  '24h': { granularity: 'hour', count: 24 },
  '7d': { granularity: 'day', count: 7 },
  '30d': { granularity: 'day', count: 30 },
  '90d': { granularity: 'day', count: 90 },
  '1y': { granularity: 'month', count: 12 },
};

export function rangeWindows(range: AnalyticsRange, now: Date): RangeWindows {
  const { granularity, count } = SPANS[range];
  const current = keysEnding(granularity, now, count);
  const previousEnd =
    granularity === 'hour'
      ? new Date(now.getTime() - count * HOUR_MS)
      : granularity === 'day'
        ? new Date(now.getTime() - count * DAY_MS)
        : monthStart(now, -count);
  return { granularity, current, previous: keysEnding(granularity, previousEnd, count) };
}

/** The last `days` day keys ending today, oldest first (the dashboard's revenue chart, active users). */
export const lastDays = (now: Date, days: number): string[] => keysEnding('day', now, days);

/**
 * Change from `previous` to `current` in percent, one decimal. From nothing to something is
 * +100% (there is no ratio to a zero), from nothing to nothing 0%.
 */
export function changePercent(current: number, previous: number): number {
  if (previous === 0) return current === 0 ? 0 : current > 0 ? 100 : -100;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}
