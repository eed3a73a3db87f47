import { memo } from 'react';
import { Link } from 'react-router-dom';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/catalogue';
import { artistSlug } from '../../../../../shared/artists';
import { paths } from '../../../config/paths';
import { formatDuration, formatPrice, type DisplayCurrency } from '../../../lib/currency';
import type { Song } from '../api/songs';
import { AddToPlaylistButton } from '../../../components/library/add-to-playlist';
import { FavoriteButton } from '../../../components/library/favorite-button';
import { CARD_COVER_SIZES, CoverArt } from './cover-art';
import { PlayButton } from '../../../components/player/play-button';
import { SongAction } from './song-action';

interface SongCardProps {
  song: Song;
  /** The songs shown next to this one: the player's queue when it starts here. */
  list: readonly Song[];
  currency: DisplayCurrency;
  /** Above the fold: the cover loads at once instead of lazily. */
  priority?: boolean;
}

/**
 * Fixed-height card; `SongCardSkeleton` has the same box, so loading never shifts the grid.
 * Memoised: a page re-rendering for another query's answer does not render every card again.
 */
export const SongCard = memo(function SongCard({ song, list, currency, priority = false }: SongCardProps) {
  const { t } = useTranslation();
  return (
    <article
      aria-labelledby={`song-${song.id}-title`}
      className="group flex h-76 flex-col overflow-hidden rounded-2xl border border-line bg-surface transition-colors hover:border-brand/50"
    >
      <div className="relative h-36 shrink-0">
        <CoverArt
          genre={song.genre}
          src={song.cover_url}
          alt={t('song.coverOf', { title: song.title, artist: song.artist })}
          className="h-full w-full"
          priority={priority}
          sizes={CARD_COVER_SIZES}
        />
        <PlayButton track={song} list={list} className="absolute bottom-3 right-3" />
        <div className="absolute right-2 top-2 flex gap-1 rounded-full bg-canvas/70 backdrop-blur">
          <AddToPlaylistButton song={song} compact />
          <FavoriteButton song={song} />
        </div>
      </div>
      <div className="flex min-h-0 flex-1 flex-col p-4">
        <h3 id={`song-${song.id}-title`} className="truncate font-semibold text-ink">
          <Link to={paths.song(song.id)} className="rounded hover:text-brand">
            {song.title}
          </Link>
        </h3>
        {/* 24 px tall, so the artist link and the title link above it are each a 24 px target (WCAG 2.5.8). */}
        <p className="truncate text-sm leading-6 text-muted">
          <Link to={paths.artist(artistSlug(song.artist))} className="rounded hover:text-brand">
            {song.artist}
          </Link>
        </p>
        <p className="mt-2 flex items-center gap-3 text-xs text-muted">
          <span className="rounded-full border border-line px-2 py-0.5">{t(`genres.${song.genre}`, { defaultValue: song.genre })}</span>
          <span className="flex items-center gap-1 tabular-nums">
            <Clock aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('song.duration')} </span>
            {formatDuration(song.duration)}
          </span>
        </p>
        <div className="mt-auto flex items-center justify-between gap-2">
          <p className="text-lg font-bold tabular-nums text-brand" data-testid="song-price">
            <span className="sr-only">{t('song.price')} </span>
            {formatPrice(song.price, currency)}
          </p>
          <SongAction song={song} />
        </div>
      </div>
    </article>
  );
});

export function SongCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-76 flex-col overflow-hidden rounded-2xl border border-line bg-surface">
      <div className="h-36 shrink-0 animate-pulse bg-raised" />
      <div className="flex flex-1 flex-col p-4">
        <div className="h-5 w-3/4 animate-pulse rounded bg-raised" />
        <div className="mt-1.5 h-4 w-1/2 animate-pulse rounded bg-raised" />
        <div className="mt-3 h-5 w-2/3 animate-pulse rounded bg-raised" />
        <div className="mt-auto flex items-center justify-between">
          <div className="h-6 w-16 animate-pulse rounded bg-raised" />
          <div className="h-9 w-16 animate-pulse rounded-lg bg-raised" />
        </div>
      </div>
    </div>
  );
}
