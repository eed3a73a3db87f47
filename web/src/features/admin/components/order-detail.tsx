import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ArrowLeft, Check, X } from 'lucide-react';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatAdminAmount, formatDateTime, orderTitle, PAYMENT_METHOD_LABEL, type Order } from '../../../lib/orders';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Spinner } from '../../../components/ui/spinner';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge';
import { PaymentMethodIcon } from '../../../components/orders/payment-method-icon';
import { useAdminOrder } from '../api/orders';
import { AdminHeader } from './admin-layout';
import { OrderDecisionDialog, type Decision } from './order-decision-dialog';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-line bg-surface p-5">
      <h2 className="text-lg font-bold">{title}</h2>
      <dl className="mt-4 flex flex-col gap-3 text-sm">{children}</dl>
    </section>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** Admin §2.4: one order, its customer, payment and licence, with approve/reject while pending. */
export function AdminOrderDetail({ orderId }: { orderId: string }) {
  const query = useAdminOrder(orderId);
  const navigate = useNavigate();
  const back = (
    <Button variant="ghost" size="sm" onClick={() => void navigate(paths.adminOrders)} className="mb-4 -ml-3">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Orders
    </Button>
  );

  if (query.isPending) {
    return (
      <>
        {back}
        <p role="status" className="flex items-center gap-2 py-16 text-muted">
          <Spinner /> Loading order details...
        </p>
      </>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <>
        {back}
        <div role="alert" className="rounded-2xl border border-line bg-surface p-10 text-center">
          <p className="text-lg font-bold">{missing ? 'Order not found' : 'Failed to load the order'}</p>
          {!missing && (
            <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
        </div>
      </>
    );
  }
  return (
    <>
      {back}
      <OrderDetailBody order={query.data} />
    </>
  );
}

function OrderDetailBody({ order }: { order: Order }) {
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
        <Section title="Customer Information">
          <Item label="Name">{order.buyer_name}</Item>
          <Item label="Email">{order.buyer_email}</Item>
          <Item label="User ID">
            <span className="font-mono text-xs">{order.user_id}</span>
          </Item>
        </Section>
        <Section title="Order Information">
          {subscription ? (
            <>
              <Item label="Type">Subscription</Item>
              <Item label="Plan">{orderTitle(order)}</Item>
              <Item label="Plan ID">
                <span className="font-mono text-xs">{order.plan_id ?? '—'}</span>
              </Item>
            </>
          ) : (
            <>
              <Item label="Song">{orderTitle(order)}</Item>
              {order.song_artist && <Item label="Artist">{order.song_artist}</Item>}
              <Item label="Song ID">
                <span className="font-mono text-xs">{order.song_id ?? '—'}</span>
              </Item>
            </>
          )}
          <Item label="Order date">{formatDateTime(order.created_at)}</Item>
        </Section>
        <Section title="Payment Information">
          <Item label="Amount">
            <span className="font-semibold tabular-nums">{formatAdminAmount(order)}</span>
          </Item>
          <Item label="Payment method">
            <span className="inline-flex items-center gap-1.5">
              <PaymentMethodIcon method={order.payment_method} />
              {PAYMENT_METHOD_LABEL[order.payment_method]}
            </span>
          </Item>
          <Item label="Payment status">
            <OrderStatusBadge status={order.payment_status} />
          </Item>
          {order.rejection_reason && <Item label="Rejection reason">{order.rejection_reason}</Item>}
        </Section>
        {!subscription && (
          <Section title="License Information">
            <Item label="License key">
              {order.license_key ? (
                <span className="inline-flex items-center gap-2">
                  <code className="font-mono text-brand">{order.license_key}</code>
                  <CopyButton value={order.license_key} label="license key" />
                </span>
              ) : pending ? (
                <span className="text-muted">Will be generated after payment approval</span>
              ) : (
                <span className="text-muted">No license key generated</span>
              )}
            </Item>
          </Section>
        )}
      </div>
      {order.manual_payment_details && (
        <section aria-label="Payment Details" className="mt-4 rounded-2xl border border-line bg-surface p-5">
          <h2 className="text-lg font-bold">Payment Details</h2>
          <pre className="mt-4 overflow-x-auto rounded-xl bg-canvas p-4 font-mono text-xs text-ink" data-testid="payment-details">
            {JSON.stringify(order.manual_payment_details, null, 2)}
          </pre>
        </section>
      )}
      {decision && <OrderDecisionDialog order={order} decision={decision} onClose={() => setDecision(undefined)} />}
    </>
  );
}
