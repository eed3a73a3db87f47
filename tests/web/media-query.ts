import { vi } from 'vitest';

/**
 * Makes `matchMedia` answer as a browser `width` pixels wide does, for the max-width and min-width
 * queries the app asks (jsdom has no matchMedia, so pages otherwise see the wide layout).
 */
export function screenWidth(width: number) {
  const matches = (query: string) =>
    [...query.matchAll(/\((max|min)-width:\s*(\d+)px\)/g)].every(([, kind, px]) =>
      kind === 'max' ? width <= Number(px) : width >= Number(px),
    );
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        media: query,
        matches: matches(query),
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
