import type { RouteObject } from 'react-router-dom';
import { page } from './lazy-page';

/** The back office's pages under /admin, each a lazy module; routes/admin.tsx routes them inside its layout. */
export const adminPages: RouteObject[] = [
  { index: true, ...page(() => import('./routes/admin-dashboard')) },
  { path: 'orders', ...page(() => import('./routes/admin-orders')) },
  { path: 'orders/:orderId', ...page(() => import('./routes/admin-order')) },
  { path: 'songs', ...page(() => import('./routes/admin-songs')) },
  { path: 'songs/add', ...page(() => import('./routes/admin-song-add')) },
  { path: 'songs/edit/:songId', ...page(() => import('./routes/admin-song-edit')) },
  { path: 'songs/bulk-upload', ...page(() => import('./routes/admin-songs-bulk-upload')) },
  { path: 'users', ...page(() => import('./routes/admin-users')) },
  { path: 'payouts', ...page(() => import('./routes/admin-payouts')) },
  { path: 'analytics', ...page(() => import('./routes/admin-analytics')) },
  { path: 'notifications', ...page(() => import('./routes/admin-notifications')) },
  { path: 'messages', ...page(() => import('./routes/admin-messages')) },
  { path: 'pricing', ...page(() => import('./routes/admin-pricing')) },
  { path: 'licenses', ...page(() => import('./routes/admin-licenses')) },
  { path: 'pages', ...page(() => import('./routes/admin-pages')) },
  { path: 'content', ...page(() => import('./routes/admin-content')) },
  { path: 'payment-settings', ...page(() => import('./routes/admin-payment-settings')) },
  { path: 'payment-gateway', ...page(() => import('./routes/admin-payment-gateway')) },
  { path: 'integrations', ...page(() => import('./routes/admin-integrations')) },
  { path: 'whatsapp', ...page(() => import('./routes/admin-whatsapp')) },
  { path: 'settings', ...page(() => import('./routes/admin-settings')) },
];
