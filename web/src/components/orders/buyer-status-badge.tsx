import { useTranslation } from 'react-i18next';
import '../../i18n/locales/en/orders';
import type { BuyerOrderStatus } from '../../../../shared/order-display';
import { cn } from '../../lib/cn';

const STYLE: Record<BuyerOrderStatus, string> = {
  awaiting_payment: 'border-brand/40 bg-brand/10 text-brand',
  payment_submitted: 'border-brand/40 bg-brand/10 text-brand',
  completed: 'border-success/40 bg-success/10 text-success',
  rejected: 'border-danger/40 bg-danger/10 text-danger',
  refunded: 'border-line bg-raised text-muted',
};

/** An order's status in the buyer's words (shared/order-display), the same on every buyer screen. */
export function BuyerStatusBadge({ status, className }: { status: BuyerOrderStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-status={status}
      data-testid="order-status"
      className={cn('inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold', STYLE[status], className)}
    >
      {t(`orders.buyerStatus.${status}`)}
    </span>
  );
}
