import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { SubmitPaymentBody } from '../../../../../shared/api/orders';
import { i18n } from '../../../i18n/i18n';
import '../../../i18n/locales/en/invoices';
import { ApiError } from '../../../lib/api-client';
import { formatMoney, invoiceNumber, type Order } from '../../../lib/orders';
import { Dialog } from '../../../components/ui/dialog';
import { PayeeDetails } from '../../../components/payments/payee-details';
import { PaymentProofForm } from '../../../components/payments/payment-proof-form';
import { useSubmitGuestPayment } from '../api/guest-orders';
import { useSubmitPayment } from '../api/orders';

/** Spec §8: the server's message after 'Error: '; anything without an answer is a generic failure. */
const submitError = (error: unknown): string =>
  error instanceof ApiError && !error.isNetworkError ? i18n.t('payment.error', { message: error.message }) : i18n.t('payment.submitFailed');

interface PaymentModalProps {
  order: Order;
  /** A guest order's token: the proof is sent as the guest. */
  guestToken?: string;
  open: boolean;
  onClose: () => void;
}

/** The proof's request: as the signed-in buyer or as the guest (the same mutation shape). */
type Submit = ReturnType<typeof useSubmitPayment>;

/** Manual payment (spec §2 Order invoice, guest orders too): where to pay, then the sender number and transaction ID. */
export function PaymentModal({ order, guestToken, open, onClose }: PaymentModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('payment.details')}
      description={t('payment.payOrder', { number: invoiceNumber(order), method: t(`payment.method.${order.payment_method}`) })}
    >
      {guestToken ? (
        <GuestPaymentForm order={order} guestToken={guestToken} onClose={onClose} />
      ) : (
        <BuyerPaymentForm order={order} onClose={onClose} />
      )}
    </Dialog>
  );
}

const BuyerPaymentForm = ({ order, onClose }: { order: Order; onClose: () => void }) => (
  <PaymentForm order={order} submit={useSubmitPayment(String(order.id))} onClose={onClose} />
);

const GuestPaymentForm = ({ order, guestToken, onClose }: { order: Order; guestToken: string; onClose: () => void }) => (
  <PaymentForm order={order} submit={useSubmitGuestPayment(String(order.id), guestToken)} onClose={onClose} />
);

function PaymentForm({ order, submit, onClose }: { order: Order; submit: Submit; onClose: () => void }) {
  const method = order.payment_method;
  const { t } = useTranslation();

  const send = (proof: SubmitPaymentBody) =>
    submit.mutate(proof, {
      onSuccess: () => {
        toast.success(t('payment.submitted'));
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
