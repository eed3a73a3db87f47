/** Quota periods (calendar, UTC) and plan durations. Pure. */
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

/** End of a subscription started at `start`: monthly and yearly by calendar, lifetime never. */
export function subscriptionEnd(duration: 'monthly' | 'yearly' | 'lifetime', start: Date): Date | undefined {
  if (duration === 'lifetime') return undefined;
  const end = new Date(start);
  if (duration === 'monthly') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}
