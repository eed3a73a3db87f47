import { useTranslation } from 'react-i18next';
import '../../i18n/locales/en/orders';
import type { OrderStatus } from '../../../../shared/api/orders';
import { StatusPill, type StatusTone } from './status-pill';

const TONE: Record<OrderStatus, StatusTone> = { completed: 'done', pending: 'pending', failed: 'failed', refunded: 'undone' };

export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <StatusPill status={status} tone={TONE[status]} className={className}>
      {t(`orders.status.${status}`)}
    </StatusPill>
  );
}
