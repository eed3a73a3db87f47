import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../../shared/api/orders';
import '../../i18n/locales/en/invoices';
import { payeeFor, useActivePaymentMethods, usePaymentSettings } from '../../lib/payment-methods';
import { CopyButton } from '../ui/copy-button';

function Row({ label, value, copyLabel, copyValue = value }: { label: string; value: string; copyLabel?: string; copyValue?: string }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="flex items-center gap-2 text-right font-semibold tabular-nums text-ink">
        <span className="[overflow-wrap:anywhere]">{value}</span>
        {copyLabel && value && <CopyButton value={copyValue} label={copyLabel} />}
      </dd>
    </div>
  );
}

interface PayeeDetailsProps {
  method: PaymentMethod;
  /** The amount as shown, e.g. '৳1089'. */
  amount: string;
  /** What the copy button puts on the clipboard: the bare number. */
  amountCopy: string;
}

/** Where to send a manual payment: the store's wallet number or bank account, with copy buttons. */
export function PayeeDetails({ method, amount, amountCopy }: PayeeDetailsProps) {
  const active = useActivePaymentMethods();
  const settings = usePaymentSettings();
  const { t } = useTranslation();
  const label = t(`payment.method.${method}`);
  if (active.isPending && settings.isPending) return <div aria-busy="true" className="h-24 animate-pulse rounded-xl bg-raised" />;
  const payee = payeeFor(method, active.data, settings.data);
  return (
    <dl className="divide-y divide-line rounded-xl border border-line bg-canvas px-4" aria-label={t('payment.whereToSend')}>
      <Row label={t('payment.amountToSend')} value={amount} copyLabel={t('payment.amountCopy')} copyValue={amountCopy} />
      <Row label={t('payment.methodLabel')} value={label} />
      {payee.kind === 'wallet' && (
        <Row
          label={t('payment.walletNumber', { method: label })}
          value={payee.number}
          copyLabel={t('payment.walletNumber', { method: label })}
        />
      )}
      {payee.kind === 'bank' && (
        <>
          {payee.bankName && <Row label={t('payment.bank')} value={payee.bankName} />}
          {payee.accountName && <Row label={t('payment.accountName')} value={payee.accountName} copyLabel={t('payment.accountNameCopy')} />}
          <Row label={t('payment.accountNumber')} value={payee.accountNumber} copyLabel={t('payment.accountNumberCopy')} />
          {payee.routingNumber && (
            <Row label={t('payment.routingNumber')} value={payee.routingNumber} copyLabel={t('payment.routingNumberCopy')} />
          )}
        </>
      )}
      {payee.kind === 'unknown' && <p className="py-3 text-sm text-muted">{t('payment.notPublished', { method: label })}</p>}
    </dl>
  );
}
