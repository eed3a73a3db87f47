import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { useDeleteSong, type AdminSong } from '../api/songs';

/** Admin §5 confirmation and §8 messages; a 400 naming 'existing orders' means buyers still own the song. */
export function DeleteSongDialog({ song, onClose }: { song: AdminSong; onClose: () => void }) {
  const failed = (error: Error) => {
    const hasOrders = error instanceof ApiError && error.status === 400 && error.message.includes('existing orders');
    toast.error(hasOrders ? 'Cannot delete song - it has existing orders' : 'Failed to delete song');
  };
  return (
    <ConfirmActionDialog
      title="Delete song"
      confirmLabel="Delete Song"
      danger
      action={useDeleteSong()}
      variables={song.id}
      done={`${song.title} deleted successfully!`}
      onFailure={failed}
      onClose={onClose}
    >
      Are you sure you want to delete &quot;{song.title}&quot;?
    </ConfirmActionDialog>
  );
}
