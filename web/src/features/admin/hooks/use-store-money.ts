import { useCallback } from 'react';
import { convertAmount, formatMoney, type DisplayCurrency } from '../../../../../shared/money';
import { useStoreCurrency } from '../../../components/layouts/site-settings';

/**
 * The back office's revenue figures in the store's currency (the admin's `currency` setting),
 * converted with the one rate table in shared/money.ts. The figures come in the currency they are
 * kept in: taka for order revenue, dollars for song and plan revenue. Until the store's currency is
 * known they show as kept.
 */
export function useStoreMoney(): { fromTaka: (amount: number) => string; fromUsd: (amount: number) => string } {
  const store = useStoreCurrency();
  const show = useCallback(
    (amount: number, kept: DisplayCurrency) => {
      const to = store ?? kept;
      return formatMoney(convertAmount(amount, kept, to), to);
    },
    [store],
  );
  const fromTaka = useCallback((amount: number) => show(amount, 'BDT'), [show]);
  const fromUsd = useCallback((amount: number) => show(amount, 'USD'), [show]);
  return { fromTaka, fromUsd };
}
