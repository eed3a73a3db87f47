import { toast } from 'sonner';
import type { SubmitPaymentBody } from '../../../../../shared/api/orders';
import { ApiError } from '../../../lib/api-client';
import { formatMoney, PAYMENT_METHOD_LABEL, type Order } from '../../../lib/orders';
import { Dialog } from '../../../components/ui/dialog';
import { PayeeDetails } from '../../../components/payments/payee-details';
import { PaymentProofForm } from '../../../components/payments/payment-proof-form';
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
    <Dialog
      open={open}
      onClose={onClose}
      title="Payment Details"
      description={`Pay for order #${order.id} by ${PAYMENT_METHOD_LABEL[order.payment_method]}.`}
    >
      <PaymentForm order={order} onClose={onClose} />
    </Dialog>
  );
}

function PaymentForm({ order, onClose }: Omit<PaymentModalProps, 'open'>) {
  const submit = useSubmitPayment(String(order.id));
  const method = order.payment_method;

  const send = (proof: SubmitPaymentBody) =>
    submit.mutate(proof, {
      onSuccess: () => {
        toast.success(PAYMENT_SUBMITTED_MESSAGE);
        onClose();
      },
      onError: (cause) => toast.error(submitError(cause)),
    });

  return (
    <PaymentProofForm
      method={method}
      pending={submit.isPending}
      error={submit.error ? submitError(submit.error) : undefined}
      onSubmit={send}
      onCancel={onClose}
    >
      <PayeeDetails
        method={method}
        amount={formatMoney(order.amount, order.currency)}
        amountCopy={String(Math.round(order.amount * 100) / 100)}
      />
    </PaymentProofForm>
  );
}
