import { useRoutes, type RouteObject } from 'react-router-dom';
import { mount, page, preloadRoutes } from './lazy-page';

/** The pages a first visit to the store rarely opens: the account, checkout, invoices, the back office, and the 404. */
const table: RouteObject[] = [
  { path: 'dashboard', ...page(() => import('./routes/dashboard')) },
  { path: 'settings', ...page(() => import('./routes/settings')) },
  { path: 'profile', ...page(() => import('./routes/profile')) },
  { path: 'analytics', ...page(() => import('./routes/analytics')) },
  { path: 'orders', ...page(() => import('./routes/orders')) },
  { path: 'studio', ...page(() => import('./routes/studio')) },
  { path: 'invoice/:orderId', ...page(() => import('./routes/invoice')) },
  { path: 'guest/orders/:orderId', ...page(() => import('./routes/guest-order')) },
  { path: 'license-verify', ...page(() => import('./routes/license-verify')) },
  { path: 'verify-email', ...page(() => import('./routes/verify-email')) },
  { path: 'unsubscribe', ...page(() => import('./routes/unsubscribe')) },
  { path: 'checkout', ...page(() => import('./routes/checkout')) },
  { path: 'subscription', ...page(() => import('./routes/subscription')) },
  { path: 'subscription-invoice/:subscriptionId', ...page(() => import('./routes/subscription-invoice')) },
  // The back office's own pages are routed inside its module (routes/admin.tsx), so their
  // table is not part of every visitor's first download.
  {
    path: 'admin/*',
    ...mount(() => import('./routes/admin')),
  },
  { path: '*', ...page(() => import('./routes/not-found')) },
];

/** Starts loading the page at `pathname` beside this module. */
export const preload = (pathname: string) => preloadRoutes(pathname, table);

/** Routes the addresses the store's own table (routes.tsx) leaves to this module. */
export function Component() {
  return useRoutes(table);
}
