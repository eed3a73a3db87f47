import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button, type ButtonVariant } from './button';

export interface DialogActionsProps {
  cancelLabel?: string;
  onCancel: () => void;
  confirmLabel: ReactNode;
  /** Without it the confirm button submits the surrounding form. */
  onConfirm?: () => void;
  variant?: ButtonVariant;
  /** The action is running: the confirm button spins and Cancel waits too. */
  busy?: boolean;
  /** The confirm button spins, Cancel stays usable. */
  loading?: boolean;
  disabled?: boolean;
  className?: string;
}

/** The Cancel / confirm row at the foot of a dialog or a dialog's form, confirm last (first on a phone's stacked row). */
export function DialogActions({
  cancelLabel = 'Cancel',
  onCancel,
  confirmLabel,
  onConfirm,
  variant = 'primary',
  busy = false,
  loading = false,
  disabled,
  className,
}: DialogActionsProps) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} variant={variant} loading={busy || loading} disabled={disabled} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </div>
  );
}
