/**
 * Rate limits. `hit` keeps a window opened by the first hit (contact form, licence checks);
 * `claimAttempt` keeps fixed windows and counts before the work it guards (sign-in,
 * registration). Items expire by TTL; readers also compare `expiresAt`, because TTL deletion
 * can lag by hours.
 */
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { ddb, tableName } from './client';
import { cancellationReasons, isConditionalCheckFailed } from './dynamo-errors';
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

/**
 * An attempt limit: at most `limit` attempts per fixed window of `windowSeconds`. Counted before
 * the work it guards (a password check, a registration), so a burst cannot outrun it.
 */
export interface AttemptLimit {
  /** Names the limit; a refusal says which one. */
  scope: string;
  subject: string;
  limit: number;
  windowSeconds: number;
}

const windowOf = (limit: AttemptLimit, nowSeconds: number) => Math.floor(nowSeconds / limit.windowSeconds);
const windowEnd = (limit: AttemptLimit, nowSeconds: number) => (windowOf(limit, nowSeconds) + 1) * limit.windowSeconds;
const attemptKey = (limit: AttemptLimit, nowSeconds: number) => keys.attemptWindow(limit.scope, limit.subject, windowOf(limit, nowSeconds));

export type AttemptClaim = { allowed: true } | { allowed: false; scope: string; retryAfter: number };

/**
 * Takes one attempt from every limit at once, in one transaction: each counter only grows while
 * it is below its limit, so of any number of concurrent claims at most `limit` succeed, and a
 * refused claim takes nothing from the other limits.
 */
export async function claimAttempt(limits: readonly AttemptLimit[], nowSeconds: number): Promise<AttemptClaim> {
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: limits.map((limit) => ({
          Update: {
            TableName: tableName,
            Key: attemptKey(limit, nowSeconds),
            UpdateExpression: 'ADD #count :one SET #type = :type, expiresAt = :end',
            ConditionExpression: 'attribute_not_exists(PK) OR #count < :limit',
            ExpressionAttributeNames: { '#count': 'count', '#type': '_type' },
            ExpressionAttributeValues: { ':one': 1, ':type': ENTITY.throttle, ':end': windowEnd(limit, nowSeconds), ':limit': limit.limit },
          },
        })),
      }),
    );
    return { allowed: true };
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    // Entries are in the order of `limits`: the reason at a limit's index names that limit.
    const refused = limits.find((_, i) => reasons[i] === 'ConditionalCheckFailed');
    if (!refused) throw error;
    return { allowed: false, scope: refused.scope, retryAfter: windowEnd(refused, nowSeconds) - nowSeconds };
  }
}

/** Gives back an attempt taken at `claimedAt` (e.g. a sign-in that succeeded counts as no failure). */
export async function releaseAttempt(limits: readonly AttemptLimit[], claimedAt: number): Promise<void> {
  await Promise.all(
    limits.map(async (limit) => {
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: tableName,
            Key: attemptKey(limit, claimedAt),
            UpdateExpression: 'ADD #count :minusOne',
            ConditionExpression: 'attribute_exists(PK) AND #count > :zero',
            ExpressionAttributeNames: { '#count': 'count' },
            ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
          }),
        );
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error;
      }
    }),
  );
}

/** Forgets every attempt of the current window (a successful sign-in, a password reset). */
export async function clearAttempts(limits: readonly AttemptLimit[], nowSeconds: number): Promise<void> {
  await Promise.all(limits.map((limit) => ddb.send(new DeleteCommand({ TableName: tableName, Key: attemptKey(limit, nowSeconds) }))));
}
