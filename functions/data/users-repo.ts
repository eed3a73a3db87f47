import { updateIf } from './conditional';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { Role } from '../../shared/api/auth';
import { UserStatus } from '../../shared/api/users';
import { ConflictError, NotFoundError } from '../kernel/errors';
import { batchGet, queryPartitionFrom } from './batch';
import { ddb, tableName } from './client';
import { cancellationReasons } from './dynamo-errors';
import { ENTITY, keys, partitions } from './keys';
import { entityType } from './entity-type';
import { activityOp, bucketOps, moveLastSeen, USER_PLACEHOLDER, type ActivityInput } from './analytics-repo';
import { userSearchTokens } from './search-tokens';
import { counterUpdate, statsIncrement } from './stats-repo';
import type { NamedOp, TransactOp } from './transaction';

export const User = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: Role,
    passwordHash: z.string(),
    /**
     * Grows by one whenever the password is set (reset or change). A reset token carries the
     * version it was issued for, so setting the password ends every outstanding token.
     */
    passwordVersion: z._default(z.number().check(z.int(), z.nonnegative()), 0),
    /**
     * Recorded at sign-up while the store requires email verification: such an account buys only
     * once `emailVerified`. Absent on accounts made before the rule or while it was off (grandfathered).
     */
    verificationRequired: z.optional(z.boolean()),
    emailVerified: z.optional(z.boolean()),
    /** A suspended account cannot sign in, and its open sessions end (`functions/domain/accounts/sessions.ts`). */
    status: z._default(UserStatus, 'active'),
    /** Set at every successful sign-in. */
    lastLogin: z.optional(z.string()),
    /** Completed orders and their list prices in US cents, kept by the approval transaction. */
    totalPurchases: z.optional(z.number()),
    totalSpentCents: z.optional(z.number()),
    /** What the buyer paid for completed orders, per currency paid in (approval adds, refund takes back). */
    paidTakaMinor: z.optional(z.number()),
    paidUsdCents: z.optional(z.number()),
    /** Set when an admin deleted the account: the profile stays only as an anonymised shell. */
    deletedAt: z.optional(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
    /**
     * The account's search tokens (search-tokens.ts `userSearchTokens`), one token item each, so a
     * rename or a deletion knows which to remove. Absent on accounts from before the token index
     * until the backfill ran, and on a deleted account.
     */
    searchTokens: z.optional(z.array(z.string())),
  }),
);
export type User = z.infer<typeof User>;

export const UserItem = /* @__PURE__ */ z.lazySchema(() => z.extend(User, { _type: entityType('user') }));
const EmailItem = /* @__PURE__ */ z.lazySchema(() => z.object({ _type: entityType('email'), userId: z.string() }));

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

/** A user id no account has (ULIDs are 26 upper-case characters), read when an email is unknown. */
const NO_USER_ID = 'NONE';

/** A transaction entry that frees the user's email reservation, if it is still theirs (or already gone). */
export const releaseEmailOp = (user: { id: string; email: string }): TransactOp => ({
  Delete: {
    TableName: tableName,
    Key: keys.email(user.email.toLowerCase()),
    ConditionExpression: 'attribute_not_exists(PK) OR userId = :id',
    ExpressionAttributeValues: { ':id': user.id },
  },
});

/** Creates the user and reserves the email in one transaction: two accounts can never share an address. */
export async function createUser(
  user: User,
  /** What the activity log says: a registration unless an admin added the account. */
  activity: Pick<ActivityInput, 'kind' | 'message'> = { kind: 'registration', message: `New user registered: ${USER_PLACEHOLDER}` },
): Promise<void> {
  const emailLower = user.email.toLowerCase();
  const item = userItem(user);
  const entries = {
    profile: { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
    userStats: userStatsUpdate({ [userStatName(user.role, user.status)]: 1 }),
    email: {
      Put: {
        TableName: tableName,
        Item: { ...keys.email(emailLower), _type: ENTITY.email, userId: user.id, createdAt: user.createdAt },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    stats: statsIncrement({ totalUsers: 1 }),
    ...Object.fromEntries(bucketOps(user.createdAt, { newUsers: 1 }).map(({ name, op }) => [name, op])),
    activity: activityOp({ ...activity, userId: user.id, at: user.createdAt }).op,
    // The search token items (at most MAX_USER_SEARCH_TOKENS), written with the account they find.
    ...Object.fromEntries(searchTokenOps(user, [], item.searchTokens).map(({ name, op }) => [name, op])),
  };
  const names = Object.keys(entries) as (keyof typeof entries)[];
  try {
    await ddb.send(new TransactWriteCommand({ TransactItems: names.map((name) => entries[name]) }));
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons?.[names.indexOf('email')] === 'ConditionalCheckFailed') throw new ConflictError(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
    throw error;
  }
}

/** `consistent` when a decision must see the latest write (a session check right after a password change). */
export async function getUser(userId: string, { consistent = false } = {}): Promise<User | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.user(userId), ConsistentRead: consistent }));
  return out.Item ? UserItem.parse(out.Item) : undefined;
}

