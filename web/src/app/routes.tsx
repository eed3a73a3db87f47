import { Suspense } from 'react';
import { Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { AppShell } from '../components/layouts/app-shell';
import { PageSpinner } from '../components/ui/page-spinner';
import { page, type RouteHandle } from './lazy-page';
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
      { path: 'dashboard', ...page(() => import('./routes/dashboard')) },
      { path: 'settings', ...page(() => import('./routes/settings')) },
      { path: 'profile', ...page(() => import('./routes/profile')) },
      { path: 'analytics', ...page(() => import('./routes/analytics')) },
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
      { path: 'orders', ...page(() => import('./routes/orders')) },
      { path: 'studio', ...page(() => import('./routes/studio')) },
      { path: 'invoice/:orderId', ...page(() => import('./routes/invoice')) },
      { path: 'guest/orders/:orderId', ...page(() => import('./routes/guest-order')) },
      { path: 'license-verify', ...page(() => import('./routes/license-verify')) },
      { path: 'verify-email', ...page(() => import('./routes/verify-email')) },
      { path: 'unsubscribe', ...page(() => import('./routes/unsubscribe')) },
      { path: 'pricing', ...page(() => import('./routes/pricing')) },
      { path: 'checkout', ...page(() => import('./routes/checkout')) },
      { path: 'subscription', ...page(() => import('./routes/subscription')) },
      { path: 'subscription-invoice/:subscriptionId', ...page(() => import('./routes/subscription-invoice')) },
      // The back office's own pages are routed inside its module (routes/admin.tsx), so their
      // table is not part of every visitor's first download.
      {
        path: 'admin/*',
        element: page(() => import('./routes/admin')).element,
        handle: { load: (pathname) => import('./routes/admin').then((admin) => admin.preload(pathname)) } satisfies RouteHandle,
      },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];
