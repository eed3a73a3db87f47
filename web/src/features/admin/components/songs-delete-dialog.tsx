import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
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
    <Dialog open onClose={() => !remove.isPending && onClose()} title="Delete song">
      <p className="text-sm text-ink">Are you sure you want to delete &quot;{song.title}&quot;?</p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button variant="danger" loading={remove.isPending} onClick={confirm}>
          Delete Song
        </Button>
      </div>
    </Dialog>
  );
}
