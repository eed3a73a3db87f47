import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/invoices';
import '../../../i18n/locales/en/orders';
import { Link } from 'react-router-dom';
import { CheckCircle2, Clock, Download, KeyRound, Undo2, XCircle } from 'lucide-react';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/api-client';
import type { ProviderReturn } from '../../../lib/gateway-return';
import { formatDateTime, type Order } from '../../../lib/orders';
import { isGatewayMethod } from '../../../lib/payment-methods';
import { usePayAgain } from '../api/orders';
import { Button, buttonClasses } from '../../../components/ui/button';
import { InvoiceField } from '../../../components/invoices/invoice-field';
import { LinkButton } from '../../../components/ui/link-button';

/** An order's state under its invoice: icon and title, then what to do; `tone` colours the frame (none: plain). */
export function Panel({
  tone,
  icon,
  title,
  children,
}: {
  tone?: 'brand' | 'success' | 'danger';
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
        !tone && 'border-line bg-surface',
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
  const { t } = useTranslation();
  const provider = order.payment_method === 'stripe' ? 'Stripe' : t(`payment.method.${order.payment_method}`);
  const retry = usePayAgain();
  const payAgain = () =>
    retry.mutate(
      { songId: order.song_id!, paymentMethod: order.payment_method, amount: order.amount },
      { onSuccess: ({ checkoutUrl }) => checkoutUrl && window.location.assign(checkoutUrl) },
    );
  const button = order.song_id && (
    <Button size="lg" className="mt-4" loading={retry.isPending} onClick={payAgain}>
      {returned === 'failed' || returned === 'cancelled' || captureError
        ? t('invoice.gateway.tryAgain')
        : t('invoice.gateway.payWith', { provider })}
    </Button>
  );
  if (captureError || returned === 'failed' || returned === 'cancelled') {
    return (
      <Panel tone="danger" icon={<XCircle aria-hidden="true" className="size-5 text-danger" />} title={t('invoice.gateway.notCompleted')}>
        <p>{captureError ?? t('invoice.gateway.notCompletedText', { provider })}</p>
        {retry.error && <p className="mt-2 text-danger">{errorMessage(retry.error)}</p>}
        {button}
      </Panel>
    );
  }
  if (confirming || returned === 'success' || returned === 'paypal') {
    return (
      <Panel tone="brand" icon={<Clock aria-hidden="true" className="size-5 text-brand" />} title={t('invoice.gateway.confirming')}>
        <p>{t('invoice.gateway.confirmingText', { provider })}</p>
      </Panel>
    );
  }
  return (
    <Panel tone="brand" icon={<KeyRound aria-hidden="true" className="size-5 text-brand" />} title={t('invoice.gateway.awaiting')}>
      <p>{t('invoice.gateway.awaitingText', { amount, provider })}</p>
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
  const { t } = useTranslation();
  if (order.status === 'completed') {
    return (
      <Panel tone="success" icon={<CheckCircle2 aria-hidden="true" className="size-5 text-success" />} title={t('invoice.approved')}>
        <p>{t('invoice.approvedText')}</p>
        <LinkButton to={paths.orders} icon={Download} className="mt-4">
          {t('invoice.goToDownloads')}
        </LinkButton>
      </Panel>
    );
  }
  if (order.status === 'failed') {
    return (
      <Panel tone="danger" icon={<XCircle aria-hidden="true" className="size-5 text-danger" />} title={t('invoice.failed')}>
        {order.rejection_reason ? (
          <p>
            {t('invoice.reason')} <span className="text-ink">{order.rejection_reason}</span>
          </p>
        ) : (
          <p>{t('invoice.notConfirmed')}</p>
        )}
        <p className="mt-2">{t('invoice.tryAgain')}</p>
        <Link to={paths.browse} className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}>
          {t('invoice.browseSongs')}
        </Link>
      </Panel>
    );
  }
  if (order.status === 'refunded') {
    return (
      <Panel tone="danger" icon={<Undo2 aria-hidden="true" className="size-5 text-muted" />} title={t('orders.buyerStatus.refunded')}>
        <p>{t(order.type === 'song' && !order.license_key ? 'orders.refundedUnlicensedText' : 'orders.refundedText')}</p>
      </Panel>
    );
  }
  const details = order.manual_payment_details;
  if (!details && isGatewayMethod(order.payment_method)) {
    return <GatewayPanel order={order} amount={amount} returned={returned} confirming={confirming} captureError={captureError} />;
  }
  if (details) {
    return (
      <Panel tone="brand" icon={<Clock aria-hidden="true" className="size-5 text-brand" />} title={t('invoice.submitted')}>
        <p>{t('invoice.submittedText')}</p>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          <InvoiceField label={t('invoice.sender')}>{details.senderWallet}</InvoiceField>
          <InvoiceField label={t('invoice.transactionId')}>
            <span className="font-mono">{details.transactionId}</span>
          </InvoiceField>
          <InvoiceField label={t('invoice.submittedAt')}>{formatDateTime(details.submittedAt)}</InvoiceField>
        </dl>
      </Panel>
    );
  }
  return (
    <Panel tone="brand" icon={<KeyRound aria-hidden="true" className="size-5 text-brand" />} title={t('invoice.awaiting')}>
      <p>{t('invoice.awaitingText', { amount, method: t(`payment.method.${order.payment_method}`) })}</p>
      <Button size="lg" className="mt-4" onClick={onPay}>
        {t('invoice.payNow')}
      </Button>
    </Panel>
  );
}
