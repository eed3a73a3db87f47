import type { PaymentMethod } from '../../../../../shared/api/orders';
import { cn } from '../../../lib/cn';
import { PAYMENT_METHOD_LABEL } from '../../../lib/orders';
import { PaymentMethodIcon } from '../../../components/orders/payment-method-icon';

/** A payment method as the back office shows it: its icon, then its name. */
export function PaymentMethodName({ method, className }: { method: PaymentMethod; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <PaymentMethodIcon method={method} />
      {PAYMENT_METHOD_LABEL[method]}
    </span>
  );
}
