import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckCircle2, Clock, Download, LayoutDashboard, XCircle } from 'lucide-react';
import type { BuyerOrderStatus } from '../../../../../shared/order-display';
import { paths } from '../../../config/paths';
import '../../../i18n/locales/en/invoices';
import '../../../i18n/locales/en/subscriptions';
import '../../../i18n/locales/en/orders';
import { buttonClasses } from '../../../components/ui/button';
import { InvoiceField } from '../../../components/invoices/invoice-field';
import type { SubscriptionInvoice } from '../api/subscriptions';
import { CardPaymentSection } from './card-payment-section';
import { PaymentSection } from './subscription-payment-section';
import { LinkButton } from '../../../components/ui/link-button';

function NextSteps() {
  const { t } = useTranslation();
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <LinkButton to={paths.dashboard} icon={LayoutDashboard}>
        {t('subscriptionInvoice.goToDashboard')}
      </LinkButton>
      <LinkButton to={paths.dashboardDownloads} icon={Download} variant="secondary">
        {t('subscriptionInvoice.myDownloads')}
      </LinkButton>
    </div>
  );
}

/** What the subscriber sees under the summary: the payment form, or where the subscription stands. */
export function StatusSection({ invoice, amount, status }: { invoice: SubscriptionInvoice; amount: string; status: BuyerOrderStatus }) {
  const { t } = useTranslation();
  if (status === 'rejected' || status === 'refunded') {
    return (
      <section aria-label={t(`orders.buyerStatus.${status}`)} className="mt-6 rounded-2xl border border-danger/40 bg-danger/5 p-6">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <XCircle aria-hidden="true" className="size-5 text-danger" />
          {status === 'rejected' ? t('subscriptionInvoice.endedTitle.rejected') : t('orders.buyerStatus.refunded')}
        </h2>
        {status === 'rejected' && invoice.rejection_reason && (
          <p className="mt-2 text-sm text-muted" data-testid="rejection-reason">
            {t('invoice.reason')} <span className="text-ink">{invoice.rejection_reason}</span>
          </p>
        )}
        <p className="mt-2 text-sm text-muted">{status === 'refunded' ? t('orders.refundedText') : t('subscriptionInvoice.endedText')}</p>
        <Link to={paths.pricing} className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}>
          {t('subscriptionInvoice.viewPlans')}
        </Link>
      </section>
    );
  }
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
      <section aria-label={t('subscriptionInvoice.pendingLabel')} className="mt-6 rounded-2xl border border-brand/40 bg-brand/5 p-6">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <Clock aria-hidden="true" className="size-5 text-brand" />
          {t('subscriptionInvoice.pendingTitle')}
        </h2>
        <p className="mt-2 text-sm text-muted">
          {t('subscriptionInvoice.approvalNote')} {t('subscriptionInvoice.pendingText')}
        </p>
        {details && (
          <dl className="mt-4 grid gap-4 sm:grid-cols-3">
            <InvoiceField label={t('subscriptionInvoice.sender')}>{details.senderWallet}</InvoiceField>
            <InvoiceField label={t('subscriptionInvoice.transactionId')}>
              <span className="font-mono">{details.transactionId}</span>
            </InvoiceField>
            <InvoiceField label={t('subscriptionInvoice.method')}>{t(`payment.method.${details.paymentMethod}`)}</InvoiceField>
          </dl>
        )}
        <NextSteps />
      </section>
    );
  }
  if (invoice.status === 'active') {
    return (
      <section aria-label={t('subscriptionInvoice.activeTitle')} className="mt-6 rounded-2xl border border-success/40 bg-success/5 p-6">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <CheckCircle2 aria-hidden="true" className="size-5 text-success" />
          {t('subscriptionInvoice.activeTitle')}
        </h2>
        <p className="mt-2 text-sm text-muted">{t('subscriptionInvoice.activeText')}</p>
        <NextSteps />
      </section>
    );
  }
  return (
    <section
      aria-label={t(`subscriptionInvoice.endedLabel.${invoice.status}`)}
      className="mt-6 rounded-2xl border border-danger/40 bg-danger/5 p-6"
    >
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <XCircle aria-hidden="true" className="size-5 text-danger" />
        {t(`subscriptionInvoice.endedTitle.${invoice.status}`)}
      </h2>
      <p className="mt-2 text-sm text-muted">{t('subscriptionInvoice.endedText')}</p>
      <Link to={paths.pricing} className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}>
        {t('subscriptionInvoice.viewPlans')}
      </Link>
    </section>
  );
}
