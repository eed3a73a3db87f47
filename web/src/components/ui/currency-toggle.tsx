import { useTranslation } from 'react-i18next';
import { usePreferredCurrency, type DisplayCurrency } from '../../lib/currency';
import { cn } from '../../lib/cn';

const OPTIONS: { value: DisplayCurrency; label: string }[] = [
  { value: 'BDT', label: '৳ BDT' },
  { value: 'USD', label: '$ USD' },
  { value: 'EUR', label: '€ EUR' },
  { value: 'GBP', label: '£ GBP' },
];

/** `payable`: only the currencies a payment is made in (checkout), BDT and USD. */
export function CurrencyToggle({ className, payable = false }: { className?: string; payable?: boolean }) {
  const [currency, setCurrency] = usePreferredCurrency();
  const { t } = useTranslation();
  const options = payable ? OPTIONS.filter((o) => o.value === 'BDT' || o.value === 'USD') : OPTIONS;
  const shown = payable && currency !== 'BDT' ? 'USD' : currency;
  return (
    <div
      role="group"
      aria-label={t('ui.displayCurrency')}
      className={cn('inline-flex h-11 rounded-lg border border-line bg-canvas p-1', className)}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={shown === option.value}
          onClick={() => setCurrency(option.value)}
          className={cn(
            'rounded-md px-3 text-sm font-semibold transition-colors',
            shown === option.value ? 'bg-raised text-brand' : 'text-muted hover:text-ink',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
