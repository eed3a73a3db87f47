import { useState } from 'react';
import { toast } from 'sonner';
import { REJECTION_REASON_MAX } from '../../../../../shared/api/songs-admin';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { inputClasses } from '../../../components/ui/input';
import { useUpdateSongStatus, type AdminSong } from '../api/songs';

/** Reject a pending song with the reason its uploader will read. */
export function RejectSongDialog({ song, onClose }: { song: AdminSong; onClose: () => void }) {
  const update = useUpdateSongStatus();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    if (reason.trim() === '') return setError('A reason is required to reject a song');
    update.mutate(
      { songId: song.id, status: 'rejected', reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success('Song rejected');
          onClose();
        },
        onError: (failure) =>
          setError(failure instanceof ApiError && failure.status === 400 ? failure.message : 'Failed to update song status'),
      },
    );
  };
  return (
    <Dialog open onClose={() => !update.isPending && onClose()} title="Reject song">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="grid gap-3"
      >
        <p className="text-sm text-ink">Why is &quot;{song.title}&quot; rejected? Its uploader reads this reason.</p>
        <label htmlFor="reject-reason" className="text-sm font-medium text-ink">
          Reason
        </label>
        <textarea
          id="reject-reason"
          rows={4}
          maxLength={REJECTION_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'reject-reason-error' : undefined}
          className={`${inputClasses} h-auto py-2`}
        />
        {error && (
          <p id="reject-reason-error" className="text-xs font-medium text-danger">
            {error}
          </p>
        )}
        <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={update.isPending}>
            Reject Song
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
