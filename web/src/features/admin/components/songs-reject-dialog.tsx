import { REJECTION_REASON_MAX } from '../../../../../shared/api/songs-admin';
import { ApiError } from '../../../lib/api-client';
import { useUpdateSongStatus, type AdminSong } from '../api/songs';
import { ReasonDialog } from './reason-dialog';

/** Reject a pending song with the reason its uploader will read. */
export function RejectSongDialog({ song, onClose }: { song: AdminSong; onClose: () => void }) {
  const update = useUpdateSongStatus();
  return (
    <ReasonDialog
      title="Reject song"
      confirmLabel="Reject Song"
      prompt={`Why is "${song.title}" rejected? Its uploader reads this reason.`}
      max={REJECTION_REASON_MAX}
      required="A reason is required to reject a song"
      success="Song rejected"
      busy={update.isPending}
      onConfirm={(reason) => update.mutateAsync({ songId: song.id, status: 'rejected', reason })}
      failureText={(error) => (error instanceof ApiError && error.status === 400 ? error.message : 'Failed to update song status')}
      onClose={onClose}
    />
  );
}
