import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** What confirming does, on the danger button. */
  confirmLabel: string;
  /** The way back, on the secondary button. */
  cancelLabel: string;
  onConfirm: () => void;
  /** While the confirmed change runs: the danger button spins and the dialog stays open. */
  pending?: boolean;
  /** Anything said between the description and the buttons. */
  children?: ReactNode;
}

/** A yes/no question before a change that cannot be undone (delete, cancel), on the shared Dialog. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending,
  children,
}: ConfirmDialogProps) {
  const close = () => !pending && onClose();
  return (
    <Dialog open={open} onClose={close} title={title} description={description}>
      {children}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button variant="danger" loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
