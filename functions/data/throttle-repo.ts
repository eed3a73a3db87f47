/**
 * Rate limits. `hit` keeps a window opened by the first hit (contact form, licence checks);
 * `claimAttempt` also opens its window at the first attempt, and counts before the work it guards (sign-in,
 * registration). Items expire by TTL; readers also compare `expiresAt`, because TTL deletion
 * can lag by hours.
 */
import { deleteIf, updateIf } from './conditional';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { ddb, tableName } from './client';
import { isConditionalCheckFailed } from './dynamo-errors';
import { ENTITY, keys } from './keys';
import { entityType } from './entity-type';

const ThrottleItem = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    _type: entityType('throttle'),
    count: z.number(),
    expiresAt: z.number(),
  }),
);

export interface WindowState {
  count: number;
  /** Epoch seconds when the window closes. */
  expiresAt: number;
}

interface WindowFull {
  /** Epoch seconds when the full window closes. */
  fullUntil: number;
}

/**
 * Counts one in the window open on `Key`, opening a new one (count 1, closing `windowSeconds` from
 * now) when none is open: the state after it. With `limit`, counts only while the window is below
 * it, and answers when the window closes if it is full.
 */
async function countInWindow(Key: Record<string, string>, windowSeconds: number, nowSeconds: number): Promise<WindowState>;
async function countInWindow(
  Key: Record<string, string>,
  windowSeconds: number,
  nowSeconds: number,
  limit: number,
): Promise<WindowState | WindowFull>;
async function countInWindow(
  Key: Record<string, string>,
  windowSeconds: number,
  nowSeconds: number,
  limit?: number,
): Promise<WindowState | WindowFull> {
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      const out = await ddb.send(
        new UpdateCommand({
          TableName: tableName,
          Key,
          UpdateExpression: 'ADD #count :one',
          ConditionExpression: `attribute_exists(PK) AND expiresAt > :now${limit === undefined ? '' : ' AND #count < :limit'}`,
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':now': nowSeconds, ...(limit === undefined ? {} : { ':limit': limit }) },
          ReturnValues: 'ALL_NEW',
        }),
      );
      const item = ThrottleItem.parse(out.Attributes);
      return { count: item.count, expiresAt: item.expiresAt };
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
    if (limit !== undefined) {
      // Refused: either no window is open, or the open one is full.
      const current = await ddb.send(new GetCommand({ TableName: tableName, Key, ConsistentRead: true }));
      const open = current.Item ? ThrottleItem.parse(current.Item) : undefined;
      if (open && open.expiresAt > nowSeconds) {
        if (open.count >= limit) return { fullUntil: open.expiresAt };
        continue; // a slot was given back meanwhile: take it
      }
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
  throw new Error(`Could not count in the window of ${Key.PK}`);
}

/** Counts one hit in the current window (opening a new one if none is open) and returns the state after it. */
export const recordHit = (scope: string, subject: string, windowSeconds: number, nowSeconds: number): Promise<WindowState> =>
  countInWindow(keys.throttle(scope, subject), windowSeconds, nowSeconds);

/**
 * Counts a hit and tells whether it is within `limit` for the window: for limits on every
 * request (contact form, licence checks) rather than on failures only.
 */
export async function hit(scope: string, subject: string, limit: number, windowSeconds: number, nowSeconds: number) {
  const state = await recordHit(scope, subject, windowSeconds, nowSeconds);
  return { allowed: state.count <= limit, retryAfter: state.expiresAt - nowSeconds, ...state };
}

/**
 * An attempt limit: at most `limit` attempts per window of `windowSeconds`, the window opened by
 * the first attempt (a fixed calendar window would let a guesser spend two limits across its
 * boundary). Counted before the work it guards (a password check, a registration), so a burst
 * cannot outrun it.
 */
export interface AttemptLimit {
  /** Names the limit; a refusal says which one. */
  scope: string;
  subject: string;
  limit: number;
  windowSeconds: number;
}

/** One attempt taken from a limit: its number in the window (1 = first) and the window it went into. */
export interface ClaimedSlot {
  limit: AttemptLimit;
  position: number;
  /** Epoch seconds when the window closes; names the window, so a give-back never lands in a later one. */
  expiresAt: number;
}

export type AttemptClaim =
  { allowed: true; /** Per limit, in order. */ slots: ClaimedSlot[] } | { allowed: false; scope: string; retryAfter: number };

const attemptKey = (limit: AttemptLimit) => keys.attemptWindow(limit.scope, limit.subject);

/**
 * Takes one slot of a limit if its window has one left, opening a new window when none is open;
 * the slot, or the window's end when it is full.
 */
async function takeSlot(limit: AttemptLimit, nowSeconds: number): Promise<ClaimedSlot | WindowFull> {
  const state = await countInWindow(attemptKey(limit), limit.windowSeconds, nowSeconds, limit.limit);
  return 'fullUntil' in state ? state : { limit, position: state.count, expiresAt: state.expiresAt };
}

/**
 * Takes one attempt from every limit, in order. Each counter only grows while it is below its
 * limit (one conditional update), so of any number of concurrent claims at most `limit` succeed.
 * When a limit is full, the slots already taken are given back and the rest are not touched: put
 * the limit most likely to refuse first, so a refused burst costs little per request.
 */
export async function claimAttempt(limits: readonly AttemptLimit[], nowSeconds: number): Promise<AttemptClaim> {
  const slots: ClaimedSlot[] = [];
  for (const limit of limits) {
    const slot = await takeSlot(limit, nowSeconds);
    if ('fullUntil' in slot) {
      await releaseAttempt(slots);
      return { allowed: false, scope: limit.scope, retryAfter: Math.max(1, slot.fullUntil - nowSeconds) };
    }
    slots.push(slot);
  }
  return { allowed: true, slots };
}

/** Gives back attempts (e.g. a sign-in that succeeded counts as no failure), each to the window it was taken from. */
export async function releaseAttempt(slots: readonly ClaimedSlot[]): Promise<void> {
  await Promise.all(
    slots.map(async (slot) => {
      await updateIf({
        Key: attemptKey(slot.limit),
        UpdateExpression: 'ADD #count :minusOne',
        ConditionExpression: 'expiresAt = :window AND #count > :zero',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0, ':window': slot.expiresAt },
      });
    }),
  );
}

/** Forgets every attempt of the open window (e.g. a password reset by the mailbox owner). */
export async function clearAttempts(limits: readonly AttemptLimit[]): Promise<void> {
  await Promise.all(limits.map((limit) => ddb.send(new DeleteCommand({ TableName: tableName, Key: attemptKey(limit) }))));
}

/**
 * Forgets the window's attempts if this slot is still its last: a success forgives the failures
 * before it, but never attempts made meanwhile (a burst of guesses with the right password inside
 * would otherwise reopen the window for the rest of the burst).
 */
export async function clearAttemptsUpTo(slot: ClaimedSlot): Promise<void> {
  await deleteIf({
    Key: attemptKey(slot.limit),
    ConditionExpression: 'expiresAt = :window AND #count = :position',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':position': slot.position, ':window': slot.expiresAt },
  });
}
