import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/account';
import { Link } from 'react-router-dom';
import { Receipt } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buyerOrderStatus } from '../../../../../shared/order-display';
import { formatMoney, invoiceNumber, orderTitle } from '../../../lib/orders';
import { BuyerStatusBadge } from '../../../components/orders/buyer-status-badge';
import { useMyPurchases } from '../api/purchases';
import { formatDate } from '../../../lib/format-locale';
import { EmptyState } from '../../../components/ui/empty-state';
import { CardSkeleton } from '../../../components/ui/card-skeleton';

export const EMPTY_PURCHASES = 'No purchases yet';

export function PurchasesTab() {
  const query = useMyPurchases();
  const { t } = useTranslation();
  if (query.isPending) return <CardSkeleton className="h-40" />;
  const orders = query.data ?? [];
  if (orders.length === 0) {
    return (
      <EmptyState
        icon={Receipt}
        iconClassName="size-10"
        title={t('dashboard.noPurchases')}
        action={{ to: paths.browse, label: t('dashboard.browseMusic') }}
      />
    );
  }
  return (
    <section aria-label={t('dashboard.purchases')} className="rounded-2xl border border-line bg-surface">
      <ul className="divide-y divide-line">
        {orders.map((order) => (
          <li key={order.id} className="flex flex-wrap items-center gap-3 px-5 py-3">
            <div className="min-w-0 flex-1">
              <Link to={paths.invoice(order.id)} className="block truncate font-semibold text-ink hover:text-brand">
                {orderTitle(order)}
              </Link>
              <p className="text-sm text-muted" data-testid="order-number">
                {t('dashboard.orderLine', { number: invoiceNumber(order), date: formatDate(order.created_at) })}
              </p>
            </div>
            <BuyerStatusBadge status={buyerOrderStatus(order)} />
            <span className="font-semibold tabular-nums">{formatMoney(order.amount, order.currency)}</span>
          </li>
        ))}
      </ul>
      <div className="border-t border-line px-5 py-3 text-right">
        <Link to={paths.orders} className="text-sm font-semibold text-brand hover:underline">
          {t('dashboard.allOrders')}
        </Link>
      </div>
    </section>
  );
}
