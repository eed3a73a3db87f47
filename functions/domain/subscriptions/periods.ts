/** Quota periods (calendar, UTC) and plan durations. Pure. */
import { addMonths } from 'date-fns/addMonths';
import { addYears } from 'date-fns/addYears';
import type { LimitPeriod } from '../../../shared/api/subscriptions';

const DAY = 86_400_000;

/** The start of the period containing `now`: day, ISO week (Monday), month or year. */
export function periodStart(period: LimitPeriod, now: Date): Date {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  switch (period) {
    case 'daily':
      return new Date(Date.UTC(y, m, d));
    case 'weekly': {
      const weekday = (now.getUTCDay() + 6) % 7; // Monday = 0
      return new Date(Date.UTC(y, m, d) - weekday * DAY);
    }
    case 'monthly':
      return new Date(Date.UTC(y, m, 1));
    case 'yearly':
      return new Date(Date.UTC(y, 0, 1));
  }
}

export function nextPeriodStart(period: LimitPeriod, now: Date): Date {
  const start = periodStart(period, now);
  switch (period) {
    case 'daily':
      return new Date(start.getTime() + DAY);
    case 'weekly':
      return new Date(start.getTime() + 7 * DAY);
    case 'monthly':
      return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    case 'yearly':
      return new Date(Date.UTC(start.getUTCFullYear() + 1, 0, 1));
  }
}

/** A key naming the period, stored with the counter: a new key means the counter starts again. */
export const periodKey = (period: LimitPeriod, now: Date): string => `${period}:${periodStart(period, now).toISOString().slice(0, 10)}`;

/**
 * A Date whose calendar getters and setters are UTC, so date-fns's calendar arithmetic (which
 * reads local fields) works on UTC days whatever the machine's time zone.
 */
class UtcDate extends Date {
  override getFullYear() {
    return this.getUTCFullYear();
  }
  override getMonth() {
    return this.getUTCMonth();
  }
  override getDate() {
    return this.getUTCDate();
  }
  override setFullYear(year: number, month?: number, date?: number) {
    return this.setUTCFullYear(year, month ?? this.getUTCMonth(), date ?? this.getUTCDate());
  }
  override setMonth(month: number, date?: number) {
    return this.setUTCMonth(month, date ?? this.getUTCDate());
  }
}

/**
 * End of a subscription started at `start`: monthly and yearly by calendar, clamped to the
 * month's last day (31 January + 1 month = 28 or 29 February, never 3 March), lifetime never.
 */
export function subscriptionEnd(duration: 'monthly' | 'yearly' | 'lifetime', start: Date): Date | undefined {
  if (duration === 'lifetime') return undefined;
  const from = new UtcDate(start.getTime());
  const end = duration === 'monthly' ? addMonths(from, 1) : addYears(from, 1);
  return new Date(end.getTime());
}

/**
 * End of the `periods`-th period of a subscription started at `anchor`, counted from the start
 * each time (31 January renews to 28/29 February, then 31 March, never drifting to the 28th).
 */
export function renewedEnd(duration: 'monthly' | 'yearly', anchor: Date, periods: number): Date {
  const from = new UtcDate(anchor.getTime());
  return new Date((duration === 'monthly' ? addMonths(from, periods) : addYears(from, periods)).getTime());
}

/**
 * The end of the period a renewal adds: one period after `endAt`, kept on the start's day of the
 * month when that month has it (a plan started on 31 January ends 28 February, then 31 March,
 * never drifting to the 28th). `periodsPaid` counts the periods from `startAt` to `endAt`.
 */
export function renewalEnd(duration: 'monthly' | 'yearly', endAt: string, startAt: string | undefined, periodsPaid: number): Date {
  const oldEnd = new Date(endAt);
  const plain = subscriptionEnd(duration, oldEnd)!;
  if (!startAt) return plain;
  const anchored = renewedEnd(duration, new Date(startAt), periodsPaid + 1);
  const sameMonth = anchored.toISOString().slice(0, 7) === plain.toISOString().slice(0, 7);
  return sameMonth && anchored > oldEnd ? anchored : plain;
}
