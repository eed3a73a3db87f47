import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const supported = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

const subscribe = (onChange: () => void) => {
  if (!supported()) return () => {};
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

/** Without matchMedia (old browsers, tests) motion is treated as unwanted. */
const getSnapshot = () => !supported() || window.matchMedia(QUERY).matches;

export const usePrefersReducedMotion = (): boolean => useSyncExternalStore(subscribe, getSnapshot, () => true);
