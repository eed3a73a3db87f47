/**
 * Plans queued behind the holder's current plan: a guest's paid plan that joins an account which
 * already has one starts when that one ends. While queued, the record carries its planned
 * `startAt`/`endAt` and sits in the renewal sweep's GSI2 partition under its start, so the sweep
 * that lapses the current plan also starts it (renewals.ts). Each step is a conditional write.
 */
import { tableName } from './client';
import { updateIf } from './conditional';
import { ENTITY, keys } from './keys';
import { LIFETIME_END_EPOCH, type SubscriptionRecord } from './subscriptions-repo';
import { namedTransaction, updateOp, type NamedOp } from './transaction';

const epoch = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** Where a queued plan goes: after `current` (active, with an end), from `startAt` (its end) to `endAt`. */
export interface QueuePlace {
  current: SubscriptionRecord;
  startAt: string;
  endAt: string | undefined;
}

/** The queued plan's planned dates and its place in the sweep's index (under its start). */
function plannedSet(place: QueuePlace, id: string) {
  const index = keys.subscriptionEnding(place.startAt, id);
  return {
    set: 'queuedAfter = :after, startAt = :start, GSI2PK = :gsi2pk, GSI2SK = :gsi2sk' + (place.endAt ? ', endAt = :end' : ''),
    remove: place.endAt ? 'periodKey' : 'periodKey, endAt',
    values: {
      ':after': place.current.id,
      ':start': place.startAt,
      ':gsi2pk': index.GSI2PK,
      ':gsi2sk': index.GSI2SK,
      ...(place.endAt ? { ':end': place.endAt } : {}),
    },
  };
}

/**
 * `current` (the holder's plan, or the last plan queued behind it) is still active or queued,
 * ending when read, with nothing queued behind it: it takes `queuedId`.
 */
export function queueBehindOp(place: QueuePlace, queuedId: string, at: string): NamedOp<'current'> {
  return updateOp('current', {
    Key: keys.subscription(place.current.id),
    UpdateExpression: 'SET queuedId = :qid, updatedAt = :at',
    ConditionExpression:
      '#status IN (:active, :queued) AND endAt = :end AND attribute_not_exists(queuedId) AND attribute_not_exists(lapsedAt) AND attribute_not_exists(refundedAt)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':qid': queuedId, ':at': at, ':active': 'active', ':queued': 'queued', ':end': place.current.endAt },
  });
}

/**
 * A plan becomes its holder's queued plan at `place` (a full period from `place.startAt`), with a
 * fresh quota, on `condition` (the state the caller read), with the caller's `set` clauses and values.
 */
function queuedOp(
  sub: SubscriptionRecord,
  place: QueuePlace,
  change: { condition: string; set: string; values: Record<string, unknown> },
): NamedOp<'subscription'> {
  const planned = plannedSet(place, sub.id);
  return updateOp('subscription', {
    Key: keys.subscription(sub.id),
    UpdateExpression: `SET ${change.set}, #status = :queued, downloadsUsed = :zero, ${planned.set} REMOVE ${planned.remove}`,
    ConditionExpression: change.condition,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':queued': 'queued', ':zero': 0, ...change.values, ...planned.values },
  });
}

/**
 * A joining guest plan (active under the guest's id, never usable there: plan downloads need an
 * account) becomes the account's queued plan: a full period from the current plan's end.
 */
export const queueJoinedOp = (sub: SubscriptionRecord, guestId: string, accountId: string, place: QueuePlace) =>
  queuedOp(sub, place, {
    condition: 'userId = :guest AND #status = :active',
    set: 'userId = :uid, GSI1PK = :gsi1',
    values: {
      ':uid': accountId,
      ':gsi1': keys.userSubscriptions(accountId, sub.createdAt, sub.id).GSI1PK,
      ':guest': guestId,
      ':active': 'active',
    },
  });

/**
 * A plan paid while its holder already has a live plan (an order placed before that one, or a
 * guest's that joined since): it becomes the queued plan, a full period from `place.startAt`,
 * in the activation's transaction instead of the one-active guard.
 */
export const queueActivatedOp = (sub: SubscriptionRecord, place: QueuePlace, at: string) =>
  queuedOp(sub, place, {
    condition: '#status IN (:waiting, :approval)',
    set: 'updatedAt = :at',
    values: { ':at': at, ':waiting': 'pending_payment', ':approval': 'pending_approval' },
  });

