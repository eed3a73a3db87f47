import { useCallback, useEffect, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Pause, Play, SkipBack, SkipForward, Volume1, Volume2, VolumeX } from 'lucide-react';
import { PREVIEW_SECONDS } from '../../../../shared/constants';
import { formatDuration } from '../../lib/currency';
import { usePlayer } from '../../lib/player';

const SEEK_STEP_SECONDS = 5;

const iconButton =
  'flex size-10 shrink-0 items-center justify-center rounded-full text-ink transition-colors hover:bg-raised disabled:opacity-50';

/** Position and length of the loaded clip, following the audio element's own events. */
function useProgress(audio: HTMLAudioElement | null, trackId: string | undefined) {
  const [time, setTime] = useState({ position: 0, duration: PREVIEW_SECONDS });
  const update = useCallback(() => {
    if (!audio) return;
    setTime({
      position: audio.currentTime || 0,
      duration: Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : PREVIEW_SECONDS,
    });
  }, [audio]);
  useEffect(() => {
    // A new clip starts at zero before its first timeupdate; the reset belongs with the new subscription.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setTime({ position: 0, duration: PREVIEW_SECONDS });
    if (!audio) return;
    const events = ['timeupdate', 'durationchange', 'loadedmetadata', 'seeked', 'emptied'] as const;
    events.forEach((name) => audio.addEventListener(name, update));
    return () => events.forEach((name) => audio.removeEventListener(name, update));
  }, [audio, trackId, update]);
  return { ...time, update };
}

function ProgressSlider({ position, duration, onSeek }: { position: number; duration: number; onSeek: (seconds: number) => void }) {
  const clamp = (seconds: number) => Math.min(duration, Math.max(0, seconds));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = {
      ArrowRight: position + SEEK_STEP_SECONDS,
      ArrowUp: position + SEEK_STEP_SECONDS,
      ArrowLeft: position - SEEK_STEP_SECONDS,
      ArrowDown: position - SEEK_STEP_SECONDS,
      PageUp: position + 10,
      PageDown: position - 10,
      Home: 0,
      End: duration,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSeek(clamp(target));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width > 0) onSeek(clamp(((event.clientX - rect.left) / rect.width) * duration));
  };
  const percent = duration > 0 ? (position / duration) * 100 : 0;
  return (
    <div className="flex w-full items-center gap-2 text-xs tabular-nums text-muted">
      <span className="w-9 text-right">{formatDuration(position)}</span>
      <div
        role="slider"
        tabIndex={0}
        aria-label="Preview position"
        aria-valuemin={0}
        aria-valuemax={Math.round(duration)}
        aria-valuenow={Math.round(position)}
        aria-valuetext={`${formatDuration(position)} of ${formatDuration(duration)}`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        className="group relative flex h-4 flex-1 cursor-pointer items-center rounded"
      >
        <div className="h-1.5 w-full overflow-hidden rounded-full bg-line">
          <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
        </div>
        <div
          aria-hidden="true"
          className="absolute size-3 -translate-x-1/2 rounded-full bg-ink shadow group-hover:scale-110"
          style={{ left: `${percent}%` }}
        />
      </div>
      <span className="w-9">{formatDuration(duration)}</span>
    </div>
  );
}

/**
 * The bottom player: shown once something has played, fixed to the viewport bottom. The shell
 * pads the page by the bar's height, so it never covers content.
 */
export function PlayerBar() {
  const { current, isPlaying, volume, audioRef, play, pause, next, previous, setVolume } = usePlayer();
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null);
  useEffect(() => setAudio(audioRef.current), [audioRef, current]);
  const { position, duration, update } = useProgress(audio, current?.id);

  if (!current) return null;
  const VolumeIcon = volume === 0 ? VolumeX : volume < 0.5 ? Volume1 : Volume2;

  return (
    <section
      aria-label="Audio player"
      className="fixed inset-x-0 bottom-0 z-40 h-20 border-t border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85"
    >
      <div className="mx-auto grid h-full max-w-7xl grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)] items-center gap-x-4 px-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)] sm:px-6">
        <div className="min-w-0" aria-live="polite">
          <p className="truncate text-sm font-semibold text-ink" data-testid="player-title">
            {current.title}
          </p>
          <p className="truncate text-xs text-muted" data-testid="player-artist">
            {current.artist}
          </p>
        </div>

        <div className="flex flex-col items-center gap-0.5">
          <div className="flex items-center gap-1">
            <button type="button" aria-label="Previous track" onClick={previous} className={iconButton}>
              <SkipBack aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              aria-label={isPlaying ? 'Pause preview' : 'Play preview'}
              onClick={isPlaying ? pause : play}
              className="flex size-11 items-center justify-center rounded-full bg-brand text-canvas hover:bg-brand-soft"
            >
              {isPlaying ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5 translate-x-px" />}
            </button>
            <button type="button" aria-label="Next track" onClick={next} className={iconButton}>
              <SkipForward aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="w-full">
            <ProgressSlider
              position={position}
              duration={duration}
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

        <div className="hidden items-center justify-end gap-2 sm:flex">
          <button
            type="button"
            aria-label={volume === 0 ? 'Unmute' : 'Mute'}
            onClick={() => setVolume(volume === 0 ? 0.8 : 0)}
            className={iconButton}
          >
            <VolumeIcon aria-hidden="true" className="size-5" />
          </button>
          <input
            type="range"
            aria-label="Volume"
            min={0}
            max={100}
            step={5}
            value={Math.round(volume * 100)}
            onChange={(event) => setVolume(Number(event.target.value) / 100)}
            className="w-28 accent-brand"
          />
        </div>
      </div>
    </section>
  );
}