/**
 * The account behind an address. Always two reads, known address or not (the second then reads
 * a key no user has), so sign-in and password reset cost the same for both.
 */
export async function findUserByEmail(email: string): Promise<User | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.email(email.toLowerCase()) }));
  const userId = out.Item ? EmailItem.parse(out.Item).userId : undefined;
  const user = await getUser(userId ?? NO_USER_ID);
  return userId ? user : undefined;
}

/**
 * Sets a new password chosen by the user: ends every outstanding reset token and every session
 * (they carry the old version). Returns the new version.
 */
export async function changePasswordHash(userId: string, passwordHash: string, now: string): Promise<number> {
  const out = await updateIf({
    Key: keys.user(userId),
    UpdateExpression: 'SET passwordHash = :h, updatedAt = :now ADD passwordVersion :one',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':h': passwordHash, ':now': now, ':one': 1 },
    ReturnValues: 'UPDATED_NEW',
  });
  if (!out) throw new NotFoundError('User not found');
  return z.number().parse(out.Attributes?.passwordVersion);
}

/**
 * Stores the same password under stronger hash parameters. Only if the hash is still the one that
 * was verified: a password changed meanwhile wins. Not a new password, so reset tokens stay valid.
 */
export async function upgradePasswordHash(userId: string, verifiedHash: string, upgradedHash: string): Promise<void> {
  await updateIf({
    Key: keys.user(userId),
    UpdateExpression: 'SET passwordHash = :new',
    ConditionExpression: 'passwordHash = :old',
    ExpressionAttributeValues: { ':new': upgradedHash, ':old': verifiedHash },
  });
}

/** One page of users, newest first (GSI1 `USERS`). */
export const listUsers = (limit: number, cursor?: Record<string, string>) =>
  queryPartitionFrom({ index: 'GSI1', pk: partitions.users, newestFirst: true, limit }, cursor, (item) => UserItem.parse(item));

export const USER_LIST_CURSOR_KEYS = ['PK', 'SK', 'GSI1PK', 'GSI1SK'] as const;

/** The counter of one role and status on the users stats item. */
export const userStatName = (role: Role, status: UserStatus) => `${role}_${status}`;

export const userStatsUpdate = (deltas: Record<string, number>) => counterUpdate(keys.userStats(), ENTITY.userStats, deltas);

/** What the back office's list and search read: the directory index keys and the lower-cased search text. */
export function directoryAttributes(user: Pick<User, 'id' | 'name' | 'email' | 'role' | 'status' | 'createdAt'>) {
  const nameLower = user.name.toLowerCase();
  return {
    ...keys.userDirectory(user.role, user.status, user.createdAt, nameLower, user.id),
    searchText: `${nameLower} ${user.email.toLowerCase()}`,
  };
}

/** The SET clauses that write an account's directory attributes (`directoryAttributes`), and their values. */
export function directoryUpdate(user: Pick<User, 'id' | 'name' | 'email' | 'role' | 'status' | 'createdAt'>) {
  const dir = directoryAttributes(user);
  return {
    set: 'searchText = :search, GSI2PK = :g2pk, GSI2SK = :g2sk, GSI3PK = :g3pk, GSI3SK = :g3sk',
    values: { ':search': dir.searchText, ':g2pk': dir.GSI2PK, ':g2sk': dir.GSI2SK, ':g3pk': dir.GSI3PK, ':g3sk': dir.GSI3SK },
  };
}

/** Transaction entry `name`: one conditional UpdateItem of the account's profile item. */
export const profileUpdateOp = <N extends string>(
  name: N,
  userId: string,
  update: { set: string; condition: string; names?: Record<string, string>; values: Record<string, unknown> },
): NamedOp<N> => ({
  name,
  op: {
    Update: {
      TableName: tableName,
      Key: keys.user(userId),
      UpdateExpression: update.set,
      ConditionExpression: update.condition,
      ...(update.names ? { ExpressionAttributeNames: update.names } : {}),
      ExpressionAttributeValues: update.values,
    },
  },
});

/** The stored profile of a live account: its keys, its directory attributes and its search token list. */
export const userItem = (user: User) => ({
  ...keys.user(user.id),
  ...keys.userList(user.createdAt, user.id),
  ...directoryAttributes(user),
  _type: ENTITY.user,
  ...user,
  searchTokens: userSearchTokens(user),
});

