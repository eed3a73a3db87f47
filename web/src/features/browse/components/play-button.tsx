import { Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/catalogue';
import { usePlayer, type Track } from '../../../lib/player';
import { cn } from '../../../lib/cn';

interface PlayButtonProps {
  track: Track;
  /** The list next and previous walk through when this track starts. */
  list: readonly Track[];
  className?: string;
  size?: 'md' | 'lg';
}

export function PlayButton({ track, list, className, size = 'md' }: PlayButtonProps) {
  const { current, isPlaying, toggle } = usePlayer();
  const { t } = useTranslation();
  const playing = isPlaying && current?.id === track.id;
  const Icon = playing ? Pause : Play;
  return (
    <button
      type="button"
      aria-label={playing ? t('song.pause', { title: track.title }) : t('song.play', { title: track.title })}
      aria-pressed={playing}
      onClick={() => toggle(track, list)}
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-brand text-canvas shadow-lg shadow-black/40 transition-transform hover:scale-105 hover:bg-brand-soft',
        size === 'lg' ? 'size-16' : 'size-12',
        className,
      )}
    >
      <Icon aria-hidden="true" className={cn(size === 'lg' ? 'size-7' : 'size-5', !playing && 'translate-x-px')} />
    </button>
  );
}
