import { CreditCard, Landmark, Smartphone, Wallet } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { PurchaseMethod } from '../../lib/payment-methods';

export const METHOD_TEXT: Record<PurchaseMethod, { label: string; hint: string }> = {
  bkash: { label: 'bKash', hint: 'Mobile wallet' },
  nagad: { label: 'Nagad', hint: 'Mobile wallet' },
  rocket: { label: 'Rocket', hint: 'Mobile wallet' },
  bank: { label: 'Bank Transfer', hint: 'Manual bank transfer' },
  stripe: { label: 'Card', hint: 'Paid on Stripe, confirmed at once' },
  paypal: { label: 'PayPal', hint: 'Paid on PayPal, confirmed at once' },
  sslcommerz: { label: 'SSLCommerz', hint: 'bKash, Nagad, Rocket or card, confirmed at once' },
};

interface MethodPickerProps<M extends PurchaseMethod> {
  methods: readonly M[];
  value: M;
  onChange: (method: M) => void;
  /** Radio group name; unique per form. */
  name?: string;
  busy?: boolean;
  disabled?: boolean;
}

/** Radio cards of the payment methods the store accepts. */
export function MethodPicker<M extends PurchaseMethod>({
  methods,
  value,
  onChange,
  name = 'paymentMethod',
  busy,
  disabled,
}: MethodPickerProps<M>) {
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-ink">Payment method</legend>
      <div className="grid grid-cols-2 gap-2" aria-busy={busy}>
        {methods.map((method) => {
          const Icon =
            method === 'bank'
              ? Landmark
              : method === 'stripe'
                ? CreditCard
                : method === 'paypal' || method === 'sslcommerz'
                  ? Wallet
                  : Smartphone;
          const chosen = value === method;
          return (
            <label
              key={method}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand',
                chosen ? 'border-brand bg-brand/10' : 'border-line bg-canvas hover:border-muted/60',
              )}
            >
              <input type="radio" name={name} value={method} checked={chosen} onChange={() => onChange(method)} className="sr-only" />
              <Icon aria-hidden="true" className={cn('size-4', chosen ? 'text-brand' : 'text-muted')} />
              <span className="flex flex-col">
                <span className="font-semibold text-ink">{METHOD_TEXT[method].label}</span>
                <span className="text-xs text-muted">{METHOD_TEXT[method].hint}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
