import { useId } from 'react';
import type { UploadPhase } from './songs-form-model';

export function FilePicker({
  label,
  accept,
  hint,
  error,
  onPick,
}: {
  label: string;
  accept: string;
  hint: string;
  error?: string;
  onPick: (file?: File) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onPick(event.target.files?.[0])}
        className="text-sm text-ink file:mr-3 file:rounded-lg file:border file:border-line file:bg-raised file:px-3 file:py-2 file:text-ink"
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The upload bar and its text under the song form; nothing while there is no text to show. */
export function UploadProgress({ phase, percent, text }: { phase: UploadPhase; percent: number; text: string | undefined }) {
  if (!text) return null;
  return (
    <div className="grid gap-2">
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-raised"
      >
        <div
          className={phase === 'failed' ? 'h-full bg-danger' : 'h-full bg-brand transition-[width]'}
          style={{ width: `${phase === 'done' ? 100 : percent}%` }}
        />
      </div>
      <p role="status" className={phase === 'failed' ? 'text-sm text-danger' : 'text-sm text-muted'}>
        {text}
      </p>
    </div>
  );
}
