import { useQuery } from '@tanstack/react-query';
import { PREVIEW_SECONDS } from '../../../../shared/constants';
import { call } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { queryKeys } from '../../lib/query-keys';

/** Peaks of a song as GET /api/songs/{id} answers them (empty when unknown), with its duration. */
export interface SongPeaks {
  peaks: number[];
  duration: number;
}

export function parsePeaks(data: unknown): SongPeaks {
  const f = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const peaks = Array.isArray(f.peaks) ? f.peaks.filter((p): p is number => typeof p === 'number' && Number.isFinite(p)) : [];
  return { peaks: peaks.map((p) => Math.min(1, Math.max(0, p))), duration: typeof f.duration === 'number' ? f.duration : 0 };
}

/** The stored waveform of one song; peaks never change for a song, so one read per song and tab. */
export const useSongPeaks = (songId: string | undefined) =>
  useQuery({
    queryKey: queryKeys.songs.peaks(songId),
    queryFn: ({ signal }) => call('getSong', { params: { songId: songId! }, signal, parse: parsePeaks }),
    enabled: songId !== undefined,
    staleTime: Infinity,
  });

/** Where the server cuts the preview (functions/media/preview.ts): from the midpoint, moved earlier so it never runs past the end. */
export const previewStart = (duration: number): number => Math.max(0, Math.min(duration / 2, duration - PREVIEW_SECONDS));

/** The part of a whole song's peaks that the 30 s preview plays. */
export function previewPeaks({ peaks, duration }: SongPeaks): number[] {
  if (peaks.length === 0 || duration <= 0) return [];
  const from = Math.floor((previewStart(duration) / duration) * peaks.length);
  const to = Math.ceil((Math.min(duration, previewStart(duration) + PREVIEW_SECONDS) / duration) * peaks.length);
  return peaks.slice(from, Math.max(from + 1, to));
}

/** `count` bars from any number of peaks: each bar is the loudest peak of its share. */
export function downsample(peaks: readonly number[], count: number): number[] {
  if (peaks.length === 0) return [];
  const bars = Math.min(count, peaks.length);
  return Array.from({ length: bars }, (_, i) => {
    const from = Math.floor((i * peaks.length) / bars);
    const to = Math.max(from + 1, Math.floor(((i + 1) * peaks.length) / bars));
    return Math.max(...peaks.slice(from, to));
  });
}

interface WaveformProps {
  peaks: readonly number[];
  bars?: number;
  /** 0…1: bars before this point are drawn as played. */
  progress?: number;
  /** 0…1 fractions: bars inside are highlighted (the preview of a whole song). */
  highlight?: readonly [number, number];
  className?: string;
}

/** The stored peaks drawn as mirrored bars; decorative, so the control around it carries the label. */
export function Waveform({ peaks, bars = 100, progress, highlight, className }: WaveformProps) {
  const heights = downsample(peaks, bars);
  const n = heights.length;
  return (
    <svg
      aria-hidden="true"
      data-testid="waveform"
      data-bars={n}
      viewBox={`0 0 ${n * 2} 100`}
      preserveAspectRatio="none"
      className={cn('block h-full w-full', className)}
    >
      {heights.map((peak, i) => {
        const at = (i + 0.5) / n;
        const lit = progress !== undefined ? at <= progress : highlight ? at >= highlight[0] && at <= highlight[1] : true;
        const h = Math.max(4, peak * 100);
        return <rect key={i} x={i * 2} y={(100 - h) / 2} width={1.4} height={h} rx={0.5} className={lit ? 'fill-brand' : 'fill-line'} />;
      })}
    </svg>
  );
}
