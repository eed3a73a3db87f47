/**
 * The authorization matrix read from the route table: the checks that every route declares one,
 * and the Markdown page that shows it (docs/authorization-matrix.md). No stack needed; the suite
 * that asserts it against the API is tests/api/authz-matrix.test.ts.
 */
import { format, resolveConfig } from 'prettier';
import type { RouteAuthz } from '../../shared/api/routes/define';

export const IDENTITIES = ['anonymous', 'user', 'otherUser', 'admin', 'guest', 'otherGuest', 'artist', 'otherArtist'] as const;
export type Identity = (typeof IDENTITIES)[number];

/** The committed page, relative to the repository root. */
export const MATRIX_DOC = 'docs/authorization-matrix.md';

/** What the matrix needs of a route: the fields of the route table it reads. */
export interface MatrixRoute {
  id: string;
  method: string;
  path: string;
  auth: string;
  authz?: RouteAuthz;
}

const STATUSES = new Set([200, 201, 302, 401, 403, 404, 409]);

/** What an identity gets: a guest token is no session, so a route that declares no guest status answers guests as anonymous. */
export const statusFor = (authz: RouteAuthz, who: Identity): number =>
  who === 'guest' || who === 'otherGuest'
    ? (authz[who] ?? authz.anonymous)
    : who === 'artist' || who === 'otherArtist'
      ? // An artist owns none of the plain user's resources: off its own routes it gets what another user gets.
        (authz[who] ?? authz.otherUser)
      : authz[who];

/** `/api/orders/{orderId}` → `['orderId']` */
export const pathParams = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/**
 * Why a route's declaration is missing or cannot be true, one line each; none when it is sound.
 * The types already demand `authz`; this holds the table to it at run time (a cast, a spread of
 * a loose object) and checks what the types cannot: `owns` names path params, and is present
 * whenever the path has any.
 */
export function declarationProblems(route: MatrixRoute): string[] {
  const { id, authz } = route;
  if (!authz) return [`${id}: no authz declaration`];
  const problems: string[] = [];
  for (const who of IDENTITIES) {
    if (!STATUSES.has(statusFor(authz, who))) problems.push(`${id}: ${who} has no declared status (${String(authz[who])})`);
  }
  const params = pathParams(route.path);
  if (params.length > 0 && authz.owns === undefined) problems.push(`${id}: path params ${params.join(', ')} but no owns list`);
  for (const name of authz.owns ?? []) {
    if (!params.includes(name)) problems.push(`${id}: owns ${name}, which is not a path param`);
  }
  if (route.auth !== 'public' && authz.anonymous !== 401) problems.push(`${id}: auth ${route.auth} but anonymous gets ${authz.anonymous}`);
  if (route.auth === 'admin' && (authz.user !== 403 || authz.otherUser !== 403)) problems.push(`${id}: admin route open to plain users`);
  if (route.auth === 'user' && authz.owns?.length && authz.otherUser !== 404) {
    problems.push(`${id}: another user's resource must answer 404 (hides that it exists), not ${authz.otherUser}`);
  }
  if (route.auth === 'artist') {
    if ([authz.user, authz.otherUser, authz.admin].some((st) => st !== 403))
      problems.push(`${id}: an artist route refuses other roles with 403`);
    if (authz.artist === undefined || authz.otherArtist === undefined)
      problems.push(`${id}: an artist route declares artist and otherArtist`);
    if (authz.owns?.length && authz.otherArtist !== 404)
      problems.push(`${id}: another artist's resource must answer 404, not ${authz.otherArtist}`);
  }
  if (route.auth === 'admin' && (statusFor(authz, 'artist') !== 403 || statusFor(authz, 'otherArtist') !== 403)) {
    problems.push(`${id}: admin route open to artists`);
  }
  if (route.auth === 'guest') {
    if (authz.guest === undefined || authz.otherGuest !== 404)
      problems.push(`${id}: a guest route declares its guest, and 404 for another order's guest`);
    if ([authz.user, authz.otherUser, authz.admin].some((s) => s !== 401)) problems.push(`${id}: a session must not open a guest route`);
  }
  return problems;
}

const LABELS: Record<Identity, string> = {
  anonymous: 'Anonymous',
  user: 'User (owner)',
  otherUser: 'Other user',
  admin: 'Admin',
  guest: 'Guest (owner)',
  otherGuest: 'Other guest',
  artist: 'Artist (owner)',
  otherArtist: 'Other artist',
};

/** The Markdown page of the matrix, from the route table alone, formatted as `npm run lint` wants it. */
export async function matrixMarkdown(routes: readonly MatrixRoute[]): Promise<string> {
  const rows = routes.map((r) => {
    const cells = IDENTITIES.map((who) => (r.authz ? String(statusFor(r.authz, who)) : '—'));
    const owns = r.authz?.owns?.length ? r.authz.owns.map((p) => `\`${p}\``).join(', ') : '';
    return `| \`${r.id}\` | ${r.method} \`${r.path}\` | ${r.auth} | ${cells.join(' | ')} | ${owns} |`;
  });
  const text = [
    '# Authorization matrix',
    '',
    'What each identity gets from a well-formed request to every API route. Generated from the `authz`',
    'declarations in the route table (`shared/api/routes/*.ts`); `tests/api/authz-matrix.test.ts` sends',
    'each request against the local stack and fails when an answer or this page differs from them.',
    'Regenerate with `npm run docs:authz` after changing a declaration.',
    '',
    '- **User (owner)**: a signed-in plain user who owns every resource the *owned params* name (their',
    '  order, subscription, licence key or download link).',
    '- **Other user**: a second signed-in plain user who owns none of them.',
    '- **Guest (owner)**: `Authorization: Guest <token>` of the guest order the route names (guest checkout);',
    '  **Other guest**: the token of another guest order. A guest token is no session on any other route.',
    '- **Artist (owner)**: a signed-in artist account (issue 24) that owns every resource the *owned params* of an',
    '  artist route name (their song); **Other artist**: a second artist who owns none. Off the artist routes an',
    "  artist gets what another user gets (it owns none of the plain user's resources) unless a route says otherwise.",
    "- Another user's resource answers **404**, never 403, so its existence stays hidden; 403 means",
    '  the role is not enough (an admin route) or the caller lacks an entitlement (no subscription).',
    '- A public route with an owned param (`key`, download `id`) is a capability: the unguessable value',
    '  is the permission, and the answer reveals nothing personal (masked email, a file).',
    '- Routes that change state are tried on fresh resources (and, for their own account, fresh callers)',
    '  per identity, so no trial depends on another.',
    '',
    `| Route | Method and path | Auth | ${IDENTITIES.map((who) => LABELS[who]).join(' | ')} | Owned params |`,
    `|---|---|---|${IDENTITIES.map(() => '---').join('|')}|---|`,
    ...rows,
    '',
    `${routes.length} routes × ${IDENTITIES.length} identities = ${routes.length * IDENTITIES.length} requests.`,
    '',
  ].join('\n');
  return format(text, { ...(await resolveConfig(MATRIX_DOC)), parser: 'markdown' });
}
