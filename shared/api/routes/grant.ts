/**
 * Grant presets of the route table: who may call a route (an `./authz.ts` preset) together with what
 * its Lambda may touch (table access and extras), and the success status both share:
 * `grant: adminWrite({ status: 201, mail: true })`. A route with an odd matrix states `authz` and
 * `access` itself instead. Route modules call them marked `@__PURE__`, as they do the authz presets.
 */
import { adminOnly, artistOwn, everyone, guestOwn, mailedLink, signedIn, userOwn, type AuthzOptions } from './authz';
import type { RouteAccess, RouteAuthz, RouteGrant } from './define';

/** The authz options and the access extras beyond the table (`media`, `mail`, `secrets`). */
export interface GrantOptions extends AuthzOptions, Omit<RouteAccess, 'table'> {}

const grantOf =
  (authz: (options: AuthzOptions) => RouteAuthz, table: RouteAccess['table']) =>
  ({ status, owns, ...extras }: GrantOptions = {}): RouteGrant => ({
    authz: authz({ status, owns }),
    access: { table, ...extras },
    ...(status && status !== 200 && { status }),
  });

/** Open to anyone, signed in or not. */
export const anyoneRead = /* @__PURE__ */ grantOf(everyone, 'read');
export const anyoneWrite = /* @__PURE__ */ grantOf(everyone, 'write');

/** Any signed-in account, each for itself. */
export const signedInRead = /* @__PURE__ */ grantOf(signedIn, 'read');
export const signedInWrite = /* @__PURE__ */ grantOf(signedIn, 'write');

/** The user who owns the resource; anyone else is told it does not exist (404). */
export const ownerRead = /* @__PURE__ */ grantOf(userOwn, 'read');
export const ownerWrite = /* @__PURE__ */ grantOf(userOwn, 'write');

/** Admins only. */
export const adminRead = /* @__PURE__ */ grantOf(adminOnly, 'read');
export const adminWrite = /* @__PURE__ */ grantOf(adminOnly, 'write');

/** An artist's own data. */
export const artistRead = /* @__PURE__ */ grantOf(artistOwn, 'read');
export const artistWrite = /* @__PURE__ */ grantOf(artistOwn, 'write');

/** Whoever holds a mailed link (`./authz.ts` `mailedLink`). */
export const mailedLinkWrite = /* @__PURE__ */ grantOf(mailedLink, 'write');

/** The order's own guest token. */
const guest = ({ status }: AuthzOptions): RouteAuthz => guestOwn(status === 201 ? 201 : 200);
export const guestRead = /* @__PURE__ */ grantOf(guest, 'read');
export const guestWrite = /* @__PURE__ */ grantOf(guest, 'write');
