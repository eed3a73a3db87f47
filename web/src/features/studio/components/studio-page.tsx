import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  MIN_PAYOUT_BDT,
  PAYOUT_METHODS,
  PAYOUT_PROMISE,
  SALES_RANGES,
  type PayoutMethod,
  type SalesRange,
} from '../../../../../shared/api/artist';
import { GENRES } from '../../../../../shared/constants';
import type { Genre } from '../../../../../shared/api/catalogue';
import type { AdminSong } from '../../../../../shared/api/songs-admin';
import '../../../i18n/locales/en/studio';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { activeLocale, formatDate, formatMoney } from '../../../lib/format-locale';
import {
  useArtistEarnings,
  useArtistMe,
  useArtistPayouts,
  useArtistSales,
  useArtistSongs,
  useRequestPayout,
  useUpdateArtistSong,
  useUploadSong,
} from '../api/studio';

const SalesChart = lazy(() => import('./sales-chart'));

/** Artists' money to the paisa ('৳3,464.10'), in the active language's way. */
const taka = (n: number) =>
  new Intl.NumberFormat(activeLocale(), {
    style: 'currency',
    currency: 'BDT',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(n);
/** A text field of a submitted form ('' when absent or a file). */
const text = (data: FormData, name: string): string => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};
const failure = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

const CONTENT_TYPES: Record<string, string> = { mp3: 'audio/mpeg', wav: 'audio/wav', flac: 'audio/flac' };

function UploadForm({ minPrice, maxPrice }: { minPrice: number; maxPrice: number }) {
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

function SongRow({ song }: { song: AdminSong }) {
  const { t } = useTranslation();
  const update = useUpdateArtistSong();
  const [editing, setEditing] = useState(false);
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    update.mutate(
      { id: song.id, body: { title: text(data, 'title'), price: Number(data.get('price')) } },
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
        <form onSubmit={save} className="flex flex-wrap items-end gap-3">
          <Input name="title" label={t('studio.upload.songTitle')} defaultValue={song.title} required />
          <Input name="price" type="number" step="0.01" label={t('studio.upload.price')} defaultValue={song.price.toFixed(2)} required />
          <Button type="submit" size="sm" loading={update.isPending}>
            {t('studio.songs.save')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
            {t('studio.songs.cancel')}
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <p className="font-medium text-ink">{song.title}</p>
            <p className="text-sm text-muted">
              {formatMoney(song.price, 'USD')} · <span>{t(`studio.songs.status.${song.status}`)}</span>
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
          </div>
        </div>
      )}
    </li>
  );
}

function SongsCard() {
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
            <SongRow key={s.id} song={s} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function SalesCard() {
  const { t } = useTranslation();
  const [range, setRange] = useState<SalesRange>('30d');
  const sales = useArtistSales(range);
  const data = sales.data;
  return (
    <Card>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <CardTitle>{t('studio.sales.title')}</CardTitle>
        <Select label={t('studio.sales.range')} value={range} onChange={(e) => setRange(e.target.value as SalesRange)}>
          {SALES_RANGES.map((r) => (
            <option key={r} value={r}>
              {t(`studio.sales.ranges.${r}`)}
            </option>
          ))}
        </Select>
      </div>
      {sales.isError && <LoadError title={t('studio.loadError')} onRetry={() => void sales.refetch()} />}
      {data && (
        <>
          <p className="mt-3 text-sm text-muted">
            {t('studio.sales.totals', {
              sales: data.totals.sales,
              gross: taka(data.totals.gross),
              commission: taka(data.totals.commission),
              net: taka(data.totals.net),
            })}
          </p>
          <Suspense fallback={<div className="h-[220px]" />}>
            <SalesChart data={data.series.map((p) => ({ label: p.period, net: p.net }))} name={t('studio.sales.chart')} />
          </Suspense>
          {data.sales.length === 0 ? (
            <p className="mt-3 text-sm text-muted">{t('studio.sales.empty')}</p>
          ) : (
            <table className="mt-3 w-full text-left text-sm" aria-label={t('studio.sales.title')}>
              <thead>
                <tr className="text-muted">
                  <th className="py-1">{t('studio.sales.date')}</th>
                  <th>{t('studio.sales.song')}</th>
                  <th>{t('studio.sales.gross')}</th>
                  <th>{t('studio.sales.commission')}</th>
                  <th>{t('studio.sales.net')}</th>
                </tr>
              </thead>
              <tbody>
                {data.sales.map((s) => (
                  <tr key={`${s.order_id}-${s.kind}`} className="border-t border-line">
                    <td className="py-1">{formatDate(s.date)}</td>
                    <td>
                      {s.song}
                      {s.kind === 'refund' && <> ({t('studio.sales.refund')})</>}
                    </td>
                    <td>{taka(s.gross)}</td>
                    <td>
                      {taka(s.commission)} ({s.commission_rate}%)
                    </td>
                    <td>{taka(s.net)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </Card>
  );
}

function EarningsCard({ commissionRate }: { commissionRate: number }) {
  const { t } = useTranslation();
  const earnings = useArtistEarnings();
  const payouts = useArtistPayouts();
  const request = useRequestPayout();
  const [method, setMethod] = useState<PayoutMethod>('bkash');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    request.mutate(
      { amount: Number(data.get('amount')), method, account: text(data, 'account').trim() },
      {
        onSuccess: () => {
          toast.success(t('studio.payout.requested'));
          form.reset();
        },
        onError: (error) => toast.error(failure(error, t('studio.payout.failed'))),
      },
    );
  };
  const e = earnings.data;
  return (
    <Card>
      <CardTitle>{t('studio.earnings.title')}</CardTitle>
      {earnings.isError && <LoadError title={t('studio.loadError')} onRetry={() => void earnings.refetch()} />}
      {e && (
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('studio.earnings.title')}>
          {(
            [
              ['net', e.net],
              ['available', e.available],
              ['held', e.held],
              ['paidOut', e.paid_out],
            ] as const
          ).map(([key, value]) => (
            <div key={key}>
              <dt className="text-sm text-muted">{t(`studio.earnings.${key}`)}</dt>
              <dd className="text-lg font-semibold text-ink" data-figure={key}>
                {taka(value)}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="mt-2 text-xs text-muted">{t('studio.earnings.commission', { rate: commissionRate })}</p>
      <h3 className="mt-5 font-semibold text-ink">{t('studio.payout.title')}</h3>
      <p className="text-sm text-muted">
        {t('studio.payout.minimum', { amount: taka(e?.min_payout ?? MIN_PAYOUT_BDT), promise: PAYOUT_PROMISE })}
      </p>
      <form onSubmit={onSubmit} className="mt-3 grid gap-3 sm:grid-cols-4">
        <Input name="amount" type="number" step="0.01" min={MIN_PAYOUT_BDT} label={t('studio.payout.amount')} required />
        <Select label={t('studio.payout.method')} value={method} onChange={(ev) => setMethod(ev.target.value as PayoutMethod)}>
          {PAYOUT_METHODS.map((m) => (
            <option key={m} value={m}>
              {m === 'bank' ? t('studio.payout.bank') : { bkash: 'bKash', nagad: 'Nagad', rocket: 'Rocket' }[m]}
            </option>
          ))}
        </Select>
        <Input name="account" label={t('studio.payout.account')} hint={t('studio.payout.accountHint')} required />
        <div className="flex items-end">
          <Button type="submit" loading={request.isPending}>
            {t('studio.payout.submit')}
          </Button>
        </div>
      </form>
      <h3 className="mt-5 font-semibold text-ink">{t('studio.payout.history')}</h3>
      {payouts.data?.length === 0 && <p className="text-sm text-muted">{t('studio.payout.none')}</p>}
      <ul className="mt-2 text-sm" aria-label={t('studio.payout.history')}>
        {payouts.data?.map((p) => (
          <li key={p.id} className="border-t border-line py-1">
            {formatDate(p.requested_at)} · {taka(p.amount)} · {t(`studio.payout.status.${p.status}`)}
            {p.reference && <> · {p.reference}</>}
            {p.reason && <> · {p.reason}</>}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** /studio: the artist's uploads, songs, sales and earnings (issue 24). */
export function StudioPage() {
  const { t } = useTranslation();
  const me = useArtistMe();
  if (me.isPending) return <PageSpinner label={t('studio.loading')} />;
  if (me.isError) return <LoadError title={t('studio.loadError')} onRetry={() => void me.refetch()} />;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold text-ink">{t('studio.title')}</h1>
        <p className="text-muted">{t('studio.subtitle', { name: me.data.artist_name })}</p>
      </header>
      <UploadForm minPrice={me.data.min_price} maxPrice={me.data.max_price} />
      <SongsCard />
      <SalesCard />
      <EarningsCard commissionRate={me.data.commission_rate} />
    </div>
  );
}
