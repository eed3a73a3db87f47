import type { PaymentMethod } from '../../../../shared/api/orders';
import { PAYMENT_METHOD_LABEL } from '../../lib/orders';
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
  const label = PAYMENT_METHOD_LABEL[method];
  if (active.isPending && settings.isPending) return <div aria-busy="true" className="h-24 animate-pulse rounded-xl bg-raised" />;
  const payee = payeeFor(method, active.data, settings.data);
  return (
    <dl className="divide-y divide-line rounded-xl border border-line bg-canvas px-4" aria-label="Where to send the payment">
      <Row label="Amount to send" value={amount} copyLabel="amount" copyValue={amountCopy} />
      <Row label="Method" value={label} />
      {payee.kind === 'wallet' && <Row label={`${label} number`} value={payee.number} copyLabel={`${label} number`} />}
      {payee.kind === 'bank' && (
        <>
          {payee.bankName && <Row label="Bank" value={payee.bankName} />}
          {payee.accountName && <Row label="Account name" value={payee.accountName} copyLabel="account name" />}
          <Row label="Account number" value={payee.accountNumber} copyLabel="account number" />
          {payee.routingNumber && <Row label="Routing number" value={payee.routingNumber} copyLabel="routing number" />}
        </>
      )}
      {payee.kind === 'unknown' && (
        <p className="py-3 text-sm text-muted">
          The store has not published its {label} details yet. Please choose another method or contact support before you pay.
        </p>
      )}
    </dl>
  );
}
