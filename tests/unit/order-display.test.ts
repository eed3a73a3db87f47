import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, formatMoney } from '../../functions/mail/format';
import { paidTotalIn } from '../../shared/money';
import { buyerOrderStatus, buyerSubscriptionStatus, invoiceNumber } from '../../shared/order-display';
import { planFeatures, planFormats } from '../../shared/plan-features';

describe('one public order name', () => {
  it("is INV-<the order's UTC day>-<its id, at least three digits>, the same for the same order", () => {
    expect(invoiceNumber({ id: 4, created_at: '2026-11-26T23:59:00.000Z' })).toBe('INV-20261126-004');
    expect(invoiceNumber({ id: 790, created_at: '2026-11-26T10:00:00.000Z' })).toBe('INV-20261126-790');
    // Past order 999 two orders of one day never share a name.
    expect(invoiceNumber({ id: 1004, created_at: '2026-11-26T10:00:00.000Z' })).toBe('INV-20261126-1004');
  });
});

describe('one status vocabulary', () => {
  it('tells an unpaid order from one whose payment was submitted, and names a failed one Rejected', () => {
    expect(buyerOrderStatus({ status: 'pending', manual_payment_details: null })).toBe('awaiting_payment');
    expect(buyerOrderStatus({ status: 'pending', manual_payment_details: { transactionId: 'T1' } })).toBe('payment_submitted');
    expect(buyerOrderStatus({ status: 'completed' })).toBe('completed');
    expect(buyerOrderStatus({ status: 'failed' })).toBe('rejected');
    expect(buyerOrderStatus({ status: 'refunded' })).toBe('refunded');
  });

  it("reads a subscription invoice in the same words, its order's refund or rejection first", () => {
    expect(buyerSubscriptionStatus('pending_payment')).toBe('awaiting_payment');
    expect(buyerSubscriptionStatus('pending_approval')).toBe('payment_submitted');
    expect(buyerSubscriptionStatus('active')).toBe('completed');
    expect(buyerSubscriptionStatus('expired', 'completed')).toBe('completed');
    expect(buyerSubscriptionStatus('rejected')).toBe('rejected');
    expect(buyerSubscriptionStatus('active', 'refunded')).toBe('refunded');
  });
});

describe('one money and date formatter', () => {
  it('groups thousands in every currency and language; taka whole, the others with cents', () => {
    expect(formatMoney(2550, 'BDT')).toBe('৳2,550');
    expect(formatMoney(1099, 'BDT')).toBe('৳1,099');
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(9.2, 'EUR')).toBe('€9.20');
    // Intl puts a no-break space between the amount and the sign.
    expect(formatMoney(1008.47, 'USD', 'de')).toBe('1.008,47\u00a0$');
    expect(formatMoney(2550, 'BDT', 'de')).toBe('2.550\u00a0৳');
  });

  it('writes one date format per language, and a dash for a missing date', () => {
    expect(formatDate('2026-11-26T10:00:00.000Z')).toBe('26 Nov 2026');
    expect(formatDate('2026-11-26T10:00:00.000Z', 'de')).toBe('26. Nov. 2026');
    expect(formatDateTime('not a date')).toBe('—');
    expect(formatLongDate('2026-11-26T23:30:00.000Z')).toBe('26 November 2026');
  });

  it('totals what was paid in taka and dollars in any display currency (dollars at ×110 on cents)', () => {
    const paid = { BDT: 2550, USD: 2.49 };
    expect(paidTotalIn(paid, 'BDT')).toBeCloseTo(2823.9, 6);
    expect(formatMoney(paidTotalIn(paid, 'BDT'), 'BDT')).toBe('৳2,824');
    expect(paidTotalIn(paid, 'USD')).toBeCloseTo(25.67, 6);
    expect(paidTotalIn({ BDT: 0, USD: 0 }, 'EUR')).toBe(0);
  });
});

describe('one source for plan features', () => {
  it("promises only the files a plan's quality and licence tier deliver: no FLAC from a WAV tier", () => {
    const wavTier = ['mp3_320', 'wav'] as const;
    expect(planFormats('premium', wavTier)).toEqual(['wav', 'mp3_320']);
    expect(planFormats('high', ['mp3_128', 'mp3_320'])).toEqual(['mp3_320', 'mp3_128']);
    const features = planFeatures({ formats: planFormats('premium', wavTier), trial_days: 7, max_devices: 5 });
    expect(features).toEqual([
      { key: 'formats', values: { formats: 'WAV, 320 kbps MP3' } },
      { key: 'licence' },
      { key: 'trial', values: { count: 7 } },
      { key: 'devices', values: { count: 5 } },
    ]);
    expect(JSON.stringify(features)).not.toMatch(/FLAC/);
  });
});
