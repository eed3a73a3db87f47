import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { Role } from '../../shared/api/auth';
import { UserStatus } from '../../shared/api/users';
import { ConflictError, NotFoundError } from '../domain/errors';
import { ddb, tableName } from './client';
import { fromCursor } from './cursor';
import { cancellationReasons, isConditionalCheckFailed } from './dynamo-errors';
import { ENTITY, keys, partitions } from './keys';
import { statsIncrement } from './stats-repo';

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
  passwordVersion: z._default(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.nonnegative()), 0),
  /**
   * Recorded at sign-up while the store requires email verification: such an account buys only
   * once `emailVerified`. Absent on accounts made before the rule or while it was off (grandfathered).
   */
  verificationRequired: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  emailVerified: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  /** A suspended account cannot sign in, and its open sessions end (`functions/domain/accounts/sessions.ts`). */
  status: z._default(UserStatus, 'active'),
  createdAt: /* @__PURE__ */ z.string(),
  updatedAt: /* @__PURE__ */ z.string(),
});
export type User = z.infer<typeof User>;

const UserItem = /* @__PURE__ */ z.extend(User, { _type: /* @__PURE__ */ z.literal(ENTITY.user) });
const EmailItem = /* @__PURE__ */ z.object({ _type: /* @__PURE__ */ z.literal(ENTITY.email), userId: /* @__PURE__ */ z.string() });

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

/** A user id no account has (ULIDs are 26 upper-case characters), read when an email is unknown. */
const NO_USER_ID = 'NONE';

/** Creates the user and reserves the email in one transaction: two accounts can never share an address. */
export async function createUser(user: User): Promise<void> {
  const emailLower = user.email.toLowerCase();
  const entries = {
    profile: {
      Put: {
        TableName: tableName,
        Item: { ...keys.user(user.id), ...keys.userList(user.createdAt, user.id), _type: ENTITY.user, ...user },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    email: {
      Put: {
        TableName: tableName,
        Item: { ...keys.email(emailLower), _type: ENTITY.email, userId: user.id, createdAt: user.createdAt },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    stats: statsIncrement({ totalUsers: 1 }),
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
