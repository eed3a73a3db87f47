import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { inputClasses } from './input';

interface SearchInputProps {
  /** The accessible name (the field has no visible label). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}

/** A search field with its magnifier, filling the row of a list's filter bar. */
export function SearchInput({ label, placeholder, value, onChange, maxLength = 100 }: SearchInputProps) {
  return (
    <div className="relative flex-1">
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        className={cn(inputClasses, 'pl-9')}
      />
    </div>
  );
}
