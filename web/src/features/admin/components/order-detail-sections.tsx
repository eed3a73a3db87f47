import type { ReactNode } from 'react';
import type { ManualPaymentDetails } from '../../../../../shared/api/orders';
import { formatAdminAmount, formatDateTime, orderTitle, type Order } from '../../../lib/orders';
import { CopyButton } from '../../../components/ui/copy-button';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge';
import { PaymentMethodName } from './payment-method-name';

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

export function CustomerSection({ order }: { order: Order }) {
  return (
    <Section title="Customer Information">
      <Item label="Name">{order.buyer_name}</Item>
      <Item label="Email">{order.buyer_email}</Item>
      <Item label="User ID">
        <span className="font-mono text-xs">{order.user_id}</span>
      </Item>
    </Section>
  );
}

export function OrderSection({ order }: { order: Order }) {
  return (
    <Section title="Order Information">
      {order.type === 'subscription' ? (
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
  );
}

export function PaymentSection({ order }: { order: Order }) {
  return (
    <Section title="Payment Information">
      <Item label="Amount">
        <span className="font-semibold tabular-nums">{formatAdminAmount(order)}</span>
      </Item>
      <Item label="Payment method">
        <PaymentMethodName method={order.payment_method} />
      </Item>
      <Item label="Payment status">
        <OrderStatusBadge status={order.payment_status} />
      </Item>
      {order.rejection_reason && <Item label="Rejection reason">{order.rejection_reason}</Item>}
      {order.refunded_at && <Item label="Refunded">{formatDateTime(order.refunded_at)}</Item>}
      {order.refund_reason && <Item label="Refund reason">{order.refund_reason}</Item>}
    </Section>
  );
}

export function LicenseSection({ order }: { order: Order }) {
  return (
    <Section title="License Information">
      <Item label="License key">
        {order.license_key ? (
          <span className="inline-flex items-center gap-2">
            <code className="font-mono text-brand">{order.license_key}</code>
            <CopyButton value={order.license_key} label="license key" />
          </span>
        ) : order.status === 'pending' ? (
          <span className="text-muted">Will be generated after payment approval</span>
        ) : (
          <span className="text-muted">No license key generated</span>
        )}
      </Item>
    </Section>
  );
}

/** What the buyer submitted with a manual payment, as labelled fields. */
export function PaymentDetailsSection({ details }: { details: ManualPaymentDetails }) {
  return (
    <div className="mt-4">
      <Section title="Payment Details">
        <Item label="Paid with">
          <PaymentMethodName method={details.paymentMethod} />
        </Item>
        <Item label="Sender account">
          <span className="font-mono">{details.senderWallet}</span>
        </Item>
        <Item label="Transaction ID">
          <span className="inline-flex items-center gap-2">
            <code className="font-mono">{details.transactionId}</code>
            <CopyButton value={details.transactionId} label="transaction ID" />
          </span>
        </Item>
        <Item label="Submitted">{formatDateTime(details.submittedAt)}</Item>
      </Section>
    </div>
  );
}
