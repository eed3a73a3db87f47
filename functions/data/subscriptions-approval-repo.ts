/** An admin's decision on a subscription order: activation (with the active-subscription guard) or rejection. */
import { toBdtMinor } from '../../shared/money';
import { ConflictError } from '../kernel/errors';
import { tableName } from './client';
import { ENTITY, keys } from './keys';
import { type Decision, orderCompletionOps, orderRejectionOps, saleSubjects } from './orders-approval-repo';
import { OrderNotPending, type OrderRecord } from './orders-repo';
import { withRankings } from './analytics-repo';
import { planSubscriberAddedOp } from './plans-repo';
import { namedTransaction, type NamedOp } from './transaction';
import { LIFETIME_END_EPOCH, type SubscriptionRecord } from './subscriptions-repo';
import { queueActivatedOp, queueBehindOp, type QueuePlace } from './subscriptions-queue-repo';

export const ALREADY_SUBSCRIBED = 'This user already has an active subscription';

/**
 * Approves a subscription order: the order completes (with its aggregates), the subscription
 * becomes active from `start` (to `end`, or for life), the one-active-per-user guard is taken
 * and the plan counts the subscriber, all or nothing; with `queue`, it is queued behind the holder's
 * plan instead. Throws OrderNotPending when the order was decided meanwhile, a 409 when the user
 * already has an active subscription (or the plan it was to queue behind changed meanwhile).
 */
export async function activateSubscription(input: {
  order: OrderRecord;
  sub: SubscriptionRecord;
  start: Date;
  end: Date | undefined;
  periodKey: string;
  adminId: string;
  /** Entries of the caller's own, written in the same transaction (an after-commit record). */
  also?: NamedOp<string>[];
  /** The holder's live plan this one is queued behind (it then starts when that one ends, not at `start`). */
  queue?: QueuePlace;
}): Promise<void> {
  const { sub, start, queue } = input;
  const decision: Decision = { adminId: input.adminId, at: start.toISOString() };
  const alreadySubscribed = () => new ConflictError(ALREADY_SUBSCRIBED, 'ALREADY_SUBSCRIBED');
  const revenue = toBdtMinor(input.order.amountMinor, input.order.currency);
  await withRankings(saleSubjects(input.order), revenue, (ranks, policy) =>
    namedTransaction(
      [
        ...orderCompletionOps(input.order, decision),
        ...ranks,
        ...(queue
          ? [queueActivatedOp(sub, queue, start.toISOString()), queueBehindOp(queue, sub.id, start.toISOString())]
          : startNowOps(input)),
        planSubscriberAddedOp(sub.planId, sub.usdPriceCents),
        ...(input.also ?? []),
      ],
      { order: () => new OrderNotPending(), subscription: alreadySubscribed, activeGuard: alreadySubscribed, current: alreadySubscribed },
      policy,
    ),
  );
}

/** The subscription active from `start` (to `end`, or for life) and the holder's one-active guard taken. */
function startNowOps(input: { sub: SubscriptionRecord; start: Date; end: Date | undefined; periodKey: string }): NamedOp<string>[] {
  const { sub, start, end } = input;
  return [
    {
      name: 'subscription',
      op: {
        Update: {
          TableName: tableName,
          Key: keys.subscription(sub.id),
          // With an end, the subscription enters the renewal sweep's index (keys.subscriptionEnding).
          UpdateExpression: `SET #status = :active, startAt = :start, periodKey = :period, downloadsUsed = :zero, updatedAt = :start${end ? ', endAt = :end, GSI2PK = :ending, GSI2SK = :endingSk' : ''}`,
          ConditionExpression: '#status IN (:waiting, :approval)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':active': 'active',
            ':start': start.toISOString(),
            ':period': input.periodKey,
            ':zero': 0,
            ':waiting': 'pending_payment',
            ':approval': 'pending_approval',
            ...(end
              ? {
                  ':end': end.toISOString(),
                  ':ending': keys.subscriptionEnding(end.toISOString(), sub.id).GSI2PK,
                  ':endingSk': keys.subscriptionEnding(end.toISOString(), sub.id).GSI2SK,
                }
              : {}),
          },
        },
      },
    },
    {
      name: 'activeGuard',
      op: {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.activeSubscription(sub.userId),
            _type: ENTITY.activeSubscription,
            subscriptionId: sub.id,
            endEpoch: end ? Math.floor(end.getTime() / 1000) : LIFETIME_END_EPOCH,
          },
          ConditionExpression: 'attribute_not_exists(PK) OR endEpoch < :now',
          ExpressionAttributeValues: { ':now': Math.floor(start.getTime() / 1000) },
        },
      },
    },
  ];
}

/** Rejects a subscription order and marks its subscription (if it still exists) rejected; throws OrderNotPending when decided meanwhile. */
export async function rejectSubscription(
  order: OrderRecord,
  sub: SubscriptionRecord | undefined,
  d: Decision & { reason?: string },
): Promise<void> {
  await namedTransaction(
    [
      ...orderRejectionOps(order, d),
      ...(sub
        ? [
            {
              name: 'subscription' as const,
              op: {
                Update: {
                  TableName: tableName,
                  Key: keys.subscription(sub.id),
                  UpdateExpression: 'SET #status = :rejected, updatedAt = :at',
                  ExpressionAttributeNames: { '#status': 'status' },
                  ExpressionAttributeValues: { ':rejected': 'rejected', ':at': d.at },
                },
              },
            },
          ]
        : []),
    ],
    { order: () => new OrderNotPending() },
  );
}
