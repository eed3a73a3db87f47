import { useTranslation } from 'react-i18next';
import '../../i18n/locales/en/orders';
import type { BuyerOrderStatus } from '../../../../shared/order-display';
import { StatusPill, type StatusTone } from './status-pill';

const TONE: Record<BuyerOrderStatus, StatusTone> = {
  awaiting_payment: 'pending',
  payment_submitted: 'pending',
  completed: 'done',
  rejected: 'failed',
  refunded: 'undone',
};

/** An order's status in the buyer's words (shared/order-display), the same on every buyer screen. */
export function BuyerStatusBadge({ status, className }: { status: BuyerOrderStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <StatusPill status={status} tone={TONE[status]} className={className} data-testid="order-status">
      {t(`orders.buyerStatus.${status}`)}
    </StatusPill>
  );
}
