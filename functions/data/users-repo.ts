import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { Role } from '../../shared/api/auth';
import { UserStatus } from '../../shared/api/users';
import { ConflictError, NotFoundError, ValidationError } from '../kernel/errors';
import { batchGet, batchPut } from './batch';
import { ddb, tableName } from './client';
import { migrateItem, migrateOnce } from './migrations/migrate-items';
import { fromCursor } from './cursor';
import { cancellationReasons, isConditionalCheckFailed } from './dynamo-errors';
import { ENTITY, keys, partitions, rankingKinds } from './keys';
import { entityType } from './entity-type';
import { activityOp, bucketOps, leaveLastSeenOp, moveLastSeen, USER_PLACEHOLDER, type ActivityInput } from './analytics-repo';
import { queryTokens, rarestToken, textHasEvery, userSearchTokens } from './search-tokens';
import { counterUpdate, statsIncrement } from './stats-repo';
import { namedTransaction, type NamedOp } from './transaction';

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

const UserItem = /* @__PURE__ */ z.lazySchema(() => z.extend(User, { _type: entityType('user') }));
const EmailItem = /* @__PURE__ */ z.lazySchema(() => z.object({ _type: entityType('email'), userId: z.string() }));

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

/** A user id no account has (ULIDs are 26 upper-case characters), read when an email is unknown. */
const NO_USER_ID = 'NONE';

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
  try {
    const out = await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(userId),
        UpdateExpression: 'SET passwordHash = :h, updatedAt = :now ADD passwordVersion :one',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':h': passwordHash, ':now': now, ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return z.number().parse(out.Attributes?.passwordVersion);
  } catch (error) {
    if (isConditionalCheckFailed(error)) throw new NotFoundError('User not found');
    throw error;
  }
}

/**
 * Stores the same password under stronger hash parameters. Only if the hash is still the one that
 * was verified: a password changed meanwhile wins. Not a new password, so reset tokens stay valid.
 */
export async function upgradePasswordHash(userId: string, verifiedHash: string, upgradedHash: string): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(userId),
        UpdateExpression: 'SET passwordHash = :new',
        ConditionExpression: 'passwordHash = :old',
        ExpressionAttributeValues: { ':new': upgradedHash, ':old': verifiedHash },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

/** One page of users, newest first (GSI1 `USERS`). */
export async function listUsers(limit: number, cursor?: Record<string, string>) {
  const out = await fromCursor(cursor, () =>
    ddb.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': partitions.users },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: cursor,
      }),
    ),
  );
  return { items: (out.Items ?? []).map((item) => UserItem.parse(item)), lastKey: out.LastEvaluatedKey };
}

export const USER_LIST_CURSOR_KEYS = ['PK', 'SK', 'GSI1PK', 'GSI1SK'] as const;

/** The counter of one role and status on the users stats item. */
export const userStatName = (role: Role, status: UserStatus) => `${role}_${status}`;

const userStatsUpdate = (deltas: Record<string, number>) => counterUpdate(keys.userStats(), ENTITY.userStats, deltas);

/** What the back office's list and search read: the directory index keys and the lower-cased search text. */
function directoryAttributes(user: Pick<User, 'id' | 'name' | 'email' | 'role' | 'status' | 'createdAt'>) {
  const nameLower = user.name.toLowerCase();
  return {
    ...keys.userDirectory(user.role, user.status, user.createdAt, nameLower, user.id),
    searchText: `${nameLower} ${user.email.toLowerCase()}`,
  };
}

/** The stored profile of a live account: its keys, its directory attributes and its search token list. */
const userItem = (user: User) => ({
  ...keys.user(user.id),
  ...keys.userList(user.createdAt, user.id),
  ...directoryAttributes(user),
  _type: ENTITY.user,
  ...user,
  searchTokens: userSearchTokens(user),
});

