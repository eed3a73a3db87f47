/**
 * Money, in one place for the functions, the web and the scripts (browser-safe, no dependencies).
 * Inside the code amounts are integer minor units (US cents, paisa); the API keeps the spec's
 * decimal fields, converted at the edge with `toMinor` / `toMajor`.
 */

/** Spec: USD → BDT is ×110 wherever used. */
export const USD_TO_BDT = 110;

export type Currency = 'BDT' | 'USD';

const MINOR_PER_MAJOR = 100;

/** A decimal amount (dollars, taka) → integer minor units; 9.99 → 999 despite binary floating point. */
export const toMinor = (major: number): number => Math.round(major * MINOR_PER_MAJOR);

/** Integer minor units → the decimal amount the API shows; 999 → 9.99. */
export const toMajor = (minor: number): number => minor / MINOR_PER_MAJOR;

/**
 * US cents → whole taka: BDT = round(USD × 110) (spec). Integer arithmetic on cents, so the
 * result never depends on how a dollar amount happens to be stored as a float (1.15 × 110 is
 * 126.49999… in floating point, but 115 cents are exactly ৳126.5 → ৳127).
 */
export const usdCentsToBdt = (cents: number): number => Math.round((cents * USD_TO_BDT) / MINOR_PER_MAJOR);

/** US cents → paisa of the rounded taka price (what a BDT order stores). */
export const usdCentsToBdtMinor = (cents: number): number => usdCentsToBdt(cents) * MINOR_PER_MAJOR;

/** A dollar amount (the API's decimal price) → whole taka, rounded as the spec says. */
export const usdToBdt = (usd: number): number => usdCentsToBdt(toMinor(usd));

/** An amount in minor units of its currency → paisa: taka stay, dollars convert at the spec's rate. */
export const toBdtMinor = (amountMinor: number, currency: Currency): number =>
  currency === 'BDT' ? amountMinor : usdCentsToBdtMinor(amountMinor);

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** `50000` → `'50,000'`: a (non-negative) count grouped as `toLocaleString('en-US')` writes it, without loading ICU. */
export const formatCount = (n: number): string => groupThousands(String(Math.trunc(n)));

/**
 * `1234.5` → `'1,234.50'`, as `Intl.NumberFormat('en-US', { minimumFractionDigits: 2 })` writes it.
 * Built by hand because the first NumberFormat of a page load loads ICU data.
 */
export function formatUsdAmount(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  return `${sign}${groupThousands(whole)}.${cents}`;
}

/** `1234.5` → `'$1,234.50'`. */
export const formatUsd = (amount: number): string => `$${formatUsdAmount(amount)}`;

/** `1234.4` → `'৳1,234'`: whole taka with the taka sign. */
export const formatTaka = (amount: number): string => `৳${formatTakaAmount(amount)}`;

/** `1234.4` → `'1,234'`: whole taka, grouped, as `Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })`. */
export function formatTakaAmount(amount: number): string {
  const rounded = Math.round(Math.abs(amount));
  const sign = amount < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${groupThousands(String(rounded))}`;
}

/** Every currency the store shows prices and figures in (spec: USD, EUR, GBP, BDT). */
export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'GBP', 'BDT'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

/**
 * The store's one rate table: units of each currency per US dollar. Payments happen in BDT or USD
 * only; EUR and GBP are for showing amounts. BDT is the spec's fixed ×110.
 */
export const USD_RATES: Readonly<Record<DisplayCurrency, number>> = { USD: 1, EUR: 0.92, GBP: 0.79, BDT: USD_TO_BDT };

const SYMBOLS: Readonly<Record<DisplayCurrency, string>> = { USD: '$', EUR: '€', GBP: '£', BDT: '৳' };

export const isDisplayCurrency = (value: unknown): value is DisplayCurrency => DISPLAY_CURRENCIES.includes(value as DisplayCurrency);

/**
 * An amount in one currency → another, through the rate table: taka are whole (a dollar price
 * in taka is round(USD × 110), as the spec says), the others are rounded to the cent.
 */
export function convertAmount(amount: number, from: DisplayCurrency, to: DisplayCurrency): number {
  if (from === to) return amount;
  if (from === 'USD' && to === 'BDT') return usdToBdt(amount);
  const converted = (amount / USD_RATES[from]) * USD_RATES[to];
  return to === 'BDT' ? Math.round(converted) : toMajor(toMinor(converted));
}

/** `1234.5, 'EUR'` → `'€1,234.50'`; taka whole: `'৳1,235'`. */
export const formatMoney = (amount: number, currency: DisplayCurrency): string =>
  currency === 'BDT' ? formatTaka(amount) : `${amount < 0 ? '-' : ''}${SYMBOLS[currency]}${formatUsdAmount(Math.abs(amount))}`;

/**
 * What was paid in taka and in dollars, as one amount in `to` (the dashboard's Total spent): dollars
 * join taka at the spec's ×110 on cents (exact in paisa), taka join dollars through the rate table,
 * EUR and GBP follow from the dollar total.
 */
export function paidTotalIn(paid: { BDT: number; USD: number }, to: DisplayCurrency): number {
  if (to === 'BDT') return toMajor(toMinor(paid.BDT) + toMinor(paid.USD) * USD_TO_BDT);
  const usd = toMajor(toMinor(paid.USD) + toMinor(convertAmount(paid.BDT, 'BDT', 'USD')));
  return convertAmount(usd, 'USD', to);
}
