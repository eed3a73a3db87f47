import { useState } from 'react';
import { Check, X } from 'lucide-react';
import type { Order } from '../../../lib/orders';
import { Button } from '../../../components/ui/button';
import { AdminHeader } from './admin-layout';
import { OrderDecisionDialog, type Decision } from './order-decision-dialog';
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
        }
      />
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
