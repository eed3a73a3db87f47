import { formatUsd, usdToBdt } from '../../../shared/money';
import { currentLanguage, i18n } from '../i18n/i18n';
import { formatMoney } from './format-locale';
import { useLocalPreference } from './local-store';

export type DisplayCurrency = 'BDT' | 'USD';

/** Spec §9: the display currency is remembered in localStorage as the preferred currency. */
export const PREFERRED_CURRENCY_KEY = 'preferredCurrency';

const decode = (raw: string | null): DisplayCurrency => (raw === 'USD' ? 'USD' : 'BDT');

/** BDT by default; the choice is shared by every price on screen and survives a reload. */
export const usePreferredCurrency = () => useLocalPreference<DisplayCurrency>(PREFERRED_CURRENCY_KEY, decode);

/** Spec §9: BDT is the USD price × 110, rounded, with the taka sign; USD shows cents. */
export function formatPrice(priceUsd: number, currency: DisplayCurrency): string {
  if (priceUsd === 0) return i18n.t('common.free');
  if (currentLanguage() !== 'en') return formatMoney(currency === 'BDT' ? usdToBdt(priceUsd) : priceUsd, currency);
  return currency === 'BDT' ? `৳${usdToBdt(priceUsd)}` : formatUsd(priceUsd);
}

/** 185 → '3:05'. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
