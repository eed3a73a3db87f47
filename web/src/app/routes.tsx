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
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];
