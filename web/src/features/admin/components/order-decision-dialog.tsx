import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { formatAdminAmount, orderTitle, type Order } from '../../../lib/orders';
import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { Textarea } from '../../../components/ui/textarea';
import { REFUND_WINDOW_DAYS } from '../../../../../shared/api/orders';
import { useApprovePayment, useMarkRefunded, useRefundOrder, useRejectPayment } from '../api/orders';

/** The provider an automatic payment is refunded through. */
const PROVIDER_NAME = { stripe: 'Stripe', paypal: 'PayPal', sslcommerz: 'SSLCommerz' } as const;

/** `markRefunded`: a refund due (a manual payment of an order closed by an exclusive sale) paid back by hand. */
export type Decision = 'approve' | 'reject' | 'refund' | 'markRefunded';

/** A rejection's reason is optional and shown to the buyer; blank sends none. */
const DecisionForm = z.object({ reason: z.string().max(500) });
type DecisionForm = z.infer<typeof DecisionForm>;

const TEXT = {
  approve: {
    title: 'Approve payment',
    confirm: 'Approve Payment',
    success: 'Payment approved successfully!',
    failure: 'Failed to approve payment',
    exception: 'Error approving payment',
  },
  reject: {
    title: 'Reject payment',
    confirm: 'Reject Payment',
    success: 'Payment rejected',
    failure: 'Failed to reject payment',
    exception: 'Error rejecting payment',
  },
  refund: {
    title: 'Refund order',
    confirm: 'Refund',
    success: 'Order refunded: the licence is revoked',
    failure: 'Failed to refund the order',
    exception: 'Error refunding the order',
  },
  markRefunded: {
    title: 'Mark refund as paid',
    confirm: 'Mark refunded',
    success: 'Refund recorded: the buyer is emailed',
    failure: 'Failed to record the refund',
    exception: 'Error recording the refund',
  },
} as const;

/** The reason (or note) each decision but an approval asks for: only a refund's is required. */
const REASON_FIELD = {
  reject: { label: 'Reason (optional)', maxLength: 500, rows: 3, placeholder: 'Shown to the buyer, e.g. transaction ID not found' },
  refund: { label: 'Reason', required: true, maxLength: 500, rows: 3, placeholder: 'Shown to the buyer, e.g. bought the wrong song' },
  markRefunded: { label: 'Note (optional)', maxLength: 200, rows: 2, placeholder: "Sent to the buyer, e.g. the refund's transaction ID" },
} as const;

const DAY_MS = 24 * 3600 * 1000;

/** Days since the purchase against the refund policy's window (spec §9). */
function refundWindowText(order: Order, now = Date.now()): string {
  const days = Math.floor((now - Date.parse(order.created_at)) / DAY_MS);
  const within = days <= REFUND_WINDOW_DAYS;
  return `Refund policy: within ${REFUND_WINDOW_DAYS} days of purchase. Bought ${days === 0 ? 'today' : `${days} day${days === 1 ? '' : 's'} ago`}${within ? '.' : ': outside the window.'}`;
}

/** Admin §8: a refused call gets the 'Failed to …' text (with the server's reason), no answer the 'Error …' one. */
function reportFailure(decision: Decision, error: unknown) {
  if (error instanceof ApiError && !error.isNetworkError) toast.error(TEXT[decision].failure, { description: error.message });
  else toast.error(TEXT[decision].exception);
}

interface OrderDecisionDialogProps {
  order: Order;
  decision: Decision;
  onClose: () => void;
}

/** Confirmation before approving (licence issued, buyer emailed) or rejecting, with an optional reason. */
export function OrderDecisionDialog({ order, decision, onClose }: OrderDecisionDialogProps) {
  const approve = useApprovePayment();
  const reject = useRejectPayment();
  const refund = useRefundOrder();
  const markRefunded = useMarkRefunded();
  const { register, handleSubmit } = useForm<DecisionForm>({ resolver: zodResolver(DecisionForm), defaultValues: { reason: '' } });
  const busy = approve.isPending || reject.isPending || refund.isPending || markRefunded.isPending;
  const text = TEXT[decision];

  const handlers = {
    onSuccess: () => {
      toast.success(text.success);
      onClose();
    },
    onError: (error: unknown) => {
      reportFailure(decision, error);
      onClose();
    },
  };

  const onSubmit = handleSubmit(({ reason }) => {
    if (decision === 'approve') approve.mutate(order.id, handlers);
    else if (decision === 'markRefunded') markRefunded.mutate({ orderId: order.id, note: reason.trim() || undefined }, handlers);
    else if (decision === 'refund') {
      if (reason.trim()) refund.mutate({ orderId: order.id, reason: reason.trim() }, handlers);
      else toast.error('Enter a reason for the refund');
    } else reject.mutate({ orderId: order.id, reason: reason.trim() || undefined }, handlers);
  });

  const details = order.manual_payment_details;
  return (
    <Dialog open onClose={() => !busy && onClose()} title={text.title} description={`Order #${order.id} · ${orderTitle(order)}`}>
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-3 rounded-xl border border-line bg-canvas p-4 text-sm">
          <div>
            <dt className="text-muted">Customer</dt>
            <dd className="font-medium [overflow-wrap:anywhere]">{order.buyer_name}</dd>
          </div>
          <div>
            <dt className="text-muted">Amount</dt>
            <dd className="font-semibold tabular-nums">{formatAdminAmount(order)}</dd>
          </div>
          <div>
            <dt className="text-muted">Sender</dt>
            <dd className="font-medium">{details?.senderWallet ?? 'Not submitted'}</dd>
          </div>
          <div>
            <dt className="text-muted">Transaction ID</dt>
            <dd className="font-mono [overflow-wrap:anywhere]">{details?.transactionId ?? '—'}</dd>
          </div>
        </dl>
        {decision === 'approve' ? (
          <p className="text-sm text-muted">
            {order.type === 'subscription'
              ? 'Approve this payment? The order becomes completed, the subscription is activated and the buyer is emailed.'
              : 'Approve this payment? The order becomes completed, a licence key is issued and the buyer is emailed.'}
          </p>
        ) : (
          <div className="flex flex-col gap-1.5">
            {decision === 'markRefunded' && (
              <p className="text-sm text-muted">
                This song was sold exclusively to another buyer. Pay {formatAdminAmount(order)} back to the sender by the same method, then
                record it here: the order becomes refunded and the buyer is emailed.
              </p>
            )}
            {decision === 'refund' && (
              <>
                <p className="text-sm text-muted" data-testid="refund-window">
                  {refundWindowText(order)}
                </p>
                <p className="text-sm text-muted">
                  {order.payment_method === 'stripe' || order.payment_method === 'paypal' || order.payment_method === 'sslcommerz'
                    ? `The payment goes back through ${PROVIDER_NAME[order.payment_method]}. The licence is revoked, the download closes and the buyer is emailed.`
                    : 'Pay the buyer back by the same method, then record it here: the licence is revoked and the buyer is emailed.'}
                </p>
              </>
            )}
            <Textarea {...REASON_FIELD[decision]} {...register('reason')} data-autofocus />
          </div>
        )}
        <DialogActions onCancel={onClose} confirmLabel={text.confirm} variant={decision === 'approve' ? 'primary' : 'danger'} busy={busy} />
      </form>
    </Dialog>
  );
}
