import { useTranslation } from 'react-i18next';
import '../../i18n/locales/en/orders';
import type { OrderStatus } from '../../../../shared/api/orders';
import { cn } from '../../lib/cn';

const STYLE: Record<OrderStatus, string> = {
  completed: 'border-success/40 bg-success/10 text-success',
  pending: 'border-brand/40 bg-brand/10 text-brand',
  failed: 'border-danger/40 bg-danger/10 text-danger',
  refunded: 'border-line bg-raised text-muted',
};

export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-status={status}
      className={cn('inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold', STYLE[status], className)}
    >
      {t(`orders.status.${status}`)}
    </span>
  );
}
