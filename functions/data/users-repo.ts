import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { Role } from '../../shared/api/auth';
import { UserStatus } from '../../shared/api/users';
import { ConflictError, NotFoundError } from '../domain/errors';
import { batchPut } from './batch-write';
import { ddb, tableName } from './client';
import { fromCursor } from './cursor';
import { cancellationReasons, isConditionalCheckFailed } from './dynamo-errors';
import { ENTITY, keys, partitions, rankingKinds } from './keys';
import { entityType } from './entity-type';
import { activityOp, bucketOps, leaveLastSeenOp, moveLastSeen, USER_PLACEHOLDER, type ActivityInput } from './analytics-repo';
import { counterUpdate, statsIncrement } from './stats-repo';
import { namedTransaction, type NamedOp } from './transaction';

export const User = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.string(),
  name: /* @__PURE__ */ z.string(),
  email: /* @__PURE__ */ z.string(),
  role: Role,
  passwordHash: /* @__PURE__ */ z.string(),
  /**
   * Grows by one whenever the password is set (reset or change). A reset token carries the
   * version it was issued for, so setting the password ends every outstanding token.
   */
  passwordVersion: /* @__PURE__ */ z._default(
    /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()),
    0,
  ),
  /**
   * Recorded at sign-up while the store requires email verification: such an account buys only
   * once `emailVerified`. Absent on accounts made before the rule or while it was off (grandfathered).
   */
  verificationRequired: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  emailVerified: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  /** A suspended account cannot sign in, and its open sessions end (`functions/domain/accounts/sessions.ts`). */
  status: /* @__PURE__ */ z._default(UserStatus, 'active'),
  /** Set at every successful sign-in. */
  lastLogin: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  /** Completed orders and their list prices in US cents, kept by the approval transaction. */
  totalPurchases: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number()),
  totalSpentCents: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number()),
  /** Set when an admin deleted the account: the profile stays only as an anonymised shell. */
  deletedAt: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  createdAt: /* @__PURE__ */ z.string(),
  updatedAt: /* @__PURE__ */ z.string(),
});
export type User = z.infer<typeof User>;

const UserItem = /* @__PURE__ */ z.extend(User, { _type: /* @__PURE__ */ entityType('user') });
const EmailItem = /* @__PURE__ */ z.object({ _type: /* @__PURE__ */ entityType('email'), userId: /* @__PURE__ */ z.string() });

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
  const entries = {
    profile: {
      Put: {
        TableName: tableName,
        Item: {
          ...keys.user(user.id),
          ...keys.userList(user.createdAt, user.id),
          ...directoryAttributes(user),
          _type: ENTITY.user,
          ...user,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
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

const PreviousLogin = /* @__PURE__ */ z.object({ lastLogin: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()) });

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
  const next: User = { ...user, ...change, updatedAt: now };
  const dir = directoryAttributes(next);
  const oldStat = userStatName(user.role, user.status);
  const newStat = userStatName(next.role, next.status);
  const entries: NamedOp<'profile' | 'userStats' | 'activity'>[] = [
    {
      name: 'profile',
      op: {
        Update: {
          TableName: tableName,
          Key: keys.user(user.id),
          UpdateExpression:
            'SET #name = :name, #role = :role, #status = :status, updatedAt = :now, searchText = :search, GSI2PK = :g2pk, GSI2SK = :g2sk, GSI3PK = :g3pk, GSI3SK = :g3sk',
          ConditionExpression: 'updatedAt = :was AND attribute_not_exists(deletedAt)',
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
          },
        },
      },
    },
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
              'REMOVE GSI1PK, GSI1SK, GSI2PK, GSI2SK, GSI3PK, GSI3SK, lastLogin ADD passwordVersion :one',
            // The last sign-in as read, too: the active-users bucket it is counted in is released below.
            ConditionExpression: `updatedAt = :was AND attribute_not_exists(deletedAt) AND #role <> :admin AND ${
              user.lastLogin ? 'lastLogin = :lastLogin' : 'attribute_not_exists(lastLogin)'
            }`,
            ExpressionAttributeNames: { '#name': 'name', '#role': 'role' },
            ExpressionAttributeValues: {
              ':deleted': DELETED_USER_NAME,
              ':empty': '',
              ':now': now,
              ':one': 1,
              ':was': user.updatedAt,
              ':admin': 'admin',
              ...(user.lastLogin ? { ':lastLogin': user.lastLogin } : {}),
            },
          },
        },
      },
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

const UserStatsItem = /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.unknown());

/** Users per role and status, one GetItem. */
export async function readUserCounts(): Promise<Record<string, number>> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.userStats() }));
  const item = UserStatsItem.parse(out.Item ?? {});
  return Object.fromEntries(Object.entries(item).filter((e): e is [string, number] => typeof e[1] === 'number'));
}

