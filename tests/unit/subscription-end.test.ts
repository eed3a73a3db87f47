import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renewalEnd, subscriptionEnd } from '../../functions/domain/subscriptions/periods';

const end = (duration: 'monthly' | 'yearly', iso: string) => subscriptionEnd(duration, new Date(iso))?.toISOString();
const DAY = 86_400_000;

describe('subscription ends at month ends and leap days', () => {
  it('ends a monthly plan started on 31 January on the last day of February, never in March', () => {
    expect(end('monthly', '2027-01-31T10:00:00.000Z')).toBe('2027-02-28T10:00:00.000Z');
    expect(end('monthly', '2028-01-31T10:00:00.000Z')).toBe('2028-02-29T10:00:00.000Z');
    expect(end('monthly', '2027-03-31T23:59:59.000Z')).toBe('2027-04-30T23:59:59.000Z');
  });

  it('ends a yearly plan started on 29 February on 28 February of the next year', () => {
    expect(end('yearly', '2028-02-29T08:15:00.000Z')).toBe('2029-02-28T08:15:00.000Z');
  });

  it('carries a 31 December start into 31 January of the next year', () => {
    expect(end('monthly', '2026-12-31T23:30:00.000Z')).toBe('2027-01-31T23:30:00.000Z');
    expect(end('yearly', '2026-12-31T23:30:00.000Z')).toBe('2027-12-31T23:30:00.000Z');
  });

  it('ends every monthly plan after its start and at most 31 days later, on the same or an earlier day of the month', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true }),
        (start) => {
          const monthly = subscriptionEnd('monthly', start)!;
          expect(monthly.getTime()).toBeGreaterThan(start.getTime());
          expect(monthly.getTime() - start.getTime()).toBeLessThanOrEqual(31 * DAY);
          expect(monthly.getUTCDate()).toBeLessThanOrEqual(start.getUTCDate());
          expect((monthly.getUTCMonth() - start.getUTCMonth() + 12) % 12).toBe(1);
          expect(monthly.getTime() % DAY).toBe(start.getTime() % DAY);
          const yearly = subscriptionEnd('yearly', start)!;
          expect(yearly.getUTCFullYear()).toBe(start.getUTCFullYear() + 1);
          expect(yearly.getUTCMonth()).toBe(start.getUTCMonth());
        },
      ),
    );
  });
});

describe('a renewal adds one period from the old end date', () => {
  it('keeps a plan started on 31 January on the month end: 28 February, then 31 March, then 30 April', () => {
    const start = '2027-01-31T10:00:00.000Z';
    const first = subscriptionEnd('monthly', new Date(start))!.toISOString();
    expect(first).toBe('2027-02-28T10:00:00.000Z');
    const second = renewalEnd('monthly', first, start, 1).toISOString();
    expect(second).toBe('2027-03-31T10:00:00.000Z');
    expect(renewalEnd('monthly', second, start, 2).toISOString()).toBe('2027-04-30T10:00:00.000Z');
  });

  it('runs on from the end date itself when the plan has no earlier day to keep', () => {
    expect(renewalEnd('monthly', '2027-03-15T08:00:00.000Z', '2027-02-15T08:00:00.000Z', 1).toISOString()).toBe('2027-04-15T08:00:00.000Z');
    expect(renewalEnd('yearly', '2029-02-28T08:15:00.000Z', '2028-02-29T08:15:00.000Z', 1).toISOString()).toBe('2030-02-28T08:15:00.000Z');
    expect(renewalEnd('monthly', '2027-03-15T08:00:00.000Z', undefined, 1).toISOString()).toBe('2027-04-15T08:00:00.000Z');
  });

  it('always ends after the old end, within one period and a few days of it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.integer({ min: 1, max: 30 }),
        (startMs, periods) => {
          const start = new Date(startMs).toISOString();
          let end = subscriptionEnd('monthly', new Date(start))!.toISOString();
          for (let k = 1; k < periods; k++) end = renewalEnd('monthly', end, start, k).toISOString();
          const next = renewalEnd('monthly', end, start, periods);
          const gap = next.getTime() - Date.parse(end);
          return gap >= 28 * DAY && gap <= 31 * DAY;
        },
      ),
    );
  });
});
