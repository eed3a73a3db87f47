import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { pathOf } from '../../../shared/api/call';
import { call } from './api-client';
import { env } from './env';
import { useLocalPreference } from './local-store';
import { readToken } from './token';

/** Written by the settings screen (`user-settings.ts` `applyUserSettings`); read here without importing it. */
export const AUTOPLAY_KEY = 'autoPlay';
const decodeAutoPlay = (raw: string | null): 'on' | 'off' => (raw === 'off' ? 'off' : 'on');

/** What the player needs of a song. */
export interface Track {
  id: string;
  title: string;
  artist: string;
  /** The song's cover (`/covers/…`), shown in the player bar when set. */
  cover_url?: string | null;
}

export interface Player {
  /** The track loaded in the player; null until something has been played. */
  current: Track | null;
  isPlaying: boolean;
  /** 0..1, remembered across visits. */
  volume: number;
  /** The one <audio> element of the app, for the progress bar. */
  audioRef: RefObject<HTMLAudioElement | null>;
  /**
   * Spec §4: clicking a song toggles it. Playing a new song makes `list` the queue that next and
   * previous walk through.
   */
  toggle: (track: Track, list: readonly Track[]) => void;
  play: () => void;
  pause: () => void;
  next: () => void;
  previous: () => void;
  /** Stops and empties the player, which hides its bar until something is played again. */
  close: () => void;
  setVolume: (volume: number) => void;
}

export const VOLUME_KEY = 'playerVolume';
const DEFAULT_VOLUME = 0.8;

const decodeVolume = (raw: string | null): number => {
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : DEFAULT_VOLUME;
};

/** The 30-second preview clip; the API answers with a redirect to a short-lived media URL. */
export const previewUrl = (songId: string): string => `${env.apiUrl}${pathOf('streamAudio', { songId })}`;

/** The stream link's URL, checked by hand (the player is in the first download, which carries no zod). */
const streamUrlOf = (data: unknown): string => {
  const url = (data as { url?: unknown } | null)?.url;
  if (typeof url !== 'string' || url === '') throw new TypeError('Unexpected stream link');
  return url;
};

/**
 * Where the <audio> element loads a track from. An anonymous visitor gets the preview through the
 * redirect; a signed-in listener asks for a link with their session (an <audio> element cannot
 * send it), which is the full track in their High quality audio choice for a song they own.
 */
function useStreamSource(songId: string | undefined): string | undefined {
  const [resolved, setResolved] = useState<{ songId: string; url: string } | undefined>();
  useEffect(() => {
    if (!songId || !readToken()) return;
    let live = true;
    call('getStreamLink', { params: { songId }, parse: streamUrlOf })
      .catch(() => previewUrl(songId))
      .then((url) => {
        if (live) setResolved({ songId, url });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [songId]);
  if (!songId) return undefined;
  if (!readToken()) return previewUrl(songId);
  return resolved?.songId === songId ? resolved.url : undefined;
}

const PlayerContext = createContext<Player | null>(null);

/** Index `step` places away from `index`, wrapping around both ends of a list of `length`. */
export const wrapIndex = (index: number, step: number, length: number): number => (((index + step) % length) + length) % length;

/**
 * One <audio> element for the whole app, so only one preview plays at a time and playback
 * continues across page changes. The element lives here, outside the router.
 */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [queue, setQueue] = useState<readonly Track[]>([]);
  const [index, setIndex] = useState(0);
  const [isPlaying, setIsPlaying] = useState(false);
  const [volume, storeVolume] = useLocalPreference<number>(VOLUME_KEY, decodeVolume);
  // The user's autoPlay setting (lib/user-settings.ts writes it): off stops at the end of a track.
  const [autoPlay] = useLocalPreference(AUTOPLAY_KEY, decodeAutoPlay);
  const current = queue[index] ?? null;
  const src = useStreamSource(current?.id);

  // Drives the element from state; a refused play() (autoplay policy, broken clip) reports back.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !current || !src) return;
    if (isPlaying) {
      const attempt = audio.play() as Promise<void> | undefined;
      attempt?.catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        setIsPlaying(false);
      });
    } else {
      audio.pause();
    }
  }, [current, isPlaying, src]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [volume]);

  // A signed-in listener's plays count towards their favourite genre (My Analytics); one per track started.
  const currentId = current?.id;
  useEffect(() => {
    if (!currentId || !readToken()) return;
    call('recordPlay', { params: { songId: currentId } }).catch(() => undefined);
  }, [currentId]);

  const toggle = useCallback(
    (track: Track, list: readonly Track[]) => {
      if (current?.id === track.id) {
        setIsPlaying((playing) => !playing);
        return;
      }
      const position = list.findIndex((t) => t.id === track.id);
      setQueue(position === -1 ? [track] : list);
      setIndex(Math.max(position, 0));
      setIsPlaying(true);
    },
    [current?.id],
  );

  const step = useCallback(
    (by: number) => {
      if (queue.length === 0) return;
      setIndex((i) => wrapIndex(i, by, queue.length));
      setIsPlaying(true);
    },
    [queue.length],
  );

  const value = useMemo<Player>(
    () => ({
      current,
      isPlaying,
      volume,
      audioRef,
      toggle,
      play: () => setIsPlaying(current !== null),
      pause: () => setIsPlaying(false),
      next: () => step(1),
      previous: () => step(-1),
      close: () => {
        setIsPlaying(false);
        setQueue([]);
        setIndex(0);
      },
      setVolume: (v: number) => storeVolume(Math.min(1, Math.max(0, Math.round(v * 100) / 100))),
    }),
    [current, isPlaying, volume, toggle, step, storeVolume],
  );

  return (
    <PlayerContext value={value}>
      {children}
      {/* eslint-disable-next-line jsx-a11y-x/media-has-caption -- the previews are music clips: there is no speech to caption. */}
      <audio
        ref={audioRef}
        src={src}
        preload="none"
        data-testid="preview-audio"
        onEnded={() => (autoPlay === 'on' && queue.length > 1 ? step(1) : setIsPlaying(false))}
        hidden
      />
    </PlayerContext>
  );
}

export function usePlayer(): Player {
  const player = use(PlayerContext);
  if (!player) throw new Error('usePlayer must be used inside <PlayerProvider>');
  return player;
}
