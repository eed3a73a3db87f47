/**
 * Money and dates in mails and documents, in the recipient's language: the shared format's tables
 * (shared/format) applied through Intl, created on first use and cached, so a route that imports
 * this loads no ICU data until it formats. The web applies the same tables (web/src/lib/format-locale.ts).
 */
import {
  DATE_STYLES,
  FORMAT_LOCALES,
  NO_DATE,
  formatEnglishMoney,
  moneyStyle,
  toDate,
  type DateStyle,
  type FormatLanguage,
} from '../../shared/format';
import type { DisplayCurrency } from '../../shared/money';

type Formatter = Intl.DateTimeFormat | Intl.NumberFormat;
const cache = new Map<string, Formatter>();

function cached<T extends Formatter>(key: string, make: () => T): T {
  let found = cache.get(key) as T | undefined;
  if (!found) {
    found = make();
    cache.set(key, found);
  }
  return found;
}

/** English `৳2,550`, `$1,234.50`, `€9.20`; the others their way (`2.550 ৳`, `1 234,50 $`). */
export function formatMoney(amount: number, currency: DisplayCurrency, language: FormatLanguage = 'en'): string {
  if (language === 'en') return formatEnglishMoney(amount, currency);
  const locale = FORMAT_LOCALES[language];
  return cached(`money|${currency}|${locale}`, () => new Intl.NumberFormat(locale, moneyStyle(currency))).format(amount);
}

function formatWith(style: DateStyle, value: string | number | Date, language: FormatLanguage): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return NO_DATE;
  const locale = FORMAT_LOCALES[language];
  return cached(`${style}|${locale}`, () => new Intl.DateTimeFormat(locale, DATE_STYLES[style])).format(date);
}

/** '26 Nov 2026', '26 nov 2026', '26 nov. 2026', '26. Nov. 2026'; '—' for no date. */
export const formatDate = (value: string | number | Date, language: FormatLanguage = 'en'): string => formatWith('date', value, language);

/** The date with hours and minutes ('26 Nov 2026, 14:05'). */
export const formatDateTime = (value: string | number | Date, language: FormatLanguage = 'en'): string =>
  formatWith('datetime', value, language);

/** A day in a sentence, in UTC, the month written out ('26 November 2026'): mails and documents. */
export const formatLongDate = (value: string | number | Date, language: FormatLanguage = 'en'): string =>
  formatWith('long', value, language);
