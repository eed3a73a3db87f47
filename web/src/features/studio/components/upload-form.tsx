import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArtistMe } from '../../../../../shared/api/artist';
import type { Genre } from '../../../../../shared/api/catalogue';
import { GENRES } from '../../../../../shared/constants';
import '../../../i18n/locales/en/studio';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useUploadSong } from '../api/studio';
import { fileCheck, priceProblem } from './studio-checks';
import { failure, text } from './studio-format';
import { SongPriceInput } from './song-price-input';
import { Options } from '../../../components/ui/options';

type Field = 'title' | 'price' | 'file';

/** The studio's upload: the form checked first, then the audio straight to storage with its progress, then the song made on the server. */
export function UploadForm({ me }: { me: ArtistMe }) {
  const { t } = useTranslation();
  const upload = useUploadSong();
  const [percent, setPercent] = useState<number | undefined>();
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const title = text(data, 'title').trim();
    // The input's own list: FormData's copy of a picked file is not a File in every environment.
    const picked = (form.elements.namedItem('file') as HTMLInputElement | null)?.files?.[0];
    const file = fileCheck(picked, me, t);
    const price = priceProblem(text(data, 'price'), me, t);
    const found: Partial<Record<Field, string>> = {
      ...(title === '' ? { title: t('studio.upload.titleRequired') } : {}),
      ...(price ? { price } : {}),
      ...('error' in file ? { file: file.error } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || !picked || !('contentType' in file)) return;
    setMessage('');
    setPercent(0);
    upload.mutate(
      {
        file: picked,
        contentType: file.contentType,
        body: {
          title,
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
      <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <Input name="title" label={t('studio.upload.songTitle')} required maxLength={200} error={errors.title} />
        <Select name="genre" label={t('studio.upload.genre')} defaultValue={GENRES[0]}>
          <Options items={GENRES} />
        </Select>
        <SongPriceInput bounds={me} defaultValue={me.min_price} error={errors.price} />
        <Input
          name="file"
          type="file"
          accept={me.allowed_formats.map((f) => `.${f}`).join(',')}
          label={t('studio.upload.file')}
          error={errors.file}
          required
        />
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
