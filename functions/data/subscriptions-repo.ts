/**
 * Subscriptions and their quota. A plan payment is also an order (type `subscription`), written
 * in the same transaction, so it shows in the admin orders list and is approved like any order.
 */
import { updateIf } from './conditional';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { Currency, ManualPaymentDetails, PaymentMethod } from '../../shared/api/orders';
import { LimitPeriod, PlanDuration } from '../../shared/api/subscriptions';
import { queryPartition } from './batch';
import { ddb, tableName } from './client';
import { ENTITY, keys, partitions } from './keys';
import { entityType } from './entity-type';
import { newOrderOps, type OrderRecord } from './orders-repo';
import { paymentAlreadySubmitted, processingCountOp, reserveTransactionIdOp, transactionIdUsed } from './orders-payment-repo';
import { namedTransaction, updateOp, putNewOp } from './transaction';

export const SubscriptionRecord = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    planId: z.string(),
    planName: z.string(),
    /** `queued`: paid, waiting for the holder's current plan (`queuedAfter`) to end (subscriptions-queue-repo.ts). */
    status: z.enum(['pending_payment', 'pending_approval', 'active', 'queued', 'rejected']),
    orderId: z.number(),
    amountMinor: z.number(),
    currency: Currency,
    usdPriceCents: z.number(),
    paymentMethod: PaymentMethod,
    manualPaymentDetails: z.optional(ManualPaymentDetails),
    downloadLimit: z.nullable(z.number()),
    limitPeriod: LimitPeriod,
    duration: PlanDuration,
    startAt: z.optional(z.string()),
    /** Absent for lifetime plans. */
    endAt: z.optional(z.string()),
    periodKey: z.optional(z.string()),
    downloadsUsed: z._default(z.number(), 0),
    /** Set when the subscriber cancelled: access runs to `endAt`, and the plan is not renewed. */
    cancelledAt: z.optional(z.string()),
    /** A renewal invoice: the subscription whose next period it pays (that record keeps the quota and is extended). */
    renewalOf: z.optional(z.string()),
    /** The open renewal invoice (a subscription record with `renewalOf`) of this subscription's next period. */
    renewalId: z.optional(z.string()),
    /** Periods paid since `startAt` (1 until the first renewal): each end is counted from the start. */
    periodsPaid: z.optional(z.number()),
    /** When the renewal sweep found it ended unpaid (the quota had stopped at `endAt`). */
    lapsedAt: z.optional(z.string()),
    refundedAt: z.optional(z.string()),
    /** A queued plan: the subscription it starts after (its `startAt`/`endAt` are planned until the renewal sweep starts it). */
    queuedAfter: z.optional(z.string()),
    /** The plan queued to start when this one ends: this one is not invoiced for renewal. */
    queuedId: z.optional(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type SubscriptionRecord = z.infer<typeof SubscriptionRecord>;

export const SubscriptionItem = /* @__PURE__ */ z.lazySchema(() => z.extend(SubscriptionRecord, { _type: entityType('subscription') }));

/** The stored item of a subscription record (its keys and type). */
export const subItem = (s: SubscriptionRecord) => ({
  ...keys.subscription(s.id),
  ...keys.userSubscriptions(s.userId, s.createdAt, s.id),
  _type: ENTITY.subscription,
  ...s,
});

/** Far-future epoch for lifetime plans in the active-subscription guard. */
export const LIFETIME_END_EPOCH = 32503680000;

/** The new subscription, its order and guard, and (checkout flow) the payment with its transaction ID. */
export async function insertSubscription(sub: SubscriptionRecord, order: OrderRecord): Promise<void> {
  const details = sub.manualPaymentDetails;
  await namedTransaction(
    [
      ...newOrderOps(order),
      putNewOp('subscription', subItem(sub)),
      ...(details ? [reserveTransactionIdOp(details, order.id, sub.createdAt)] : []),
    ],
    { pendingGuard: () => new PendingSubscriptionExists(), transactionId: transactionIdUsed },
  );
}

/** The buyer already has a subscription order awaiting payment or approval (the entry `pendingGuard` failed). */
export class PendingSubscriptionExists extends Error {}

export async function getSubscriptionRecord(id: string, consistent = false): Promise<SubscriptionRecord | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.subscription(id), ConsistentRead: consistent }));
  return out.Item ? SubscriptionItem.parse(out.Item) : undefined;
}

export const listUserSubscriptions = (userId: string, limit = 20): Promise<SubscriptionRecord[]> =>
  queryPartition({ index: 'GSI1', pk: partitions.userSubscriptions(userId), newestFirst: true, limit }, (i) => SubscriptionItem.parse(i));

const ActiveItem = /* @__PURE__ */ z.lazySchema(() => z.object({ subscriptionId: z.string(), endEpoch: z.number() }));

export async function getActiveSubscriptionId(userId: string, nowEpoch: number): Promise<string | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.activeSubscription(userId), ConsistentRead: true }));
  if (!out.Item) return undefined;
  const item = ActiveItem.parse(out.Item);
  return item.endEpoch > nowEpoch ? item.subscriptionId : undefined;
}

/** The subscription was not active and uncancelled any more (the condition failed). */
export class SubscriptionNotCancellable extends Error {}

/**
 * Marks the subscriber's active subscription cancelled: it keeps its end date and quota, so
 * access continues to the period's end; nothing renews it. Conditional, so a second cancel fails.
 */
export async function markSubscriptionCancelled(sub: SubscriptionRecord, at: string): Promise<void> {
  const written = await updateIf({
    Key: keys.subscription(sub.id),
    UpdateExpression: 'SET cancelledAt = :at, updatedAt = :at',
    ConditionExpression: 'userId = :uid AND #status = :active AND attribute_not_exists(cancelledAt)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':at': at, ':uid': sub.userId, ':active': 'active' },
  });
  if (!written) throw new SubscriptionNotCancellable();
}

/** Payment details on a subscription awaiting payment, on its order, and the transaction ID reserved, together. */
export async function attachSubscriptionPayment(
  sub: SubscriptionRecord,
  details: z.infer<typeof ManualPaymentDetails>,
  /** The amount in the currency of the method actually used (a plan started by card and paid by wallet is in taka). */
  price: { amountMinor: number; currency: z.infer<typeof Currency> },
  at: string,
): Promise<void> {
  await namedTransaction(
    [
      updateOp('subscription', {
        Key: keys.subscription(sub.id),
        UpdateExpression:
          'SET #status = :approval, manualPaymentDetails = :d, paymentMethod = :m, amountMinor = :amount, currency = :currency, updatedAt = :at',
        ConditionExpression: 'userId = :uid AND #status = :waiting',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':approval': 'pending_approval',
          ':waiting': 'pending_payment',
          ':d': details,
          ':m': details.paymentMethod,
          ':amount': price.amountMinor,
          ':currency': price.currency,
          ':at': at,
          ':uid': sub.userId,
        },
      }),
      updateOp('order', {
        Key: keys.order(sub.orderId),
        UpdateExpression: 'SET manualPaymentDetails = :d, paymentMethod = :m, amountMinor = :amount, currency = :currency, updatedAt = :at',
        ConditionExpression: '#status = :pending AND attribute_not_exists(manualPaymentDetails)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':d': details,
          ':m': details.paymentMethod,
          ':amount': price.amountMinor,
          ':currency': price.currency,
          ':at': at,
          ':pending': 'pending',
        },
      }),
      reserveTransactionIdOp(details, sub.orderId, at),
      processingCountOp(),
    ],
    { transactionId: transactionIdUsed, subscription: paymentAlreadySubmitted, order: paymentAlreadySubmitted },
  );
}
