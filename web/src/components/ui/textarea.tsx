import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Field } from './field';
import { inputClasses } from './input';

export interface TextareaProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  /** Validation message shown under the field and announced with it. */
  error?: string;
  hint?: string;
}

/** Multi-line text field with its label, hint and error wired to it, like `Input`. */
export function Textarea({ label, error, hint, className, rows = 4, ...props }: TextareaProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <textarea {...control} rows={rows} className={cn(inputClasses, 'h-auto py-2')} {...props} />}
    </Field>
  );
}
