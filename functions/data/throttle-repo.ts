/**
 * Rate limits. `hit` keeps a window opened by the first hit (contact form, licence checks);
 * `claimAttempt` keeps fixed windows and counts before the work it guards (sign-in,
 * registration). Items expire by TTL; readers also compare `expiresAt`, because TTL deletion
 * can lag by hours.
 */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
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

export type AttemptClaim =
  | { allowed: true; /** Per limit, in order: this attempt's number within its window (1 = first). */ positions: number[] }
  | { allowed: false; scope: string; retryAfter: number };

/** Takes one slot of a limit if it has one left; the slot's number, or undefined when full. */
async function takeSlot(limit: AttemptLimit, nowSeconds: number): Promise<number | undefined> {
  try {
    const out = await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: attemptKey(limit, nowSeconds),
        UpdateExpression: 'ADD #count :one SET #type = :type, expiresAt = :end',
        ConditionExpression: 'attribute_not_exists(PK) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count', '#type': '_type' },
        ExpressionAttributeValues: { ':one': 1, ':type': ENTITY.throttle, ':end': windowEnd(limit, nowSeconds), ':limit': limit.limit },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return z.object({ count: z.number() }).parse(out.Attributes).count;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return undefined;
    throw error;
  }
}

/**
 * Takes one attempt from every limit, in order. Each counter only grows while it is below its
 * limit (one conditional update), so of any number of concurrent claims at most `limit` succeed.
 * When a limit is full, the slots already taken are given back and the rest are not touched: put
 * the limit most likely to refuse first, so a refused burst costs one write per request.
 */
export async function claimAttempt(limits: readonly AttemptLimit[], nowSeconds: number): Promise<AttemptClaim> {
  const positions: number[] = [];
  for (const [i, limit] of limits.entries()) {
    const position = await takeSlot(limit, nowSeconds);
    if (position === undefined) {
      await releaseAttempt(limits.slice(0, i), nowSeconds);
      return { allowed: false, scope: limit.scope, retryAfter: windowEnd(limit, nowSeconds) - nowSeconds };
    }
    positions.push(position);
  }
  return { allowed: true, positions };
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

/** Forgets every attempt of the current window (e.g. a password reset by the mailbox owner). */
export async function clearAttempts(limits: readonly AttemptLimit[], nowSeconds: number): Promise<void> {
  await Promise.all(limits.map((limit) => ddb.send(new DeleteCommand({ TableName: tableName, Key: attemptKey(limit, nowSeconds) }))));
}

/**
 * Forgets the window's attempts if the one at `position` is still the last: a success forgives
 * the failures before it, but never attempts made meanwhile (a burst of guesses with the right
 * password inside would otherwise reopen the window for the rest of the burst).
 */
export async function clearAttemptsUpTo(limit: AttemptLimit, claimedAt: number, position: number): Promise<void> {
  try {
    await ddb.send(
      new DeleteCommand({
        TableName: tableName,
        Key: attemptKey(limit, claimedAt),
        ConditionExpression: '#count = :position',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':position': position },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}
