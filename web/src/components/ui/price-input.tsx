import { Input, type InputProps } from './input';

/** A price in dollars and cents: a number field that takes decimals, from 0 unless `min` says otherwise. */
export function PriceInput(props: Omit<InputProps, 'type' | 'step' | 'inputMode'>) {
  return <Input type="number" inputMode="decimal" step="0.01" min="0" {...props} />;
}
