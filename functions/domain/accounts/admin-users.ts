/**
 * The back office's user management (admin spec §2.7): list, stats, status, name and role,
 * password reset mail, deletion, bulk actions, invitations and the CSV export. Every rule is
 * enforced here, whatever the screen offers: an admin never suspends, demotes or deletes their own
 * account (which also keeps at least one admin), and no admin account is ever deleted.
 * Sessions follow on the next request (sessions.ts reads the account on every call).
 */
import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import type { Role } from '../../../shared/api/auth';
import {
  type AdminUser,
  type BulkUsersBody,
  type BulkUsersResponse,
  type CreateUserBody,
  type ExportUsersQuery,
  type ListUsersQuery,
  type UpdateUserBody,
  type UserStats,
  type UserStatus,
} from '../../../shared/api/users';
import { toMajor } from '../../../shared/money';
import { USER_PLACEHOLDER } from '../../data/analytics-repo';
import { decodeJsonCursor, encodeJsonCursor } from '../../data/cursor';
import { readOrderStats } from '../../data/orders-repo';
import { anonymiseUser, updateUserStanding } from '../../data/users-standing-repo';
import { countUsers } from './user-counts';
import { createUser, getUser, getUsersByIds, readUserCounts, userStatName, type User } from '../../data/users-repo';
import { listDirectory, type DirectoryCursor, type DirectoryPositions, type DirectoryQuery } from '../../data/users-directory-repo';
import { logger } from '../../lib/log';
import { csvCell } from '../../kernel/csv';
import { DomainError, NotFoundError, ValidationError } from '../../kernel/errors';
import { makeArtistByAdmin } from '../artists/accounts';
import { mailPasswordLink } from './accounts';
import { eraseAccountData } from './erasure';
import { hashPassword } from './passwords';

const ROLES: readonly Role[] = ['admin', 'artist', 'user'];
const STATUSES: readonly UserStatus[] = ['active', 'suspended', 'pending'];

export const SELF_SUSPEND_MESSAGE = 'You cannot suspend your own account';
export const SELF_DEMOTE_MESSAGE = 'You cannot change your own role';
export const SELF_DELETE_MESSAGE = 'You cannot delete your own account';
export const ADMIN_DELETE_MESSAGE = 'Admin accounts cannot be deleted';
const USER_NOT_FOUND = 'User not found';

/** 400: what an admin may not do to their own account or to an admin account. */
class RefusedUserAction extends DomainError {
  constructor(message: string, code: 'SELF_ACTION' | 'ADMIN_NOT_DELETABLE' = 'SELF_ACTION') {
    super(400, code, message);
  }
}

export const toAdminUser = (u: User): AdminUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role: u.role,
  status: u.status,
  created_at: u.createdAt,
  last_login: u.lastLogin ?? null,
  total_purchases: u.totalPurchases ?? 0,
  total_spent: toMajor(u.totalSpentCents ?? 0),
});

const isKeyValue = (val: unknown): val is string => typeof val === 'string' && val.length > 0 && val.length <= 1024;
const isPositions = (v: unknown): v is DirectoryPositions =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.entries(v).every(
    ([pk, key]) =>
      /^USERS#[a-z]+#[a-z]+$/.test(pk) &&
      (key === null ||
        (typeof key === 'object' &&
          Object.entries(key as object).every(([n, val]) => /^(PK|SK|GSI[23](PK|SK))$/.test(n) && isKeyValue(val)))),
  );

/** The token search's cursor on the wire: `{ search: { PK, SK } }`, never a set of merge positions (whose keys are partitions). */
interface SearchCursor {
  search: { PK: string; SK: string };
}
const isSearchCursor = (v: unknown): v is SearchCursor => {
  if (typeof v !== 'object' || v === null || Array.isArray(v) || Object.keys(v).length !== 1) return false;
  const key = (v as Record<string, unknown>).search;
  return (
    typeof key === 'object' &&
    key !== null &&
    !Array.isArray(key) &&
    Object.keys(key).length === 2 &&
    isKeyValue((key as Record<string, unknown>).PK) &&
    isKeyValue((key as Record<string, unknown>).SK)
  );
};

