import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteSong, type AdminSong } from '../api/songs';

/** Admin §5 confirmation and §8 messages; a 400 naming 'existing orders' means buyers still own the song. */
export function DeleteSongDialog({ song, onClose }: { song: AdminSong; onClose: () => void }) {
  const remove = useDeleteSong();
  const confirm = () =>
    remove.mutate(song.id, {
      onSuccess: () => {
        toast.success(`${song.title} deleted successfully!`);
        onClose();
      },
      onError: (error) => {
        const hasOrders = error instanceof ApiError && error.status === 400 && error.message.includes('existing orders');
        toast.error(hasOrders ? 'Cannot delete song - it has existing orders' : 'Failed to delete song');
        onClose();
      },
    });
  return (
    <ConfirmDialog title="Delete song" confirmLabel="Delete Song" danger busy={remove.isPending} onConfirm={confirm} onClose={onClose}>
      Are you sure you want to delete &quot;{song.title}&quot;?
    </ConfirmDialog>
  );
}
