import { useState } from 'react';
import { Link } from 'react-router-dom';
import { GENRES } from '../../../../../shared/constants';
import { FORM_STATUSES, SONG_STATUS_LABELS } from '../../../../../shared/api/songs-admin';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { Input, inputClasses } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { checkFile, uploadAll, useUploadLimits, type PickedFile } from '../api/songs';
import { UploadError } from '../../../lib/presigned-post';
import { FilePicker, UploadProgress } from './songs-form-files';
import { serverFieldErrors, SLOT_KIND, SongForm, uploadText, type PickedFiles, type Slot, type UploadPhase } from './songs-form-model';
import { useZodForm } from '../../../lib/use-zod-form';
import { PriceInput } from '../../../components/ui/price-input';
import { Options } from '../../../components/ui/options';

interface SongFormViewProps {
  defaults: SongForm;
  /** Add requires the full track; edit only replaces what is picked. */
  requireAudio: boolean;
  submitLabel: string;
  /** Runs after the files picked have been uploaded; answers the upload ids by slot. Throws to fail. */
  onSave: (form: SongForm, uploads: PickedFiles) => Promise<void>;
  /** Text shown as the form's error when `onSave` fails. */
  failureOf: (error: unknown) => string;
}

/** The song fields, the two audio pickers and the cover picker, and a progress bar fed by upload events. */
export function SongFormView({ defaults, requireAudio, submitLabel, onSave, failureOf }: SongFormViewProps) {
  const { register, handleSubmit, setError, errors } = useZodForm<SongForm>(SongForm, defaults);
  const limits = useUploadLimits();
  const [files, setFiles] = useState<Partial<Record<Slot, File>>>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<Slot, string>>>({});
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [percent, setPercent] = useState(0);
  const [formError, setFormError] = useState<string>();
  const [controller, setController] = useState<AbortController>();
  const busy = phase === 'preparing' || phase === 'uploading' || phase === 'saving';
  const formats = limits.formats.map((f) => `.${f}`).join(',');
  const audioHint = `${limits.formats.map((f) => f.toUpperCase()).join(', ')} up to ${Math.round(limits.audioMaxBytes / (1024 * 1024))} MB`;
  const pickers: { slot: Slot; label: string; accept: string; hint: string }[] = [
    { slot: 'audio', label: requireAudio ? 'Full track' : 'Replace full track', accept: `${formats},audio/*`, hint: audioHint },
    {
      slot: 'preview',
      label: 'Preview clip (optional)',
      accept: `${formats},audio/*`,
      hint: 'Up to 60 s; cut from the middle of the full track when empty',
    },
    { slot: 'cover', label: 'Cover image (optional)', accept: '.jpg,.jpeg,.png,image/jpeg,image/png', hint: 'JPG or PNG up to 5 MB' },
  ];

  const pick = (slot: Slot) => (file?: File) => {
    setFiles((current) => ({ ...current, [slot]: file }));
    const checked = file ? checkFile(SLOT_KIND[slot], file, limits) : undefined;
    setFileErrors((current) => ({ ...current, [slot]: checked && 'error' in checked ? checked.error : undefined }));
  };

  /** Admin §5: every picked file is checked (type, size, the required track) before any upload starts. */
  const checkFiles = (): (PickedFile & { slot: Slot })[] | undefined => {
    const errorsBySlot: Partial<Record<Slot, string>> = {};
    const picked: (PickedFile & { slot: Slot })[] = [];
    for (const slot of ['audio', 'preview', 'cover'] as const) {
      const file = files[slot];
      if (!file) continue;
      const checked = checkFile(SLOT_KIND[slot], file, limits);
      if ('error' in checked) errorsBySlot[slot] = checked.error;
      else picked.push({ slot, kind: SLOT_KIND[slot], file, contentType: checked.contentType });
    }
    if (requireAudio && !files.audio) errorsBySlot.audio = 'The full audio file is required';
    setFileErrors(errorsBySlot);
    return Object.values(errorsBySlot).some(Boolean) ? undefined : picked;
  };

  const onSubmit = handleSubmit(
    async (form) => {
      setFormError(undefined);
      const picked = checkFiles();
      if (!picked) return;

      const abort = new AbortController();
      setController(abort);
      setPercent(0);
      setPhase(picked.length > 0 ? 'preparing' : 'saving');
      try {
        const ids = await uploadAll(picked, {
          signal: abort.signal,
          onPrepared: () => setPhase('uploading'),
          onProgress: (fraction) => setPercent(Math.min(100, Math.floor(fraction * 100))),
        });
        const uploads: PickedFiles = Object.fromEntries(picked.map(({ slot }, i) => [slot, ids[i]]));
        await onSave(form, uploads);
        setPhase(picked.length > 0 ? 'done' : 'saved');
      } catch (error) {
        const cancelled = abort.signal.aborted || (error instanceof UploadError && error.reason === 'aborted');
        // One failed file stops the others.
        abort.abort();
        if (cancelled) {
          setPhase('idle');
          setFormError('Upload cancelled');
          return;
        }
        // 'Upload failed' only when files were sent (the save judges them too); a refused field is told on the field.
        setPhase(picked.length > 0 ? 'failed' : 'idle');
        const message = failureOf(error);
        const onFields = serverFieldErrors(error);
        for (const [field, text] of onFields) setError(field, { type: 'server', message: text }, { shouldFocus: true });
        if (onFields.length === 0) setFormError(message);
      } finally {
        setController(undefined);
      }
    },
    () => void checkFiles(),
  );

  const text = uploadText(phase, percent);
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5 rounded-2xl border border-line bg-surface p-6">
      {formError && <FormMessage tone="error" text={formError} />}
      <div className="grid gap-5 md:grid-cols-2">
        <Input label="Title" {...register('title')} error={errors.title?.message} disabled={busy} />
        <Input label="Artist" {...register('artist')} error={errors.artist?.message} disabled={busy} />
        <Select label="Genre" {...register('genre')} disabled={busy}>
          <Options items={GENRES} />
        </Select>
        <PriceInput label="Price (USD)" {...register('price')} error={errors.price?.message} disabled={busy} />
        <Select label="Status" {...register('status')} disabled={busy}>
          {/* A song awaiting or refused review shows that status; approving and rejecting happen in the list. */}
          {[
            ...(FORM_STATUSES as readonly SongForm['status'][]),
            ...(FORM_STATUSES.some((s) => s === defaults.status) ? [] : [defaults.status]),
          ].map((status) => (
            <option key={status} value={status}>
              {SONG_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
        <label className="flex items-center gap-2 self-end pb-3 text-sm text-ink">
          <input type="checkbox" {...register('is_available')} disabled={busy} className="size-4 accent-brand" />
          Available for purchase
        </label>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="song-description" className="text-sm font-medium text-ink">
          Description
        </label>
        <textarea id="song-description" rows={4} {...register('description')} disabled={busy} className={`${inputClasses} h-auto py-2`} />
      </div>
      <div className="grid gap-5 md:grid-cols-3">
        {pickers.map(({ slot, ...picker }) => (
          <FilePicker key={slot} {...picker} error={fileErrors[slot]} file={files[slot]} disabled={busy} onPick={pick(slot)} />
        ))}
      </div>

      <UploadProgress phase={phase} percent={percent} text={text} />

      <div className="flex flex-wrap justify-end gap-2">
        {busy ? (
          <Button variant="secondary" onClick={() => controller?.abort()}>
            Cancel upload
          </Button>
        ) : (
          <Link to={paths.adminSongs} className={buttonClasses({ variant: 'secondary' })}>
            Cancel
          </Link>
        )}
        <Button type="submit" loading={busy} disabled={phase === 'done' || phase === 'saved'}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
