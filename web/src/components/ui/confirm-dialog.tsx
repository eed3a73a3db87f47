import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  /** Shown while true; a caller that mounts the dialog only when needed may leave it out. */
  open?: boolean;
  onClose: () => void;
  title: string;
  /** A line under the title naming what the action applies to. */
  description?: ReactNode;
  /** What confirming does, on the confirm button. */
  confirmLabel: string;
  /** The way back, on the secondary button. */
  cancelLabel?: string;
  onConfirm: () => void;
  /** While the confirmed change runs: the confirm button spins and the dialog stays open. */
  pending?: boolean;
  /** Red (the default) for what cannot be undone or takes access away; false for a harmless yes. */
  danger?: boolean;
  /** The question, and anything to read before answering (the description may be enough). */
  children?: ReactNode;
}

/**
 * The one yes/no question before a destructive or access-changing action (delete, suspend, cancel),
 * on the shared Dialog.
 */
export function ConfirmDialog({
  open = true,
  onClose,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  pending = false,
  danger = true,
  children,
}: ConfirmDialogProps) {
  const close = () => !pending && onClose();
  return (
    <Dialog open={open} onClose={close} title={title} description={description}>
      {children && <div className="text-sm text-ink">{children}</div>}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
