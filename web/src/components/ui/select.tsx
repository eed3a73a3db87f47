import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { inputClasses } from './input';

export interface SelectProps extends Omit<ComponentProps<'select'>, 'id' | 'className'> {
  label: string;
  children: ReactNode;
  /** Validation message shown under the field and announced with it. */
  error?: string;
}

/** A native select with its label (and error) wired to it for assistive technology. */
export function Select({ label, children, error, ...props }: SelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(inputClasses, 'pr-8')}
        {...props}
      >
        {children}
      </select>
      {error && (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