/** A page cursor from the browser: the merge's positions as they were, or the token search's key. */
function decodeDirectoryCursor(cursor: string | undefined): DirectoryCursor | undefined {
  const value = decodeJsonCursor(cursor, (v): v is DirectoryPositions | SearchCursor => isSearchCursor(v) || isPositions(v));
  if (value === undefined) return undefined;
  return isSearchCursor(value)
    ? { kind: 'search', key: { PK: value.search.PK, SK: value.search.SK } }
    : { kind: 'merge', positions: value };
}

const encodeDirectoryCursor = (next: DirectoryCursor): string =>
  encodeJsonCursor(next.kind === 'search' ? ({ search: next.key } satisfies SearchCursor) : next.positions);

function directoryQuery(query: Omit<ListUsersQuery, 'limit' | 'cursor'>, limit: number, cursor?: DirectoryCursor): DirectoryQuery {
  const q = query.q?.toLowerCase();
  return {
    roles: query.role ? [query.role] : ROLES,
    statuses: query.status ? [query.status] : STATUSES,
    sort: query.sort,
    order: query.order ?? (query.sort === 'joined' ? 'desc' : 'asc'),
    ...(q ? { q } : {}),
    limit,
    ...(cursor ? { cursor } : {}),
  };
}

/** Users matching the filters, from the per-role-and-status counters (one GetItem). */
async function countMatching(role?: Role, status?: UserStatus): Promise<number> {
  const counts = await readUserCounts();
  let total = 0;
  for (const r of role ? [role] : ROLES) for (const s of status ? [status] : STATUSES) total += counts[userStatName(r, s)] ?? 0;
  return total;
}

/** One page; `total` is exact without `q` (counters), absent with it (a search reads a bounded window). */
export async function listUsersPage(query: ListUsersQuery): Promise<{ users: AdminUser[]; nextCursor?: string; total?: number }> {
  const cursor = decodeDirectoryCursor(query.cursor);
  const [page, total] = await Promise.all([
    listDirectory(directoryQuery(query, query.limit, cursor)),
    query.q ? Promise.resolve(undefined) : countMatching(query.role, query.status),
  ]);
  return {
    users: page.users.map(toAdminUser),
    ...(page.next ? { nextCursor: encodeDirectoryCursor(page.next) } : {}),
    ...(total === undefined ? {} : { total }),
  };
}

export async function userStats(): Promise<UserStats> {
  const [users, orders] = await Promise.all([countUsers(), readOrderStats()]);
  return { ...users, revenue: toMajor(orders.revenueTakaMinor) };
}

async function liveUser(userId: string): Promise<User> {
  const user = await getUser(userId, { consistent: true });
  if (!user || user.deletedAt) throw new NotFoundError(USER_NOT_FOUND);
  return user;
}

export async function setUserStatus(actorId: string, userId: string, status: 'active' | 'suspended', now = new Date()): Promise<AdminUser> {
  if (userId === actorId && status !== 'active') throw new RefusedUserAction(SELF_SUSPEND_MESSAGE);
  const user = await liveUser(userId);
  if (user.status === status) return toAdminUser(user);
  const action = `${USER_PLACEHOLDER} ${status === 'suspended' ? 'suspended' : 'reactivated'} by an admin`;
  return toAdminUser(await updateUserStanding(user, { status }, now.toISOString(), action));
}

export async function updateUser(actorId: string, userId: string, body: UpdateUserBody, now = new Date()): Promise<AdminUser> {
  const user = await liveUser(userId);
  if (userId === actorId && body.role !== undefined && body.role !== user.role) throw new RefusedUserAction(SELF_DEMOTE_MESSAGE);
  const change = { ...(body.name !== undefined ? { name: body.name } : {}), ...(body.role !== undefined ? { role: body.role } : {}) };
  if (Object.keys(change).length === 0) return toAdminUser(user);
  if (change.role === 'artist' && user.role !== 'artist') return toAdminUser(await makeArtistByAdmin(user, body.artistName, change, now));
  const action =
    change.role !== undefined && change.role !== user.role
      ? `${USER_PLACEHOLDER} made ${change.role} by an admin`
      : `${USER_PLACEHOLDER} renamed by an admin`;
  return toAdminUser(await updateUserStanding(user, change, now.toISOString(), action));
}

