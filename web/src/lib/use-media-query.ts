import { useCallback, useSyncExternalStore } from 'react';

let serverMatches = (_query: string): boolean => false;

/** What a server render (the build's prerender, app/first-screen.tsx) takes to match; by default nothing. */
export function setServerMediaMatches(matches: (query: string) => boolean): void {
  serverMatches = matches;
}

// One MediaQueryList per query: React reads the snapshot on every render of every component that
// asks (each song row's list on /browse), and window.matchMedia builds a new list each call.
const lists = new Map<string, MediaQueryList>();
let listsOf: unknown;

function mediaQueryList(query: string): MediaQueryList | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  // Tests replace window.matchMedia: lists of an earlier one are dropped.
  if (listsOf !== window.matchMedia) {
    lists.clear();
    // eslint-disable-next-line @typescript-eslint/unbound-method -- only compared, never called
    listsOf = window.matchMedia;
  }
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Whether a CSS media query matches now, following changes. False where the browser offers no
 * matchMedia (tests in jsdom), so those see the wide layout; on the server, setServerMediaMatches'.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query)?.matches ?? false,
    () => serverMatches(query),
  );
}

/** Phones: below Tailwind's `sm` breakpoint. */
export const NARROW_SCREEN = '(max-width: 639px)';
