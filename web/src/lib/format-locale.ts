/**
 * Dates and numbers in the active language (issue 20). Kept in web/src: `shared/` must not touch
 * Intl (Lambda cold starts). English keeps the site's day-month-year dates ('26 Nov 2026').
 */
import { currentLanguage, type Language } from '../i18n/i18n';
import { DATE_STYLES, FORMAT_LOCALES, NO_DATE, formatEnglishMoney, moneyStyle, type DateStyle } from '../../../shared/format';

const LOCALES: Record<Language, string> = FORMAT_LOCALES;
/** English numbers keep the site's 'K' (en-GB writes compact thousands as 'k'). */
const NUMBER_LOCALES: Record<Language, string> = { ...LOCALES, en: 'en-US' };

/** The BCP 47 locale of the active language. */
export const activeLocale = (): string => LOCALES[currentLanguage()];

type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat;

const cache = new Map<string, Formatter>();

function formatter<T extends Formatter>(kind: string, make: (locale: string) => T, locales = LOCALES): T {
  const locale = locales[currentLanguage()];
  const key = `${kind}|${locale}`;
  let found = cache.get(key) as T | undefined;
  if (!found) {
    found = make(locale);
    cache.set(key, found);
  }
  return found;
}

const toDate = (value: string | number | Date): Date => (value instanceof Date ? value : new Date(value));

function formatStyled(style: DateStyle, value: string | number | Date): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return NO_DATE;
  return formatter(style, (l) => new Intl.DateTimeFormat(l, DATE_STYLES[style])).format(date);
}

/** '26 Nov 2026', '26 nov 2026', '26 nov. 2026', '26. Nov. 2026' (shared/format's date style, as the mails write it). */
export const formatDate = (value: string | number | Date): string => formatStyled('date', value);

/** The date with hours and minutes. */
export const formatDateTime = (value: string | number | Date): string => formatStyled('datetime', value);

/** A month's short name and year ('Nov 2026'), for charts. */
export const formatMonth = (value: string | number | Date): string =>
  formatter('month', (l) => new Intl.DateTimeFormat(l, { month: 'short', year: 'numeric' })).format(toDate(value));

/** 1234 → '1,234' / '1.234' / '1 234'. */
export const formatNumber = (value: number): string => formatter('number', (l) => new Intl.NumberFormat(l), NUMBER_LOCALES).format(value);

/** 12300 → '12.3K' / '12,3 mil' / '12,3 k' / '12.300'. */
export const formatCompact = (value: number): string =>
  formatter('compact', (l) => new Intl.NumberFormat(l, { notation: 'compact', maximumFractionDigits: 1 }), NUMBER_LOCALES).format(value);

/**
 * An amount of money in the active language, with thousands separators (shared/format, the one
 * money formatter): English `$2.49` and `৳2,550`; the others their way ('2,49 $', '2.550 ৳').
 */
export const formatMoney = (amount: number, currency: 'USD' | 'BDT' | 'EUR' | 'GBP'): string =>
  currentLanguage() === 'en'
    ? formatEnglishMoney(amount, currency)
    : formatter(`money-${currency}`, (l) => new Intl.NumberFormat(l, moneyStyle(currency))).format(amount);

/**
 * Artists' ledger money (sales, commission, balances, payouts), kept to the paisa: '৳3,464.10' in
 * English, '3.464,10 ৳' in German. The one formatter for the studio and the admin's payouts.
 */
export const formatLedgerTaka = (amount: number): string =>
  formatter(
    'ledger-taka',
    (l) => new Intl.NumberFormat(l, { ...moneyStyle('BDT'), minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ).format(amount);

/** 4 → '4.0' / '4,0' with exactly `digits` decimals. */
export const formatDecimal = (value: number, digits: number): string =>
  formatter(`decimal-${digits}`, (l) => new Intl.NumberFormat(l, { minimumFractionDigits: digits, maximumFractionDigits: digits })).format(
    value,
  );

/** 3, 'hour' → 'vor 3 Stunden' / 'hace 3 horas' / 'il y a 3 heures' (callers keep their English wording). */
export const formatAgo = (amount: number, unit: 'hour' | 'day' | 'week'): string =>
  formatter('ago', (l) => new Intl.RelativeTimeFormat(l, { numeric: 'always' })).format(-amount, unit);

/** A month's short name ('Jun', 'jun', 'juin', 'Juni') from 'YYYY-MM'. */
export const formatMonthName = (yyyyMm: string): string =>
  formatter('month-name', (l) => new Intl.DateTimeFormat(l, { month: 'short', timeZone: 'UTC' })).format(
    new Date(`${yyyyMm}-15T00:00:00Z`),
  );
