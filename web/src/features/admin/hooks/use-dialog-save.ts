import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client';

/**
 * The save of a create-or-edit dialog. `handlers(done)` clears the last failure and answers the
 * mutation's callbacks: on success the `done` toast and close; on failure the server's reason
 * (else `fallback`) as `error`, shown in the dialog.
 */
export function useDialogSave(onClose: () => void, fallback: string) {
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
  return { error, handlers };
}
