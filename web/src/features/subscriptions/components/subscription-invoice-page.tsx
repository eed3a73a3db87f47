import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CheckCircle2, Clock, Download, LayoutDashboard, XCircle } from 'lucide-react';
import { toast } from 'sonner';
import { isLocalMethod } from '../../../../../shared/api/orders';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatMoney, PAYMENT_METHOD_LABEL } from '../../../lib/orders';
import { useMethodChoice } from '../../../lib/payment-methods';
import { SUBSCRIPTION_STATUS_LABEL } from '../../../lib/subscription';
import { Button, buttonClasses } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { FormMessage } from '../../../components/ui/form-message';
import { InvoiceLoader, type InvoiceNotFound } from '../../../components/invoices/invoice-loader';
import { MethodPicker } from '../../../components/payments/method-picker';
import { PayeeDetails } from '../../../components/payments/payee-details';
import { PaymentProofFields } from '../../../components/payments/payment-proof-fields';
import { usePaymentProof } from '../../../components/payments/use-payment-proof';
import { useSubmitSubscriptionPayment, useSubscriptionInvoice, type SubscriptionInvoice } from '../api/subscriptions';
import { subscriptionReference } from '../utils/subscription-reference';

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';
export const INVOICE_DETAILS_REQUIRED = 'Please fill in all payment details';
export const INVOICE_PAYMENT_SUBMITTED = 'Payment submitted successfully! Your subscription will be activated after admin approval.';
export const INVOICE_PAYMENT_FAILED = 'Failed to submit payment';
const APPROVAL_NOTE = 'Admin approval usually takes 1 to 24 hours.';

const NOT_FOUND: InvoiceNotFound = {
  message: SUBSCRIPTION_NOT_FOUND,
  title: 'Subscription Not Found',
  text: 'This subscription does not exist or belongs to another account.',
  exit: { to: paths.pricing, label: 'View plans' },
};

/** Spec §2 Subscription invoice: a missing subscription sends the user to /pricing. */
export function SubscriptionInvoicePage({ subscriptionId }: { subscriptionId: string }) {
  const query = useSubscriptionInvoice(subscriptionId);
  return (
    <InvoiceLoader query={query} notFound={NOT_FOUND}>
      {(invoice) => <Invoice invoice={invoice} />}
    </InvoiceLoader>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{label}</dt>
      <dd className="mt-1 text-sm text-ink">{children}</dd>
    </div>
  );
}

const STATUS_STYLE: Record<SubscriptionInvoice['status'], string> = {
  pending_payment: 'border-brand/40 bg-brand/10 text-brand',
  pending_approval: 'border-brand/40 bg-brand/10 text-brand',
  active: 'border-success/40 bg-success/10 text-success',
  expired: 'border-danger/40 bg-danger/10 text-danger',
  rejected: 'border-danger/40 bg-danger/10 text-danger',
};

