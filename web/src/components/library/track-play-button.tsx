import { useTranslation } from 'react-i18next';
import { Pause, Play } from 'lucide-react';
import { cn } from '../../lib/cn';
import { usePlayer, type Track } from '../../lib/player';

/** A small play/pause for song rows (favourites, playlists, artist pages): the preview, or the full track for an owner. */
export function TrackPlayButton({ track, list, className }: { track: Track; list: readonly Track[]; className?: string }) {
  const { current, isPlaying, toggle } = usePlayer();
  const { t } = useTranslation();
  const playing = isPlaying && current?.id === track.id;
  const Icon = playing ? Pause : Play;
  return (
    <button
      type="button"
      aria-label={playing ? t('player.pause', { title: track.title }) : t('player.play', { title: track.title })}
      aria-pressed={playing}
      onClick={() => toggle(track, list)}
      className={cn('flex size-9 shrink-0 items-center justify-center rounded-full bg-brand text-canvas hover:bg-brand-soft', className)}
    >
      <Icon aria-hidden="true" className={cn('size-4', !playing && 'translate-x-px')} />
    </button>
  );
}
