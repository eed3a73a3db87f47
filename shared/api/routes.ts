/**
 * THE route table: every API route, once. CDK makes one Lambda per entry, the local gateway
 * dispatches the same entries, and `endpoint()` parses requests with these schemas.
 * Each area defines its routes in `routes/<area>.ts`; a handler imports only its area's module,
 * so a Lambda builds only the schemas of its area at cold start. This module merges them.
 * Handler file of a route: `functions/http/<kebab-case id>.ts` (see `handlerFile`).
 * Method, path and auth come from the zod-free `paths.ts`, which the browser imports instead.
 */
import type { RouteId as PathId } from './paths';
import { accountRoutes } from './routes/account';
import { analyticsRoutes } from './routes/analytics';
import { artistRoutes } from './routes/artist';
import { authRoutes } from './routes/auth';
import { catalogueRoutes } from './routes/catalogue';
import { contentRoutes } from './routes/content';
import type { RouteDef } from './routes/define';
import { docsRoutes } from './routes/docs';
import { guestRoutes } from './routes/guest';
import { integrationsRoutes } from './routes/integrations';
import { libraryRoutes } from './routes/library';
import { licensesRoutes } from './routes/licenses';
import { notificationsRoutes } from './routes/notifications';
import { ordersRoutes } from './routes/orders';
import { paymentsRoutes } from './routes/payments';
import { settingsRoutes } from './routes/settings';
import { songsAdminRoutes } from './routes/songs-admin';
import { subscriptionsRoutes } from './routes/subscriptions';
import { supportRoutes } from './routes/support';
import { usersAdminRoutes } from './routes/users-admin';
import { verificationRoutes } from './routes/verification';

export type { AuthLevel, HttpMethod } from './paths';
export { DEFAULT_ROUTE_TIMEOUT_SECONDS, type RouteAccess, type RouteDef } from './routes/define';

/** Every id of the paths table, and no other, with the full definition. */
const define = <const T extends Record<PathId, RouteDef>>(table: T & Record<Exclude<keyof T, PathId>, never>): T => table;

export const routes = define({
  ...authRoutes,
  ...accountRoutes,
  ...usersAdminRoutes,
  ...analyticsRoutes,
  ...catalogueRoutes,
  ...ordersRoutes,
  ...paymentsRoutes,
  ...subscriptionsRoutes,
  ...settingsRoutes,
  ...notificationsRoutes,
  ...supportRoutes,
  ...songsAdminRoutes,
  ...contentRoutes,
  ...integrationsRoutes,
  ...verificationRoutes,
  ...libraryRoutes,
  ...docsRoutes,
  ...guestRoutes,
  ...licensesRoutes,
  ...artistRoutes,
});

export type Routes = typeof routes;
export type RouteId = keyof Routes;

export interface RouteEntry extends RouteDef {
  id: RouteId;
}

export const routeList: RouteEntry[] = Object.values(routes);

/** `forgotPassword` → `forgot-password` */
export const kebab = (id: string): string => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Path of a route's handler module, relative to the repository root. */
export const handlerFile = (id: string): string => `functions/http/${kebab(id)}.ts`;
