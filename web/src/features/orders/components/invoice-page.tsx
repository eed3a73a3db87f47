import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CheckCircle2, Clock, Download, KeyRound, Printer, XCircle } from 'lucide-react';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatMoney, invoiceNumber, orderTitle, PAYMENT_METHOD_LABEL, type Order } from '../../../lib/orders';
import { Button, buttonClasses } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { InvoiceLoader, type InvoiceNotFound } from '../../../components/invoices/invoice-loader';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge';
import { PaymentMethodIcon } from '../../../components/orders/payment-method-icon';
import { useOrder } from '../api/orders';
import { PaymentModal } from './payment-modal';

export const ORDER_NOT_FOUND = 'Order not found';
export const KEY_PENDING_TEXT = 'Will be generated after payment approval';

const NOT_FOUND: InvoiceNotFound = {
  message: ORDER_NOT_FOUND,
  title: 'Order Not Found',
  text: 'This order does not exist or belongs to another account.',
  exit: { to: paths.browse, label: 'Browse songs' },
};

/** Spec §8: 'Order not found' and then /browse, for an unknown id or someone else's order. */
export function InvoicePage({ orderId }: { orderId: string }) {
  const query = useOrder(orderId);
  return (
    <InvoiceLoader query={query} notFound={NOT_FOUND}>
      {(order) => <Invoice order={order} />}
    </InvoiceLoader>
  );
}

function Field({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{label}</dt>
      <dd className="mt-1 text-sm text-ink">{children}</dd>
    </div>
  );
}

