import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/catalogue';
import { paths } from '../../../config/paths';
import { formatPrice, type DisplayCurrency } from '../../../lib/currency';
import type { Song } from '../api/songs';
import { CoverArt } from './cover-art';
import { PlayButton } from '../../../components/player/play-button';
import { SongAction } from './song-action';

/**
 * A song as one compact row for phones: play, cover, title and artist, price and Buy, so a screen holds several.
 * Memoised like SongCard: another query's answer does not render every row again.
 */
export const SongRow = memo(function SongRow({ song, list, currency }: { song: Song; list: readonly Song[]; currency: DisplayCurrency }) {
  const { t } = useTranslation();
  return (
    <article aria-labelledby={`song-${song.id}-title`} data-testid="song-row" className="offscreen-row flex items-center gap-3 py-2.5">
      <div className="relative size-12 shrink-0 overflow-hidden rounded-lg">
        <CoverArt genre={song.genre} src={song.cover_url} alt="" className="h-full w-full" sizes="48px" />
        <PlayButton track={song} list={list} className="absolute inset-0 m-auto size-9 shadow-none" />
      </div>
      <div className="min-w-0 flex-1">
        <h3 id={`song-${song.id}-title`} className="truncate text-sm font-semibold text-ink">
          <Link to={paths.song(song.id)} className="rounded hover:text-brand">
            {song.title}
          </Link>
        </h3>
        <p className="truncate text-xs text-muted">
          {song.artist} · {t(`genres.${song.genre}`, { defaultValue: song.genre })}
        </p>
      </div>
      <p className="shrink-0 text-sm font-bold tabular-nums text-brand" data-testid="song-price">
        <span className="sr-only">{t('song.price')} </span>
        {formatPrice(song.price, currency)}
      </p>
      <SongAction song={song} />
    </article>
  );
});

/** A row's box while the songs load, so the rows arriving never move what is below them. */
export function SongRowSkeleton() {
  return (
    <div aria-hidden="true" className="offscreen-row flex items-center gap-3 py-2.5">
      <div className="size-12 shrink-0 animate-pulse rounded-lg bg-raised" />
      <div className="min-w-0 flex-1">
        <div className="h-4 w-3/4 animate-pulse rounded bg-raised" />
        <div className="mt-1 h-3.5 w-1/2 animate-pulse rounded bg-raised" />
      </div>
      <div className="h-9 w-16 shrink-0 animate-pulse rounded-lg bg-raised" />
    </div>
  );
}
