import { Outlet, type RouteObject } from 'react-router-dom';
import { AppShell } from '../components/layouts/app-shell';
import { PageSpinner } from '../components/ui/page-spinner';
import { RouteError } from './route-error';

/**
 * Every page is a lazy module, so the first download holds only the shell. The pathless child
 * catches page errors inside the shell; the root one catches errors of the shell itself.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <AppShell>
        <Outlet />
      </AppShell>
    ),
    errorElement: <RouteError />,
    hydrateFallbackElement: (
      <AppShell>
        <PageSpinner />
      </AppShell>
    ),
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: 'auth', lazy: () => import('./routes/auth') },
          { path: 'dashboard', lazy: () => import('./routes/dashboard') },
          { path: 'settings', lazy: () => import('./routes/settings') },
          { path: 'profile', lazy: () => import('./routes/profile') },
          { path: 'analytics', lazy: () => import('./routes/analytics') },
          { path: 'browse', lazy: () => import('./routes/browse') },
          { path: 'songs/:songId', lazy: () => import('./routes/song') },
          { path: 'artist/:slug', lazy: () => import('./routes/artist') },
          { path: 'playlist/:shareId', lazy: () => import('./routes/shared-playlist') },
          { path: 'about', lazy: () => import('./routes/about') },
          { path: 'contact', lazy: () => import('./routes/contact') },
          { path: 'help', lazy: () => import('./routes/help') },
          { path: 'faq', lazy: () => import('./routes/help') },
          { path: 'terms', lazy: () => import('./routes/terms') },
          { path: 'privacy', lazy: () => import('./routes/privacy') },
          { path: 'dmca', lazy: () => import('./routes/dmca') },
          { path: 'refund', lazy: () => import('./routes/refund') },
          { path: 'orders', lazy: () => import('./routes/orders') },
          { path: 'studio', lazy: () => import('./routes/studio') },
          { path: 'invoice/:orderId', lazy: () => import('./routes/invoice') },
          { path: 'guest/orders/:orderId', lazy: () => import('./routes/guest-order') },
          { path: 'license-verify', lazy: () => import('./routes/license-verify') },
          { path: 'verify-email', lazy: () => import('./routes/verify-email') },
          { path: 'unsubscribe', lazy: () => import('./routes/unsubscribe') },
          { path: 'pricing', lazy: () => import('./routes/pricing') },
          { path: 'checkout', lazy: () => import('./routes/checkout') },
          { path: 'subscription', lazy: () => import('./routes/subscription') },
          { path: 'subscription-invoice/:subscriptionId', lazy: () => import('./routes/subscription-invoice') },
          {
            path: 'admin',
            lazy: () => import('./routes/admin'),
            children: [
              { index: true, lazy: () => import('./routes/admin-dashboard') },
              { path: 'orders', lazy: () => import('./routes/admin-orders') },
              { path: 'orders/:orderId', lazy: () => import('./routes/admin-order') },
              { path: 'songs', lazy: () => import('./routes/admin-songs') },
              { path: 'songs/add', lazy: () => import('./routes/admin-song-add') },
              { path: 'songs/edit/:songId', lazy: () => import('./routes/admin-song-edit') },
              { path: 'songs/bulk-upload', lazy: () => import('./routes/admin-songs-bulk-upload') },
              { path: 'users', lazy: () => import('./routes/admin-users') },
              { path: 'payouts', lazy: () => import('./routes/admin-payouts') },
              { path: 'analytics', lazy: () => import('./routes/admin-analytics') },
              { path: 'notifications', lazy: () => import('./routes/admin-notifications') },
              { path: 'messages', lazy: () => import('./routes/admin-messages') },
              { path: 'pricing', lazy: () => import('./routes/admin-pricing') },
              { path: 'licenses', lazy: () => import('./routes/admin-licenses') },
              { path: 'pages', lazy: () => import('./routes/admin-pages') },
              { path: 'content', lazy: () => import('./routes/admin-content') },
              { path: 'payment-settings', lazy: () => import('./routes/admin-payment-settings') },
              { path: 'payment-gateway', lazy: () => import('./routes/admin-payment-gateway') },
              { path: 'integrations', lazy: () => import('./routes/admin-integrations') },
              { path: 'whatsapp', lazy: () => import('./routes/admin-whatsapp') },
              { path: 'settings', lazy: () => import('./routes/admin-settings') },
            ],
          },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];
