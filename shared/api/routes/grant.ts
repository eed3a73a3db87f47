/**
 * Grant presets of the route table: who may call a route (an `./authz.ts` preset) together with what
 * its Lambda may touch (table access and extras), and the success status both share. A route names
 * its preset and states the options among its fields: `defineRoute('createPlan', adminWrite, { status: 201, … })`;
 * a route with an odd matrix overrides the identities that differ (`authz: { admin: 403 }`).
 */
import { adminOnly, artistOwn, everyone, guestOwn, mailedLink, signedIn, userOwn, type AuthzOptions } from './authz';
import type { GrantOptions, RouteAccess, RouteAuthz, RouteGrant } from './define';

const grantOf =
  (authz: (options: AuthzOptions) => RouteAuthz, table: RouteAccess['table']) =>
  ({ status, owns, ...extras }: GrantOptions = {}): RouteGrant => ({
    authz: authz({ status, owns }),
    access: { table, ...extras },
    ...(status && { status }),
  });

/** Open to anyone, signed in or not. `NoTable`: the Lambda reads no store data. */
export const anyoneNoTable = /* @__PURE__ */ grantOf(everyone, 'none');
export const anyoneRead = /* @__PURE__ */ grantOf(everyone, 'read');
export const anyoneWrite = /* @__PURE__ */ grantOf(everyone, 'write');

/** Any signed-in account, each for itself. */
export const signedInRead = /* @__PURE__ */ grantOf(signedIn, 'read');
export const signedInWrite = /* @__PURE__ */ grantOf(signedIn, 'write');

/** The user who owns the resource; anyone else is told it does not exist (404). */
export const ownerRead = /* @__PURE__ */ grantOf(userOwn, 'read');
export const ownerWrite = /* @__PURE__ */ grantOf(userOwn, 'write');

/** Admins only. */
export const adminNoTable = /* @__PURE__ */ grantOf(adminOnly, 'none');
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