function Invoice({ order }: { order: Order }) {
  const [paying, setPaying] = useState(false);
  const amount = formatMoney(order.amount, order.currency);
  const title = orderTitle(order);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <title>{`Invoice ${invoiceNumber(order)} · ${site.name}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand">Invoice</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight tabular-nums">{invoiceNumber(order)}</h1>
          <p className="mt-1 text-sm text-muted">
            Reference <span className="font-semibold tabular-nums text-ink">#{order.reference}</span>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <OrderStatusBadge status={order.status} className="text-sm" />
          <Button variant="ghost" size="sm" onClick={() => window.print()} className="print:hidden">
            <Printer aria-hidden="true" className="size-4" />
            Print
          </Button>
        </div>
      </div>

      <section aria-label="Order summary" className="mt-8 rounded-2xl border border-line bg-surface p-6">
        <dl className="grid gap-5 sm:grid-cols-3">
          <Field label="Order">#{order.id}</Field>
          <Field label="Date">{formatDateTime(order.created_at)}</Field>
          <Field label="Billed to">
            <span className="block font-medium">{order.buyer_name}</span>
            <span className="block text-muted [overflow-wrap:anywhere]">{order.buyer_email}</span>
          </Field>
        </dl>

        <table className="mt-6 w-full text-left text-sm">
          <thead className="text-xs uppercase tracking-wider text-muted">
            <tr className="border-b border-line">
              <th scope="col" className="py-2 font-semibold">Item</th>
              <th scope="col" className="py-2 text-right font-semibold">Amount</th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-line">
              <td className="py-3">
                <span className="block font-semibold text-ink">{title}</span>
                {order.song_artist && <span className="block text-muted">{order.song_artist}</span>}
                <span className="block text-xs text-muted">
                  {order.type === 'subscription' ? 'Subscription plan' : 'Lifetime commercial licence · 320kbps MP3'}
                </span>
              </td>
              <td className="py-3 text-right font-semibold tabular-nums">{amount}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="pt-3 font-semibold">Total</th>
              <td className="pt-3 text-right text-xl font-extrabold tabular-nums text-brand" data-testid="invoice-total">
                {amount}
              </td>
            </tr>
          </tfoot>
        </table>

        <dl className="mt-6 grid gap-5 sm:grid-cols-2">
          <Field label="Payment method">
            <span className="inline-flex items-center gap-2">
              <PaymentMethodIcon method={order.payment_method} className="text-brand" />
              {PAYMENT_METHOD_LABEL[order.payment_method]}
            </span>
          </Field>
          <Field label="License key">
            {order.license_key ? (
              <span className="flex items-center gap-2">
                <code className="rounded bg-canvas px-2 py-1 font-mono text-sm text-brand [overflow-wrap:anywhere]" data-testid="license-key">
                  {order.license_key}
                </code>
                <CopyButton value={order.license_key} label="license key" />
              </span>
            ) : order.status === 'failed' ? (
              <span className="text-muted">No license key generated</span>
            ) : (
              <span className="text-muted">{KEY_PENDING_TEXT}</span>
            )}
          </Field>
        </dl>
      </section>

      <StatusPanel order={order} amount={amount} onPay={() => setPaying(true)} />
      {order.status === 'pending' && !order.manual_payment_details && (
        <PaymentModal order={order} open={paying} onClose={() => setPaying(false)} />
      )}
    </div>
  );
}

function Panel({ tone, icon, title, children }: { tone: 'brand' | 'success' | 'danger'; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className={cn(
        'mt-6 rounded-2xl border p-6',
        tone === 'brand' && 'border-brand/40 bg-brand/5',
        tone === 'success' && 'border-success/40 bg-success/5',
        tone === 'danger' && 'border-danger/40 bg-danger/5',
      )}
    >
      <h2 className="flex items-center gap-2 text-lg font-bold">
        {icon}
        {title}
      </h2>
      <div className="mt-2 text-sm text-muted">{children}</div>
    </section>
  );
}

/** Spec §4 Order status: what the buyer can do next. */
function StatusPanel({ order, amount, onPay }: { order: Order; amount: string; onPay: () => void }) {
  if (order.status === 'completed') {
    return (
      <Panel tone="success" icon={<CheckCircle2 aria-hidden="true" className="size-5 text-success" />} title="Payment approved">
        <p>Your licence is active. Download the song and the licence PDF from My Orders.</p>
        <Link to={paths.orders} className={buttonClasses({ className: 'mt-4' })}>
          <Download aria-hidden="true" className="size-4" />
          Go to Downloads
        </Link>
      </Panel>
    );
  }
  if (order.status === 'failed') {
    return (
      <Panel tone="danger" icon={<XCircle aria-hidden="true" className="size-5 text-danger" />} title="Payment failed">
        {order.rejection_reason ? (
          <p>
            Reason: <span className="text-ink">{order.rejection_reason}</span>
          </p>
        ) : (
          <p>The payment could not be confirmed.</p>
        )}
        <p className="mt-2">Please try purchasing again or contact support.</p>
        <Link to={paths.browse} className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}>
          Browse songs
        </Link>
      </Panel>
    );
  }
  const details = order.manual_payment_details;
  if (details) {
    return (
      <Panel tone="brand" icon={<Clock aria-hidden="true" className="size-5 text-brand" />} title="Payment Submitted, pending admin approval">
        <p>Admin approval usually takes 1 to 24 hours. We will email you once it is approved.</p>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          <Field label="Sender">{details.senderWallet}</Field>
          <Field label="Transaction ID">
            <span className="font-mono">{details.transactionId}</span>
          </Field>
          <Field label="Submitted">{formatDateTime(details.submittedAt)}</Field>
        </dl>
      </Panel>
    );
  }
  return (
    <Panel tone="brand" icon={<KeyRound aria-hidden="true" className="size-5 text-brand" />} title="Awaiting payment">
      <p>
        Send {amount} by {PAYMENT_METHOD_LABEL[order.payment_method]}, then enter your sender number and transaction ID. An admin
        confirms the payment, usually within 1 to 24 hours.
      </p>
      <Button size="lg" className="mt-4" onClick={onPay}>
        Pay Now
      </Button>
    </Panel>
  );
}
