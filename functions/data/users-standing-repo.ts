import { updateIf } from './conditional';
import type { Role } from '../../shared/api/auth';
import type { UserStatus } from '../../shared/api/users';
import { ConflictError } from '../kernel/errors';
import { tableName } from './client';
import { keys, rankingKinds } from './keys';
import { activityOp, leaveLastSeenOp } from './analytics-repo';
import { userSearchTokens } from './search-tokens';
import { statsIncrement } from './stats-repo';
import { namedTransaction, type NamedOp } from './transaction';
import {
  directoryUpdate,
  profileUpdateOp,
  searchTokenOps,
  searchTokensAsRead,
  userStatName,
  userStatsUpdate,
  type User,
  releaseEmailOp,
} from './users-repo';

const sameTokens = (a: readonly string[] | undefined, b: readonly string[]) =>
  a !== undefined && a.length === b.length && a.every((t, i) => t === b[i]);

export const USER_CHANGED_MESSAGE = 'The user was changed meanwhile. Please reload and try again.';

/**
 * Changes a user's name, role or status, with the directory keys and the per-role-and-status
 * counters in the same transaction. `user` is what the caller read: the write only lands if the
 * item is still that version (optimistic lock on `updatedAt`), so counters cannot drift in a race.
 */
export async function updateUserStanding(
  user: User,
  change: { name?: string; role?: Role; status?: UserStatus },
  now: string,
  /** An admin's action, logged in the activity log with the change. */
  activity?: string,
): Promise<User> {
  const tokens = userSearchTokens({ ...user, ...change });
  // A new name (or an account from before the token index) moves the token items in the same transaction.
  const retoken = !sameTokens(user.searchTokens, tokens);
  const next: User = { ...user, ...change, updatedAt: now, ...(retoken ? { searchTokens: tokens } : {}) };
  const dir = directoryUpdate(next);
  const oldStat = userStatName(user.role, user.status);
  const newStat = userStatName(next.role, next.status);
  const asRead = searchTokensAsRead(user);
  const entries: NamedOp<string>[] = [
    profileUpdateOp('profile', user.id, {
      set: `SET #name = :name, #role = :role, #status = :status, updatedAt = :now, ${dir.set}${retoken ? ', searchTokens = :tokens' : ''}`,
      condition: `updatedAt = :was AND attribute_not_exists(deletedAt)${retoken ? ` AND ${asRead.condition}` : ''}`,
      names: { '#name': 'name', '#role': 'role', '#status': 'status' },
      values: {
        ':name': next.name,
        ':role': next.role,
        ':status': next.status,
        ':now': now,
        ...dir.values,
        ':was': user.updatedAt,
        ...(retoken ? { ':tokens': tokens, ...asRead.values } : {}),
      },
    }),
    ...(retoken ? searchTokenOps(user, user.searchTokens ?? [], tokens) : []),
  ];
  if (oldStat !== newStat) entries.push({ name: 'userStats', op: userStatsUpdate({ [oldStat]: -1, [newStat]: 1 }) });
  if (activity) entries.push(activityOp({ kind: 'user_action', message: activity, userId: user.id, at: now }));
  await namedTransaction(entries, { profile: () => new ConflictError(USER_CHANGED_MESSAGE, 'USER_CHANGED') });
  return next;
}

export const DELETED_USER_NAME = 'Deleted user';

/**
 * Deletes an account's personal data: the email reservation is freed (the address can sign up
 * again), the profile keeps only its id, role, dates and totals (name 'Deleted user', no email, no
 * password, out of every list), and its sessions end (the password version moves on). Never an
 * admin. The counters follow in the same transaction.
 */
export async function anonymiseUser(user: User, now: string, activity?: string): Promise<void> {
  const asRead = searchTokensAsRead(user);
  await namedTransaction(
    [
      {
        name: 'profile',
        op: {
          Update: {
            TableName: tableName,
            Key: keys.user(user.id),
            UpdateExpression:
              'SET #name = :deleted, email = :empty, searchText = :empty, passwordHash = :empty, deletedAt = :now, updatedAt = :now ' +
              'REMOVE GSI1PK, GSI1SK, GSI2PK, GSI2SK, GSI3PK, GSI3SK, lastLogin, searchTokens ADD passwordVersion :one',
            // The last sign-in as read, too: the active-users bucket it is counted in is released below;
            // and the token list as read: its token items are deleted below.
            ConditionExpression: `updatedAt = :was AND attribute_not_exists(deletedAt) AND #role <> :admin AND ${
              user.lastLogin ? 'lastLogin = :lastLogin' : 'attribute_not_exists(lastLogin)'
            } AND ${asRead.condition}`,
            ExpressionAttributeNames: { '#name': 'name', '#role': 'role' },
            ExpressionAttributeValues: {
              ':deleted': DELETED_USER_NAME,
              ':empty': '',
              ':now': now,
              ':one': 1,
              ':was': user.updatedAt,
              ':admin': 'admin',
              ...(user.lastLogin ? { ':lastLogin': user.lastLogin } : {}),
              ...asRead.values,
            },
          },
        },
      },
      // A deleted account is found by no search: its token items go with its personal data.
      ...searchTokenOps(user, user.searchTokens ?? [], []),
      { name: 'email', op: releaseEmailOp(user) },
      { name: 'userStats', op: userStatsUpdate({ [userStatName(user.role, user.status)]: -1 }) },
      { name: 'stats', op: statsIncrement({ totalUsers: -1 }) },
      ...(activity ? [activityOp({ kind: 'user_action', message: activity, at: now })] : []),
      ...(user.lastLogin ? [leaveLastSeenOp(user.lastLogin)] : []),
    ],
    { profile: () => new ConflictError(USER_CHANGED_MESSAGE, 'USER_CHANGED') },
  );
  // The top-customers ranking keeps the buyer's name from their last sale: it goes too (when they ever bought).
  await updateIf({
    Key: keys.ranking(rankingKinds.customer, user.id),
    UpdateExpression: 'SET #name = :deleted',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: { '#name': 'name' },
    ExpressionAttributeValues: { ':deleted': DELETED_USER_NAME },
  });
}
