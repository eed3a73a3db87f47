import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client';

/**
 * The save of a create-or-edit dialog over its create and update mutations. `handlers(done)` clears
 * the last failure and answers the mutation's callbacks: on success the `done` toast and close; on
 * failure the server's reason (else `fallback`) as `error`, shown in the dialog. `frame` is what
 * the dialog's frame needs: busy while either saves, the failure, and close.
 */
export function useDialogSave<C extends { isPending: boolean }, U extends { isPending: boolean }>(
  onClose: () => void,
  fallback: string,
  useCreate: () => C,
  useUpdate: () => U,
) {
  const create = useCreate();
  const update = useUpdate();
  const [error, setError] = useState<string>();
  const handlers = (done: string) => {
    setError(undefined);
    return {
      onSuccess: () => {
        toast.success(done);
        onClose();
      },
      onError: (cause: unknown) => setError(cause instanceof ApiError ? cause.message : fallback),
    };
  };
  return { create, update, handlers, frame: { busy: create.isPending || update.isPending, error, onClose } };
}
