import { useId } from 'react';
import { FileAudio, Upload } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { UploadPhase } from './songs-form-model';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A file field drawn as a drop area: the chosen file's name and size, or what it accepts; the native input stays for keyboards and drops. */
export function FilePicker({
  label,
  accept,
  hint,
  error,
  file,
  disabled,
  onPick,
}: {
  label: string;
  accept: string;
  hint: string;
  error?: string;
  file?: File;
  disabled?: boolean;
  onPick: (file?: File) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div
        className={cn(
          'relative flex min-h-24 flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-3 py-4 text-center transition-colors focus-within:border-brand hover:border-brand/60',
          error ? 'border-danger/70 bg-danger/5' : file ? 'border-brand/50 bg-brand/5' : 'border-line bg-canvas',
          disabled && 'opacity-60',
        )}
      >
        {file ? (
          <FileAudio aria-hidden="true" className="size-5 text-brand" />
        ) : (
          <Upload aria-hidden="true" className="size-5 text-muted" />
        )}
        <p className="max-w-full truncate text-sm font-medium text-ink" data-testid="picked-file">
          {file ? file.name : 'Choose a file or drop it here'}
        </p>
        <p className="text-xs text-muted">{file ? sizeText(file.size) : 'Browse'}</p>
        <input
          id={id}
          type="file"
          accept={accept}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => onPick(event.target.files?.[0])}
          className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
      </div>
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
