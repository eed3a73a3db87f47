/**
 * The build's prerender of the store's first screens (scripts/build/prerender-first-screen.ts):
 * the app as a signed-out English visitor first sees a path, before any API answer, as HTML, on a
 * phone (`narrow`, below Tailwind's `sm`) or a wider screen.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { initI18n } from '../i18n/i18n';
import { NARROW_SCREEN, setServerMediaMatches } from '../lib/use-media-query';
import { AppProvider } from './provider';
import { routes } from './routes';

export interface FirstScreen {
  path: string;
  narrow: boolean;
}

/** React 19 hoists a page's <title>/<meta>/<link> to the front of its HTML: index.html has its own head. */
const withoutHoisted = (html: string) => html.replace(/^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)+/, '');

/** A router at `path` once it has loaded the page's lazy module, as main.tsx waits for it before React's first render. */
async function loadedRouter(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  return router;
}

/** The HTML of each screen, in order. */
export async function renderFirstScreens(screens: readonly FirstScreen[]): Promise<string[]> {
  await initI18n({ language: 'en' });
  const routers = await Promise.all(screens.map((screen) => loadedRouter(screen.path)));
  // Rendered one after another without awaiting anything: every React.lazy part (the footer, the
  // support button, home's shelves) stays at its fallback in each, as in the browser's first render.
  try {
    return screens.map(({ narrow }, i) => {
      setServerMediaMatches((query) => narrow && query === NARROW_SCREEN);
      const html = renderToString(
        <StrictMode>
          <AppProvider>
            <RouterProvider router={routers[i]!} />
          </AppProvider>
        </StrictMode>,
      );
      return withoutHoisted(html);
    });
  } finally {
    setServerMediaMatches(() => false);
  }
}
