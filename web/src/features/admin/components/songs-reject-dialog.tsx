import { useState } from 'react';
import { toast } from 'sonner';
import { REJECTION_REASON_MAX } from '../../../../../shared/api/songs-admin';
import { ApiError } from '../../../lib/api-client';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Textarea } from '../../../components/ui/textarea';
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
    <FormDialog
      title="Reject song"
      confirmLabel="Reject Song"
      variant="danger"
      busy={update.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onClose={onClose}
      formClassName="grid gap-3"
    >
      <p className="text-sm text-ink">Why is &quot;{song.title}&quot; rejected? Its uploader reads this reason.</p>
      <Textarea
        label="Reason"
        maxLength={REJECTION_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error}
      />
    </FormDialog>
  );
}
