/**
 * Renewals (issue 23 §5): the sweep's index of live subscriptions by end date, a renewal invoice
 * issued once per period, a lapse recorded once, and a paid renewal extending the subscription it
 * renews, each one conditional transaction so a second sweep or a concurrent one changes nothing.
 */
import { paginateQuery } from '@aws-sdk/lib-dynamodb';
import { toBdtMinor } from '../../shared/money';
import { ConflictError } from '../kernel/errors';
import { ddb, tableName } from './client';
import { ENTITY, keys, partitions } from './keys';
import { newOrderOps, OrderNotPending, type OrderRecord } from './orders-repo';
import { orderCompletionOps, orderRejectionOps, saleSubjects, type Decision } from './orders-approval-repo';
import { withRankings } from './analytics-repo';
import { subItem, SubscriptionItem, type SubscriptionRecord } from './subscriptions-repo';
import { namedTransaction, updateOp, putNewOp, TransactionCancelled, type NamedOp } from './transaction';

/** Live subscriptions whose end is at or before `until` (ISO), soonest first: pages of one GSI2 partition. */
export async function listSubscriptionsEndingBy(until: string): Promise<SubscriptionRecord[]> {
  const found: SubscriptionRecord[] = [];
  const pages = paginateQuery(
    { client: ddb, pageSize: 100 },
    {
      TableName: tableName,
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK <= :until',
      ExpressionAttributeValues: { ':pk': partitions.subscriptionsEnding, ':until': `${until}#~` },
    },
  );
  for await (const page of pages) for (const item of page.Items ?? []) found.push(SubscriptionItem.parse(item));
  return found;
}

/** The subscription moved on meanwhile (renewed, lapsed, cancelled, refunded): nothing to do. */
export class SubscriptionMoved extends Error {}

/**
 * The renewal invoice of `sub`'s next period: a pending subscription record (`renewalOf`) and its
 * order, and `renewalId` on `sub`, only while `sub` is active with the end read, uncancelled and
 * without an invoice. Throws SubscriptionMoved when another sweep (or a cancel) got there first.
 */
export async function insertRenewalInvoice(sub: SubscriptionRecord, renewal: SubscriptionRecord, order: OrderRecord): Promise<void> {
  await namedTransaction(
    [
      ...newOrderOps(order),
      putNewOp('renewal', subItem(renewal)),
      updateOp('subscription', {
        Key: keys.subscription(sub.id),
        UpdateExpression: 'SET renewalId = :rid, updatedAt = :at',
        ConditionExpression:
          '#status = :active AND endAt = :end AND attribute_not_exists(renewalId) AND attribute_not_exists(cancelledAt) AND attribute_not_exists(lapsedAt) AND attribute_not_exists(refundedAt)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':rid': renewal.id, ':at': renewal.createdAt, ':active': 'active', ':end': sub.endAt },
      }),
    ],
    { subscription: () => new SubscriptionMoved(), pendingGuard: () => new SubscriptionMoved() },
  );
}

/** The entries closing an unpaid renewal invoice: its order failed with `reason`, its record rejected. */
function closeInvoiceOps(order: OrderRecord, renewalId: string, d: Decision & { reason: string }) {
  return [
    ...orderRejectionOps(order, d),
    {
      name: 'renewal',
      op: {
        Update: {
          TableName: tableName,
          Key: keys.subscription(renewalId),
          UpdateExpression: 'SET #status = :rejected, updatedAt = :at',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':rejected': 'rejected', ':at': d.at },
        },
      },
    },
  ] satisfies NamedOp<string>[];
}

type UnpaidInvoice = { order: OrderRecord; renewalId: string; decision: Decision & { reason: string } };

/**
 * Records that `sub` ended unpaid: `lapsedAt`, out of the sweep's index, one subscriber fewer on
 * its plan; an open invoice with no payment submitted is closed with it (`unpaidInvoice`). Only
 * while its end is still the one read and it has not lapsed: a second sweep throws SubscriptionMoved.
 */
export async function lapseSubscription(sub: SubscriptionRecord, at: string, unpaidInvoice?: UnpaidInvoice): Promise<void> {
  const run = (withPlan: boolean) =>
    namedTransaction(
      [
        updateOp('subscription', {
          Key: keys.subscription(sub.id),
          UpdateExpression: `SET lapsedAt = :at, updatedAt = :at REMOVE GSI2PK, GSI2SK${unpaidInvoice ? ', renewalId' : ''}`,
          ConditionExpression: 'endAt = :end AND endAt <= :at AND attribute_not_exists(lapsedAt)',
          ExpressionAttributeValues: { ':at': at, ':end': sub.endAt },
        }),
        ...(withPlan
          ? [
              updateOp('planCounters', {
                Key: keys.plan(sub.planId),
                UpdateExpression: 'ADD subscribers :minusOne',
                ConditionExpression: 'attribute_exists(PK)',
                ExpressionAttributeValues: { ':minusOne': -1 },
              }),
            ]
          : []),
        ...(unpaidInvoice ? closeInvoiceOps(unpaidInvoice.order, unpaidInvoice.renewalId, unpaidInvoice.decision) : []),
      ],
      { subscription: () => new SubscriptionMoved(), order: () => new SubscriptionMoved() },
    );
  await run(true).catch((error: unknown) => {
    // The plan was deleted since: the lapse stands without its counter.
    if (error instanceof TransactionCancelled && error.conditionFailed('planCounters')) return run(false);
    throw error;
  });
}