/**
 * A queued plan refunded: it leaves the queue in the refund's transaction. The plan it waited
 * for points at the one queued after it instead (or at none, and so renews or lapses as any
 * plan), and that one moves up to start when `before` ends (`next`, planned from `before`).
 */
export function unqueueOps(
  queued: SubscriptionRecord,
  before: SubscriptionRecord,
  next?: { sub: SubscriptionRecord; place: QueuePlace },
): NamedOp<'before' | 'next'>[] {
  const ops: NamedOp<'before' | 'next'>[] = [
    updateOp('before', {
      Key: keys.subscription(before.id),
      UpdateExpression: next ? 'SET queuedId = :next' : 'REMOVE queuedId',
      ConditionExpression: 'queuedId = :sid',
      ExpressionAttributeValues: { ':sid': queued.id, ...(next ? { ':next': next.sub.id } : {}) },
    }),
  ];
  if (next) {
    const planned = plannedSet(next.place, next.sub.id);
    ops.push(
      updateOp('next', {
        Key: keys.subscription(next.sub.id),
        UpdateExpression: `SET ${planned.set}${next.place.endAt ? '' : ' REMOVE endAt'}`,
        ConditionExpression: '#status = :queued AND queuedAfter = :sid',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':queued': 'queued', ':sid': queued.id, ...planned.values },
      }),
    );
  }
  return ops;
}

/** The guest's active-plan guard goes with the plan (the account keeps its own). */
export const guestGuardDeleteOp = (sub: SubscriptionRecord, guestId: string): NamedOp<'guestActive'> => ({
  name: 'guestActive',
  op: {
    Delete: {
      TableName: tableName,
      Key: keys.activeSubscription(guestId),
      ConditionExpression: 'attribute_not_exists(PK) OR subscriptionId = :sid',
      ExpressionAttributeValues: { ':sid': sub.id },
    },
  },
});

/**
 * The plan before it was extended (a renewal paid before the queue) or shortened (a refund in the
 * chain): the queued plan moves to its new end. False when it moved or started meanwhile.
 */
export async function rescheduleQueued(queued: SubscriptionRecord, place: QueuePlace, at: string): Promise<boolean> {
  const planned = plannedSet(place, queued.id);
  const moved = await updateIf({
    Key: keys.subscription(queued.id),
    UpdateExpression: `SET updatedAt = :at, ${planned.set}${place.endAt ? '' : ' REMOVE endAt'}`,
    ConditionExpression: '#status = :queued AND startAt = :was',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':at': at, ':queued': 'queued', ':was': queued.startAt, ...planned.values },
  });
  return moved !== undefined;
}

/**
 * Starts a queued plan: active from its planned start with a fresh quota, in the sweep's index under
 * its end, and the holder's one-active guard taken over from the plan it waited for (or an expired one).
 */
export async function startQueued(queued: SubscriptionRecord, periodKey: string, now: Date): Promise<void> {
  const at = now.toISOString();
  const end = queued.endAt;
  await namedTransaction([
    updateOp('queued', {
      Key: keys.subscription(queued.id),
      UpdateExpression: `SET #status = :active, periodKey = :period, downloadsUsed = :zero, updatedAt = :at${end ? ', GSI2SK = :sk' : ' REMOVE GSI2PK, GSI2SK'}`,
      ConditionExpression: '#status = :queued AND startAt = :start',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':active': 'active',
        ':queued': 'queued',
        ':period': periodKey,
        ':zero': 0,
        ':at': at,
        ':start': queued.startAt,
        ...(end ? { ':sk': keys.subscriptionEnding(end, queued.id).GSI2SK } : {}),
      },
    }),
    {
      name: 'activeGuard',
      op: {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.activeSubscription(queued.userId),
            _type: ENTITY.activeSubscription,
            subscriptionId: queued.id,
            endEpoch: end ? epoch(end) : LIFETIME_END_EPOCH,
          },
          ConditionExpression: 'attribute_not_exists(PK) OR endEpoch <= :now OR subscriptionId = :after',
          ExpressionAttributeValues: { ':now': Math.floor(now.getTime() / 1000), ':after': queued.queuedAfter ?? '' },
        },
      },
    },
  ]);
}
