import { useMemo } from 'react';
import { convertAmount, type DisplayCurrency } from '../../../../../shared/money';
import { useStoreCurrency } from '../../../components/layouts/site-settings';
import { formatLedgerTaka as taka, formatMoney } from '../../../lib/format-locale';

/**
 * Artists' money as the rest of the store shows it: kept and paid in taka, shown in the store's
 * currency (the admin's `currency` setting, USD until it is known) through the one rate table in
 * shared/money.ts; `taka` keeps the paisa where money actually moves (the payout form).
 */
export function useStudioMoney(): {
  money: (takaAmount: number) => string;
  /** A dollar amount (a song's list price, set in USD) in the store's currency, as the store shows it. */
  fromUsd: (usd: number) => string;
  taka: (amount: number) => string;
  currency: DisplayCurrency;
} {
  const currency = useStoreCurrency() ?? 'USD';
  return useMemo(
    () => ({
      money: (amount: number) => (currency === 'BDT' ? taka(amount) : formatMoney(convertAmount(amount, 'BDT', currency), currency)),
      fromUsd: (usd: number) => formatMoney(convertAmount(usd, 'USD', currency), currency),
      taka,
      currency,
    }),
    [currency],
  );
}
