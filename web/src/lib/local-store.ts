import { useCallback, useSyncExternalStore } from 'react';

const EVENT = 'local-store';

/** Values of preferences the browser refused to store (private modes): kept for this tab only. */
const memory = new Map<string, string>();

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

/** Writes a preference and tells every reader in this tab (the storage event only reaches other tabs). */
export function writeLocal(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
    memory.delete(key);
  } catch {
    memory.set(key, value);
  }
  window.dispatchEvent(new Event(EVENT));
}

/** Forgets a preference, telling every reader in this tab. */
export function removeLocal(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to forget.
  }
  memory.delete(key);
  window.dispatchEvent(new Event(EVENT));
}

const subscribe = (onChange: () => void) => {
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
};

/**
 * A string preference kept in localStorage and shared live by every component that reads it,
 * in this tab and others. `decode` turns the stored text (or null) into a valid value.
 */
export function useLocalPreference<T extends string | number>(key: string, decode: (raw: string | null) => T): [T, (value: T) => void] {
  const snapshot = useSyncExternalStore(
    subscribe,
    () => read(key) ?? memory.get(key) ?? null,
    () => null,
  );
  const set = useCallback((value: T) => writeLocal(key, String(value)), [key]);
  return [decode(snapshot), set];
}
