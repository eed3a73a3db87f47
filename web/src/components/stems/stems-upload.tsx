import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../ui/button';
import { FormMessage } from '../ui/form-message';
import { ApiError, errorMessage } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import {
  ADMIN_STEMS_ROUTES,
  canResumeStems,
  StemsStorageError,
  stemsFileProblem,
  uploadStems,
  type StemsProgress,
  type StemsRoutes,
} from '../../lib/stems-upload';

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * Issue 25: the song's stems ZIP (Trackout needs it), sent in parts straight to storage, resumable;
 * in the back office by default, in the studio through the artist's routes (`onUploaded` refreshes its lists).
 */
export function StemsUpload({
  songId,
  hasStems = false,
  routes = ADMIN_STEMS_ROUTES,
  onUploaded,
}: {
  songId: string;
  /** Whether the song has stems already; the studio's list does not say. */
  hasStems?: boolean;
  routes?: StemsRoutes;
  onUploaded?: () => Promise<unknown>;
}) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<StemsProgress>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [stems, setStems] = useState<string[]>();
  const [resumable, setResumable] = useState(false);

  const start = async (chosen: File) => {
    setError(undefined);
    setStems(undefined);
    const problem = stemsFileProblem(chosen);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setResumable(false);
    try {
      const saved = await uploadStems(songId, chosen, { onProgress: setProgress, routes });
      setStems(saved.stems);
      toast.success('Stems uploaded');
      await Promise.all([
        onUploaded ? onUploaded() : queryClient.invalidateQueries({ queryKey: queryKeys.admin.songs.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.songs.all }),
      ]);
    } catch (e) {
      setError(
        e instanceof ApiError
          ? errorMessage(e)
          : e instanceof StemsStorageError
            ? e.message
            : 'The connection dropped during the upload. Resume to send the missing parts.',
      );
      setResumable(canResumeStems(songId, chosen));
    } finally {
      setBusy(false);
    }
  };

  const percent = progress && progress.total > 0 ? Math.floor((progress.sent / progress.total) * 100) : 0;
  return (
    <section aria-labelledby="stems-title" className="mt-6 rounded-2xl border border-line bg-surface p-5">
      <h2 id="stems-title" className="font-semibold text-ink">
        Stems (Trackout)
      </h2>
      <p className="mt-1 text-sm text-muted">
        {hasStems ? 'This song has a stems ZIP. A new upload replaces it.' : 'A ZIP of the separate audio tracks, up to 2 GB.'}
      </p>
      <label className="mt-4 flex flex-col gap-1.5 text-sm font-medium text-ink">
        Stems ZIP
        <input
          ref={input}
          type="file"
          accept=".zip,application/zip"
          disabled={busy}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            setFile(chosen);
            if (chosen) void start(chosen);
          }}
          className="text-sm"
        />
      </label>
      {progress && (busy || resumable) && (
        <div className="mt-3">
          <progress aria-label="Stems upload" max={100} value={percent} className="h-2 w-full accent-brand" />
          <p className="mt-1 text-xs text-muted">
            {percent}% · {mb(progress.sent)} of {mb(progress.total)} · part {progress.partsDone} of {progress.partCount}
          </p>
        </div>
      )}
      {error && <FormMessage tone="error" text={error} className="mt-3" />}
      {resumable && file && !busy && (
        <Button className="mt-3" size="sm" onClick={() => void start(file)}>
          Resume upload
        </Button>
      )}
      {stems && <FormMessage tone="success" text={`Stems uploaded: ${stems.join(', ')}`} className="mt-3" />}
    </section>
  );
}
