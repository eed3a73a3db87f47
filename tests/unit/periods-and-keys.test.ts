import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateLicenseKey, LICENSE_KEY_PATTERN, maskEmail, normaliseLicenseKey } from '../../functions/domain/licenses/license-key';
import { nextPeriodStart, periodKey, periodStart, subscriptionEnd } from '../../functions/domain/subscriptions/periods';
import { priceFor, shownAmountMatches } from '../../functions/domain/orders/pricing';

describe('licence keys', () => {
  it('are 100-bit Crockford keys in MM-XXXXX groups, all different', () => {
    const keys = new Set(Array.from({ length: 2000 }, generateLicenseKey));
    expect(keys.size).toBe(2000);
    for (const key of keys) expect(key).toMatch(LICENSE_KEY_PATTERN);
  });

  it('read back as typed by people, and never accept junk', () => {
    const key = generateLicenseKey();
    expect(normaliseLicenseKey(key.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l'))).toBe(key);
    fc.assert(
      fc.property(fc.string(), (junk) => {
        const n = normaliseLicenseKey(junk);
        if (n !== undefined) expect(n).toMatch(LICENSE_KEY_PATTERN);
      }),
    );
  });

  it('mask the email down to its first letter and domain', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j***@example.com');
  });
});

describe('quota periods', () => {
  const at = new Date('2026-11-25T15:30:00Z'); // a Wednesday
  it('start at the calendar day, ISO week, month and year (UTC)', () => {
    expect(periodStart('daily', at).toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(periodStart('weekly', at).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(periodStart('monthly', at).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(periodStart('yearly', at).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(nextPeriodStart('monthly', new Date('2026-12-31T23:59:59Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('change key exactly when a new period starts', () => {
    expect(periodKey('monthly', new Date('2026-11-30T23:59:59Z'))).not.toBe(periodKey('monthly', new Date('2026-12-01T00:00:00Z')));
    expect(periodKey('weekly', new Date('2026-11-29T23:00:00Z'))).toBe(periodKey('weekly', new Date('2026-11-23T01:00:00Z')));
  });

  it('end a monthly plan a calendar month later, a lifetime plan never', () => {
    expect(subscriptionEnd('monthly', at)?.toISOString()).toBe('2026-12-25T15:30:00.000Z');
    expect(subscriptionEnd('yearly', at)?.toISOString()).toBe('2027-11-25T15:30:00.000Z');
    expect(subscriptionEnd('lifetime', at)).toBeUndefined();
  });
});

describe('pricing', () => {
  it('prices local methods in whole taka at ×110 and cards in dollars', () => {
    expect(priceFor(299, 'bkash')).toEqual({ amountMinor: 32900, currency: 'BDT' });
    expect(priceFor(249, 'bank')).toEqual({ amountMinor: 27400, currency: 'BDT' });
    expect(priceFor(299, 'stripe')).toEqual({ amountMinor: 299, currency: 'USD' });
  });

  it('accepts only the shown taka amount or the USD list price', () => {
    const price = priceFor(299, 'nagad');
    expect(shownAmountMatches(329, 299, price)).toBe(true);
    expect(shownAmountMatches(2.99, 299, price)).toBe(true);
    expect(shownAmountMatches(0.01, 299, price)).toBe(false);
    expect(shownAmountMatches(328, 299, price)).toBe(false);
  });
});
