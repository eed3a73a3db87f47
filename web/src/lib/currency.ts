import { convertAmount, isDisplayCurrency, paidTotalIn, usdToBdt, type DisplayCurrency } from '../../../shared/money';
import { i18n } from '../i18n/i18n';
import { formatMoney as formatMoneyForLanguage } from './format-locale';
import { useLocalPreference } from './local-store';

export type { DisplayCurrency };

/** Spec §9: the display currency is remembered in localStorage as the preferred currency. */
export const PREFERRED_CURRENCY_KEY = 'preferredCurrency';

/**
 * The store's currency (the admin's `currency` setting), mirrored here by the shell when it reads the
 * public settings, so a visitor who has not chosen one sees it first, from the first paint on.
 */
export const STORE_CURRENCY_KEY = 'storeCurrency';

const decode = (raw: string | null): DisplayCurrency | '' => (isDisplayCurrency(raw) ? raw : '');

/**
 * The visitor's choice, shared by every price on screen and kept across reloads; before they choose,
 * the store's currency; BDT (spec §9) while the store's is not known yet.
 */
export function usePreferredCurrency(): [DisplayCurrency, (value: DisplayCurrency) => void] {
  const [chosen, choose] = useLocalPreference<DisplayCurrency | ''>(PREFERRED_CURRENCY_KEY, decode);
  const [store] = useLocalPreference<DisplayCurrency | ''>(STORE_CURRENCY_KEY, decode);
  return [chosen || store || 'BDT', choose];
}

/** What a buyer pays in: wallets and bank in taka, everything else in dollars (EUR and GBP are shown, not charged). */
export const payableCurrency = (currency: DisplayCurrency): 'BDT' | 'USD' => (currency === 'BDT' ? 'BDT' : 'USD');

/** Spec §9: BDT is the USD price × 110, rounded, with the taka sign; USD shows cents; EUR and GBP through the store's rate table. */
export function formatPrice(priceUsd: number, currency: DisplayCurrency): string {
  if (priceUsd === 0) return i18n.t('common.free');
  const amount = currency === 'BDT' ? usdToBdt(priceUsd) : convertAmount(priceUsd, 'USD', currency);
  // One formatter for every screen (issue 21): taka grouped like every other amount (৳2,199, never ৳2199).
  return formatMoneyForLanguage(amount, currency);
}

/** A US-dollar figure (list prices summed) shown in the visitor's currency. */
export const formatUsdIn = (usd: number, currency: DisplayCurrency): string =>
  formatMoneyForLanguage(convertAmount(usd, 'USD', currency), currency);

/** Total spent in the visitor's currency: what the completed orders were paid, taka and dollars together. */
export const formatPaidTotal = (paid: { BDT: number; USD: number }, currency: DisplayCurrency): string =>
  formatMoneyForLanguage(paidTotalIn(paid, currency), currency);

/** 185 → '3:05': the one duration format (shared/format), the player's included. */
export { formatDuration } from '../../../shared/format';
