import { useRef, useState, type DragEvent } from 'react';
import { ArrowLeft, UploadCloud } from 'lucide-react';
import { toast } from 'sonner';
import { GENRES } from '../../../../../shared/constants';
import { UPLOAD_TEXTS, UPLOAD_TIMEOUT_MS } from '../../../../../shared/api/songs-admin';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { buttonClasses } from '../../../components/ui/button';
import { useAdminSystemSettings } from '../api/settings';
import { checkFile, requestUpload, useCreateSong, useUpdateSong, useUpdateSongStatus, useUploadLimits } from '../api/songs';
import { AdminHeader } from './admin-layout';
import { genreOf, readTags } from './songs-tags';
import { BulkUploadTable, type Row } from './songs-bulk-table';
import { LinkButton } from '../../../components/ui/link-button';
import { postFile } from '../../../lib/presigned-post';

/** Files uploading at once; the rest wait their turn. */
export const BULK_CONCURRENCY = 3;

/** Runs `worker` over `items`, at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, worker: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await worker(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * Bulk upload: dropped files go straight to S3, three at a time, each with its own progress; their
 * ID3 tags (read here, in the browser) prefill title, artist and genre; each becomes a draft song
 * that can be corrected and published from the table.
 */
export function BulkUploadPage() {
  const limits = useUploadLimits();
  const settings = useAdminSystemSettings();
  const create = useCreateSong();
  const update = useUpdateSong();
  const publish = useUpdateSongStatus();
  const [rows, setRows] = useState<Row[]>([]);
  const [dragging, setDragging] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const nextKey = useRef(0);
  const patch = (key: number, changes: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...changes } : r)));

  const uploadOne = async (row: Row) => {
    patch(row.key, { state: 'uploading' });
    try {
      const checked = checkFile('audio', row.file, limits);
      if ('error' in checked) throw new Error(checked.error);
      const upload = await requestUpload('audio', row.file, checked.contentType);
      await postFile(upload, row.file, {
        timeoutMs: UPLOAD_TIMEOUT_MS,
        onProgress: (loaded, total) => patch(row.key, { percent: Math.floor((loaded / total) * 100) }),
      });
      patch(row.key, { state: 'creating', percent: 100 });
      const song = await create.mutateAsync({
        title: row.title,
        artist: row.artist,
        genre: row.genre,
        price: Number(row.price),
        is_available: true,
        status: 'draft',
        audioUploadId: upload.uploadId,
      });
      patch(row.key, { state: 'draft', songId: song.id });
    } catch (error) {
      patch(row.key, { state: 'failed', error: error instanceof Error ? error.message : UPLOAD_TEXTS.failed });
    }
  };

  const add = async (files: File[]) => {
    const accepted: File[] = [];
    const refusedNow: string[] = [];
    for (const file of files) {
      const checked = checkFile('audio', file, limits);
      if ('error' in checked) refusedNow.push(checked.error);
      else accepted.push(file);
    }
    setRefused(refusedNow);
    const price = (settings.data?.minPrice ?? 5).toFixed(2);
    const added: Row[] = await Promise.all(
      accepted.map(async (file) => {
        const tags = await readTags(file);
        return {
          key: nextKey.current++,
          file,
          title: tags.title ?? file.name,
          artist: tags.artist ?? 'Unknown artist',
          genre: genreOf(tags.genre) ?? GENRES[0],
          price,
          state: 'queued' as const,
          percent: 0,
        };
      }),
    );
    setRows((all) => [...all, ...added]);
    await pool(added, BULK_CONCURRENCY, uploadOne);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    void add([...event.dataTransfer.files]);
  };

  const fieldsOf = (row: Row) => ({ title: row.title.trim(), artist: row.artist.trim(), genre: row.genre, price: Number(row.price) });

  const save = (row: Row) =>
    update.mutate(
      { songId: row.songId!, body: fieldsOf(row) },
      {
        onSuccess: () => toast.success('Song updated successfully!'),
        onError: (error) => toast.error(error instanceof ApiError ? error.message : 'Failed to update song'),
      },
    );

  const publishRow = async (row: Row) => {
    try {
      await update.mutateAsync({ songId: row.songId!, body: fieldsOf(row) });
      await publish.mutateAsync({ songId: row.songId!, status: 'published' });
      patch(row.key, { state: 'published' });
      toast.success('Song published!');
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Failed to update song status');
    }
  };

  return (
    <>
      <AdminHeader
        title="Bulk Upload"
        description="Drop many audio files: each uploads on its own, takes its title, artist and genre from its tags, and becomes a draft."
        actions={
          <LinkButton to={paths.adminSongs} icon={ArrowLeft} variant="secondary">
            Back to songs
          </LinkButton>
        }
      />
      <section
        aria-label="Drop files"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed p-10 text-center ${dragging ? 'border-brand bg-brand/5' : 'border-line bg-surface'}`}
      >
        <UploadCloud aria-hidden="true" className="size-10 text-brand" />
        <p className="text-sm text-ink">Drop audio files here</p>
        <label className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          Choose files
          <input
            type="file"
            multiple
            accept={`${limits.formats.map((f) => `.${f}`).join(',')},audio/*`}
            className="sr-only"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void add(files);
            }}
          />
        </label>
        <p className="text-xs text-muted">
          {limits.formats.map((f) => f.toUpperCase()).join(', ')} up to {Math.round(limits.audioMaxBytes / (1024 * 1024))} MB each,{' '}
          {BULK_CONCURRENCY} at a time
        </p>
      </section>

      {refused.length > 0 && (
        <ul role="alert" className="mt-4 list-inside list-disc text-sm text-danger">
          {refused.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}

      {rows.length > 0 && <BulkUploadTable rows={rows} onPatch={patch} onSave={save} onPublish={(row) => void publishRow(row)} />}
    </>
  );
}
