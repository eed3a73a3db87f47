import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Check, Eye, EyeOff, Pencil, Star, Trash2, X } from 'lucide-react';
import { toast } from 'sonner';
import { useStoreMoney } from '../hooks/use-store-money';
import { SONG_STATUS_LABELS, type AdminSongStatus } from '../../../../../shared/api/songs-admin';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { formatDuration } from '../../../lib/currency';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toggledStatus, useUpdateSongStatus, type AdminSong } from '../api/songs';
import { RejectSongDialog } from './songs-reject-dialog';
import { RowActionsMenu, type RowAction } from './row-actions-menu';

const STATUS_STYLE: Record<AdminSongStatus, string> = {
  published: 'border-success/40 bg-success/10 text-success',
  pending: 'border-brand/40 bg-brand/10 text-brand',
  draft: 'border-line bg-raised text-muted',
  rejected: 'border-danger/40 bg-danger/10 text-danger',
  sold_out: 'border-line bg-raised text-ink',
  processing: 'border-brand/40 bg-brand/10 text-brand',
};

export function SongStatusBadge({ status }: { status: AdminSongStatus }) {
  return (
    <span
      data-status={status}
      className={cn('inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold', STATUS_STYLE[status])}
    >
      {SONG_STATUS_LABELS[status]}
    </span>
  );
}

/** What the review told the uploader, under a rejected song. */
function RejectionReason({ song }: { song: AdminSong }) {
  if (song.status !== 'rejected' || !song.rejection_reason) return null;
  return (
    <p className="text-xs text-danger [overflow-wrap:anywhere]">
      <span className="font-semibold">Reason:</span> {song.rejection_reason}
    </p>
  );
}

