import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** How the footer names each method the store may offer (bank and card in the reader's language); a method not listed here shows its own name. */
const LABELS: Record<string, string> = {
  bkash: 'bKash',
  nagad: 'Nagad',
  rocket: 'Rocket',
  paypal: 'PayPal',
  sslcommerz: 'SSLCommerz',
};

/** Read by hand, not with zod: the footer is in the first download. Only the names matter here. */
function parseNames(data: unknown): string[] {
  if (!Array.isArray(data)) throw new TypeError('Unexpected getActivePaymentMethods response');
  const names = data.map((m: unknown) => (typeof m === 'object' && m !== null ? (m as Record<string, unknown>).name : undefined));
  return [...new Set(names.filter((n): n is string => typeof n === 'string' && n !== ''))];
}

/** The footer's "We accept": the methods checkout offers now (enabled wallets, bank with an account, enabled gateways). */
export function AcceptedPayments() {
  const { t } = useTranslation();
  const { data: names } = useQuery({
    queryKey: queryKeys.paymentMethods.activeNames,
    queryFn: ({ signal }) => call('getActivePaymentMethods', { signal, parse: parseNames }),
    staleTime: 60_000,
  });
  if (!names || names.length === 0) return null;
  return (
    <div>
      <h2 className="text-xs font-semibold uppercase tracking-wider text-muted">{t('footer.weAccept')}</h2>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('footer.acceptedMethods')}>
        {names.map((name) => (
          <li key={name} className="rounded-md border border-line bg-raised px-2 py-1 text-xs font-medium text-ink">
            {name === 'bank' ? t('footer.bankTransfer') : name === 'stripe' ? t('footer.card') : (LABELS[name] ?? name)}
          </li>
        ))}
      </ul>
    </div>
  );
}
