/**
 * The one money and date formatters (issue 21) for every screen, mail and document, in the four
 * languages. English money is built by hand (shared/money: no ICU load on a first paint, `৳2,550`,
 * `$23.18`); everything else goes through Intl, created on first use and cached, so importing this
 * costs a Lambda nothing until it formats.
 */
import { formatMoney as formatEnglishMoney, type DisplayCurrency } from './money';

export type FormatLanguage = 'en' | 'es' | 'fr' | 'de';

/** English keeps the site's day-month-year dates ('26 Nov 2026'). */
const DATE_LOCALES: Readonly<Record<FormatLanguage, string>> = { en: 'en-GB', es: 'es-ES', fr: 'fr-FR', de: 'de-DE' };

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

/**
 * An amount in its currency with thousands separators: English `৳2,550`, `$1,234.50`, `€9.20`;
 * the others their way (`2.550 ৳`, `1 234,50 $`). Taka are whole, the others have cents.
 */
export function formatMoney(amount: number, currency: DisplayCurrency, language: FormatLanguage = 'en'): string {
  if (language === 'en') return formatEnglishMoney(amount, currency);
  const digits = currency === 'BDT' ? 0 : 2;
  const locale = DATE_LOCALES[language];
  return cached(
    `money|${currency}|${locale}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  ).format(amount);
}

const toDate = (value: string | number | Date): Date => (value instanceof Date ? value : new Date(value));

const DATE_OPTIONS: Readonly<Record<'date' | 'datetime' | 'long', Intl.DateTimeFormatOptions>> = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  datetime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  long: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
};

function formatWith(style: keyof typeof DATE_OPTIONS, value: string | number | Date, language: FormatLanguage): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '—';
  const locale = DATE_LOCALES[language];
  return cached(`${style}|${locale}`, () => new Intl.DateTimeFormat(locale, DATE_OPTIONS[style])).format(date);
}

/** '26 Nov 2026', '26 nov 2026', '26 nov. 2026', '26. Nov. 2026'; '—' for no date. */
export const formatDate = (value: string | number | Date, language: FormatLanguage = 'en'): string => formatWith('date', value, language);

/** The date with hours and minutes ('26 Nov 2026, 14:05'). */
export const formatDateTime = (value: string | number | Date, language: FormatLanguage = 'en'): string =>
  formatWith('datetime', value, language);

/** A day in a sentence, in UTC, the month written out ('26 November 2026'): mails and documents. */
export const formatLongDate = (value: string | number | Date, language: FormatLanguage = 'en'): string =>
  formatWith('long', value, language);
