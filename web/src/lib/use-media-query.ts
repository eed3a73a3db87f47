import { useCallback, useSyncExternalStore } from 'react';

let serverMatches = (_query: string): boolean => false;

/** What a server render (the build's prerender, app/first-screen.tsx) takes to match; by default nothing. */
export function setServerMediaMatches(matches: (query: string) => boolean): void {
  serverMatches = matches;
}

/**
 * Whether a CSS media query matches now, following changes. False where the browser offers no
 * matchMedia (tests in jsdom), so those see the wide layout; on the server, setServerMediaMatches'.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => serverMatches(query),
  );
}

/** Phones: below Tailwind's `sm` breakpoint. */
export const NARROW_SCREEN = '(max-width: 639px)';