/** Closes an open renewal invoice nobody has paid (the subscriber cancelled): throws OrderNotPending when it was paid meanwhile. */
export async function closeRenewalInvoice(
  sub: SubscriptionRecord,
  order: OrderRecord,
  renewalId: string,
  d: Decision & { reason: string },
) {
  await namedTransaction(
    [
      ...closeInvoiceOps(order, renewalId, d),
      updateOp('subscription', {
        Key: keys.subscription(sub.id),
        UpdateExpression: 'REMOVE renewalId SET updatedAt = :at',
        ConditionExpression: 'renewalId = :rid',
        ExpressionAttributeValues: { ':rid': renewalId, ':at': d.at },
      }),
    ],
    { order: () => new OrderNotPending() },
  );
}

export const RENEWED_SUBSCRIPTION_GONE = 'The subscription this invoice renews has ended (refunded) and cannot be extended';

/**
 * A paid renewal invoice: its order completes (aggregates, rankings), the invoice record becomes
 * the paid period, and the subscription it renews is extended to `end` from the end it had
 * (`original.endAt`, even when it had lapsed meanwhile), back in the sweep's index, its guard
 * moved to the new end, all or nothing. Throws OrderNotPending when the order was decided meanwhile.
 */
export async function extendSubscription(input: {
  order: OrderRecord;
  renewal: SubscriptionRecord;
  original: SubscriptionRecord;
  end: Date;
  decision: Decision;
  /** Entries of the caller's own, written in the same transaction (an after-commit record). */
  also?: NamedOp<string>[];
}): Promise<void> {
  const { order, renewal, original, end, decision } = input;
  const endAt = end.toISOString();
  const revenue = toBdtMinor(order.amountMinor, order.currency);
  const gone = () => new ConflictError(RENEWED_SUBSCRIPTION_GONE, 'SUBSCRIPTION_GONE');
  const index = keys.subscriptionEnding(endAt, original.id);
  await withRankings(saleSubjects(order), revenue, (ranks, policy) =>
    namedTransaction(
      [
        ...orderCompletionOps(order, decision),
        ...ranks,
        updateOp('renewal', {
          Key: keys.subscription(renewal.id),
          UpdateExpression: 'SET #status = :active, startAt = :start, endAt = :end, updatedAt = :at',
          ConditionExpression: '#status IN (:waiting, :approval)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':active': 'active',
            ':start': original.endAt,
            ':end': endAt,
            ':at': decision.at,
            ':waiting': 'pending_payment',
            ':approval': 'pending_approval',
          },
        }),
        {
          name: 'subscription',
          op: {
            Update: {
              TableName: tableName,
              Key: keys.subscription(original.id),
              UpdateExpression:
                'SET endAt = :end, periodsPaid = :periods, GSI2PK = :g2pk, GSI2SK = :g2sk, updatedAt = :at REMOVE renewalId, lapsedAt',
              // The end as read, and the lapse as read (the plan's count below follows it).
              ConditionExpression: `#status = :active AND endAt = :oldEnd AND attribute_not_exists(refundedAt) AND ${original.lapsedAt ? 'attribute_exists' : 'attribute_not_exists'}(lapsedAt)`,
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':end': endAt,
                ':oldEnd': original.endAt,
                ':periods': (original.periodsPaid ?? 1) + 1,
                ':g2pk': index.GSI2PK,
                ':g2sk': index.GSI2SK,
                ':at': decision.at,
                ':active': 'active',
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
                ...keys.activeSubscription(original.userId),
                _type: ENTITY.activeSubscription,
                subscriptionId: original.id,
                endEpoch: Math.floor(end.getTime() / 1000),
              },
              ConditionExpression: 'attribute_not_exists(PK) OR subscriptionId = :sub OR endEpoch < :now',
              ExpressionAttributeValues: { ':sub': original.id, ':now': Math.floor(Date.parse(decision.at) / 1000) },
            },
          },
        },
        {
          name: 'planCounters',
          op: {
            Update: {
              TableName: tableName,
              Key: keys.plan(original.planId),
              UpdateExpression: 'ADD subscribers :back, revenueCents :rev',
              ExpressionAttributeValues: { ':back': original.lapsedAt ? 1 : 0, ':rev': order.listPriceCents },
            },
          },
        },
        ...(input.also ?? []),
      ],
      {
        order: () => new OrderNotPending(),
        renewal: () => new OrderNotPending(),
        subscription: gone,
        activeGuard: gone,
      },
      policy,
    ),
  );
}
