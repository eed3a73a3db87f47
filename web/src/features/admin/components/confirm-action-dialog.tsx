import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ConfirmDialog, type ConfirmDialogProps } from '../../../components/ui/confirm-dialog';

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
