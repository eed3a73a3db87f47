import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ConfirmDialog, type ConfirmDialogProps } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';

interface ConfirmActionDialogProps<T, V, C> extends Omit<ConfirmDialogProps, 'busy' | 'onConfirm'> {
  /** What Confirm runs, with `variables`. */
  action: UseMutationResult<T, Error, V, C>;
  variables: V;
  /** The toast once it is done. */
  done: string;
  /** Tells the admin why it failed. */
  onFailure: (error: Error) => void;
  /** After success, before the dialog closes. */
  onDone?: () => void;
}

/** A yes/no question whose Confirm runs one request: a toast when it is done, `onFailure` if not, closed either way. */
export function ConfirmActionDialog<T, V, C>({
  action,
  variables,
  done,
  onFailure,
  onDone,
  onClose,
  ...dialog
}: ConfirmActionDialogProps<T, V, C>) {
  const confirm = () =>
    action.mutate(variables, {
      onSuccess: () => {
        toast.success(done);
        onDone?.();
      },
      onError: onFailure,
      onSettled: onClose,
    });
  return <ConfirmDialog {...dialog} busy={action.isPending} onConfirm={confirm} onClose={onClose} />;
}

/** What a delete confirmation says: title, button, the question, and the toasts when done and when not. */
export interface DeleteTexts {
  title: string;
  confirmLabel: string;
  question: ReactNode;
  done: string;
  failed: string;
}

/** The server's reason when it gave one, else the screen's own failure text. */
const toastReason = (failed: string, error: Error) => toast.error(error instanceof ApiError ? error.message : failed);

interface DeleteDialogProps extends Pick<ConfirmActionDialogProps<unknown, string, unknown>, 'onDone' | 'onClose'> {
  texts: DeleteTexts;
  /** The record, named under the title and deleted by its id. */
  record: { id: string; name: string };
  action: UseMutationResult<unknown, Error, string, unknown>;
  /** How a failure is told (the server's reason in a toast by default). */
  onFailure?: (failed: string, error: Error) => void;
}

/** Deleting one record: its name under the title, the red Delete runs `action` with its id. */
export function DeleteDialog({ texts: { question, failed, ...texts }, record, onFailure = toastReason, ...props }: DeleteDialogProps) {
  return (
    <ConfirmActionDialog
      {...texts}
      {...props}
      description={record.name}
      danger
      variables={record.id}
      onFailure={(error) => onFailure(failed, error)}
    >
      {question}
    </ConfirmActionDialog>
  );
}
