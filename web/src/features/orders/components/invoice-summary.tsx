import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/invoices';
import { formatDateTime, invoiceNumber, orderTitle, type Order } from '../../../lib/orders';
import { BuyerStatusBadge } from '../../../components/orders/buyer-status-badge';
import { buyerOrderStatus } from '../../../../../shared/order-display';
import { site } from '../../../config/site';
import { CopyButton } from '../../../components/ui/copy-button';
import { InvoiceField } from '../../../components/invoices/invoice-field';
import { PaymentMethodIcon } from '../../../components/orders/payment-method-icon';

/** An order page's head: the tab's title and the label over the invoice number in the page's own `texts`, then the status and any `actions`. */
export function OrderHead({ order, texts, actions }: { order: Order; texts: 'invoice' | 'guestOrder'; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{t(`${texts}.pageTitle`, { number: invoiceNumber(order), siteName: site.name })}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand">{t(`${texts}.label`)}</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight tabular-nums" data-testid="order-number">
            {invoiceNumber(order)}
          </h1>
        </div>
        <div className="flex items-center gap-2">
          <BuyerStatusBadge status={buyerOrderStatus(order)} className="text-sm" />
          {actions}
        </div>
      </div>
    </>
  );
}

/** Who, what and how much: the order, its one line item, the method and the licence key. */
export function InvoiceSummary({ order, amount }: { order: Order; amount: string }) {
  const title = orderTitle(order);
  const { t } = useTranslation();
  return (
    <section aria-label={t('invoice.summary')} className="mt-8 rounded-2xl border border-line bg-surface p-6">
      <dl className="grid gap-5 sm:grid-cols-3">
        <InvoiceField label={t('invoice.order')}>{invoiceNumber(order)}</InvoiceField>
        <InvoiceField label={t('invoice.date')}>{formatDateTime(order.created_at)}</InvoiceField>
        <InvoiceField label={t('invoice.billedTo')}>
          <span className="block font-medium">{order.buyer_name}</span>
          <span className="block text-muted [overflow-wrap:anywhere]">{order.buyer_email}</span>
        </InvoiceField>
      </dl>

      <table className="mt-6 w-full text-left text-sm">
        <thead className="text-xs uppercase tracking-wider text-muted">
          <tr className="border-b border-line">
            <th scope="col" className="py-2 font-semibold">
              {t('invoice.item')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('invoice.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-line">
            <td className="py-3">
              <span className="block font-semibold text-ink">{title}</span>
              {order.song_artist && <span className="block text-muted">{order.song_artist}</span>}
              <span className="block text-xs text-muted">
                {order.type === 'subscription' ? t('invoice.subscriptionItem') : t('invoice.songItem')}
              </span>
            </td>
            <td className="py-3 text-right font-semibold tabular-nums">{amount}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 font-semibold">
              {t('invoice.total')}
            </th>
            <td className="pt-3 text-right text-xl font-extrabold tabular-nums text-brand" data-testid="invoice-total">
              {amount}
            </td>
          </tr>
        </tfoot>
      </table>

      <dl className="mt-6 grid gap-5 sm:grid-cols-2">
        <InvoiceField label={t('invoice.paymentMethod')}>
          <span className="inline-flex items-center gap-2">
            <PaymentMethodIcon method={order.payment_method} className="text-brand" />
            {t(`payment.method.${order.payment_method}`)}
          </span>
        </InvoiceField>
        <InvoiceField label={t('invoice.licenseKey')}>
          {order.license_key ? (
            <span className="flex items-center gap-2">
              <code className="rounded bg-canvas px-2 py-1 font-mono text-sm text-brand [overflow-wrap:anywhere]" data-testid="license-key">
                {order.license_key}
              </code>
              <CopyButton value={order.license_key} label={t('invoice.licenseKeyCopy')} />
            </span>
          ) : order.status === 'failed' ? (
            <span className="text-muted">{t('invoice.noKey')}</span>
          ) : (
            <span className="text-muted">{t('invoice.keyPending')}</span>
          )}
        </InvoiceField>
      </dl>
    </section>
  );
}
