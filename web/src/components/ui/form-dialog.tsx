import type { FormEvent, ReactNode } from 'react';
import { Dialog } from './dialog';
import { DialogActions, type DialogActionsProps } from './dialog-actions';
import { FormMessage } from './form-message';

interface FormDialogProps extends Pick<DialogActionsProps, 'confirmLabel' | 'variant' | 'disabled'> {
  title: string;
  description?: ReactNode;
  /** The form's accessible name, when the dialog's title is not enough. */
  label?: string;
  /** The save is running: the dialog cannot be closed and both buttons wait. */
  busy: boolean;
  /** Why the last submit failed, shown over the buttons. */
  error?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** The dialog's width and the like. */
  className?: string;
  formClassName?: string;
  children: ReactNode;
}

/** A dialog holding one form: its fields, the failure of the last submit, then Cancel and the submit button. */
export function FormDialog({
  title,
  description,
  label,
  busy,
  error,
  onSubmit,
  onClose,
  className,
  formClassName = 'flex flex-col gap-4',
  children,
  ...actions
}: FormDialogProps) {
  return (
    <Dialog open onClose={() => !busy && onClose()} title={title} description={description} className={className}>
      <form onSubmit={onSubmit} noValidate aria-label={label} className={formClassName}>
        {children}
        {error && <FormMessage tone="error" text={error} />}
        <DialogActions onCancel={onClose} busy={busy} {...actions} />
      </form>
    </Dialog>
  );
}
