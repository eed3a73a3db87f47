import { USD_TO_BDT } from '../../../shared/constants';
import { useLocalPreference } from './local-store';

export type DisplayCurrency = 'BDT' | 'USD';

/** Spec §9: the display currency is remembered in localStorage as the preferred currency. */
export const PREFERRED_CURRENCY_KEY = 'preferredCurrency';

const decode = (raw: string | null): DisplayCurrency => (raw === 'USD' ? 'USD' : 'BDT');

/** BDT by default; the choice is shared by every price on screen and survives a reload. */
export const usePreferredCurrency = () => useLocalPreference<DisplayCurrency>(PREFERRED_CURRENCY_KEY, decode);

const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const bdt = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, useGrouping: false });

/** Spec §9: BDT is the USD price × 110, rounded, with the taka sign; USD shows cents. */
export function formatPrice(priceUsd: number, currency: DisplayCurrency): string {
  if (priceUsd === 0) return 'Free';
  return currency === 'BDT' ? `৳${bdt.format(Math.round(priceUsd * USD_TO_BDT))}` : `$${usd.format(priceUsd)}`;
}

/** 185 → '3:05'. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
