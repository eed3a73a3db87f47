/** How dates and amounts read on the certificate. */
import { toWinAnsi } from './win-ansi';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const parseDate = (iso: string): Date | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** '2026-11-23T10:00:00Z' → '23 November 2026' (UTC calendar day); unparseable input is shown as given. */
export function formatLicenseDate(iso: string): string {
  const date = parseDate(iso);
  if (!date) return toWinAnsi(iso) || '\u2014';
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * 'BDT 329', 'BDT 1,299.50', 'USD 2.99'. Amounts are in major units (taka,
 * dollars). No amount (a subscription download) → 'Included in subscription'
 * when there is no order either, otherwise '—'.
 */
export function formatLicenseAmount(amount: number | null, currency: string | null, orderId: number | null = 0): string {
  if (amount === null || currency === null || !Number.isFinite(amount)) {
    return orderId === null ? 'Included in subscription' : '\u2014';
  }
  const decimals = currency === 'BDT' && Number.isInteger(amount) ? 0 : 2;
  const [whole = '0', fraction] = Math.abs(amount).toFixed(decimals).split('.');
  const number = groupThousands(whole) + (fraction ? `.${fraction}` : '');
  return `${toWinAnsi(currency)} ${amount < 0 ? '-' : ''}${number}`;
}
