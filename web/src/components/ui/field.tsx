import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { localizeMessage } from '../../lib/error-text';

/** What a control needs to be named and described by its field. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  hint?: string;
  /** Validation message shown under the control and announced with it. */
  error?: string;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

/** A form control's label, hint and error, wired to the control for assistive technology. */
export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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
