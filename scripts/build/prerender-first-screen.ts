/**
 * Vite build plugin: renders the store's first screens (web/src/app/first-screen.tsx) into
 * index.html, so a phone paints the header and the page's first screen before any JavaScript has
 * arrived. Each screen sits in #root, hidden unless index.html's inline script finds that it is
 * exactly what React will render first (that path, English, signed out); React's first render
 * replaces it (web/src/main.tsx).
 */
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The paths whose first screen index.html carries (index.html's inline script lists the same). */
export const FIRST_SCREEN_PATHS = ['/', '/browse'] as const;
const PLACEHOLDER = '<!--first-screen-->';

export function prerenderFirstScreen(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-first-screen',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER} inside #root`);
        const server = await createServer({
          configFile: false,
          root: config.root,
          resolve: { alias: config.resolve.alias },
          logLevel: 'error',
          plugins: [react()],
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const { renderFirstScreens } = (await server.ssrLoadModule('/src/app/first-screen.tsx')) as {
            renderFirstScreens: (screens: { path: string; narrow: boolean }[]) => Promise<string[]>;
          };
          const rendered = await renderFirstScreens(
            FIRST_SCREEN_PATHS.flatMap((path) => [false, true].map((narrow) => ({ path, narrow }))),
          );
          const screens = FIRST_SCREEN_PATHS.map((path, i) => {
            const [wide, narrow] = [rendered[2 * i]!, rendered[2 * i + 1]!];
            // A page whose layout differs by screen width in its components (not only in CSS) gets both,
            // index.html's style shows the one for this screen.
            const body =
              narrow === wide
                ? wide
                : `<div data-first-screen-width="narrow">${narrow}</div><div data-first-screen-width="wide">${wide}</div>`;
            // inert until React replaces it: a click or typing there would be lost.
            return `<div data-first-screen="${path}" inert>${body}</div>`;
          });
          return html.replace(PLACEHOLDER, screens.join(''));
        } finally {
          await server.close();
        }
      },
    },
  };
}
