import { SONG_STATUS_LABELS, type AdminSongStatus } from '../../../../../shared/api/songs-admin';
import { cn } from '../../../lib/cn';
import type { AdminSong } from '../api/songs';

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
export function RejectionReason({ song }: { song: AdminSong }) {
  if (song.status !== 'rejected' || !song.rejection_reason) return null;
  return (
    <p className="text-xs text-danger [overflow-wrap:anywhere]">
      <span className="font-semibold">Reason:</span> {song.rejection_reason}
    </p>
  );
}
