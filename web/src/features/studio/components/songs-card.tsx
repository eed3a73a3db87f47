import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ArtistMe } from '../../../../../shared/api/artist';
import type { AdminSong } from '../../../../../shared/api/songs-admin';
import '../../../i18n/locales/en/studio';
import { StemsUpload } from '../../../components/stems/stems-upload';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { STUDIO_STEMS_ROUTES } from '../../../lib/stems-upload';
import { useArtistSongs, useRefreshStudio, useUpdateArtistSong } from '../api/studio';
import { priceProblem } from './studio-checks';
import { failure, text } from './studio-format';
import { useStudioMoney } from '../hooks/use-studio-money';
import { SongPriceInput } from './song-price-input';

type Bounds = Pick<ArtistMe, 'min_price' | 'max_price'>;

function SongRow({ song, bounds }: { song: AdminSong; bounds: Bounds }) {
  const { t } = useTranslation();
  const update = useUpdateArtistSong();
  // The price is set in dollars (the edit field), shown in the store's currency like every other figure.
  const { fromUsd } = useStudioMoney();
  const refresh = useRefreshStudio();
  const [editing, setEditing] = useState(false);
  const [stems, setStems] = useState(false);
  const [errors, setErrors] = useState<{ title?: string; price?: string }>({});
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const title = text(data, 'title').trim();
    const price = priceProblem(text(data, 'price'), bounds, t);
    const found = { ...(title === '' ? { title: t('studio.upload.titleRequired') } : {}), ...(price ? { price } : {}) };
    setErrors(found);
    if (found.title || found.price) return;
    update.mutate(
      { id: song.id, body: { title, price: Number(data.get('price')) } },
      {
        onSuccess: () => {
          toast.success(t('studio.songs.saved'));
          setEditing(false);
        },
        onError: (error) => toast.error(failure(error, t('studio.upload.failed'))),
      },
    );
  };
  const setAvailable = (available: boolean) =>
    update.mutate(
      { id: song.id, body: { is_available: available } },
      { onError: (error) => toast.error(failure(error, t('studio.upload.failed'))) },
    );
  return (
    <li className="flex flex-col gap-2 border-b border-line py-3" data-song-id={song.id}>
      {editing ? (
        <form
          onSubmit={save}
          noValidate
          className="flex flex-wrap items-end gap-3"
          aria-label={t('studio.songs.editing', { title: song.title })}
        >
          <Input name="title" label={t('studio.upload.songTitle')} defaultValue={song.title} error={errors.title} required />
          <SongPriceInput bounds={bounds} defaultValue={song.price} error={errors.price} />
          <Button type="submit" size="sm" loading={update.isPending}>
            {t('studio.songs.save')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setErrors({});
              setEditing(false);
            }}
          >
            {t('studio.songs.cancel')}
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <p className="font-medium text-ink">{song.title}</p>
            <p className="text-sm text-muted">
              {fromUsd(song.price)} · <span>{t(`studio.songs.status.${song.status}`)}</span>
              {!song.is_available && <> · {t('studio.songs.withdrawn')}</>} ·{' '}
              {t('studio.songs.downloads', { count: song.downloads, n: song.downloads })}
            </p>
            {song.rejection_reason && (
              <p className="text-sm text-danger">{t('studio.songs.rejectedReason', { reason: song.rejection_reason })}</p>
            )}
          </div>
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              {t('studio.songs.edit')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAvailable(!song.is_available)} loading={update.isPending}>
              {song.is_available ? t('studio.songs.withdraw') : t('studio.songs.offer')}
            </Button>
            <Button size="sm" variant="ghost" aria-expanded={stems} onClick={() => setStems(!stems)}>
              {stems ? t('studio.songs.hideStems') : t('studio.songs.stems')}
            </Button>
          </div>
        </div>
      )}
      {stems && <StemsUpload songId={song.id} routes={STUDIO_STEMS_ROUTES} onUploaded={refresh} />}
    </li>
  );
}

/** The artist's own songs with their review status; edit title and price, withdraw or offer again. */
export function SongsCard({ me }: { me: Bounds }) {
  const { t } = useTranslation();
  const songs = useArtistSongs();
  return (
    <Card>
      <CardTitle>{t('studio.songs.title')}</CardTitle>
      {songs.isError ? (
        <LoadError title={t('studio.loadError')} onRetry={() => void songs.refetch()} />
      ) : songs.data?.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('studio.songs.empty')}</p>
      ) : (
        <ul className="mt-2" aria-label={t('studio.songs.title')}>
          {songs.data?.map((s) => (
            <SongRow key={s.id} song={s} bounds={me} />
          ))}
        </ul>
      )}
    </Card>
  );
}
