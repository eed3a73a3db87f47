import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { Pause, Play, SkipBack, SkipForward, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { coverSrcSet } from '../../../../shared/covers';
import { paths } from '../../config/paths';
import { usePlayer } from '../../lib/player';
import { FavoriteButton } from '../library/favorite-button';
import { playerIconButton } from './player-styles';
import { ProgressSlider } from './progress-slider';
import { useProgress } from './use-progress';
import { VolumeControl } from './volume-control';
import { previewPeaks, useSongPeaks } from './waveform';

/**
 * The bottom player: shown once something has played, fixed to the viewport bottom, until closed.
 * On a phone it takes two rows (the track over the controls) so the title and artist stay
 * readable; the shell pads the page by the bar's height (`PLAYER_PADDING`), so it never covers content.
 */
export function PlayerBar() {
  const { current, isPlaying, volume, audioRef, play, pause, next, previous, close, setVolume } = usePlayer();
  const { t } = useTranslation();
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null);
  useEffect(() => setAudio(audioRef.current), [audioRef, current]);
  const { position, duration, update } = useProgress(audio, current?.id);
  const song = useSongPeaks(current?.id);

  if (!current) return null;

  return (
    <section
      aria-label={t('player.audioPlayer')}
      className="fixed inset-x-0 bottom-0 z-40 h-36 border-t border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85 sm:h-20"
    >
      <div className="mx-auto grid h-full max-w-7xl grid-cols-[minmax(0,1fr)_auto] content-center items-center gap-x-3 gap-y-1 px-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)] sm:gap-x-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          {current.cover_url && (
            <img
              src={current.cover_url}
              srcSet={coverSrcSet(current.cover_url)}
              sizes="48px"
              width={48}
              height={48}
              alt={t('player.coverOf', { title: current.title, artist: current.artist })}
              className="size-12 shrink-0 rounded-md bg-raised object-cover"
              data-testid="player-cover"
            />
          )}
          <div className="min-w-0 flex-1" aria-live="polite">
            <p className="line-clamp-2 text-sm font-semibold leading-snug text-ink [overflow-wrap:anywhere]" data-testid="player-title">
              <Link to={paths.song(current.id)} className="rounded hover:text-brand">
                {current.title}
              </Link>
            </p>
            <p className="truncate text-xs text-muted" data-testid="player-artist">
              {current.artist}
            </p>
          </div>
          <FavoriteButton song={current} />
        </div>

        <div className="col-span-2 row-start-2 flex flex-col items-center gap-0.5 sm:col-span-1 sm:col-start-2 sm:row-start-1">
          <div className="flex items-center gap-1">
            <button type="button" aria-label={t('player.previous')} onClick={previous} className={playerIconButton}>
              <SkipBack aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              aria-label={isPlaying ? t('player.pausePreview') : t('player.playPreview')}
              onClick={isPlaying ? pause : play}
              className="flex size-11 items-center justify-center rounded-full bg-brand text-canvas hover:bg-brand-soft"
            >
              {isPlaying ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5 translate-x-px" />}
            </button>
            <button type="button" aria-label={t('player.next')} onClick={next} className={playerIconButton}>
              <SkipForward aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="w-full">
            <ProgressSlider
              position={position}
              duration={duration}
              peaks={song.data ? previewPeaks(song.data) : undefined}
              onSeek={(seconds) => {
                if (!audio) return;
                // eslint-disable-next-line react-hooks/immutability -- the <audio> element is a DOM node: seeking is its imperative API.
                audio.currentTime = seconds;
                // Repeated key presses build on the new position before the browser reports it.
                update();
              }}
            />
          </div>
        </div>

        <div className="col-start-2 row-start-1 flex items-center justify-end gap-2 sm:col-start-3">
          <VolumeControl volume={volume} onChange={setVolume} />
          <button type="button" aria-label={t('player.close')} onClick={close} className={playerIconButton} data-testid="player-close">
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
    </section>
  );
}
