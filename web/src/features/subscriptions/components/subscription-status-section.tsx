import { Link } from 'react-router-dom';
import { CheckCircle2, Clock, Download, LayoutDashboard, XCircle } from 'lucide-react';
import { paths } from '../../../config/paths';
import { PAYMENT_METHOD_LABEL } from '../../../lib/orders';
import { buttonClasses } from '../../../components/ui/button';
import { InvoiceField } from '../../../components/invoices/invoice-field';
import type { SubscriptionInvoice } from '../api/subscriptions';
import { APPROVAL_NOTE } from './subscription-invoice-texts';
import { CardPaymentSection } from './card-payment-section';
import { PaymentSection } from './subscription-payment-section';

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

/** What the subscriber sees under the summary: the payment form, or where the subscription stands. */
export function StatusSection({ invoice, amount }: { invoice: SubscriptionInvoice; amount: string }) {
  if (invoice.status === 'pending_payment')
    return (
      <>
        <CardPaymentSection invoice={invoice} />
        <PaymentSection invoice={invoice} amount={amount} />
      </>
    );
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
            <InvoiceField label="Sender">{details.senderWallet}</InvoiceField>
            <InvoiceField label="Transaction ID">
              <span className="font-mono">{details.transactionId}</span>
            </InvoiceField>
            <InvoiceField label="Method">{PAYMENT_METHOD_LABEL[details.paymentMethod]}</InvoiceField>
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
