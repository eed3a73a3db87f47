import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { ValidationError } from '../domain/errors';
import { ddb, tableName } from './client';
import { cancellationReasons } from './dynamo-errors';
import { ENTITY, keys } from './keys';

const ResetTokenItem = z.object({ _type: z.literal(ENTITY.resetToken), userId: z.string(), expiresAt: z.number() });

export const INVALID_RESET_TOKEN_MESSAGE = 'Invalid or expired reset token';

export async function saveResetToken(tokenHash: string, userId: string, expiresAt: number): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.resetToken(tokenHash), _type: ENTITY.resetToken, userId, expiresAt },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function findResetToken(tokenHash: string, nowSeconds: number): Promise<{ userId: string } | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.resetToken(tokenHash), ConsistentRead: true }));
  if (!out.Item) return undefined;
  const item = ResetTokenItem.parse(out.Item);
  return item.expiresAt > nowSeconds ? { userId: item.userId } : undefined;
}

/**
 * Deletes the token and sets the new password in one transaction. The delete is conditional,
 * so of two concurrent uses of one token exactly one succeeds.
 */
export async function consumeResetToken(
  tokenHash: string,
  userId: string,
  passwordHash: string,
  nowSeconds: number,
  nowIso: string,
): Promise<void> {
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName,
              Key: keys.resetToken(tokenHash),
              ConditionExpression: 'attribute_exists(PK) AND expiresAt > :now AND userId = :uid',
              ExpressionAttributeValues: { ':now': nowSeconds, ':uid': userId },
            },
          },
          {
            Update: {
              TableName: tableName,
              Key: keys.user(userId),
              UpdateExpression: 'SET passwordHash = :h, updatedAt = :at',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':h': passwordHash, ':at': nowIso },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (cancellationReasons(error)) throw new ValidationError(INVALID_RESET_TOKEN_MESSAGE);
    throw error;
  }
}
