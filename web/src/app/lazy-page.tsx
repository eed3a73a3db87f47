import { lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** What a route carries for the router: how to fetch its page's module before the page renders. */
export interface RouteHandle {
  load: (pathname: string) => Promise<unknown>;
}

/**
 * A page is a lazy module exporting `Component`. Once `handle.load` has fetched it (the router does
 * so for the opened URL before the first render), the page renders at once, as with the data
 * router's lazy routes; until then it is a React.lazy component.
 */
export const page = <M extends { Component: ComponentType }>(load: () => Promise<M>) => {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  const loadOnce = () =>
    (pending ??= load().then((loaded) => {
      module = loaded;
      return loaded;
    }));
  const Lazy = lazy(() => loadOnce().then((loaded) => ({ default: loaded.Component })));
  function Page() {
    return module ? <module.Component /> : <Lazy />;
  }
  return { element: <Page />, handle: { load: loadOnce } };
};

/** A route whose module routes further pages (`preload` starts the one at the URL). */
export const mount = (load: () => Promise<{ Component: ComponentType; preload: (pathname: string) => Promise<unknown> }>) => {
  const route = page(load);
  return {
    element: route.element,
    handle: { load: (pathname: string) => route.handle.load().then((m) => m.preload(pathname)) } satisfies RouteHandle,
  };
};

/**
 * Starts downloading the modules of the pages `table` shows at `pathname` (a module already loaded
 * costs nothing); resolves once they are loaded.
 */
export function preloadRoutes(pathname: string, table: RouteObject[]): Promise<unknown> {
  const matches = matchRoutes(table, pathname) ?? [];
  return Promise.all(matches.map((match) => (match.route.handle as RouteHandle | undefined)?.load(pathname) ?? Promise.resolve()));
}