/** A pending song's review: Approve publishes it, Reject asks for the reason its uploader reads. */
function ReviewActions({ song }: { song: AdminSong }) {
  const update = useUpdateSongStatus();
  const [rejecting, setRejecting] = useState(false);
  const approve = () =>
    update.mutate(
      { songId: song.id, status: 'published' },
      { onSuccess: () => toast.success('Song approved and published!'), onError: () => toast.error('Failed to update song status') },
    );
  return (
    <>
      <Button size="sm" loading={update.isPending} onClick={approve} aria-label={`Approve ${song.title}`}>
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

const rating = (song: AdminSong) => (song.rating === null ? 'No rating' : `${song.rating.toFixed(1)}/5`);

interface SongActionsProps {
  song: AdminSong;
  onDelete: (song: AdminSong) => void;
}

/** Edit, Approve/Reject for a pending song or Publish/Unpublish (admin §4: published ↔ draft, anything else → published), Delete. */
function SongActions({ song, onDelete }: SongActionsProps) {
  const update = useUpdateSongStatus();
  const next = toggledStatus(song.status);
  const toggle = () =>
    update.mutate(
      { songId: song.id, status: next },
      {
        onSuccess: () => toast.success(`Song ${next}!`),
        onError: () => toast.error('Failed to update song status'),
      },
    );
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
          loading={update.isPending}
          disabled={song.status === 'processing'}
          onClick={toggle}
          aria-label={`${song.status === 'published' ? 'Unpublish' : 'Publish'} ${song.title}`}
        >
          {song.status === 'published' ? 'Unpublish' : 'Publish'}
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={() => onDelete(song)} aria-label={`Delete ${song.title}`}>
        <Trash2 aria-hidden="true" className="size-4 text-danger" />
      </Button>
    </div>
  );
}

/** The table's one actions column: the same actions as a card's buttons, in a menu. */
function SongRowMenu({ song, onDelete }: SongActionsProps) {
  const update = useUpdateSongStatus();
  const [rejecting, setRejecting] = useState(false);
  const setStatus = (status: 'published' | 'draft', success: string) =>
    update.mutate(
      { songId: song.id, status },
      { onSuccess: () => toast.success(success), onError: () => toast.error('Failed to update song status') },
    );
  const next = toggledStatus(song.status);
  const actions: RowAction[] = [{ label: 'Edit', name: `Edit ${song.title}`, icon: Pencil, to: paths.adminSongEdit(song.id) }];
  if (song.status === 'pending')
    actions.push(
      {
        label: 'Approve',
        name: `Approve ${song.title}`,
        icon: Check,
        onSelect: () => setStatus('published', 'Song approved and published!'),
      },
      { label: 'Reject', name: `Reject ${song.title}`, icon: X, danger: true, onSelect: () => setRejecting(true) },
    );
  else if (song.status !== 'processing')
    actions.push({
      label: song.status === 'published' ? 'Unpublish' : 'Publish',
      name: `${song.status === 'published' ? 'Unpublish' : 'Publish'} ${song.title}`,
      icon: song.status === 'published' ? EyeOff : Eye,
      onSelect: () => setStatus(next, `Song ${next}!`),
    });
  actions.push({ label: 'Delete', name: `Delete ${song.title}`, icon: Trash2, danger: true, onSelect: () => onDelete(song) });
  return (
    <>
      <RowActionsMenu label={`Actions for ${song.title}`} actions={actions} />
      {rejecting && <RejectSongDialog song={song} onClose={() => setRejecting(false)} />}
    </>
  );
}

export function SongsGrid({ songs, onDelete }: { songs: AdminSong[]; onDelete: (song: AdminSong) => void }) {
  const { fromUsd } = useStoreMoney();
  return (
    <ul aria-label="Songs" data-view="grid" className="grid grid-cols-1 gap-4 p-4 sm:grid-cols-2 lg:grid-cols-3">
      {songs.map((song) => (
        <li key={song.id}>
          <article aria-label={song.title} className="flex h-full flex-col gap-3 rounded-xl border border-line bg-canvas p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="truncate font-semibold text-ink" title={song.title}>
                  {song.title}
                </h3>
                <p className="truncate text-sm text-muted" title={song.artist}>
                  {song.artist}
                </p>
                {song.uploaded_by && (
                  <p className="truncate text-xs text-muted" title={song.uploaded_by}>
                    Uploaded by {song.uploaded_by}
                  </p>
                )}
              </div>
              <SongStatusBadge status={song.status} />
            </div>
            <RejectionReason song={song} />
            <dl className="grid grid-cols-3 gap-2 text-xs">
              <div>
                <dt className="text-muted">Rating</dt>
                <dd className="flex items-center gap-1 text-ink">
                  <Star aria-hidden="true" className="size-3 text-brand" />
                  {rating(song)}
                </dd>
              </div>
              <div>
                <dt className="text-muted">Duration</dt>
                <dd className="tabular-nums text-ink">{formatDuration(song.duration)}</dd>
              </div>
              <div>
                <dt className="text-muted">Price</dt>
                <dd className="tabular-nums text-ink">{fromUsd(song.price)}</dd>
              </div>
              <div>
                <dt className="text-muted">Downloads</dt>
                <dd className="tabular-nums text-ink">{song.downloads}</dd>
              </div>
              <div>
                <dt className="text-muted">Revenue</dt>
                <dd className="tabular-nums text-ink">{fromUsd(song.revenue)}</dd>
              </div>
              <div>
                <dt className="text-muted">Genre</dt>
                <dd className="text-ink">{song.genre}</dd>
              </div>
            </dl>
            <div className="mt-auto">
              <SongActions song={song} onDelete={onDelete} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

export function SongsTable({ songs, onDelete }: { songs: AdminSong[]; onDelete: (song: AdminSong) => void }) {
  const { fromUsd } = useStoreMoney();
  return (
    <div className="overflow-x-auto">
      <table data-view="table" className="w-full text-left text-sm">
        <thead className="border-b border-line text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="px-4 py-3">
              Song
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              Rating
            </th>
            <th scope="col" className="px-4 py-3">
              Duration
            </th>
            <th scope="col" className="px-4 py-3">
              Price
            </th>
            <th scope="col" className="px-4 py-3">
              Downloads
            </th>
            <th scope="col" className="px-4 py-3">
              Revenue
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {songs.map((song) => (
            <tr key={song.id} className="border-b border-line last:border-0">
              <th scope="row" className="px-4 py-3 font-normal">
                {/* Long titles wrap (anywhere, for one long word) and stop at two lines, whole on hover. */}
                <span className="line-clamp-2 font-semibold text-ink [overflow-wrap:anywhere]" title={song.title}>
                  {song.title}
                </span>
                <span className="line-clamp-1 text-muted [overflow-wrap:anywhere]" title={song.artist}>
                  {song.artist}
                </span>
                {song.uploaded_by && (
                  <span className="line-clamp-1 text-xs text-muted [overflow-wrap:anywhere]" title={song.uploaded_by}>
                    Uploaded by {song.uploaded_by}
                  </span>
                )}
              </th>
              <td className="px-4 py-3">
                <SongStatusBadge status={song.status} />
                <RejectionReason song={song} />
              </td>
              <td className="px-4 py-3">{rating(song)}</td>
              <td className="px-4 py-3 tabular-nums">{formatDuration(song.duration)}</td>
              <td className="px-4 py-3 tabular-nums">{fromUsd(song.price)}</td>
              <td className="px-4 py-3 tabular-nums">{song.downloads}</td>
              <td className="px-4 py-3 tabular-nums">{fromUsd(song.revenue)}</td>
              <td className="px-4 py-3 text-right">
                <SongRowMenu song={song} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