function Invoice({ invoice }: { invoice: SubscriptionInvoice }) {
  const reference = subscriptionReference(invoice.id);
  const amount = formatMoney(invoice.amount, invoice.currency);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <title>{`Subscription ${reference} · ${site.name}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand">Subscription Invoice</p>
          <h1 className="mt-1 flex items-center gap-2 text-3xl font-extrabold tracking-tight tabular-nums">
            <span data-testid="subscription-reference">{reference}</span>
            <CopyButton value={reference} label="reference" />
          </h1>
          <p className="mt-1 text-sm text-muted">Order #{invoice.order_id}</p>
        </div>
        <span className={cn('inline-flex items-center rounded-full border px-3 py-1 text-sm font-semibold', STATUS_STYLE[invoice.status])}>
          {SUBSCRIPTION_STATUS_LABEL[invoice.status]}
        </span>
      </div>

      <section aria-label="Plan summary" className="mt-8 rounded-2xl border border-line bg-surface p-6">
        <dl className="grid gap-5 sm:grid-cols-3">
          <Field label="Plan">
            <span className="text-base font-bold">{invoice.plan_name}</span>
          </Field>
          <Field label="Date">{formatDateTime(invoice.created_at)}</Field>
          <Field label="Price">${invoice.usd_price.toFixed(2)} USD</Field>
        </dl>
        <div className="mt-6 flex items-baseline justify-between border-t border-line pt-4">
          <span className="font-semibold">Amount due</span>
          <span className="text-3xl font-extrabold tabular-nums text-brand" data-testid="subscription-amount">
            {amount}
          </span>
        </div>
      </section>

      <StatusSection invoice={invoice} amount={amount} />
    </div>
  );
}

function NextSteps() {
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <Link to={paths.dashboard} className={buttonClasses()}>
        <LayoutDashboard aria-hidden="true" className="size-4" />
        Go to Dashboard
      </Link>
      <Link to={paths.dashboardDownloads} className={buttonClasses({ variant: 'secondary' })}>
        <Download aria-hidden="true" className="size-4" />
        My Downloads
      </Link>
    </div>
  );
}

function StatusSection({ invoice, amount }: { invoice: SubscriptionInvoice; amount: string }) {
  if (invoice.status === 'pending_payment') return <PaymentSection invoice={invoice} amount={amount} />;
  const details = invoice.manual_payment_details;
  if (invoice.status === 'pending_approval') {
    return (
      <section aria-label="Payment Submitted" className="mt-6 rounded-2xl border border-brand/40 bg-brand/5 p-6">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <Clock aria-hidden="true" className="size-5 text-brand" />
          Payment Submitted, pending admin approval
        </h2>
        <p className="mt-2 text-sm text-muted">{APPROVAL_NOTE} Your downloads open as soon as the subscription is activated.</p>
        {details && (
          <dl className="mt-4 grid gap-4 sm:grid-cols-3">
            <Field label="Sender">{details.senderWallet}</Field>
            <Field label="Transaction ID">
              <span className="font-mono">{details.transactionId}</span>
            </Field>
            <Field label="Method">{PAYMENT_METHOD_LABEL[details.paymentMethod]}</Field>
          </dl>
        )}
        <NextSteps />
      </section>
    );
  }
  if (invoice.status === 'active') {
    return (
      <section aria-label="Subscription active" className="mt-6 rounded-2xl border border-success/40 bg-success/5 p-6">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <CheckCircle2 aria-hidden="true" className="size-5 text-success" />
          Subscription active
        </h2>
        <p className="mt-2 text-sm text-muted">Download any song from Browse; your downloads are listed on the dashboard.</p>
        <NextSteps />
      </section>
    );
  }
  return (
    <section aria-label={`Subscription ${invoice.status}`} className="mt-6 rounded-2xl border border-danger/40 bg-danger/5 p-6">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <XCircle aria-hidden="true" className="size-5 text-danger" />
        {invoice.status === 'rejected' ? 'Payment rejected' : 'Subscription expired'}
      </h2>
      <p className="mt-2 text-sm text-muted">Choose a plan again, or contact support if you believe this is a mistake.</p>
      <Link to={paths.pricing} className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}>
        View plans
      </Link>
    </section>
  );
}

function PaymentSection({ invoice, amount }: { invoice: SubscriptionInvoice; amount: string }) {
  const submit = useSubmitSubscriptionPayment(invoice.id);
  const { methods, method, choose, loading } = useMethodChoice(invoice.payment_method);
  const { fields, proof } = usePaymentProof(method);
  const [error, setError] = useState<{ text: string; reason?: string }>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!proof) {
      setError({ text: INVOICE_DETAILS_REQUIRED });
      return;
    }
    setError(undefined);
    submit.mutate(proof, {
      onSuccess: () => toast.success(INVOICE_PAYMENT_SUBMITTED),
      onError: (cause) => {
        const reason = cause instanceof ApiError && !cause.isNetworkError ? cause.message : undefined;
        setError({ text: INVOICE_PAYMENT_FAILED, reason });
        toast.error(INVOICE_PAYMENT_FAILED, reason ? { description: reason } : undefined);
      },
    });
  };

  // Amounts of local methods are stored in taka; a card-priced invoice is shown as stored.
  const copyValue = isLocalMethod(invoice.payment_method) ? String(Math.round(invoice.amount)) : String(invoice.amount);
  return (
    <section aria-labelledby="pay-heading" className="mt-6 rounded-2xl border border-brand/40 bg-brand/5 p-6">
      <h2 id="pay-heading" className="text-lg font-bold">
        Complete your payment
      </h2>
      <p className="mt-1 text-sm text-muted">
        Send {amount}, then confirm it below. {APPROVAL_NOTE}
      </p>
      <form onSubmit={onSubmit} noValidate aria-label="Confirm payment" className="mt-5 flex flex-col gap-4">
        <MethodPicker methods={methods} value={method} onChange={choose} busy={loading} disabled={submit.isPending} />
        <PayeeDetails method={method} amount={amount} amountCopy={copyValue} />
        <PaymentProofFields {...fields} />
        {error && (
          <div>
            <FormMessage tone="error" text={error.text} />
            {error.reason && <p className="mt-1 pl-6 text-sm text-muted">{error.reason}</p>}
          </div>
        )}
        <Button type="submit" size="lg" loading={submit.isPending}>
          Submit Payment
        </Button>
      </form>
    </section>
  );
}
