/**
 * Items of the single-use tokens sent by mail (password reset, email verification), stored under
 * the token's SHA-256, never the token: written once, read consistently, so a token just saved or
 * just used reads as such.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './client';
import { ENTITY, keys } from './keys';

type TokenKind = 'resetToken' | 'verifyToken';

/** Stores a token's item; a hash already stored fails the write (`attribute_not_exists(PK)`), it is never overwritten. */
export async function saveTokenItem(kind: TokenKind, tokenHash: string, fields: Record<string, unknown>): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys[kind](tokenHash), _type: ENTITY[kind], ...fields },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** A token's item as stored, or undefined when there is none. */
export async function readTokenItem(kind: TokenKind, tokenHash: string): Promise<Record<string, unknown> | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys[kind](tokenHash), ConsistentRead: true }));
  return out.Item;
}
