import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/**
 * Made before React's first render, not inside it: creating the router starts loading the lazy
 * module of the page being opened, so that download overlaps the render of the shell.
 */
export const createAppRouter = (): AppRouterInstance => createBrowserRouter(routes);

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
