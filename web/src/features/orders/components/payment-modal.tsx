import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { PAYMENT_DETAILS_REQUIRED } from '../../../../../shared/api/orders';
import { ApiError } from '../../../lib/api-client';
import { formatMoney, PAYMENT_METHOD_LABEL, type Order } from '../../../lib/orders';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { PayeeDetails } from '../../../components/payments/payee-details';
import { PaymentProofFields } from '../../../components/payments/payment-proof-fields';
import { useSubmitPayment } from '../api/orders';

export const PAYMENT_SUBMITTED_MESSAGE = 'Payment details submitted! Your order is pending admin approval.';

/** Spec §8: the server's message after 'Error: '; anything without an answer is a generic failure. */
const submitError = (error: unknown): string =>
  error instanceof ApiError && !error.isNetworkError ? `Error: ${error.message}` : 'Failed to submit payment details';

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
      <PayeeDetails
        method={method}
        amount={formatMoney(order.amount, order.currency)}
        amountCopy={String(Math.round(order.amount * 100) / 100)}
      />
      <PaymentProofFields
        method={method}
        senderWallet={senderWallet}
        transactionId={transactionId}
        onSenderWalletChange={setSenderWallet}
        onTransactionIdChange={setTransactionId}
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
