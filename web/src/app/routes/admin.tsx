import { useRoutes, type RouteObject } from 'react-router-dom';
import { site } from '../../config/site';
import { AdminLayout } from '../../features/admin/components/admin-layout';
import { adminPages } from '../admin-routes';
import { preloadRoutes } from '../lazy-page';
import { RequireUser } from '../require-user';
import { Component as NotFound } from './not-found';

const table: RouteObject[] = [{ element: <AdminLayout />, children: adminPages }];

/** Starts loading the admin page at `pathname` (/admin/…) beside this module. */
export const preload = (pathname: string) => preloadRoutes(pathname, [{ path: 'admin', children: table }]);

/** Admin only: a visitor signs in first, anyone else goes home. The API checks the role again. */
export function Component() {
  const pages = useRoutes(table);
  // An address no admin page has is a 404 for everyone, as any other unknown address.
  if (!pages) return <NotFound />;
  return (
    <RequireUser role="admin">
      <title>{`Admin · ${site.name}`}</title>
      {pages}
    </RequireUser>
  );
}