/** The token item of one search token of an account: only what leads to the account. */
const userSearchTokenItem = (user: Pick<User, 'id' | 'createdAt'>, token: string) => ({
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

const sameTokens = (a: readonly string[] | undefined, b: readonly string[]) =>
  a !== undefined && a.length === b.length && a.every((t, i) => t === b[i]);

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

/**
 * Transaction entry of an order approval: the buyer's purchase count and spend. Its profile
 * always exists (a deleted account keeps an anonymised one), so the ADD never creates a stray item.
 */
export const buyerTotalsOp = (userId: string, listPriceCents: number) => ({
  name: 'buyerTotals' as const,
  op: {
    Update: {
      TableName: tableName,
      Key: keys.user(userId),
      UpdateExpression: 'ADD totalPurchases :one, totalSpentCents :cents',
      ExpressionAttributeValues: { ':one': 1, ':cents': listPriceCents },
    },
  },
});

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
  const dir = directoryAttributes(next);
  const oldStat = userStatName(user.role, user.status);
  const newStat = userStatName(next.role, next.status);
  const asRead = searchTokensAsRead(user);
  const entries: NamedOp<string>[] = [
    {
      name: 'profile',
      op: {
        Update: {
          TableName: tableName,
          Key: keys.user(user.id),
          UpdateExpression:
            'SET #name = :name, #role = :role, #status = :status, updatedAt = :now, searchText = :search, GSI2PK = :g2pk, GSI2SK = :g2sk, GSI3PK = :g3pk, GSI3SK = :g3sk' +
            (retoken ? ', searchTokens = :tokens' : ''),
          ConditionExpression: `updatedAt = :was AND attribute_not_exists(deletedAt)${retoken ? ` AND ${asRead.condition}` : ''}`,
          ExpressionAttributeNames: { '#name': 'name', '#role': 'role', '#status': 'status' },
          ExpressionAttributeValues: {
            ':name': next.name,
            ':role': next.role,
            ':status': next.status,
            ':now': now,
            ':search': dir.searchText,
            ':g2pk': dir.GSI2PK,
            ':g2sk': dir.GSI2SK,
            ':g3pk': dir.GSI3PK,
            ':g3sk': dir.GSI3SK,
            ':was': user.updatedAt,
            ...(retoken ? { ':tokens': tokens, ...asRead.values } : {}),
          },
        },
      },
    },
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
      {
        name: 'email',
        op: {
          Delete: {
            TableName: tableName,
            Key: keys.email(user.email.toLowerCase()),
            ConditionExpression: 'attribute_not_exists(PK) OR userId = :id',
            ExpressionAttributeValues: { ':id': user.id },
          },
        },
      },
      { name: 'userStats', op: userStatsUpdate({ [userStatName(user.role, user.status)]: -1 }) },
      { name: 'stats', op: statsIncrement({ totalUsers: -1 }) },
      ...(activity ? [activityOp({ kind: 'user_action', message: activity, at: now })] : []),
      ...(user.lastLogin ? [leaveLastSeenOp(user.lastLogin)] : []),
    ],
    { profile: () => new ConflictError(USER_CHANGED_MESSAGE, 'USER_CHANGED') },
  );
  // The top-customers ranking keeps the buyer's name from their last sale: it goes too (when they ever bought).
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.ranking(rankingKinds.customer, user.id),
        UpdateExpression: 'SET #name = :deleted',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':deleted': DELETED_USER_NAME },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

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

export type DirectorySort = 'joined' | 'name' | 'role' | 'status';

/** Per role-and-status partition: where the merge continues (`null`: that partition is done). */
export type DirectoryPositions = Record<string, Record<string, string> | null>;

/**
 * Where the next page continues: the merge's positions, or a key of the search-token partition
 * the token search reads (its last token item handed out, or where its read budget ran out).
 */
export type DirectoryCursor = { kind: 'merge'; positions: DirectoryPositions } | { kind: 'search'; key: { PK: string; SK: string } };

export interface DirectoryQuery {
  roles: readonly Role[];
  statuses: readonly UserStatus[];
  sort: DirectorySort;
  order: 'asc' | 'desc';
  /** Lower-cased text the name or email must contain. */
  q?: string;
  limit: number;
  cursor?: DirectoryCursor;
}

export interface DirectoryPage {
  users: User[];
  next?: DirectoryCursor;
  itemsRead: number;
}

/**
 * Items a `q` search may evaluate for one page, across its partitions: a sparse match returns a
 * short page with a cursor instead of reading on.
 */
export const SEARCH_READ_BUDGET = 1000;
const SEARCH_QUERY_LIMIT = 200;

