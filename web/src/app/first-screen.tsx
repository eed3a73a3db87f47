/**
 * The build's prerender of the store's first screens (scripts/build/prerender-first-screen.ts):
 * the app as a signed-out English visitor first sees `path`, before any API answer, as HTML, on a
 * phone (`narrow`, below Tailwind's `sm`) or a wider screen.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { initI18n } from '../i18n/i18n';
import { NARROW_SCREEN, setServerMediaMatches } from '../lib/use-media-query';
import { AppProvider } from './provider';
import { routes } from './routes';

/** React 19 hoists a page's <title>/<meta>/<link> to the front of its HTML: index.html has its own head. */
const withoutHoisted = (html: string) => html.replace(/^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)+/, '');

export async function renderFirstScreen(path: string, { narrow }: { narrow: boolean }): Promise<string> {
  await initI18n({ language: 'en' });
  setServerMediaMatches((query) => narrow && query === NARROW_SCREEN);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // The page's lazy module is loaded first, as main.tsx waits for it before React's first render.
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  try {
    const html = renderToString(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
    return withoutHoisted(html);
  } finally {
    setServerMediaMatches(() => false);
  }
}