/** The token item of one search token of an account: only what leads to the account. */
export const userSearchTokenItem = (user: Pick<User, 'id' | 'createdAt'>, token: string) => ({
  ...keys.userSearchToken(token, user.createdAt, user.id),
  _type: ENTITY.userSearchToken,
  userId: user.id,
});

/**
 * Transaction entries that take an account's token items from the tokens `from` to `to`: the
 * ones no longer wanted deleted (`dropSearchToken<i>`), the new ones put (`searchToken<i>`), the
 * ones kept untouched. At most 2 × MAX_USER_SEARCH_TOKENS entries.
 */
export function searchTokenOps(user: Pick<User, 'id' | 'createdAt'>, from: readonly string[], to: readonly string[]): NamedOp<string>[] {
  const dropped = from.filter((t) => !to.includes(t));
  const added = to.filter((t) => !from.includes(t));
  return [
    ...dropped.map((token, i) => ({
      name: `dropSearchToken${i}`,
      op: { Delete: { TableName: tableName, Key: keys.userSearchToken(token, user.createdAt, user.id) } },
    })),
    ...added.map((token, i) => ({
      name: `searchToken${i}`,
      op: { Put: { TableName: tableName, Item: userSearchTokenItem(user, token) } },
    })),
  ];
}

/**
 * The condition that the account's token list is still the one read (or still absent): a change
 * that rewrites token items from what it read must not race the backfill, which adds a list
 * without touching `updatedAt`.
 */
export const searchTokensAsRead = (user: Pick<User, 'searchTokens'>) =>
  user.searchTokens
    ? { condition: 'searchTokens = :readTokens', values: { ':readTokens': user.searchTokens } }
    : { condition: 'attribute_not_exists(searchTokens)', values: {} };

/**
 * Records a sign-in (one UpdateItem, no read) and, on the first sign-in of a day, moves the user
 * to that day's `lastSeenUsers` (the active-users figure): the atomic SET returns the previous
 * sign-in, so concurrent sign-ins move the user once.
 */
export async function recordLogin(userId: string, at: string): Promise<void> {
  const out = await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(userId),
      UpdateExpression: 'SET lastLogin = :at',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':at': at },
      ReturnValues: 'UPDATED_OLD',
    }),
  );
  const previous = PreviousLogin.parse(out.Attributes ?? {}).lastLogin;
  await moveLastSeen(previous, at);
}

const PreviousLogin = /* @__PURE__ */ z.lazySchema(() => z.object({ lastLogin: z.optional(z.string()) }));

/** The per-currency attribute an order's payment adds to (and a refund takes from). */
export const paidAttribute = (currency: 'BDT' | 'USD'): 'paidTakaMinor' | 'paidUsdCents' =>
  currency === 'BDT' ? 'paidTakaMinor' : 'paidUsdCents';

/**
 * Transaction entry of an order approval: the buyer's purchase count and spend (list price in
 * cents, and what was paid in its own currency, so the dashboard's Total spent is the sum of the
 * completed orders in any currency). Its profile always exists (a deleted account keeps an
 * anonymised one), so the ADD never creates a stray item. `sign` -1 is the refund's reversal.
 */
export const buyerTotalsOp = (
  order: { userId: string; listPriceCents: number; amountMinor: number; currency: 'BDT' | 'USD' },
  sign: 1 | -1 = 1,
) => ({
  name: 'buyerTotals' as const,
  op: {
    Update: {
      TableName: tableName,
      Key: keys.user(order.userId),
      UpdateExpression: `ADD totalPurchases :one, totalSpentCents :cents, ${paidAttribute(order.currency)} :paid`,
      ExpressionAttributeValues: { ':one': sign, ':cents': sign * order.listPriceCents, ':paid': sign * order.amountMinor },
    },
  },
});

const UserStatsItem = /* @__PURE__ */ z.lazySchema(() => z.record(z.string(), z.unknown()));

/** Users per role and status, one GetItem. */
export async function readUserCounts(): Promise<Record<string, number>> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.userStats() }));
  const item = UserStatsItem.parse(out.Item ?? {});
  return Object.fromEntries(Object.entries(item).filter((e): e is [string, number] => typeof e[1] === 'number'));
}

/** Live (not deleted) users by id, in the order asked; unknown ids are left out. BatchGets of at most 100 ids. */
export async function getUsersByIds(ids: readonly string[]): Promise<User[]> {
  const unique = [...new Set(ids)];
  const found = new Map<string, User>();
  for (const item of await batchGet(unique.map((id) => keys.user(id)))) {
    const user = UserItem.parse(item);
    if (!user.deletedAt) found.set(user.id, user);
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}