interface Stream {
  pk: string;
  role: Role;
  status: UserStatus;
  buffer: Record<string, unknown>[];
  /** The key after which the next Query starts (DynamoDB's LastEvaluatedKey); undefined at the start. */
  frontier?: Record<string, unknown>;
  exhausted: boolean;
  /** Where the caller's next page starts if this stream still holds items: the last one handed out. */
  resumeFrom?: Record<string, unknown>;
}

const invalidCursor = () => new ValidationError('Invalid cursor', [{ path: 'query.cursor', message: 'Invalid cursor' }]);

/**
 * One page of the back office's user list. A search sorted by joined whose words are whole
 * tokens reads the search-token partition of its rarest-looking word (`searchDirectoryByToken`);
 * a first page finding that partition empty (a fragment, a word nobody has), any other sort with
 * `q`, and any list without `q` merge the directory partitions (`mergeDirectory`). A cursor says
 * which of the two it continues: a merge cursor stays on the merge, a token cursor for a request
 * that does not read that token's partition is a bad cursor.
 */
export async function listDirectory(input: DirectoryQuery): Promise<DirectoryPage> {
  const tokens = input.q && input.sort === 'joined' ? queryTokens(input.q) : undefined;
  const cursor = input.cursor;
  if (cursor?.kind === 'merge') return mergeDirectory(input, cursor.positions);
  if (tokens) {
    const page = await searchDirectoryByToken(input, tokens, cursor?.key);
    if (page) return page;
  } else if (cursor) {
    throw invalidCursor();
  }
  return mergeDirectory(input);
}

/** Token items one search request may read at most (and as many users, in BatchGets of ≤ 100). */
export const MAX_USER_TOKEN_ITEMS_PER_SEARCH = 200;

const TokenHit = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    PK: z.string(),
    SK: z.string(),
    userId: z.string(),
  }),
);
const TableKey = /* @__PURE__ */ z.lazySchema(() => z.object({ PK: z.string(), SK: z.string() }));

/**
 * One page of the accounts carrying the rarest-looking query token, by joined (newest first
 * unless `order` is asc), kept when their name and email hold every query token, their role and
 * status pass the filters and they are not deleted: at most MAX_USER_TOKEN_ITEMS_PER_SEARCH token
 * items and as many users per request, whatever the number of accounts. Undefined when a first
 * page finds the partition empty: the caller then matches text instead.
 */
async function searchDirectoryByToken(
  input: DirectoryQuery,
  tokens: readonly string[],
  from?: { PK: string; SK: string },
): Promise<DirectoryPage | undefined> {
  const pk = partitions.userSearch(rarestToken(tokens));
  if (from && from.PK !== pk) throw invalidCursor();
  const keep = (u: User | undefined): u is User =>
    !!u &&
    !u.deletedAt &&
    input.roles.includes(u.role) &&
    input.statuses.includes(u.status) &&
    textHasEvery(`${u.name} ${u.email}`, tokens);
  const users: User[] = [];
  let startKey: Record<string, unknown> | undefined = from;
  let read = 0;
  let itemsRead = 0;
  while (read < MAX_USER_TOKEN_ITEMS_PER_SEARCH) {
    const after = startKey;
    const out = await fromCursor(after, () =>
      ddb.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': pk },
          ScanIndexForward: input.order === 'asc',
          Limit: Math.min(input.limit * 2, MAX_USER_TOKEN_ITEMS_PER_SEARCH - read),
          ExclusiveStartKey: after,
        }),
      ),
    );
    const hits = (out.Items ?? []).map((item) => TokenHit.parse(item));
    if (!from && read === 0 && hits.length === 0 && !out.LastEvaluatedKey) return undefined;
    read += hits.length;
    const found = new Map((await getUsersByIds(hits.map((h) => h.userId))).map((u) => [u.id, u]));
    itemsRead += hits.length + found.size;
    for (const [i, hit] of hits.entries()) {
      const user = found.get(hit.userId);
      if (!keep(user)) continue;
      users.push(user);
      if (users.length >= input.limit) {
        const more = i < hits.length - 1 || !!out.LastEvaluatedKey;
        return { users, ...(more ? { next: { kind: 'search', key: { PK: hit.PK, SK: hit.SK } } } : {}), itemsRead };
      }
    }
    startKey = out.LastEvaluatedKey;
    if (!startKey) return { users, itemsRead };
  }
  return { users, next: { kind: 'search', key: TableKey.parse(startKey) }, itemsRead };
}

