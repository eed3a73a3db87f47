import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { Role } from '../../shared/api/auth';
import { ConflictError, NotFoundError } from '../domain/errors';
import { ddb, tableName } from './client';
import { cancellationReasons, isConditionalCheckFailed } from './dynamo-errors';
import { ENTITY, keys } from './keys';
import { statsIncrement } from './stats-repo';

export const User = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: Role,
  passwordHash: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof User>;

const UserItem = User.extend({ _type: z.literal(ENTITY.user) });
const EmailItem = z.object({ _type: z.literal(ENTITY.email), userId: z.string() });

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

/** Creates the user and reserves the email in one transaction: two accounts can never share an address. */
export async function createUser(user: User): Promise<void> {
  const emailLower = user.email.toLowerCase();
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName,
              Item: { ...keys.user(user.id), ...keys.userList(user.createdAt, user.id), _type: ENTITY.user, ...user },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName: tableName,
              Item: { ...keys.email(emailLower), _type: ENTITY.email, userId: user.id, createdAt: user.createdAt },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          statsIncrement({ totalUsers: 1 }),
        ],
      }),
    );
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons?.[1] === 'ConditionalCheckFailed') throw new ConflictError(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
    throw error;
  }
}

export async function getUser(userId: string): Promise<User | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.user(userId) }));
  return out.Item ? UserItem.parse(out.Item) : undefined;
}

export async function findUserByEmail(email: string): Promise<User | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.email(email.toLowerCase()) }));
  if (!out.Item) return undefined;
  return getUser(EmailItem.parse(out.Item).userId);
}

export async function setPasswordHash(userId: string, passwordHash: string, now: string): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(userId),
        UpdateExpression: 'SET passwordHash = :h, updatedAt = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':h': passwordHash, ':now': now },
      }),
    );
  } catch (error) {
    if (isConditionalCheckFailed(error)) throw new NotFoundError('User not found');
    throw error;
  }
}

/** One page of users, newest first (GSI1 `USERS`). */
export async function listUsers(limit: number, cursor?: Record<string, string | number>) {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': 'USERS' },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: cursor,
    }),
  );
  return { items: (out.Items ?? []).map((item) => UserItem.parse(item)), lastKey: out.LastEvaluatedKey };
}

export const USER_LIST_CURSOR_KEYS = ['PK', 'SK', 'GSI1PK', 'GSI1SK'] as const;
