/**
 * The light and dark themes. The script in index.html picks one before the first paint, from what
 * this module stores: the signed-in account's `darkMode` (kept in `accountTheme` while signed in),
 * else the visitor's own choice (`theme`), else the system's `prefers-color-scheme`.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { removeLocal, useLocalPreference, writeLocal } from './local-store';

export type Theme = 'light' | 'dark';

/** The visitor's choice from the header toggle; read by the script in index.html. */
export const THEME_KEY = 'theme';
/** The signed-in account's `darkMode`, mirrored so a reload paints it at once; read by index.html too. */
export const ACCOUNT_THEME_KEY = 'accountTheme';

const LIGHT_QUERY = '(prefers-color-scheme: light)';

/** The browser chrome's colour of each theme (the canvas colour in index.css). */
const THEME_COLORS: Record<Theme, string> = { dark: '#0c0a12', light: '#f8f7fb' };

const decode = (raw: string | null): Theme | null => (raw === 'light' || raw === 'dark' ? raw : null);

const subscribeSystem = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(LIGHT_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

const systemTheme = (): Theme => (typeof window.matchMedia === 'function' && window.matchMedia(LIGHT_QUERY).matches ? 'light' : 'dark');

/** Puts a theme on the page: the `data-theme` the stylesheet reads, and the browser chrome's colour. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

/** The theme in force and a setter for the visitor's own choice. */
export function useTheme(): { theme: Theme; setVisitorTheme: (theme: Theme) => void } {
  const [account] = useLocalPreference<Theme | ''>(ACCOUNT_THEME_KEY, (raw) => decode(raw) ?? '');
  const [visitor, setVisitor] = useLocalPreference<Theme | ''>(THEME_KEY, (raw) => decode(raw) ?? '');
  const system = useSyncExternalStore(subscribeSystem, systemTheme, () => 'dark' as const);
  return { theme: account || visitor || system, setVisitorTheme: setVisitor };
}

/** Mirrors the signed-in account's `darkMode` on this device; `null` when nobody is signed in. */
export function rememberAccountTheme(darkMode: boolean | null): void {
  if (darkMode === null) removeLocal(ACCOUNT_THEME_KEY);
  else writeLocal(ACCOUNT_THEME_KEY, darkMode ? 'dark' : 'light');
}

/** Keeps the page's theme in step with the stored choices and the system's setting. */
export function useAppliedTheme(): Theme {
  const { theme } = useTheme();
  useEffect(() => applyTheme(theme), [theme]);
  return theme;
}