/**
 * One page of the merged directory. Every role-and-status pair the filters allow is a
 * partition of GSI2 (sorted by joined) and GSI3 (sorted by name); the page is a k-way merge of
 * those partitions (at most 9), each queried from its own position, so a page of n users reads at
 * most 9·n items without `q`. Sorting by role or status merges partitions that each hold a single
 * role and status, newest first within each. With `q`, each Query filters on the search text and
 * the page stops after SEARCH_READ_BUDGET evaluated items.
 */
async function mergeDirectory(input: DirectoryQuery, from?: DirectoryPositions): Promise<DirectoryPage> {
  const index = input.sort === 'name' ? 'GSI3' : 'GSI2';
  const skName = `${index}SK`;
  const forward = input.sort === 'role' || input.sort === 'status' ? false : input.order === 'asc';
  const streams: Stream[] = input.roles.flatMap((role) =>
    input.statuses.map((status) => {
      const pk = partitions.userDirectory(role, status);
      const position = from?.[pk];
      return {
        pk,
        role,
        status,
        buffer: [],
        frontier: position ?? undefined,
        exhausted: position === null,
        resumeFrom: position ?? undefined,
      };
    }),
  );
  const groupOf = (s: Stream) => (input.sort === 'role' ? s.role : input.sort === 'status' ? s.status : '');
  const sign = input.order === 'desc' ? -1 : 1;
  const compare = (a: Stream, b: Stream) => {
    const group = groupOf(a).localeCompare(groupOf(b)) * sign;
    if (group !== 0) return group;
    const ka = String(a.buffer[0]![skName]);
    const kb = String(b.buffer[0]![skName]);
    return (ka < kb ? -1 : ka > kb ? 1 : 0) * (forward ? 1 : -1);
  };
  let itemsRead = 0;
  const budget = input.q ? SEARCH_READ_BUDGET : Number.POSITIVE_INFINITY;
  const fill = async (s: Stream) => {
    const startKey = s.frontier;
    const out = await fromCursor(startKey, () =>
      ddb.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: index,
          KeyConditionExpression: `${index}PK = :pk`,
          ExpressionAttributeValues: { ':pk': s.pk, ...(input.q ? { ':q': input.q } : {}) },
          ...(input.q ? { FilterExpression: 'contains(searchText, :q)' } : {}),
          ScanIndexForward: forward,
          Limit: input.q ? SEARCH_QUERY_LIMIT : input.limit,
          ExclusiveStartKey: startKey,
        }),
      ),
    );
    itemsRead += out.ScannedCount ?? 0;
    s.buffer.push(...(out.Items ?? []));
    s.frontier = out.LastEvaluatedKey;
    s.exhausted = !out.LastEvaluatedKey;
  };
  const picked: Record<string, unknown>[] = [];
  while (picked.length < input.limit) {
    const starving = streams.filter((s) => s.buffer.length === 0 && !s.exhausted);
    if (starving.length) {
      if (itemsRead >= budget) break;
      await Promise.all(starving.map(fill));
      continue;
    }
    const live = streams.filter((s) => s.buffer.length > 0);
    if (!live.length) break;
    const next = live.reduce((best, s) => (compare(s, best) < 0 ? s : best));
    const item = next.buffer.shift()!;
    picked.push(item);
    next.resumeFrom = { PK: item.PK, SK: item.SK, [`${index}PK`]: item[`${index}PK`], [skName]: item[skName] };
  }
  const done = streams.every((s) => s.exhausted && s.buffer.length === 0);
  const positions: DirectoryPositions | undefined = done
    ? undefined
    : Object.fromEntries(
        streams.flatMap((s) => {
          // Items still buffered are read again next page, from the last one handed out (or the start).
          const at = s.buffer.length ? s.resumeFrom : s.exhausted ? null : s.frontier;
          return at === undefined ? [] : [[s.pk, at as Record<string, string> | null]];
        }),
      );
  return { users: picked.map((item) => UserItem.parse(item)), ...(positions ? { next: { kind: 'merge', positions } } : {}), itemsRead };
}

