import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { localizeMessage } from '../../lib/error-text';

export const inputClasses =
  'h-11 w-full rounded-lg border border-line bg-canvas px-3 text-sm text-ink placeholder:text-muted/70 transition-colors hover:border-muted/60 focus-visible:border-brand aria-invalid:border-danger';

export interface InputProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** Validation message shown under the field and announced with it. */
  error?: string;
  hint?: string;
  /** Control placed inside the field's right edge, such as a show/hide toggle. */
  trailing?: ReactNode;
}

/** Text field with its label, hint and error wired to it for assistive technology. */
export function Input({ label, error, hint, trailing, className, ...props }: InputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClasses, trailing ? 'pr-12' : undefined)}
          {...props}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-danger">
          {localizeMessage(error)}
        </p>
      )}
    </div>
  );
}
