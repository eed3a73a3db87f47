import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Check, Eye, EyeOff, Pencil, Trash2, X } from 'lucide-react';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toggledStatus, useUpdateSongStatus, type AdminSong } from '../api/songs';
import { RejectSongDialog } from './songs-reject-dialog';
import { RowActionsMenu, type RowAction } from './row-actions-menu';

const APPROVED = 'Song approved and published!';

/** The status change a song's actions make, with its toast; `next` is where Publish/Unpublish goes. */
function useSongStatus(song: AdminSong) {
  const update = useUpdateSongStatus();
  const next = toggledStatus(song.status);
  const setStatus = (status: 'published' | 'draft', success: string) =>
    update.mutate(
      { songId: song.id, status },
      { onSuccess: () => toast.success(success), onError: () => toast.error('Failed to update song status') },
    );
  return { pending: update.isPending, setStatus, toggle: () => setStatus(next, `Song ${next}!`) };
}

const publishLabel = (song: AdminSong) => (song.status === 'published' ? 'Unpublish' : 'Publish');

/** A pending song's review: Approve publishes it, Reject asks for the reason its uploader reads. */
function ReviewActions({ song }: { song: AdminSong }) {
  const { pending, setStatus } = useSongStatus(song);
  const [rejecting, setRejecting] = useState(false);
  return (
    <>
      <Button size="sm" loading={pending} onClick={() => setStatus('published', APPROVED)} aria-label={`Approve ${song.title}`}>
        <Check aria-hidden="true" className="size-4" />
        Approve
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setRejecting(true)} aria-label={`Reject ${song.title}`}>
        <X aria-hidden="true" className="size-4 text-danger" />
        Reject
      </Button>
      {rejecting && <RejectSongDialog song={song} onClose={() => setRejecting(false)} />}
    </>
  );
}

export interface SongActionsProps {
  song: AdminSong;
  onDelete: (song: AdminSong) => void;
}

/** Edit, Approve/Reject for a pending song or Publish/Unpublish (admin §4: published ↔ draft, anything else → published), Delete. */
export function SongActions({ song, onDelete }: SongActionsProps) {
  const { pending, toggle } = useSongStatus(song);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link
        to={paths.adminSongEdit(song.id)}
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        aria-label={`Edit ${song.title}`}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Link>
      {song.status === 'pending' ? (
        <ReviewActions song={song} />
      ) : (
        <Button
          size="sm"
          variant={song.status === 'published' ? 'secondary' : 'primary'}
          loading={pending}
          disabled={song.status === 'processing'}
          onClick={toggle}
          aria-label={`${publishLabel(song)} ${song.title}`}
        >
          {publishLabel(song)}
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={() => onDelete(song)} aria-label={`Delete ${song.title}`}>
        <Trash2 aria-hidden="true" className="size-4 text-danger" />
      </Button>
    </div>
  );
}

/** The table's one actions column: the same actions as a card's buttons, in a menu. */
export function SongRowMenu({ song, onDelete }: SongActionsProps) {
  const { setStatus, toggle } = useSongStatus(song);
  const [rejecting, setRejecting] = useState(false);
  const actions: RowAction[] = [{ label: 'Edit', name: `Edit ${song.title}`, icon: Pencil, to: paths.adminSongEdit(song.id) }];
  if (song.status === 'pending')
    actions.push(
      { label: 'Approve', name: `Approve ${song.title}`, icon: Check, onSelect: () => setStatus('published', APPROVED) },
      { label: 'Reject', name: `Reject ${song.title}`, icon: X, danger: true, onSelect: () => setRejecting(true) },
    );
  else if (song.status !== 'processing')
    actions.push({
      label: publishLabel(song),
      name: `${publishLabel(song)} ${song.title}`,
      icon: song.status === 'published' ? EyeOff : Eye,
      onSelect: toggle,
    });
  actions.push({ label: 'Delete', name: `Delete ${song.title}`, icon: Trash2, danger: true, onSelect: () => onDelete(song) });
  return (
    <>
      <RowActionsMenu label={`Actions for ${song.title}`} actions={actions} />
      {rejecting && <RejectSongDialog song={song} onClose={() => setRejecting(false)} />}
    </>
  );
}