/**
 * Bench seeding only (`scripts/bench/admin-users.ts`): writes many accounts straight into the
 * table (BatchWriteItem, 25 at a time, unprocessed items retried) with their list and directory
 * keys and their search token items, and counts them into STATS/USERS once. No email reservation, no activity: never a request path.
 */
export async function bulkInsertUsers(users: readonly User[], concurrency = 8): Promise<void> {
  const items = users.flatMap((user) => {
    const item = userItem(user);
    return [item, ...item.searchTokens.map((t) => userSearchTokenItem(user, t))];
  });
  await batchPut(items, { concurrency });
  const counts: Record<string, number> = {};
  for (const u of users) counts[userStatName(u.role, u.status)] = (counts[userStatName(u.role, u.status)] ?? 0) + 1;
  await ddb.send(new UpdateCommand(userStatsUpdate(counts).Update));
}

/** What a users backfill pages through: live accounts (GSI1 `USERS`) still without `attribute`. */
const liveUsersWithout = (attribute: string) => ({
  IndexName: 'GSI1',
  KeyConditionExpression: 'GSI1PK = :pk',
  FilterExpression: `attribute_not_exists(${attribute})`,
  ExpressionAttributeValues: { ':pk': partitions.users },
});

/**
 * Gives accounts made before the back office's directory (no GSI2 keys) their directory keys and
 * search text, and counts them into STATS/USERS. An account is counted in the same conditional
 * transaction that gives it its keys, so a rerun (or two at once) never counts one twice. Reads
 * GSI1 `USERS` page by page: a migration run once (then marked done on STATS/USERS), not a request path.
 */
export async function backfillUserDirectory(): Promise<number> {
  return migrateOnce(
    { key: keys.userStats(), entity: ENTITY.userStats, attribute: 'directoryBackfilled' },
    liveUsersWithout('GSI2PK'),
    async (item) => {
      const user = UserItem.parse(item);
      const dir = directoryAttributes(user);
      return migrateItem(
        [
          {
            name: 'profile',
            op: {
              Update: {
                TableName: tableName,
                Key: keys.user(user.id),
                UpdateExpression:
                  'SET #status = if_not_exists(#status, :status), searchText = :search, GSI2PK = :g2pk, GSI2SK = :g2sk, GSI3PK = :g3pk, GSI3SK = :g3sk',
                ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(GSI2PK)',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: {
                  ':status': user.status,
                  ':search': dir.searchText,
                  ':g2pk': dir.GSI2PK,
                  ':g2sk': dir.GSI2SK,
                  ':g3pk': dir.GSI3PK,
                  ':g3sk': dir.GSI3SK,
                },
              },
            },
          },
          { name: 'userStats', op: userStatsUpdate({ [userStatName(user.role, user.status)]: 1 }) },
        ],
        'profile',
      );
    },
  );
}

/**
 * Gives accounts made before the users search's token index (no `searchTokens`) their token
 * items and the list on the profile, in one transaction per account conditional on the profile
 * still having no list, the name and email read and no deletion: a rerun, a rename or a deletion
 * meanwhile leaves the account as that change left it. Reads GSI1 `USERS` (live accounts) page by
 * page: a migration, not a request path. A complete run is marked on STATS/USERS and the next
 * start skips it (accounts created since carry their tokens); `force` runs it anyway. Returns how
 * many accounts it indexed.
 */
export async function backfillUserSearch(opts: { force?: boolean } = {}): Promise<number> {
  return migrateOnce(
    { key: keys.userStats(), entity: ENTITY.userStats, attribute: 'searchBackfilled' },
    liveUsersWithout('searchTokens'),
    async (item) => {
      const user = UserItem.parse(item);
      const tokens = userSearchTokens(user);
      return migrateItem(
        [
          {
            name: 'profile',
            op: {
              Update: {
                TableName: tableName,
                Key: keys.user(user.id),
                UpdateExpression: 'SET searchTokens = :tokens',
                ConditionExpression:
                  'attribute_exists(PK) AND attribute_not_exists(searchTokens) AND attribute_not_exists(deletedAt) AND #name = :name AND email = :email',
                ExpressionAttributeNames: { '#name': 'name' },
                ExpressionAttributeValues: { ':tokens': tokens, ':name': user.name, ':email': user.email },
              },
            },
          },
          ...searchTokenOps(user, [], tokens),
        ],
        'profile',
      );
    },
    opts,
  );
}
