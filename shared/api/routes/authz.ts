/**
 * The authorization presets of the route table: who may call a route, named once. The grant presets
 * of `./grant.ts` pair each with the Lambda's access; a route with an odd matrix overrides only the
 * identities that differ (`authz: { admin: 403 }` among its fields).
 */
import type { AuthzStatus, RouteAuthz } from './define';

export interface AuthzOptions {
  /** What the identities let in get when it is not 200: 201 for a creation, 302 for a redirect. */
  status?: 200 | 201 | 302;
  /** The path params naming the caller's resource (`[]`: the path has params, none owned). */
  owns?: readonly string[];
}

const preset =
  (grant: (ok: AuthzStatus) => RouteAuthz) =>
  ({ status = 200, owns }: AuthzOptions = {}): RouteAuthz => ({ ...grant(status), ...(owns && { owns }) });

/** Open to anyone, signed in or not. */
export const everyone = /* @__PURE__ */ preset((ok) => ({ anonymous: ok, user: ok, otherUser: ok, admin: ok }));

/** Any signed-in account, each for itself. */
export const signedIn = /* @__PURE__ */ preset((ok) => ({ anonymous: 401, user: ok, otherUser: ok, admin: ok }));

/** The user who owns the resource; anyone else, an admin too, is told it does not exist (404). */
export const userOwn = /* @__PURE__ */ preset((ok) => ({ anonymous: 401, user: ok, otherUser: 404, admin: 404 }));

/** A mailed link's token, not a session, names the account: a token nobody was mailed answers 404 whoever asks. */
export const mailedLink = /* @__PURE__ */ preset(() => ({ anonymous: 404, user: 404, otherUser: 404, admin: 404 }));

/** Admins only: every other signed-in role is refused for its role (403). */
export const adminOnly = /* @__PURE__ */ preset((ok) => ({ anonymous: 401, user: 403, otherUser: 403, admin: ok }));

/**
 * An artist's own data: every other signed-in role is refused for its role (403); another
 * artist is told an owned resource does not exist (404).
 */
export const artistOwn = ({ status = 200, owns }: AuthzOptions = {}): RouteAuthz => ({
  anonymous: 401,
  user: 403,
  otherUser: 403,
  admin: 403,
  artist: status,
  otherArtist: owns?.length ? 404 : status,
  ...(owns && { owns }),
});

/** Only the order's own guest token opens these; a session (even an admin's) is not a guest token. */
export const guestOwn = (status: 200 | 201 = 200): RouteAuthz => ({
  anonymous: 401,
  user: 401,
  otherUser: 401,
  admin: 401,
  guest: status,
  otherGuest: 404,
  owns: ['orderId'],
});
