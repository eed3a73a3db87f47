/**
 * The shape of a route definition, shared by the area modules (`./auth.ts`, `./orders.ts`, …) and
 * the merged table in `../routes.ts`. No schema is built here.
 */
import type * as z from '../zod';
import { paths, type AuthLevel, type HttpMethod, type RouteId as PathId, type RoutePath } from '../paths';

/**
 * What a route's Lambda may touch. Plain data so the browser can import the table; CDK derives
 * least-privilege grants from it and infra tests hold it to that.
 */
export interface RouteAccess {
  table: 'none' | 'read' | 'write';
  /**
   * `read`: get any media object; `write`: put any; `manage`: get, put and delete any (the songs back office); `snapshot`: get and put the search index's
   * snapshot (`CATALOGUE_SNAPSHOT_KEY`) and nothing else; `avatar`: get, put and delete avatar uploads (`uploads/avatar/*`) and put and
   * delete avatars in the covers bucket (`covers/avatars/*`); `export`: write (multipart) and get exports under `exports/*`;
   * `stems-sweep`: list, read and delete stems upload markers (`uploads/stems/*`), and delete and abort stems ZIPs (`songs/*`).
   */
  media?: 'read' | 'write' | 'manage' | 'snapshot' | 'avatar' | 'export' | 'stems-sweep';
  /** Sends mail. Also opens the stored SMTP password (KMS Decrypt) when the admin turned SMTP on. */
  mail?: boolean;
  /**
   * Secrets at rest (functions/lib/secrets-box.ts): `seal` stores new ones (KMS GenerateDataKey and
   * Decrypt), `open` only reads stored ones (Decrypt).
   */
  secrets?: 'seal' | 'open';
}

/** A status the authorization matrix can declare: the success status, or how a refusal answers. */
export type AuthzStatus = 200 | 201 | 302 | 401 | 403 | 404 | 409;

/**
 * What each identity gets from a well-formed request to the route: the authorization matrix
 * (tests/api/authz-matrix.test.ts asserts it; docs/authorization-matrix.md shows it). `user` is a
 * plain user who owns every resource an `owns` param names; `otherUser` a second plain user who
 * owns none of them. Another user's resource answers 404, never 403, so its existence stays hidden.
 */
export interface RouteAuthz {
  anonymous: AuthzStatus;
  user: AuthzStatus;
  otherUser: AuthzStatus;
  admin: AuthzStatus;
  /**
   * The path params that name a resource of `user` (an order, a subscription, a licence key);
   * required (possibly empty) when the path has params.
   */
  owns?: readonly string[];
  /**
   * A guest holding the token of the order the route names (`Authorization: Guest <token>`), and a
   * guest holding another order's token. Unset: what an anonymous caller gets (a guest token is
   * no session anywhere but on the guest routes).
   */
  guest?: AuthzStatus;
  otherGuest?: AuthzStatus;
  /**
   * An artist account (issue 24) that owns every resource an `owns` param of an artist route names,
   * and a second artist that owns none. Unset: what `otherUser` gets (an artist is a signed-in
   * account that owns none of the plain user's resources).
   */
  artist?: AuthzStatus;
  otherArtist?: AuthzStatus;
}

/** Who may call a route and what its Lambda may touch, with the success status both share (`./grant.ts` presets). */
export interface RouteGrant {
  authz: RouteAuthz;
  access: RouteAccess;
  status?: 201 | 302;
}

export type PagingHeader = 'X-Next-Cursor' | 'X-Total-Count';

/** A route function's timeout unless it sets `timeoutSeconds`. */
export const DEFAULT_ROUTE_TIMEOUT_SECONDS = 10;

export interface RouteDef {
  method: HttpMethod;
  /** API Gateway syntax: `/api/orders/{orderId}`. */
  path: string;
  auth: AuthLevel;
  access: RouteAccess;
  /** Who may call it: what each identity gets, checked for every route by the matrix suite. */
  authz: RouteAuthz;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** Parsed on the way out, so fields not in the contract never leave the server. */
  response?: z.ZodMiniType;
  /** One line for the docs and the CDK function description. */
  summary: string;
  /** The success status when it is not 200: 201 for a creation, 302 for a redirect. */
  status?: 201 | 302;
  /**
   * Paging headers of a list's success answer: `X-Next-Cursor` (the next page's `cursor`, absent on
   * the last page) and `X-Total-Count`. The OpenAPI reference documents them from here.
   */
  responseHeaders?: readonly PagingHeader[];
  /** The success body's media type when it is not JSON (CSV, HTML, a script). */
  contentType?: string;
  /**
   * HTML routes only: CSP directives merged over `endpoint()`'s default, which runs no script
   * (`false` drops a directive).
   */
  contentSecurityPolicy?: Record<string, string | false>;
  /**
   * Package files the function reads at run time, copied next to its bundle on deploy:
   * file name beside the bundle → module path (e.g. a browser bundle the route serves).
   */
  bundleFiles?: Record<string, string>;
  /**
   * The function's timeout when it must differ from the default (API Gateway gives up at
   * 30 s). Only for a route with a rare slow path that must still finish.
   */
  timeoutSeconds?: number;
}

/** An area's routes, in the order the API reference lists them, keyed by their ids. */
export const defineRoutes = <const T extends readonly (RouteDef & { id: PathId })[]>(...routes: T): { [R in T[number] as R['id']]: R } =>
  Object.fromEntries(routes.map((route) => [route.id, route])) as { [R in T[number] as R['id']]: R };

/** The options of a grant preset (`./grant.ts`): success status, owned params, and what the Lambda may touch beyond the table. */
export interface GrantOptions extends Omit<RouteAccess, 'table'> {
  /** What the identities let in get when it is not 200: 201 for a creation, 302 for a redirect. */
  status?: 201 | 302;
  /** The path params naming the caller's resource (`[]`: the path has params, none owned). */
  owns?: readonly string[];
}

/** A grant preset of `./grant.ts`: who may call a route and what its Lambda may touch, given the route's options. */
export type GrantPreset = (options?: GrantOptions) => RouteGrant;

/**
 * What a route states besides its paths-table entry and its preset: the preset's options, and for
 * an odd matrix the identities that get something else than the preset says (`authz: { admin: 403 }`).
 */
type RouteFields = Omit<RouteDef, keyof RoutePath | keyof RouteGrant> & GrantOptions & { authz?: Partial<RouteAuthz> };

/** A route as `defineRoute` builds it: the preset's grant in place of its options. */
type Route<K extends PathId, D> = { id: K } & (typeof paths)[K] & RouteGrant & Omit<D, keyof GrantOptions | 'authz'>;

/**
 * One route, SST style: its id, who may call it (a `./grant.ts` preset) and the rest of its
 * definition; method, path and auth come from its entry of the paths table. The id rides along, so
 * a handler names its route once: `endpoint(loginRoute, …)`. Each area module exports its routes
 * one by one (`loginRoute`, …), each built in a call marked pure whose arguments are pure too, so a
 * handler's bundle keeps only its own route and the schemas it names (a Lambda's cold start builds
 * a few dozen schemas, not its area's hundreds).
 */
export const defineRoute = <const K extends PathId, const D extends RouteFields>(id: K, preset: GrantPreset, def: D): Route<K, D> => {
  const { status, owns, media, mail, secrets, authz, ...rest } = def;
  const options = Object.fromEntries(Object.entries({ status, owns, media, mail, secrets }).filter(([, value]) => value !== undefined));
  const grant = preset(options);
  return { id, ...paths[id], ...grant, ...(authz && { authz: { ...grant.authz, ...authz } }), ...rest };
};
