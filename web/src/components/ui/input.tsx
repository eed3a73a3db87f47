import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Field } from './field';

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
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <input {...control} className={cn(inputClasses, trailing ? 'pr-12' : undefined)} {...props} />
          {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
        </div>
      )}
    </Field>
  );
}
