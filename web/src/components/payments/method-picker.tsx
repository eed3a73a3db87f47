import { useTranslation } from 'react-i18next';
import { CreditCard, Landmark, Smartphone, Wallet } from 'lucide-react';
import '../../i18n/locales/en/invoices';
import { cn } from '../../lib/cn';
import type { PurchaseMethod } from '../../lib/payment-methods';

const HINT = {
  bkash: 'payment.hint.wallet',
  nagad: 'payment.hint.wallet',
  rocket: 'payment.hint.wallet',
  bank: 'payment.hint.bank',
  stripe: 'payment.hint.stripe',
  paypal: 'payment.hint.paypal',
  sslcommerz: 'payment.hint.sslcommerz',
} as const satisfies Record<PurchaseMethod, string>;

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
  const { t } = useTranslation();
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-ink">{t('payment.paymentMethod')}</legend>
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
                <span className="font-semibold text-ink">{t(`payment.method.${method}`)}</span>
                <span className="text-xs text-muted">{t(HINT[method])}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
