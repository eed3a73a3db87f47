import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, Clock, Disc3, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/catalogue';
import { formatDecimal } from '../../../lib/format-locale';
import { artistSlug } from '../../../../../shared/artists';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { formatDuration, formatPrice, usePreferredCurrency } from '../../../lib/currency';
import { CatalogueFallback } from '../../../components/ui/query-state';
import { useSong } from '../api/songs';
import { AddToPlaylistButton } from '../../../components/library/add-to-playlist';
import { FavoriteButton } from '../../../components/library/favorite-button';
import { CoverArt } from './cover-art';
import { CurrencyToggle } from '../../../components/ui/currency-toggle';
import { PlayButton } from '../../../components/player/play-button';
import { SongAction } from './song-action';
import { SubscriptionNotice } from './subscription-notice';
import { previewStart, useSongPeaks, Waveform } from '../../../components/player/waveform';
import { PREVIEW_SECONDS } from '../../../../../shared/constants';

// The tier comparison under the price (terms of each licence, upgrade prices): its own chunk.
const LicenseTiers = lazy(() => import('./license-tiers').then((m) => ({ default: m.LicenseTiers })));
// The shelves below the song (more from the artist, related songs): a chunk of their own.
const SongNeighbours = lazy(() => import('./song-neighbours').then((m) => ({ default: m.SongNeighbours })));

export function SongDetails({ songId }: { songId: string }) {
  const query = useSong(songId);
  const peaks = useSongPeaks(query.isSuccess ? songId : undefined);
  const [currency] = usePreferredCurrency();
  const { t } = useTranslation();

  if (!query.isSuccess) return <CatalogueFallback query={query} page="song" icon={Disc3} />;

  const song = query.data;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <title>{t('song.pageTitle', { title: song.title, artist: song.artist, siteName: site.name })}</title>
      <Link to={paths.browse} className="inline-flex items-center gap-2 rounded text-sm text-muted hover:text-brand">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('song.backToBrowse')}
      </Link>
      <article className="mt-6 grid gap-8 md:grid-cols-[18rem_1fr]">
        <div className="relative self-start">
          <CoverArt
            genre={song.genre}
            src={song.cover_url}
            alt={t('song.coverOf', { title: song.title, artist: song.artist })}
            className="aspect-square w-full rounded-3xl"
            sizes="(min-width: 768px) 18rem, 100vw"
            priority
          />
          <PlayButton track={song} list={[song]} size="lg" className="absolute bottom-4 right-4" />
        </div>
        <div className="flex flex-col">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand">
            {t(`genres.${song.genre}`, { defaultValue: song.genre })}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight [overflow-wrap:anywhere] sm:text-4xl">{song.title}</h1>
          <p className="mt-1 text-lg text-muted">
            <Link to={paths.artist(artistSlug(song.artist))} className="rounded hover:text-brand">
              {song.artist}
            </Link>
          </p>
          <div className="mt-3 flex items-center gap-2">
            <FavoriteButton song={song} className="border border-line" />
            <AddToPlaylistButton song={song} className="border border-line" />
          </div>
          <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">
            <div className="flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              <dt className="sr-only">{t('song.duration')}</dt>
              <dd className="tabular-nums">{formatDuration(song.duration)}</dd>
            </div>
            {song.rating > 0 && (
              <div className="flex items-center gap-1.5">
                <Star aria-hidden="true" className="size-4" />
                <dt className="sr-only">{t('song.rating')}</dt>
                <dd>{formatDecimal(song.rating, 1)} / 5</dd>
              </div>
            )}
          </dl>
          {peaks.data && peaks.data.peaks.length > 0 && song.duration > 0 && (
            <figure className="mt-6">
              <div className="h-16 w-full">
                <Waveform
                  peaks={peaks.data.peaks}
                  bars={120}
                  highlight={[
                    previewStart(song.duration) / song.duration,
                    Math.min(1, (previewStart(song.duration) + PREVIEW_SECONDS) / song.duration),
                  ]}
                />
              </div>
              <figcaption className="mt-1 text-xs text-muted">{t('song.waveform')}</figcaption>
            </figure>
          )}
          {song.description && <p className="mt-6 max-w-prose whitespace-pre-line leading-relaxed text-ink/90">{song.description}</p>}
          <p className="mt-4 text-sm text-muted">{t('song.previewNote')}</p>

          <div className="mt-8 flex flex-wrap items-center gap-4 rounded-2xl border border-line bg-surface p-4">
            <p className="text-3xl font-extrabold tabular-nums text-brand" data-testid="song-price">
              <span className="sr-only">{t('song.price')} </span>
              {formatPrice(song.price, currency)}
            </p>
            <CurrencyToggle />
            <div className="ml-auto flex flex-col items-end gap-2">
              <SongAction song={song} size="lg" />
              <SubscriptionNotice />
            </div>
          </div>
          <Suspense fallback={null}>
            <LicenseTiers song={song} />
          </Suspense>
        </div>
      </article>
      <div className="mt-12">
        <Suspense fallback={null}>
          <SongNeighbours song={song} />
        </Suspense>
      </div>
    </div>
  );
}
