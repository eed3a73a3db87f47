/**
 * Fixed-window counters (login failures, contact form, licence checks). The item expires by
 * TTL; readers also compare `expiresAt`, because TTL deletion can lag by hours.
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { ddb, tableName } from './client';
import { isConditionalCheckFailed } from './dynamo-errors';
import { ENTITY, keys } from './keys';

const ThrottleItem = z.object({ _type: z.literal(ENTITY.throttle), count: z.number(), expiresAt: z.number() });

export interface WindowState {
  count: number;
  /** Epoch seconds when the window closes. */
  expiresAt: number;
}

export async function readWindow(scope: string, subject: string, nowSeconds: number): Promise<WindowState | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.throttle(scope, subject), ConsistentRead: true }));
  if (!out.Item) return undefined;
  const item = ThrottleItem.parse(out.Item);
  return item.expiresAt > nowSeconds ? { count: item.count, expiresAt: item.expiresAt } : undefined;
}

/** Counts one hit in the current window (opening a new one if none is open) and returns the state after it. */
export async function recordHit(scope: string, subject: string, windowSeconds: number, nowSeconds: number): Promise<WindowState> {
  const Key = keys.throttle(scope, subject);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const out = await ddb.send(
        new UpdateCommand({
          TableName: tableName,
          Key,
          UpdateExpression: 'ADD #count :one',
          ConditionExpression: 'attribute_exists(PK) AND expiresAt > :now',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':now': nowSeconds },
          ReturnValues: 'ALL_NEW',
        }),
      );
      const item = ThrottleItem.parse(out.Attributes);
      return { count: item.count, expiresAt: item.expiresAt };
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
    const expiresAt = nowSeconds + windowSeconds;
    try {
      await ddb.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...Key, _type: ENTITY.throttle, count: 1, windowStart: nowSeconds, expiresAt },
          ConditionExpression: 'attribute_not_exists(PK) OR expiresAt <= :now',
          ExpressionAttributeValues: { ':now': nowSeconds },
        }),
      );
      return { count: 1, expiresAt };
    } catch (error) {
      // Another request opened the window first: count into it.
      if (!isConditionalCheckFailed(error)) throw error;
    }
  }
  throw new Error(`Could not record a hit for ${scope}`);
}

/**
 * Counts a hit and tells whether it is within `limit` for the window: for limits on every
 * request (contact form, licence checks) rather than on failures only.
 */
export async function hit(scope: string, subject: string, limit: number, windowSeconds: number, nowSeconds: number) {
  const state = await recordHit(scope, subject, windowSeconds, nowSeconds);
  return { allowed: state.count <= limit, retryAfter: state.expiresAt - nowSeconds, ...state };
}

export async function clearWindow(scope: string, subject: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: tableName, Key: keys.throttle(scope, subject) }));
}
