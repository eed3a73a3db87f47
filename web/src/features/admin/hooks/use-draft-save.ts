import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';

interface DraftSaveCopy {
  /** The toast after a save ("Snippets saved"). */
  saved: string;
  /** The toast of a failed save, above the server's reason. */
  failed: string;
}

/**
 * A content editor's local draft and the submit that saves it: on success the draft becomes what
 * the server stored and `onSaved` runs; either way a toast tells the outcome.
 */
export function useDraftSave<T>(
  initial: T,
  save: { mutate: (draft: T, callbacks: { onSuccess: (saved: T) => void; onError: (error: Error) => void }) => void },
  copy: DraftSaveCopy,
  onSaved?: () => void,
) {
  const [draft, setDraft] = useState(initial);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: (saved) => {
        setDraft(saved);
        toast.success(copy.saved);
        onSaved?.();
      },
      onError: (error) => toast.error(copy.failed, { description: errorMessage(error) }),
    });
  };
  return { draft, setDraft, onSubmit };
}
