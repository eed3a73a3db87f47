import { useState, type FormEvent } from 'react';
import { PLAYLIST_NAME_MAX } from '../../../../shared/artists';
import { errorMessage } from '../../lib/api-client';
import { Button } from '../ui/button';
import { Input } from '../ui/input';

interface NewPlaylistFormProps {
  label: string;
  submitLabel: string;
  /** Shown under the field for an empty name, which is never sent. */
  requiredMessage: string;
  /** Makes the playlist from the trimmed name; a rejection's message shows under the field. */
  onCreate: (name: string) => Promise<void>;
  /** Takes the focus when its dialog opens. */
  focusOnOpen?: boolean;
}

/** A new playlist's name and its create button (the Playlists tab, the add-to-playlist picker). */
export function NewPlaylistForm({ label, submitLabel, requiredMessage, onCreate, focusOnOpen }: NewPlaylistFormProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(requiredMessage);
      return;
    }
    setPending(true);
    try {
      await onCreate(trimmed);
      setName('');
    } catch (cause) {
      setError(errorMessage(cause));
    } finally {
      setPending(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="flex items-end gap-2" noValidate>
      <Input
        label={label}
        value={name}
        maxLength={PLAYLIST_NAME_MAX}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
        error={error}
        className="flex-1"
        data-autofocus={focusOnOpen || undefined}
      />
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