/** Live (not deleted) users by id, in the order asked; unknown ids are left out. At most 100 ids. */
export async function getUsersByIds(ids: readonly string[]): Promise<User[]> {
  const unique = [...new Set(ids)];
  const found = new Map<string, User>();
  let pending: Record<string, unknown>[] = unique.map((id) => keys.user(id));
  for (let attempt = 0; pending.length && attempt < 5; attempt++) {
    const out = await ddb.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: pending } } }));
    for (const item of out.Responses?.[tableName] ?? []) {
      const user = UserItem.parse(item);
      if (!user.deletedAt) found.set(user.id, user);
    }
    pending = (out.UnprocessedKeys?.[tableName]?.Keys as Record<string, unknown>[] | undefined) ?? [];
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}

export type DirectorySort = 'joined' | 'name' | 'role' | 'status';

export interface DirectoryQuery {
  roles: readonly Role[];
  statuses: readonly UserStatus[];
  sort: DirectorySort;
  order: 'asc' | 'desc';
  /** Lower-cased text the name or email must contain. */
  q?: string;
  limit: number;
  /** Per partition: where to continue (`null`: that partition is done). */
  positions?: Record<string, Record<string, string> | null>;
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

/**
 * One page of the back office's user list. Every role-and-status pair the filters allow is a
 * partition of GSI2 (sorted by joined) and GSI3 (sorted by name); the page is a k-way merge of
 * those partitions (at most 9), each queried from its own position, so a page of n users reads at
 * most 9·n items without `q`. Sorting by role or status merges partitions that each hold a single
 * role and status, newest first within each. With `q`, each Query filters on the search text and
 * the page stops after SEARCH_READ_BUDGET evaluated items.
 */
export async function listDirectory(input: DirectoryQuery): Promise<{
  users: User[];
  positions?: Record<string, Record<string, string> | null>;
  itemsRead: number;
}> {
  const index = input.sort === 'name' ? 'GSI3' : 'GSI2';
  const skName = `${index}SK`;
  const forward = input.sort === 'role' || input.sort === 'status' ? false : input.order === 'asc';
  const streams: Stream[] = input.roles.flatMap((role) =>
    input.statuses.map((status) => {
      const pk = partitions.userDirectory(role, status);
      const position = input.positions?.[pk];
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
  const positions = done
    ? undefined
    : Object.fromEntries(
        streams.flatMap((s) => {
          // Items still buffered are read again next page, from the last one handed out (or the start).
          const at = s.buffer.length ? s.resumeFrom : s.exhausted ? null : s.frontier;
          return at === undefined ? [] : [[s.pk, at as Record<string, string> | null]];
        }),
      );
  return { users: picked.map((item) => UserItem.parse(item)), positions, itemsRead };
}

/**
 * Bench seeding only (`scripts/bench/admin-users.ts`): writes many accounts straight into the
 * table (BatchWriteItem, 25 at a time, unprocessed items retried) with their list and directory
 * keys, and counts them into STATS/USERS once. No email reservation, no activity: never a request path.
 */
export async function bulkInsertUsers(users: readonly User[], concurrency = 8): Promise<void> {
  const items = users.map((user) => ({
    ...keys.user(user.id),
    ...keys.userList(user.createdAt, user.id),
    ...directoryAttributes(user),
    _type: ENTITY.user,
    ...user,
  }));
  await batchPut(items, { concurrency });
  const counts: Record<string, number> = {};
  for (const u of users) counts[userStatName(u.role, u.status)] = (counts[userStatName(u.role, u.status)] ?? 0) + 1;
  await ddb.send(new UpdateCommand(userStatsUpdate(counts).Update));
}

class AlreadyInDirectory extends Error {}

/**
 * Gives accounts made before the back office's directory (no GSI2 keys) their directory keys and
 * search text, and counts them into STATS/USERS. An account is counted in the same conditional
 * transaction that gives it its keys, so a rerun (or two at once) never counts one twice. Reads
 * GSI1 `USERS` page by page: a migration run once (then marked done on STATS/USERS), not a request path.
 */
export async function backfillUserDirectory(): Promise<number> {
  const marker = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.userStats(), ConsistentRead: true }));
  if (marker.Item?.directoryBackfilled === true) return 0;
  let added = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        FilterExpression: 'attribute_not_exists(GSI2PK)',
        ExpressionAttributeValues: { ':pk': partitions.users },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of out.Items ?? []) {
      const user = UserItem.parse(item);
      const dir = directoryAttributes(user);
      try {
        await namedTransaction(
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
          { profile: () => new AlreadyInDirectory() },
        );
        added++;
      } catch (error) {
        if (!(error instanceof AlreadyInDirectory)) throw error;
      }
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.userStats(),
      UpdateExpression: 'SET #type = :type, directoryBackfilled = :yes',
      ExpressionAttributeNames: { '#type': '_type' },
      ExpressionAttributeValues: { ':type': ENTITY.userStats, ':yes': true },
    }),
  );
  return added;
}
