import { useDeferredValue } from 'react';
import type { Song } from '../api/songs';

/**
 * The songs to render as cards, one step behind `songs`: a list arriving from the API is rendered
 * in a transition, which yields to the browser, instead of one long blocking task (the query
 * result comes through useSyncExternalStore, whose updates never yield). `catchingUp` is true
 * while the cards still show an older list.
 */
export function useDeferredSongs<T extends readonly Song[]>(songs: T) {
  const shown = useDeferredValue(songs);
  return { shown, catchingUp: shown !== songs };
}
