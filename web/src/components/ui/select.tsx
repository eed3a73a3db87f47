import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Field } from './field';
import { inputClasses } from './input';

export interface SelectProps extends Omit<ComponentProps<'select'>, 'id' | 'className'> {
  label: string;
  children: ReactNode;
  /** Validation message shown under the field and announced with it. */
  error?: string;
}

/** A native select with its label (and error) wired to it for assistive technology. */
export function Select({ label, children, error, ...props }: SelectProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select {...control} className={cn(inputClasses, 'pr-8')} {...props}>
          {children}
        </select>
      )}
    </Field>
  );
}
