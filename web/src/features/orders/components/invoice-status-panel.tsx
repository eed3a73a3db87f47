import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CheckCircle2, Clock, Download, KeyRound, XCircle } from 'lucide-react';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/api-client';
import type { ProviderReturn } from '../../../lib/gateway-return';
import { formatDateTime, PAYMENT_METHOD_LABEL, type Order } from '../../../lib/orders';
import { isGatewayMethod } from '../../../lib/payment-methods';
import { usePayAgain } from '../api/orders';
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

/** A pending order paid on a provider's page: confirming after the return, a retry after a failure, else the way to pay. */
function GatewayPanel({
  order,
  amount,
  returned,
  confirming,
  captureError,
}: {
  order: Order;
  amount: string;
  returned?: ProviderReturn;
  confirming?: boolean;
  captureError?: string;
}) {
  const provider = order.payment_method === 'stripe' ? 'Stripe' : PAYMENT_METHOD_LABEL[order.payment_method];
  const retry = usePayAgain();
  const payAgain = () =>
    retry.mutate(
      { songId: order.song_id!, paymentMethod: order.payment_method, amount: order.amount },
      { onSuccess: ({ checkoutUrl }) => checkoutUrl && window.location.assign(checkoutUrl) },
    );
  const button = order.song_id && (
    <Button size="lg" className="mt-4" loading={retry.isPending} onClick={payAgain}>
      {returned === 'failed' || returned === 'cancelled' || captureError ? 'Try again' : `Pay with ${provider}`}
    </Button>
  );
  if (captureError || returned === 'failed' || returned === 'cancelled') {
    return (
      <Panel tone="danger" icon={<XCircle aria-hidden="true" className="size-5 text-danger" />} title="Payment not completed">
        <p>{captureError ?? `The payment on ${provider} was not completed, so nothing was charged. You can try again.`}</p>
        {retry.error && <p className="mt-2 text-danger">{errorMessage(retry.error)}</p>}
        {button}
      </Panel>
    );
  }
  if (confirming || returned === 'success' || returned === 'paypal') {
    return (
      <Panel tone="brand" icon={<Clock aria-hidden="true" className="size-5 text-brand" />} title="Confirming your payment">
        <p>{provider} is confirming the payment. This page updates by itself; your licence follows at once.</p>
      </Panel>
    );
  }
  return (
    <Panel tone="brand" icon={<KeyRound aria-hidden="true" className="size-5 text-brand" />} title="Awaiting payment">
      <p>
        Pay {amount} on the secure page of {provider}. Your licence key and download arrive as soon as {provider} confirms the payment.
      </p>
      {retry.error && <p className="mt-2 text-danger">{errorMessage(retry.error)}</p>}
      {button}
    </Panel>
  );
}

/** Spec §4 Order status: what the buyer can do next. */
export function InvoiceStatusPanel({
  order,
  amount,
  onPay,
  returned,
  confirming,
  captureError,
}: {
  order: Order;
  amount: string;
  onPay: () => void;
  returned?: ProviderReturn;
  confirming?: boolean;
  captureError?: string;
}) {
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
  if (!details && isGatewayMethod(order.payment_method)) {
    return <GatewayPanel order={order} amount={amount} returned={returned} confirming={confirming} captureError={captureError} />;
  }
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
