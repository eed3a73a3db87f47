import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CheckCircle2, Clock, Download, KeyRound, XCircle } from 'lucide-react';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { formatDateTime, PAYMENT_METHOD_LABEL, type Order } from '../../../lib/orders';
import { Button, buttonClasses } from '../../../components/ui/button';
import { InvoiceField } from '../../../components/invoices/invoice-field';

function Panel({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'brand' | 'success' | 'danger';
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
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
export function InvoiceStatusPanel({ order, amount, onPay }: { order: Order; amount: string; onPay: () => void }) {
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
      <Panel
        tone="brand"
        icon={<Clock aria-hidden="true" className="size-5 text-brand" />}
        title="Payment Submitted, pending admin approval"
      >
        <p>Admin approval usually takes 1 to 24 hours. We will email you once it is approved.</p>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          <InvoiceField label="Sender">{details.senderWallet}</InvoiceField>
          <InvoiceField label="Transaction ID">
            <span className="font-mono">{details.transactionId}</span>
          </InvoiceField>
          <InvoiceField label="Submitted">{formatDateTime(details.submittedAt)}</InvoiceField>
        </dl>
      </Panel>
    );
  }
  return (
    <Panel tone="brand" icon={<KeyRound aria-hidden="true" className="size-5 text-brand" />} title="Awaiting payment">
      <p>
        Send {amount} by {PAYMENT_METHOD_LABEL[order.payment_method]}, then enter your sender number and transaction ID. An admin confirms
        the payment, usually within 1 to 24 hours.
      </p>
      <Button size="lg" className="mt-4" onClick={onPay}>
        Pay Now
      </Button>
    </Panel>
  );
}
