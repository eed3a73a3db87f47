import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/invoices';
import '../../../i18n/locales/en/orders';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AlertCircle, Clock, Download, FileText, Undo2 } from 'lucide-react';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import { buyerOrderStatus } from '../../../../../shared/order-display';
import { formatDateTime, formatMoney, invoiceNumber, orderTitle, type Order } from '../../../lib/orders';
import { Button, buttonClasses } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { BuyerStatusBadge } from '../../../components/orders/buyer-status-badge';
import { PaymentMethodIcon } from '../../../components/orders/payment-method-icon';
import { downloadOrderFile, type DownloadKind } from '../api/orders';
import { LinkButton } from '../../../components/ui/link-button';

const DOWNLOAD_TEXT = {
  song: { success: 'orders.songStarted', failure: 'orders.songFailed' },
  license: { success: 'orders.licenseDone', failure: 'orders.licenseFailed' },
} as const satisfies Record<DownloadKind, { success: string; failure: string }>;

function DownloadButton({ kind, orderId }: { kind: DownloadKind; orderId: number }) {
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation();
  const run = async () => {
    setBusy(true);
    try {
      await downloadOrderFile(kind, orderId);
      toast.success(t(DOWNLOAD_TEXT[kind].success));
    } catch {
      toast.error(t(DOWNLOAD_TEXT[kind].failure));
    } finally {
      setBusy(false);
    }
  };
  const Icon = kind === 'song' ? Download : FileText;
  return (
    <Button size="sm" variant={kind === 'song' ? 'primary' : 'secondary'} loading={busy} onClick={() => void run()}>
      {!busy && <Icon aria-hidden="true" className="size-4" />}
      {kind === 'song' ? t('orders.downloadSong') : t('orders.licensePdf')}
    </Button>
  );
}

/** One of the buyer's orders: status, amount, licence key, and what can be done next. */
export function OrderCard({ order }: { order: Order }) {
  const title = orderTitle(order);
  const status = buyerOrderStatus(order);
  const { t } = useTranslation();
  return (
    <article aria-labelledby={`order-${order.id}-title`} className="rounded-2xl border border-line bg-surface p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`order-${order.id}-title`} className="truncate font-semibold text-ink">
            {title}
          </h3>
          <p className="text-sm text-muted">
            <span data-testid="order-number">{t('orders.orderNumber', { number: invoiceNumber(order) })}</span>
            {order.song_artist && <span> · {order.song_artist}</span>}
          </p>
        </div>
        <BuyerStatusBadge status={status} />
      </div>

      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div>
          <dt className="sr-only">{t('orders.amount')}</dt>
          <dd className="font-bold tabular-nums text-brand">{formatMoney(order.amount, order.currency)}</dd>
        </div>
        <div className="flex items-center gap-1.5 text-muted">
          <dt className="sr-only">{t('orders.paymentMethod')}</dt>
          <PaymentMethodIcon method={order.payment_method} />
          <dd>{t(`payment.method.${order.payment_method}`)}</dd>
        </div>
        <div className="text-muted">
          <dt className="sr-only">{t('orders.date')}</dt>
          <dd>
            <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
          </dd>
        </div>
      </dl>

      {order.license_key && (
        <div className="mt-4 flex items-center gap-2 rounded-lg border border-line bg-canvas px-3 py-2">
          <span className="text-xs font-semibold uppercase tracking-wider text-muted">{t('orders.license')}</span>
          <code className="min-w-0 flex-1 font-mono text-sm text-ink [overflow-wrap:anywhere]">{order.license_key}</code>
          <CopyButton value={order.license_key} label={t('orders.licenseKey')} />
        </div>
      )}

      <div className="mt-4 flex flex-wrap items-center gap-2">
        {order.status === 'completed' && order.type === 'subscription' && (
          <LinkButton to={paths.dashboardDownloads} icon={Download} size="sm">
            {t('orders.myDownloads')}
          </LinkButton>
        )}
        {order.status === 'completed' && order.type !== 'subscription' && (
          <>
            <DownloadButton kind="song" orderId={order.id} />
            <DownloadButton kind="license" orderId={order.id} />
          </>
        )}
        {status === 'payment_submitted' && (
          <p className="flex w-full items-start gap-2 text-sm text-muted">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
            {t('orders.submittedText')}
          </p>
        )}
        {status === 'awaiting_payment' && (
          <>
            <p className="flex w-full items-start gap-2 text-sm text-muted">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
              {t('orders.awaitingText')}
            </p>
            <Link to={paths.invoice(order.id)} className={buttonClasses({ size: 'sm' })}>
              {t('orders.payNow')}
            </Link>
          </>
        )}
        {status === 'refunded' && (
          <p className="flex w-full items-start gap-2 text-sm text-muted">
            <Undo2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t(order.type === 'song' && !order.license_key ? 'orders.refundedUnlicensedText' : 'orders.refundedText')}
          </p>
        )}
        {status === 'rejected' && (
          <div className="w-full text-sm">
            <p className="flex items-start gap-2 text-danger">
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('orders.failedText')}
            </p>
            {order.rejection_reason && <p className="mt-1 pl-6 text-muted">{t('orders.reason', { reason: order.rejection_reason })}</p>}
          </div>
        )}
        <Link to={paths.invoice(order.id)} className={buttonClasses({ variant: 'link', size: 'sm', className: 'ml-auto text-sm' })}>
          {t('orders.viewInvoice')}
        </Link>
      </div>
    </article>
  );
}
