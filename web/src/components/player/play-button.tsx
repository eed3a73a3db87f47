import { Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePlayer, type Track } from '../../lib/player';
import { cn } from '../../lib/cn';

interface PlayButtonProps {
  track: Track;
  /** The list next and previous walk through when this track starts. */
  list: readonly Track[];
  className?: string;
  /** `sm`: a song row's (favourites, playlists, artist pages); `md`: a card's; `lg`: the song page's. */
  size?: 'sm' | 'md' | 'lg';
}

const SIZES = {
  sm: { button: 'size-9', icon: 'size-4' },
  md: { button: 'size-12 shadow-lg shadow-black/40 transition-transform hover:scale-105', icon: 'size-5' },
  lg: { button: 'size-16 shadow-lg shadow-black/40 transition-transform hover:scale-105', icon: 'size-7' },
} as const;

/** Play/pause of one track: the preview, or the full track for an owner. */
export function PlayButton({ track, list, className, size = 'md' }: PlayButtonProps) {
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
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-brand text-canvas hover:bg-brand-soft',
        SIZES[size].button,
        className,
      )}
    >
      <Icon aria-hidden="true" className={cn(SIZES[size].icon, !playing && 'translate-x-px')} />
    </button>
  );
}
