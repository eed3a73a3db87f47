import type { InputHTMLAttributes } from 'react';
import { GENRES } from '../../../../../shared/constants';
import { SONG_STATUS_LABELS, UPLOAD_TEXTS } from '../../../../../shared/api/songs-admin';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import { DataTable } from '../../../components/ui/data-table';

export type Genre = (typeof GENRES)[number];
export type RowState = 'queued' | 'uploading' | 'creating' | 'draft' | 'published' | 'failed';

/** One dropped file: its upload, then the draft song it became. */
export interface Row {
  key: number;
  file: File;
  title: string;
  artist: string;
  genre: Genre;
  price: string;
  state: RowState;
  percent: number;
  error?: string;
  songId?: string;
}

const STATE_TEXT: Record<RowState, string> = {
  queued: 'Waiting',
  uploading: UPLOAD_TEXTS.uploading,
  creating: 'Processing...',
  draft: SONG_STATUS_LABELS.draft,
  published: SONG_STATUS_LABELS.published,
  failed: UPLOAD_TEXTS.failed,
};

interface BulkUploadTableProps {
  rows: Row[];
  onPatch: (key: number, changes: Partial<Row>) => void;
  onSave: (row: Row) => void;
  onPublish: (row: Row) => void;
}

/** The bulk upload's files: progress while uploading, then editable fields, Save and Publish. */
const COLUMNS = ['File', 'Title', 'Artist', 'Genre', 'Price', 'Progress', 'Actions'];

export function BulkUploadTable({ rows, onPatch, onSave, onPublish }: BulkUploadTableProps) {
  return (
    <DataTable columns={COLUMNS} cellClassName="px-3 py-3" frameClassName="mt-6 rounded-2xl border border-line bg-surface">
      {rows.map((row) => (
        <BulkRowView
          key={row.key}
          row={row}
          onPatch={(changes) => onPatch(row.key, changes)}
          onSave={() => onSave(row)}
          onPublish={() => onPublish(row)}
        />
      ))}
    </DataTable>
  );
}

interface BulkRowViewProps {
  row: Row;
  onPatch: (changes: Partial<Row>) => void;
  onSave: () => void;
  onPublish: () => void;
}

interface FieldCellProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'step' | 'min'> {
  label: string;
  field: 'title' | 'artist' | 'price';
  row: Row;
  editable: boolean;
  onPatch: (changes: Partial<Row>) => void;
  width?: string;
}

/** One of a row's text fields, named after its file for screen readers; editable once the song exists. */
function FieldCell({ label, field, row, editable, onPatch, width = '', ...input }: FieldCellProps) {
  return (
    <td className="px-3 py-2">
      <input
        aria-label={`${label} of ${row.file.name}`}
        {...input}
        value={row[field]}
        disabled={!editable}
        onChange={(event) => onPatch({ [field]: event.target.value })}
        className={`${inputClasses} h-9 ${width}`.trim()}
      />
    </td>
  );
}

function BulkRowView({ row, onPatch, onSave, onPublish }: BulkRowViewProps) {
  const editable = row.state === 'draft' || row.state === 'published';
  return (
    <tr key={row.key} data-state={row.state} className="border-b border-line last:border-0">
      <th scope="row" className="max-w-40 truncate px-3 py-2 font-normal text-muted">
        {row.file.name}
      </th>
      <FieldCell label="Title" field="title" row={row} editable={editable} onPatch={onPatch} />
      <FieldCell label="Artist" field="artist" row={row} editable={editable} onPatch={onPatch} />
      <td className="px-3 py-2">
        <select
          aria-label={`Genre of ${row.file.name}`}
          value={row.genre}
          disabled={!editable}
          onChange={(event) => onPatch({ genre: event.target.value as Genre })}
          className={`${inputClasses} h-9`}
        >
          {GENRES.map((g) => (
            <option key={g}>{g}</option>
          ))}
        </select>
      </td>
      <FieldCell
        label="Price"
        field="price"
        row={row}
        editable={editable}
        onPatch={onPatch}
        type="number"
        step="0.01"
        min="0"
        width="w-24"
      />
      <td className="min-w-44 px-3 py-2">
        <div
          role="progressbar"
          aria-label={`Upload of ${row.file.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={row.percent}
          className="h-1.5 overflow-hidden rounded-full bg-raised"
        >
          <div className={row.state === 'failed' ? 'h-full bg-danger' : 'h-full bg-brand'} style={{ width: `${row.percent}%` }} />
        </div>
        <p className={`mt-1 text-xs ${row.state === 'failed' ? 'text-danger' : 'text-muted'}`}>
          {row.state === 'uploading' && row.percent > 0 ? UPLOAD_TEXTS.progress(row.percent) : STATE_TEXT[row.state]}
          {row.error && ` ${row.error}`}
        </p>
      </td>
      <td className="px-3 py-2">
        {row.songId && (
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" onClick={onSave}>
              Save
            </Button>
            {row.state === 'draft' && (
              <Button size="sm" onClick={onPublish} aria-label={`Publish ${row.title}`}>
                Publish
              </Button>
            )}
          </div>
        )}
      </td>
    </tr>
  );
}
