import { useTranslation } from 'react-i18next';
import type { KeyboardEvent, PointerEvent } from 'react';
import { formatDuration } from '../../lib/currency';
import { Waveform } from './waveform';

const SEEK_STEP_SECONDS = 5;

/**
 * The preview position as an ARIA slider: arrows step 5 s, Page keys 10 s, a click jumps. With the
 * preview's peaks it is drawn as their waveform, played part lit.
 */
export function ProgressSlider({
  position,
  duration,
  onSeek,
  peaks = [],
}: {
  position: number;
  duration: number;
  onSeek: (seconds: number) => void;
  peaks?: readonly number[];
}) {
  const { t } = useTranslation();
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
        aria-label={t('player.position')}
        aria-valuemin={0}
        aria-valuemax={Math.round(duration)}
        aria-valuenow={Math.round(position)}
        aria-valuetext={`${formatDuration(position)} of ${formatDuration(duration)}`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        className={`group relative flex ${peaks.length > 0 ? 'h-7' : 'h-4'} flex-1 cursor-pointer items-center rounded`}
      >
        {peaks.length > 0 ? (
          <Waveform peaks={peaks} bars={90} progress={percent / 100} />
        ) : (
          <div className="h-1.5 w-full overflow-hidden rounded-full bg-line">
            <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
          </div>
        )}
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
