import { Star } from 'lucide-react';
import { useStoreMoney } from '../hooks/use-store-money';
import { formatDuration } from '../../../lib/currency';
import { DetailList } from '../../../components/ui/detail-list';
import { NameLines } from '../../../components/ui/name-lines';
import { DataTable, rightAligned } from '../../../components/ui/data-table';
import type { AdminSong } from '../api/songs';
import { SongActions, SongRowMenu, type SongActionsProps } from './songs-actions';
import { RejectionReason, SongStatusBadge } from './songs-status';

const rating = (song: AdminSong) => (song.rating === null ? 'No rating' : `${song.rating.toFixed(1)}/5`);

const COLUMNS = ['Song', 'Status', 'Rating', 'Duration', 'Price', 'Downloads', 'Revenue', rightAligned('Actions')];

interface SongsViewProps {
  songs: AdminSong[];
  onDelete: SongActionsProps['onDelete'];
}

function SongCard({ song, onDelete }: SongActionsProps) {
  const { fromUsd } = useStoreMoney();
  const figures = 'tabular-nums text-ink';
  return (
    <article aria-label={song.title} className="flex h-full flex-col gap-3 rounded-xl border border-line bg-canvas p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <NameLines name={song.title} detail={song.artist} nameAs="h3" nameClassName="font-semibold text-ink" />
          {song.uploaded_by && (
            <p className="truncate text-xs text-muted" title={song.uploaded_by}>
              Uploaded by {song.uploaded_by}
            </p>
          )}
        </div>
        <SongStatusBadge status={song.status} />
      </div>
      <RejectionReason song={song} />
      <DetailList
        className="grid grid-cols-3 gap-2 text-xs"
        items={[
          {
            label: 'Rating',
            className: 'flex items-center gap-1 text-ink',
            value: (
              <>
                <Star aria-hidden="true" className="size-3 text-brand" />
                {rating(song)}
              </>
            ),
          },
          { label: 'Duration', value: formatDuration(song.duration), className: figures },
          { label: 'Price', value: fromUsd(song.price), className: figures },
          { label: 'Downloads', value: song.downloads, className: figures },
          { label: 'Revenue', value: fromUsd(song.revenue), className: figures },
          { label: 'Genre', value: song.genre, className: 'text-ink' },
        ]}
      />
      <div className="mt-auto">
        <SongActions song={song} onDelete={onDelete} />
      </div>
    </article>
  );
}

export function SongsGrid({ songs, onDelete }: SongsViewProps) {
  return (
    <ul aria-label="Songs" data-view="grid" className="grid grid-cols-1 gap-4 p-4 sm:grid-cols-2 lg:grid-cols-3">
      {songs.map((song) => (
        <li key={song.id}>
          <SongCard song={song} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}

export function SongsTable({ songs, onDelete }: SongsViewProps) {
  const { fromUsd } = useStoreMoney();
  return (
    <DataTable data-view="table" columns={COLUMNS} cellClassName="px-4 py-3">
      {songs.map((song) => (
        <tr key={song.id} className="border-b border-line last:border-0">
          <th scope="row" className="px-4 py-3 font-normal">
            {/* Long titles wrap (anywhere, for one long word) and stop at two lines, whole on hover. */}
            <NameLines
              name={song.title}
              detail={song.artist}
              nameAs="span"
              detailAs="span"
              fit="[overflow-wrap:anywhere]"
              nameClassName="line-clamp-2 font-semibold text-ink"
              detailClassName="line-clamp-1 text-muted"
            />
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
    </DataTable>
  );
}
