import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CheckCircle2, Clock, CreditCard, Download, FileText, KeyRound, MailQuestion, XCircle } from 'lucide-react';
import { toast } from 'sonner';
import { isLocalMethod, type SubmitPaymentBody } from '../../../../../shared/api/orders';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { guestTokenOf, takeTokenFromHash } from '../../../lib/guest-orders';
import { formatMoney, invoiceNumber, PAYMENT_METHOD_LABEL, type Order } from '../../../lib/orders';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { InvoiceLoader, type InvoiceNotFound } from '../../../components/invoices/invoice-loader';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge';
import { PayeeDetails } from '../../../components/payments/payee-details';
import { PaymentProofForm } from '../../../components/payments/payment-proof-form';
import { downloadGuestFile, payGuestOrderByCard, useGuestOrder, useSubmitGuestPayment } from '../api/guest-orders';
import { InvoiceSummary } from './invoice-summary';

const NOT_FOUND: InvoiceNotFound = {
  message: 'Order not found',
  title: 'Order Not Found',
  text: 'This link does not open an order. Use the newest link from your order emails.',
  exit: { to: paths.browse, label: 'Browse songs' },
};

/** A guest order, opened with its token: from the mailed link's fragment, else the one this browser kept. */
export function GuestOrderPage({ orderId }: { orderId: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [fromLink] = useState(() => takeTokenFromHash(orderId, location.hash));
  const [token] = useState(() => fromLink ?? guestTokenOf(orderId));
  // Kept: the token leaves the address bar, so the page's URL can be shared or bookmarked without it.
  useEffect(() => {
    if (fromLink) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [fromLink, navigate, location.pathname, location.search]);
  if (!token) {
    return (
      <NotFoundPage
        icon={MailQuestion}
        title="Open your order from its email"
        text="Guest orders open from the link we emailed when you ordered. Open that link in this browser."
        link={{ to: paths.browse, label: 'Browse songs' }}
      />
    );
  }
  return <GuestOrderLoader orderId={orderId} token={token} />;
}

function GuestOrderLoader({ orderId, token }: { orderId: string; token: string }) {
  const query = useGuestOrder(orderId, token);
  return (
    <InvoiceLoader query={query} notFound={NOT_FOUND}>
      {(order) => <GuestOrder order={order} token={token} onRefresh={() => void query.refetch()} />}
    </InvoiceLoader>
  );
}

function GuestOrder({ order, token, onRefresh }: { order: Order; token: string; onRefresh: () => void }) {
  const amount = formatMoney(order.amount, order.currency);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <title>{`Order ${invoiceNumber(order)} · ${site.name}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand">Guest order</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight tabular-nums">{invoiceNumber(order)}</h1>
          <p className="mt-1 text-sm text-muted">
            Reference <span className="font-semibold tabular-nums text-ink">#{order.reference}</span>
          </p>
        </div>
        <OrderStatusBadge status={order.status} className="text-sm" />
      </div>
      <InvoiceSummary order={order} amount={amount} />
      <GuestOrderStatus order={order} token={token} amount={amount} onRefresh={onRefresh} />
    </div>
  );
}

function Panel({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="mt-6 rounded-2xl border border-line bg-surface p-6">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        {icon}
        {title}
      </h2>
      <div className="mt-2 text-sm text-muted">{children}</div>
    </section>
  );
}

function GuestOrderStatus({ order, token, amount, onRefresh }: { order: Order; token: string; amount: string; onRefresh: () => void }) {
  const [searchParams] = useSearchParams();
  const orderId = String(order.id);
  const [busy, setBusy] = useState<'song' | 'license' | 'card'>();
  const [paying, setPaying] = useState(false);

  const run = (what: 'song' | 'license' | 'card', job: () => Promise<void>) => {
    setBusy(what);
    job()
      .catch((cause: unknown) => toast.error(errorMessage(cause)))
      .finally(() => setBusy(undefined));
  };

  if (order.status === 'completed') {
    return (
      <Panel title="Payment approved" icon={<CheckCircle2 aria-hidden="true" className="size-5 text-success" />}>
        <p>Your licence is active. Download the song and its licence PDF here, whenever you need them.</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button loading={busy === 'song'} onClick={() => run('song', () => downloadGuestFile('song', orderId, token))}>
            <Download aria-hidden="true" className="size-4" />
            Download song
          </Button>
          <Button
            variant="secondary"
            loading={busy === 'license'}
            onClick={() => run('license', () => downloadGuestFile('license', orderId, token))}
          >
            <FileText aria-hidden="true" className="size-4" />
            Download licence PDF
          </Button>
        </div>
        <p className="mt-4">
          Create an account with {order.buyer_email} and verify it to keep this purchase in your library.{' '}
          <Link to={paths.auth} className="font-semibold text-brand underline-offset-2 hover:underline">
            Create an account
          </Link>
        </p>
      </Panel>
    );
  }
  if (order.status === 'refunded' || order.status === 'failed') {
    return (
      <Panel
        title={order.status === 'refunded' ? 'Refunded' : 'Payment failed'}
        icon={<XCircle aria-hidden="true" className="size-5 text-danger" />}
      >
        <p>
          {order.status === 'refunded'
            ? 'This order was refunded and its licence revoked.'
            : (order.rejection_reason ?? 'The payment could not be confirmed.')}
        </p>
      </Panel>
    );
  }
  if (!isLocalMethod(order.payment_method)) {
    const returned = searchParams.get('payment') === 'success';
    return (
      <Panel title="Awaiting card payment" icon={<CreditCard aria-hidden="true" className="size-5 text-brand" />}>
        <p>
          {returned
            ? 'Thank you: we are waiting for the card provider to confirm your payment. This usually takes a few seconds.'
            : `Pay ${amount} by card on the provider's secure page. Your licence arrives by email once it confirms.`}
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          {returned ? (
            <Button variant="secondary" onClick={onRefresh}>
              Check again
            </Button>
          ) : (
            <Button loading={busy === 'card'} onClick={() => run('card', () => payGuestOrderByCard(orderId, token))}>
              Pay by card
            </Button>
          )}
        </div>
      </Panel>
    );
  }
  const details = order.manual_payment_details;
  if (details) {
    return (
      <Panel title="Payment Submitted, pending admin approval" icon={<Clock aria-hidden="true" className="size-5 text-brand" />}>
        <p>Admin approval usually takes 1 to 24 hours. We will email your licence and download links once it is approved.</p>
      </Panel>
    );
  }
  return (
    <Panel title="Awaiting payment" icon={<KeyRound aria-hidden="true" className="size-5 text-brand" />}>
      <p>
        Send {amount} by {PAYMENT_METHOD_LABEL[order.payment_method]}, then enter your sender number and transaction ID. An admin confirms
        the payment, usually within 1 to 24 hours.
      </p>
      <Button size="lg" className="mt-4" onClick={() => setPaying(true)}>
        Pay Now
      </Button>
      <GuestPaymentDialog order={order} token={token} open={paying} onClose={() => setPaying(false)} />
    </Panel>
  );
}

const submitError = (error: unknown): string =>
  error instanceof ApiError && !error.isNetworkError ? `Error: ${error.message}` : 'Failed to submit payment details';

function GuestPaymentDialog({ order, token, open, onClose }: { order: Order; token: string; open: boolean; onClose: () => void }) {
  const submit = useSubmitGuestPayment(String(order.id), token);
  const send = (proof: SubmitPaymentBody) =>
    submit.mutate(proof, {
      onSuccess: () => {
        toast.success('Payment details submitted! Your order is pending admin approval.');
        onClose();
      },
      onError: (cause) => toast.error(submitError(cause)),
    });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Payment Details"
      description={`Pay for order #${order.id} by ${PAYMENT_METHOD_LABEL[order.payment_method]}.`}
    >
      <PaymentProofForm
        method={order.payment_method}
        pending={submit.isPending}
        error={submit.error ? submitError(submit.error) : undefined}
        onSubmit={send}
        onCancel={onClose}
      >
        <PayeeDetails
          method={order.payment_method}
          amount={formatMoney(order.amount, order.currency)}
          amountCopy={String(Math.round(order.amount * 100) / 100)}
        />
      </PaymentProofForm>
    </Dialog>
  );
}
