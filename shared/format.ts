/**
 * The one money and date format (issue 21) for every screen, mail and document, in the four
 * languages: which locale each language writes in and which date styles exist. No ICU here:
 * shared/ loads at handlers' cold starts (tests/unit/route-files.test.ts), so the Intl formatters
 * that apply these tables live where they run: web/src/lib/format-locale.ts for screens and
 * functions/mail/format.ts for mails. English money is built by hand (shared/money: `৳2,550`, `$23.18`).
 */
import type { DisplayCurrency } from './money';

export { formatMoney as formatEnglishMoney } from './money';

export type FormatLanguage = 'en' | 'es' | 'fr' | 'de';

/** English keeps the site's day-month-year dates ('26 Nov 2026'). */
export const FORMAT_LOCALES: Readonly<Record<FormatLanguage, string>> = { en: 'en-GB', es: 'es-ES', fr: 'fr-FR', de: 'de-DE' };

/** The date styles: 'date' '26 Nov 2026', 'datetime' with hours and minutes, 'long' '26 November 2026' in UTC (mails, documents). */
export type DateStyle = 'date' | 'datetime' | 'long';

interface DateStyleOptions {
  day: 'numeric';
  month: 'short' | 'long';
  year: 'numeric';
  hour?: '2-digit';
  minute?: '2-digit';
  timeZone?: 'UTC';
}

export const DATE_STYLES: Readonly<Record<DateStyle, DateStyleOptions>> = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  datetime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  long: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
};

/**
 * Currency options for an amount outside English (`2.550 ৳`, `1 234,50 $`): the narrow symbol,
 * taka whole, the others with cents.
 */
export const moneyStyle = (currency: DisplayCurrency) => {
  const digits = currency === 'BDT' ? 0 : 2;
  return {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  } as const;
};

/** What a date formats to when there is none. */
export const NO_DATE = '—';

export const toDate = (value: string | number | Date): Date => (value instanceof Date ? value : new Date(value));

/**
 * A length as every screen shows it ('3:05', '1:02:05' past an hour), rounded to the nearest
 * second everywhere: a 29.98 s preview reads 0:30 in the player as on its card, never 0:29 in one.
 */
export function formatDuration(seconds: number): string {
  const s = Number.isFinite(seconds) ? Math.max(0, Math.round(seconds)) : 0;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}
