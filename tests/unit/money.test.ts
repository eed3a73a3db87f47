import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatTaka,
  formatCount,
  formatTakaAmount,
  formatUsd,
  formatUsdAmount,
  toBdtMinor,
  toMajor,
  toMinor,
  USD_TO_BDT,
  usdCentsToBdt,
  usdCentsToBdtMinor,
  usdToBdt,
} from '../../shared/money';

const cents = fc.integer({ min: 0, max: 10_000_000 });

describe('money', () => {
  it('converts USD to BDT at 110, rounded to whole taka (spec examples)', () => {
    expect(USD_TO_BDT).toBe(110);
    expect(usdToBdt(9.99)).toBe(1099); // 1098.9
    expect(usdToBdt(10)).toBe(1100);
    expect(usdToBdt(2.79)).toBe(307); // 306.9
    expect(usdCentsToBdtMinor(999)).toBe(109_900);
  });

  it('rounds half a taka up from exact cents where a float product would fall short', () => {
    expect(1.15 * 110).toBeLessThan(126.5); // 126.49999… in binary floating point
    expect(usdToBdt(1.15)).toBe(127);
    expect(usdCentsToBdt(5)).toBe(6); // ৳5.5
  });

  it('gives the nearest whole taka to USD × 110 for every amount in cents', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const bdt = usdCentsToBdt(c);
        expect(Number.isInteger(bdt)).toBe(true);
        // Exact in integers: |100·bdt − 110·c| ≤ 50, ties resolved upwards.
        const diff = 100 * bdt - USD_TO_BDT * c;
        expect(diff).toBeGreaterThan(-50);
        expect(diff).toBeLessThanOrEqual(50);
        expect(usdCentsToBdtMinor(c)).toBe(bdt * 100);
      }),
    );
  });

  it('never lowers a price when the dollar amount rises', () => {
    fc.assert(fc.property(cents, cents, (a, b) => (a <= b ? usdCentsToBdt(a) <= usdCentsToBdt(b) : usdCentsToBdt(a) >= usdCentsToBdt(b))));
  });

  it('treats a decimal dollar price and its cents alike', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(usdToBdt(toMajor(c))).toBe(usdCentsToBdt(c));
      }),
    );
  });

  it('round-trips minor units through the decimal amounts the API shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        expect(toMinor(toMajor(minor))).toBe(minor);
      }),
    );
  });

  it('keeps taka as they are and converts dollars to rounded taka for revenue', () => {
    expect(toBdtMinor(109_900, 'BDT')).toBe(109_900);
    expect(toBdtMinor(999, 'USD')).toBe(109_900);
    fc.assert(
      fc.property(cents, (c) => {
        expect(toBdtMinor(c, 'USD')).toBe(usdCentsToBdtMinor(c));
      }),
    );
  });

  it('formats dollars and taka as en-US Intl.NumberFormat does', () => {
    const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const taka = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const usdCurrency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    expect(formatUsdAmount(1234.5)).toBe('1,234.50');
    expect(formatTakaAmount(1234.4)).toBe('1,234');
    expect(formatUsd(9.9)).toBe('$9.90');
    expect(formatTaka(1098.9)).toBe('৳1,099');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (c) => {
        expect(formatUsdAmount(c / 100)).toBe(usd.format(c / 100));
        expect(formatTakaAmount(c / 100)).toBe(taka.format(c / 100));
        expect(formatUsd(c / 100)).toBe(usdCurrency.format(c / 100));
      }),
    );
  });

  it('groups a count as toLocaleString does', () => {
    expect(formatCount(50_000)).toBe('50,000');
    fc.assert(
      fc.property(fc.nat({ max: 1e12 }), (n) => {
        expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
  });
});