export async function sendUserPasswordReset(userId: string, siteUrl: string, now = new Date()): Promise<void> {
  const user = await liveUser(userId);
  await mailPasswordLink(user, siteUrl, 'reset', now);
}

/**
 * Deletes a (non-admin) account: the profile is anonymised and its email freed in one
 * transaction, then the buyer's orders and licences get the 'Deleted user' name instead of theirs
 * (kept for the books and still verifiable), the listener's likes, follows, review ratings and
 * playlists (with their links) are released and the rest of the partition is deleted
 * (`eraseAccountData`). Those steps are idempotent and fail loudly, so a deletion cut short is
 * finished by running it again on the same id.
 */
export async function deleteUser(actorId: string, userId: string, now = new Date()): Promise<void> {
  if (userId === actorId) throw new RefusedUserAction(SELF_DELETE_MESSAGE);
  const user = await getUser(userId, { consistent: true });
  if (!user) throw new NotFoundError(USER_NOT_FOUND);
  if (user.role === 'admin') throw new RefusedUserAction(ADMIN_DELETE_MESSAGE, 'ADMIN_NOT_DELETABLE');
  if (!user.deletedAt) await anonymiseUser(user, now.toISOString(), `A ${user.role} account was deleted by an admin`);
  logger.info('user deleted', { userId, by: actorId, ...(await eraseAccountData(userId)) });
}

/** Applies one action to each id in turn; one failure does not stop the others. */
export async function bulkUsers(actorId: string, body: BulkUsersBody, now = new Date()): Promise<BulkUsersResponse> {
  const results: BulkUsersResponse['results'] = [];
  for (const id of new Set(body.userIds)) {
    try {
      if (body.action === 'delete') await deleteUser(actorId, id, now);
      else await setUserStatus(actorId, id, body.action === 'activate' ? 'active' : 'suspended', now);
      results.push({ id, ok: true });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      results.push({ id, ok: false, error: error.message });
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  return { succeeded, failed: results.length - succeeded, results };
}

/**
 * Add User: the account is created with a password nobody knows, and the person gets a mail with
 * a single-use link to choose theirs (the reset-token machinery, valid for days).
 */
export async function inviteUser(body: CreateUserBody, siteUrl: string, now = new Date()): Promise<AdminUser> {
  const at = now.toISOString();
  const user: User = {
    id: ulid(now.getTime()),
    name: body.name,
    email: body.email.toLowerCase(),
    role: body.role,
    passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    passwordVersion: 0,
    status: 'active',
    createdAt: at,
    updatedAt: at,
  };
  await createUser(user, { kind: 'user_action', message: `${USER_PLACEHOLDER} added as ${user.role} by an admin` });
  await mailPasswordLink(user, siteUrl, 'invite', now);
  return toAdminUser(user);
}

/** Rows an export of the filters reads at most (pages of 100 through the same merge as the list). */
export const MAX_EXPORT_ROWS = 10_000;
const EXPORT_PAGE = 100;

const CSV_HEADER = ['ID', 'Name', 'Email', 'Role', 'Status', 'Joined', 'Last login', 'Purchases', 'Total spent (USD)'];

/** The selection (`ids`) or the filtered list as CSV; every cell is neutralised against formula injection. */
export async function exportUsersCsv(query: ExportUsersQuery): Promise<string> {
  let users: User[];
  if (query.ids !== undefined) {
    const ids = query.ids.split(',').filter(Boolean);
    if (ids.length === 0 || ids.length > 100 || ids.some((id) => !/^[0-9A-Z]{26}$/.test(id))) {
      throw new ValidationError('ids must be 1 to 100 user ids', [{ path: 'query.ids', message: 'ids must be 1 to 100 user ids' }]);
    }
    users = await getUsersByIds(ids);
  } else {
    users = [];
    let cursor: DirectoryCursor | undefined;
    do {
      const page = await listDirectory(directoryQuery(query, EXPORT_PAGE, cursor));
      users.push(...page.users);
      cursor = page.next;
    } while (cursor && users.length < MAX_EXPORT_ROWS);
  }
  const rows = users.map((u) => {
    const a = toAdminUser(u);
    return [a.id, a.name, a.email, a.role, a.status, a.created_at, a.last_login, a.total_purchases, a.total_spent.toFixed(2)];
  });
  return [CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
