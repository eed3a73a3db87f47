import { useCallback, useEffect, useState } from 'react';
import { PREVIEW_SECONDS } from '../../../../shared/constants';

/** Position and length of the loaded clip, following the audio element's own events. */
export function useProgress(audio: HTMLAudioElement | null, trackId: string | undefined) {
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
