import { inputClasses } from './input';
import { cn } from '../../lib/cn';

export interface FilterSelectProps<V extends string> {
  /** The accessible name; a filter bar shows no visible label. */
  label: string;
  value: V;
  onChange: (value: V) => void;
  /** Each choice as [value, text], in order. */
  options: readonly (readonly [V, string])[];
  className?: string;
}

/** A native select of a filter or action bar, named by `aria-label`, its choices given as data. */
export function FilterSelect<V extends string>({ label, value, onChange, options, className }: FilterSelectProps<V>) {
  return (
    <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value as V)} className={cn(inputClasses, className)}>
      {options.map(([option, text]) => (
        <option key={option} value={option}>
          {text}
        </option>
      ))}
    </select>
  );
}
