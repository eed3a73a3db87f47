import { useState } from 'react';
import { Check, HandCoins, X } from 'lucide-react';
import type { Order } from '../../../lib/orders';
import { Button } from '../../../components/ui/button';
import { AdminHeader } from './admin-layout';
import { OrderDecisionDialog, type Decision } from './order-decision-dialog';
import { RefundDueBadge } from './refund-due-badge';
import { CustomerSection, LicenseSection, OrderSection, PaymentDetailsSection, PaymentSection } from './order-detail-sections';

/** One loaded order: its sections, and approve/reject while it is pending. */
export function OrderDetailBody({ order }: { order: Order }) {
  const [decision, setDecision] = useState<Decision>();
  const pending = order.status === 'pending';
  // A subscription order has no licence of its own: approval activates the plan instead.
  const subscription = order.type === 'subscription';
  return (
    <>
      <AdminHeader
        title={`Order #${order.id}`}
        description={`Reference #${order.reference}`}
        actions={
          order.refund_due ? (
            <Button variant="danger" onClick={() => setDecision('markRefunded')}>
              <HandCoins aria-hidden="true" className="size-4" />
              Mark refunded
            </Button>
          ) : (
            pending && (
              <>
                <Button variant="danger" onClick={() => setDecision('reject')}>
                  <X aria-hidden="true" className="size-4" />
                  Reject
                </Button>
                <Button onClick={() => setDecision('approve')}>
                  <Check aria-hidden="true" className="size-4" />
                  Approve
                </Button>
              </>
            )
          )
        }
      />
      {order.refund_due && (
        <p role="note" className="mb-4 flex flex-wrap items-center gap-2 rounded-2xl border border-danger/40 bg-danger/10 p-4 text-sm">
          <RefundDueBadge />
          The song was sold exclusively to another buyer after this payment was submitted: pay it back to the buyer, then mark it refunded.
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <CustomerSection order={order} />
        <OrderSection order={order} />
        <PaymentSection order={order} />
        {!subscription && <LicenseSection order={order} />}
      </div>
      {order.manual_payment_details && <PaymentDetailsSection details={order.manual_payment_details} />}
      {decision && <OrderDecisionDialog order={order} decision={decision} onClose={() => setDecision(undefined)} />}
    </>
  );
}
