import { describe, expect, it } from 'vitest';
import { convertAmount, formatMoney, USD_RATES } from '../../shared/money';

describe("the store's one rate table", () => {
  it('holds USD, EUR, GBP and BDT, with the spec’s fixed 110 taka to the dollar', () => {
    expect(Object.keys(USD_RATES).sort()).toEqual(['BDT', 'EUR', 'GBP', 'USD']);
    expect(USD_RATES.USD).toBe(1);
    expect(USD_RATES.BDT).toBe(110);
  });

  it('converts dollars to taka as the spec rounds them, and taka back to dollars to the cent', () => {
    expect(convertAmount(1.15, 'USD', 'BDT')).toBe(127);
    expect(convertAmount(19.99, 'USD', 'BDT')).toBe(2199);
    expect(convertAmount(2199, 'BDT', 'USD')).toBe(19.99);
    expect(convertAmount(56789.5, 'BDT', 'USD')).toBe(516.27);
  });

  it('converts through the dollar for EUR and GBP, to the cent', () => {
    expect(convertAmount(100, 'USD', 'EUR')).toBe(92);
    expect(convertAmount(100, 'USD', 'GBP')).toBe(79);
    expect(convertAmount(1100, 'BDT', 'EUR')).toBe(9.2);
    expect(convertAmount(92, 'EUR', 'USD')).toBe(100);
    expect(convertAmount(12.34, 'GBP', 'GBP')).toBe(12.34);
  });

  it('writes each currency with its sign: cents for USD, EUR and GBP, whole taka', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatMoney(0.5, 'GBP')).toBe('£0.50');
    expect(formatMoney(-3, 'EUR')).toBe('-€3.00');
    expect(formatMoney(1234.5, 'BDT')).toBe('৳1,235');
  });
});
