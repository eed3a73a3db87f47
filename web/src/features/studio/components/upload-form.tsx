import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Genre } from '../../../../../shared/api/catalogue';
import { GENRES } from '../../../../../shared/constants';
import '../../../i18n/locales/en/studio';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useUploadSong } from '../api/studio';
import { failure, text } from './studio-format';

const CONTENT_TYPES: Record<string, string> = { mp3: 'audio/mpeg', wav: 'audio/wav', flac: 'audio/flac' };

/** The studio's upload: the audio straight to storage with its progress, then the song made on the server. */
export function UploadForm({ minPrice, maxPrice }: { minPrice: number; maxPrice: number }) {
  const { t } = useTranslation();
  const upload = useUploadSong();
  const [percent, setPercent] = useState<number | undefined>();
  const [message, setMessage] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = data.get('file');
    if (!(file instanceof File) || file.size === 0) {
      setMessage(t('studio.upload.pickFile'));
      return;
    }
    const contentType = file.type || CONTENT_TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''] || 'audio/mpeg';
    setMessage('');
    setPercent(0);
    upload.mutate(
      {
        file,
        contentType,
        body: {
          title: text(data, 'title'),
          genre: text(data, 'genre') as Genre,
          price: Number(data.get('price')),
          description: text(data, 'description'),
        },
        onProgress: setPercent,
      },
      {
        onSuccess: (song) => {
          setMessage(song.status === 'published' ? t('studio.upload.published') : t('studio.upload.pendingReview'));
          form.reset();
        },
        onError: (error) => setMessage(failure(error, t('studio.upload.failed'))),
        onSettled: () => setPercent(undefined),
      },
    );
  };
  return (
    <Card>
      <CardTitle>{t('studio.upload.title')}</CardTitle>
      <form onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <Input name="title" label={t('studio.upload.songTitle')} required maxLength={200} />
        <Select name="genre" label={t('studio.upload.genre')} defaultValue={GENRES[0]}>
          {GENRES.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </Select>
        <Input
          name="price"
          type="number"
          step="0.01"
          min={minPrice}
          max={maxPrice}
          defaultValue={minPrice.toFixed(2)}
          label={t('studio.upload.price')}
          hint={t('studio.upload.priceHint', { min: minPrice.toFixed(2), max: maxPrice.toFixed(2) })}
          required
        />
        <Input name="file" type="file" accept="audio/*,.mp3,.wav,.flac" label={t('studio.upload.file')} required />
        <Input name="description" label={t('studio.upload.description')} maxLength={5000} />
        <div className="flex items-end gap-3">
          <Button type="submit" loading={upload.isPending}>
            {t('studio.upload.submit')}
          </Button>
          {percent !== undefined && (
            <span role="status" className="text-sm text-muted">
              {percent < 100 ? t('studio.upload.uploading', { percent }) : t('studio.upload.processing')}
              <progress className="ml-2 align-middle" max={100} value={percent} />
            </span>
          )}
        </div>
      </form>
      {message && (
        <p role="status" className="mt-3 text-sm font-medium">
          {message}
        </p>
      )}
    </Card>
  );
}
