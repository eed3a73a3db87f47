import { useLayoutEffect, useState, useTransition } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, useRoutes, type RouteObject } from 'react-router-dom';
import { NavigationPendingContext } from '../lib/navigation-pending';
import { preloadRoutes } from './lazy-page';
import { routes } from './routes';

/** What the app navigates with: the browser's history here, a memory history in tests. */
export type AppHistory = ReturnType<typeof createBrowserHistory>;

export interface AppRouterInstance {
  history: AppHistory;
  /** Settles once the opened page's lazy module has loaded (rejects if it failed to). */
  ready?: Promise<unknown>;
}

/**
 * Made before React's first render, not inside it: it starts loading the lazy module of the page
 * being opened, so that download overlaps the render of the shell.
 */
export function createAppRouter(): AppRouterInstance {
  const history = createBrowserHistory({ v5Compat: true });
  return { history, ready: preloadRoutes(history.location.pathname, routes) };
}

function AppRoutes({ table }: { table: RouteObject[] }) {
  return useRoutes(table);
}

/**
 * React Router in declarative mode (its data router adds ~16 KB gzip to the first download and the
 * app uses none of its loaders or actions). Each navigation renders as a transition: the page on
 * screen stays until the next one's module has loaded, and `useNavigationPending` says so meanwhile.
 */
export function AppRouter({ router, table = routes }: { router: AppRouterInstance; table?: RouteObject[] }) {
  const { history } = router;
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  return (
    <NavigationPendingContext value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        <AppRoutes table={table} />
      </Router>
    </NavigationPendingContext>
  );
}
