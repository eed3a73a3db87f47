import { Suspense } from 'react';
import { Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { AppShell } from '../components/layouts/app-shell';
import { PageSpinner } from '../components/ui/page-spinner';
import { mount, page } from './lazy-page';
import { RouteErrorBoundary } from './route-error';

/**
 * The outer boundary catches errors of the shell itself; the inner one catches a page's errors
 * (a failed module download included) inside the shell. Both clear on the next navigation.
 */
function Root() {
  const { key } = useLocation();
  return (
    <RouteErrorBoundary resetKey={key}>
      <AppShell>
        <RouteErrorBoundary resetKey={key}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </AppShell>
    </RouteErrorBoundary>
  );
}

/** Every page is a lazy module, so the first download holds only the shell. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    children: [
      { index: true, ...page(() => import('./routes/home')) },
      { path: 'auth', ...page(() => import('./routes/auth')) },
      { path: 'browse', ...page(() => import('./routes/browse')) },
      { path: 'songs/:songId', ...page(() => import('./routes/song')) },
      { path: 'artist/:slug', ...page(() => import('./routes/artist')) },
      { path: 'playlist/:shareId', ...page(() => import('./routes/shared-playlist')) },
      { path: 'about', ...page(() => import('./routes/about')) },
      { path: 'contact', ...page(() => import('./routes/contact')) },
      { path: 'help', ...page(() => import('./routes/help')) },
      { path: 'faq', ...page(() => import('./routes/help')) },
      { path: 'terms', ...page(() => import('./routes/terms')) },
      { path: 'privacy', ...page(() => import('./routes/privacy')) },
      { path: 'dmca', ...page(() => import('./routes/dmca')) },
      { path: 'refund', ...page(() => import('./routes/refund')) },
      { path: 'pricing', ...page(() => import('./routes/pricing')) },
      // Signed-in, checkout and back-office pages (and the 404) are routed inside their own small
      // module, so their table and its preload lists are not part of the store's first download.
      {
        path: '*',

        ...mount(() => import('./other-routes')),
      },
    ],
  },
];
