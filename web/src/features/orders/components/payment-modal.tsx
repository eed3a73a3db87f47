import { useState, type FormEvent } from 'react';
import { AlertTriangle } from 'lucide-react';
import { toast } from 'sonner';
import { PAYMENT_DETAILS_REQUIRED } from '../../../../../shared/api/orders';
import { site } from '../../../config/site';
import { ApiError } from '../../../lib/api-client';
import { formatMoney, PAYMENT_METHOD_LABEL, type Order } from '../../../lib/orders';
import { payeeFor, useActivePaymentMethods, usePaymentSettings } from '../../../lib/payment-methods';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { Input } from '../../../components/ui/input';
import { useSubmitPayment } from '../api/orders';

export const PAYMENT_SUBMITTED_MESSAGE = 'Payment details submitted! Your order is pending admin approval.';

/** Spec §8: the server's message after 'Error: '; anything without an answer is a generic failure. */
const submitError = (error: unknown): string =>
  error instanceof ApiError && !error.isNetworkError ? `Error: ${error.message}` : 'Failed to submit payment details';

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

function Payee({ order }: { order: Order }) {
  const active = useActivePaymentMethods();
  const settings = usePaymentSettings();
  const method = order.payment_method;
  const label = PAYMENT_METHOD_LABEL[method];
  if (active.isPending && settings.isPending) return <div aria-busy="true" className="h-24 animate-pulse rounded-xl bg-raised" />;
  const payee = payeeFor(method, active.data, settings.data);
  const amount = formatMoney(order.amount, order.currency);
  return (
    <dl className="divide-y divide-line rounded-xl border border-line bg-canvas px-4" aria-label="Where to send the payment">
      <Row label="Amount to send" value={amount} copyLabel="amount" copyValue={String(Math.round(order.amount * 100) / 100)} />
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
          The store has not published its {label} details yet. Please call {site.support.phone} before you pay.
        </p>
      )}
    </dl>
  );
}

interface PaymentModalProps {
  order: Order;
  open: boolean;
  onClose: () => void;
}

/** Manual payment (spec §2 Order invoice): where to pay, then the sender number and transaction ID. */
export function PaymentModal({ order, open, onClose }: PaymentModalProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Payment Details" description={`Pay for order #${order.id} by ${PAYMENT_METHOD_LABEL[order.payment_method]}.`}>
      <PaymentForm order={order} onClose={onClose} />
    </Dialog>
  );
}

function PaymentForm({ order, onClose }: Omit<PaymentModalProps, 'open'>) {
  const submit = useSubmitPayment(String(order.id));
  const [senderWallet, setSenderWallet] = useState('');
  const [transactionId, setTransactionId] = useState('');
  const [error, setError] = useState<string>();
  const method = order.payment_method;
  const isBank = method === 'bank';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { senderWallet: senderWallet.trim(), transactionId: transactionId.trim(), paymentMethod: method };
    if (!body.senderWallet || !body.transactionId) {
      setError(PAYMENT_DETAILS_REQUIRED);
      return;
    }
    setError(undefined);
    submit.mutate(body, {
      onSuccess: () => {
        toast.success(PAYMENT_SUBMITTED_MESSAGE);
        onClose();
      },
      onError: (cause) => {
        const text = submitError(cause);
        setError(text);
        toast.error(text);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Submit payment" className="flex flex-col gap-4">
      <Payee order={order} />
      <p className="flex items-start gap-2 rounded-lg border border-brand/40 bg-brand/10 px-3 py-2 text-sm text-brand">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>Send exact amount. After payment, fill the form below.</span>
      </p>
      <Input
        label={isBank ? 'Your Bank Account Number' : `${method.toUpperCase()} Number`}
        placeholder={isBank ? undefined : '01XXXXXXXXX'}
        inputMode={isBank ? 'text' : 'tel'}
        autoComplete="off"
        maxLength={40}
        value={senderWallet}
        onChange={(event) => setSenderWallet(event.target.value)}
        data-autofocus
      />
      <Input
        label="Transaction ID"
        placeholder="TXN123456789"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        value={transactionId}
        onChange={(event) => setTransactionId(event.target.value)}
      />
      {error && <FormMessage tone="error" text={error} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={submit.isPending}>
          Submit Payment
        </Button>
      </div>
    </form>
  );
}
