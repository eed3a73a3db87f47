import { useTranslation } from 'react-i18next';
import { usePreferredCurrency, type DisplayCurrency } from '../../lib/currency';
import { cn } from '../../lib/cn';

const OPTIONS: { value: DisplayCurrency; label: string }[] = [
  { value: 'BDT', label: '৳ BDT' },
  { value: 'USD', label: '$ USD' },
];

export function CurrencyToggle({ className }: { className?: string }) {
  const [currency, setCurrency] = usePreferredCurrency();
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('ui.displayCurrency')}
      className={cn('inline-flex h-11 rounded-lg border border-line bg-canvas p-1', className)}
    >
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={currency === option.value}
          onClick={() => setCurrency(option.value)}
          className={cn(
            'rounded-md px-3 text-sm font-semibold transition-colors',
            currency === option.value ? 'bg-raised text-brand' : 'text-muted hover:text-ink',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
