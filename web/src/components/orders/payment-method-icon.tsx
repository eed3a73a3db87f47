import { CreditCard, Landmark, Smartphone, Wallet } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { PaymentMethod } from '../../../../shared/api/orders';
import { cn } from '../../lib/cn';

/** Spec: card provider, wallet provider, local mobile wallet, other (bank). */
const ICON: Record<PaymentMethod, LucideIcon> = {
  stripe: CreditCard,
  paypal: Wallet,
  sslcommerz: Wallet,
  bkash: Smartphone,
  nagad: Smartphone,
  rocket: Smartphone,
  bank: Landmark,
};

export function PaymentMethodIcon({ method, className }: { method: PaymentMethod; className?: string }) {
  const Icon = ICON[method];
  return <Icon aria-hidden="true" data-method={method} className={cn('size-4 shrink-0', className)} />;
}
