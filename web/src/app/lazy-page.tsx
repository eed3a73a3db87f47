import { lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** What a route carries for the router: how to fetch its page's module before the page renders. */
export interface RouteHandle {
  load: (pathname: string) => Promise<unknown>;
}

/** A page is a lazy module exporting `Component`; `handle.load` lets the router start its download early. */
export const page = (load: () => Promise<{ Component: ComponentType }>): Pick<RouteObject, 'element' | 'handle'> => {
  const Page = lazy(() => load().then((module) => ({ default: module.Component })));
  return { element: <Page />, handle: { load } satisfies RouteHandle };
};

/** Starts downloading the modules of the pages `table` shows at `pathname` (a module already loaded costs nothing). */
export function preloadRoutes(pathname: string, table: RouteObject[]): void {
  for (const match of matchRoutes(table, pathname) ?? []) void (match.route.handle as RouteHandle | undefined)?.load(pathname);
}
