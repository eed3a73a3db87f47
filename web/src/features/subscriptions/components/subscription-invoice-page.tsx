import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import '../../../i18n/locales/en/subscriptions';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { usePaypalCapture, useProviderReturn } from '../../../lib/gateway-return';
import { formatDateTime, formatMoney } from '../../../lib/orders';
import { CopyButton } from '../../../components/ui/copy-button';
import { BuyerStatusBadge } from '../../../components/orders/buyer-status-badge';
import { buyerSubscriptionStatus, invoiceNumber, type BuyerOrderStatus } from '../../../../../shared/order-display';
import { InvoiceField } from '../../../components/invoices/invoice-field';
import { InvoiceLoader, type InvoiceNotFound } from '../../../components/invoices/invoice-loader';
import { useSubscriptionInvoice, type SubscriptionInvoice } from '../api/subscriptions';
import { StatusSection } from './subscription-status-section';

/** Spec §2 Subscription invoice: a missing subscription sends the user to /pricing. */
export function SubscriptionInvoicePage({ subscriptionId }: { subscriptionId: string }) {
  const query = useSubscriptionInvoice(subscriptionId);
  const { t } = useTranslation();
  const notFound: InvoiceNotFound = {
    message: t('subscriptionInvoice.notFound'),
    title: t('subscriptionInvoice.notFoundTitle'),
    text: t('subscriptionInvoice.notFoundText'),
    exit: { to: paths.pricing, label: t('subscriptionInvoice.viewPlans') },
  };
  return (
    <InvoiceLoader query={query} notFound={notFound}>
      {(invoice) => <Invoice invoice={invoice} />}
    </InvoiceLoader>
  );
}

/** 'Amount due' only while there is something to pay; a paid, rejected or refunded invoice names the amount. */
const AMOUNT_LABEL: Record<BuyerOrderStatus, 'amountDue' | 'amountPaid' | 'amount'> = {
  awaiting_payment: 'amountDue',
  payment_submitted: 'amount',
  completed: 'amountPaid',
  rejected: 'amount',
  refunded: 'amount',
};

/** Back from a provider's page while the plan is still unpaid: PayPal's approval is captured here; a failure says so. */
function ProviderReturnNotice({ invoice }: { invoice: SubscriptionInvoice }) {
  const returned = useProviderReturn();
  const unpaid = invoice.status === 'pending_payment';
  const capture = usePaypalCapture(invoice.order_id, returned === 'paypal' && invoice.payment_method === 'paypal' && unpaid);
  const { t } = useTranslation();
  if (!returned || !unpaid) return null;
  const failed = returned === 'failed' || returned === 'cancelled' || capture.isError;
  return (
    <p
      role="status"
      className={cn(
        'mt-6 rounded-xl border px-4 py-3 text-sm',
        failed ? 'border-danger/40 bg-danger/5 text-danger' : 'border-brand/40 bg-brand/5 text-ink',
      )}
    >
      {capture.isError
        ? errorMessage(capture.error)
        : failed
          ? t('subscriptionInvoice.gatewayFailed')
          : t('subscriptionInvoice.gatewayConfirming')}
    </p>
  );
}

function Invoice({ invoice }: { invoice: SubscriptionInvoice }) {
  const reference = invoice.invoice_number ?? invoiceNumber({ id: invoice.order_id, created_at: invoice.created_at });
  const status = buyerSubscriptionStatus(invoice.status, invoice.order_status);
  const amount = formatMoney(invoice.amount, invoice.currency);
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <title>{t('subscriptionInvoice.pageTitle', { reference, siteName: site.name })}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand">{t('subscriptionInvoice.label')}</p>
          <h1 className="mt-1 flex items-center gap-2 text-3xl font-extrabold tracking-tight tabular-nums">
            <span data-testid="subscription-reference">{reference}</span>
            <CopyButton value={reference} label={t('subscriptionInvoice.referenceCopy')} />
          </h1>
        </div>
        <BuyerStatusBadge status={status} className="px-3 py-1 text-sm" />
      </div>

      <section aria-label={t('subscriptionInvoice.summary')} className="mt-8 rounded-2xl border border-line bg-surface p-6">
        <dl className="grid gap-5 sm:grid-cols-3">
          <InvoiceField label={t('subscriptionInvoice.plan')}>
            <span className="text-base font-bold">{invoice.plan_name}</span>
          </InvoiceField>
          <InvoiceField label={t('subscriptionInvoice.date')}>{formatDateTime(invoice.created_at)}</InvoiceField>
          <InvoiceField label={t('subscriptionInvoice.price')}>
            {t('subscriptionInvoice.priceUsd', { price: formatMoney(invoice.usd_price, 'USD') })}
          </InvoiceField>
        </dl>
        <div className="mt-6 flex items-baseline justify-between border-t border-line pt-4">
          <span className="font-semibold">{t(`subscriptionInvoice.${AMOUNT_LABEL[status]}`)}</span>
          <span className="text-3xl font-extrabold tabular-nums text-brand" data-testid="subscription-amount">
            {amount}
          </span>
        </div>
      </section>

      <ProviderReturnNotice invoice={invoice} />
      <StatusSection invoice={invoice} amount={amount} status={status} />
    </div>
  );
}
