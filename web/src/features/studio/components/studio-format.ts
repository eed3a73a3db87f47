import { ApiError } from '../../../lib/api-client';
import { activeLocale } from '../../../lib/format-locale';

/** Artists' money to the paisa ('৳3,464.10'), in the active language's way. */
export const taka = (n: number) =>
  new Intl.NumberFormat(activeLocale(), {
    style: 'currency',
    currency: 'BDT',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(n);

/** A text field of a submitted form ('' when absent or a file). */
export const text = (data: FormData, name: string): string => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/** The server's message of a refusal, or the screen's own when there is none. */
export const failure = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);
