import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import { DialogActions } from './dialog-actions';

export interface ConfirmDialogProps {
  /** Shown while true (default): a caller may keep the dialog mounted and switch this. */
  open?: boolean;
  title: string;
  /** A line under the title naming what the action applies to. */
  description?: ReactNode;
  /** The question, and anything to read before answering (the description may be enough). */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red for what cannot be taken back or takes access away. */
  danger?: boolean;
  /** The action is running: both buttons wait and the dialog stays open. */
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The one yes/no question before a destructive or access-changing action. */
export function ConfirmDialog({
  open = true,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger = false,
  busy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} title={title} description={description}>
      {children && <div className="mb-6 text-sm text-ink">{children}</div>}
      <DialogActions
        cancelLabel={cancelLabel}
        onCancel={onClose}
        confirmLabel={confirmLabel}
        onConfirm={onConfirm}
        variant={danger ? 'danger' : 'primary'}
        busy={busy}
      />
    </Dialog>
  );
}
