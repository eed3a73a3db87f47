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
import { StatusPanel } from '../../../components/ui/status-panel';
import { formatDate } from '../../../lib/format-locale';

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

/** A paid plan's panel: running now (active), or paid and waiting for the current plan to end (queued). */
function PlanPanel({ title, text, queued = false }: { title: string; text: string | undefined; queued?: boolean }) {
  return (
    <StatusPanel aria-label={title} tone={queued ? 'brand' : 'success'} icon={queued ? Clock : CheckCircle2} title={title} className="mt-6">
      {text && <p className="mt-2 text-sm text-muted">{text}</p>}
      <NextSteps />
    </StatusPanel>
  );
}

/** What the subscriber sees under the summary: the payment form, or where the subscription stands. */
export function StatusSection({ invoice, amount, status }: { invoice: SubscriptionInvoice; amount: string; status: BuyerOrderStatus }) {
  const { t } = useTranslation();
  if (status === 'rejected' || status === 'refunded') {
    return (
      <StatusPanel
        aria-label={t(`orders.buyerStatus.${status}`)}
        tone="danger"
        icon={XCircle}
        title={status === 'rejected' ? t('subscriptionInvoice.endedTitle.rejected') : t('orders.buyerStatus.refunded')}
        className="mt-6"
      >
        {status === 'rejected' && invoice.rejection_reason && (
          <p className="mt-2 text-sm text-muted" data-testid="rejection-reason">
            {t('invoice.reason')} <span className="text-ink">{invoice.rejection_reason}</span>
          </p>
        )}
        <p className="mt-2 text-sm text-muted">{status === 'refunded' ? t('orders.refundedText') : t('subscriptionInvoice.endedText')}</p>
        <Link to={paths.pricing} className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}>
          {t('subscriptionInvoice.viewPlans')}
        </Link>
      </StatusPanel>
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
      <StatusPanel
        aria-label={t('subscriptionInvoice.pendingLabel')}
        tone="brand"
        icon={Clock}
        title={t('subscriptionInvoice.pendingTitle')}
        className="mt-6"
      >
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
      </StatusPanel>
    );
  }
  if (invoice.status === 'queued')
    return (
      <PlanPanel
        title={t('subscriptionInvoice.queuedTitle')}
        queued
        text={invoice.start_date ? t('subscriptionInvoice.queuedText', { date: formatDate(invoice.start_date) }) : undefined}
      />
    );
  if (invoice.status === 'active')
    return <PlanPanel title={t('subscriptionInvoice.activeTitle')} text={t('subscriptionInvoice.activeText')} />;
  return (
    <StatusPanel
      aria-label={t(`subscriptionInvoice.endedLabel.${invoice.status}`)}
      tone="danger"
      icon={XCircle}
      title={t(`subscriptionInvoice.endedTitle.${invoice.status}`)}
      className="mt-6"
    >
      <p className="mt-2 text-sm text-muted">{t('subscriptionInvoice.endedText')}</p>
      <Link to={paths.pricing} className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}>
        {t('subscriptionInvoice.viewPlans')}
      </Link>
    </StatusPanel>
  );
}
