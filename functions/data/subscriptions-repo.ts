/**
 * Subscriptions and their quota. A plan payment is also an order (type `subscription`), written
 * in the same transaction, so it shows in the admin orders list and is approved like any order.
 */
import { Deliverable } from '../../shared/api/licenses';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { Currency, ManualPaymentDetails, PaymentMethod } from '../../shared/api/orders';
import { LimitPeriod, PlanDuration } from '../../shared/api/subscriptions';
import { toBdtMinor } from '../../shared/money';
import { ConflictError } from '../kernel/errors';
import { retryPolicies } from '../lib/retry';
import { ddb, tableName } from './client';
import { isConditionalCheckFailed } from './dynamo-errors';
import { ENTITY, keys, partitions } from './keys';
import { entityType } from './entity-type';
import { entitlementFor, grantEntitlementOp, issueLicenseOp, type LicenseRecord } from './licenses-repo';
import {
  type Decision,
  newOrderOps,
  orderCompletionOps,
  OrderNotPending,
  orderRejectionOps,
  saleSubjects,
  type OrderRecord,
  paymentAlreadySubmitted,
  processingCountOp,
  reserveTransactionIdOp,
  transactionIdUsed,
} from './orders-repo';
import { rankingMovedOn, withRankings } from './analytics-repo';
import { planSubscriberAddedOp } from './plans-repo';
import { statsIncrement } from './stats-repo';
import { namedTransaction, type NamedOp, TransactionCancelled } from './transaction';

export const SubscriptionRecord = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    planId: z.string(),
    planName: z.string(),
    status: z.enum(['pending_payment', 'pending_approval', 'active', 'rejected']),
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
      { name: 'subscription', op: { Put: { TableName: tableName, Item: subItem(sub), ConditionExpression: 'attribute_not_exists(PK)' } } },
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

export async function listUserSubscriptions(userId: string, limit = 20): Promise<SubscriptionRecord[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': partitions.userSubscriptions(userId) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map((i) => SubscriptionItem.parse(i));
}

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
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.subscription(sub.id),
        UpdateExpression: 'SET cancelledAt = :at, updatedAt = :at',
        ConditionExpression: 'userId = :uid AND #status = :active AND attribute_not_exists(cancelledAt)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':at': at, ':uid': sub.userId, ':active': 'active' },
      }),
    );
  } catch (error) {
    if (isConditionalCheckFailed(error)) throw new SubscriptionNotCancellable();
    throw error;
  }
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
      {
        name: 'subscription',
        op: {
          Update: {
            TableName: tableName,
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
          },
        },
      },
      {
        name: 'order',
        op: {
          Update: {
            TableName: tableName,
            Key: keys.order(sub.orderId),
            UpdateExpression:
              'SET manualPaymentDetails = :d, paymentMethod = :m, amountMinor = :amount, currency = :currency, updatedAt = :at',
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
          },
        },
      },
      reserveTransactionIdOp(details, sub.orderId, at),
      processingCountOp(),
    ],
    { transactionId: transactionIdUsed, subscription: paymentAlreadySubmitted, order: paymentAlreadySubmitted },
  );
}

export const ALREADY_SUBSCRIBED = 'This user already has an active subscription';

/**
 * Approves a subscription order: the order completes (with its aggregates), the subscription
 * becomes active from `start` (to `end`, or for life), the one-active-per-user guard is taken
 * and the plan counts the subscriber, all or nothing. Throws OrderNotPending when the order was
 * decided meanwhile, a 409 when the user already has an active subscription.
 */
export async function activateSubscription(input: {
  order: OrderRecord;
  sub: SubscriptionRecord;
  start: Date;
  end: Date | undefined;
  periodKey: string;
  adminId: string;
}): Promise<void> {
  const { sub, start, end } = input;
  const decision: Decision = { adminId: input.adminId, at: start.toISOString() };
  const alreadySubscribed = () => new ConflictError(ALREADY_SUBSCRIBED, 'ALREADY_SUBSCRIBED');
  const revenue = toBdtMinor(input.order.amountMinor, input.order.currency);
  await withRankings(saleSubjects(input.order), revenue, (ranks, policy) =>
    namedTransaction(
      [
        ...orderCompletionOps(input.order, decision),
        ...ranks,
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
        planSubscriberAddedOp(sub.planId, sub.usdPriceCents),
      ],
      { order: () => new OrderNotPending(), subscription: alreadySubscribed, activeGuard: alreadySubscribed, ...rankingMovedOn },
      policy,
    ),
  );
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

export type QuotaOutcome = 'granted' | 'limit' | 'new-period' | 'already-owned' | 'key-taken';

/**
 * One download against a subscription's quota: the counter moves only if it is below the limit
 * in the current period (conditional), in the same transaction as the entitlement (new only),
 * the licence ('Subscription Download') and the download counters, so the quota can never be
 * overspent and a counted download is never lost. `newPeriod` opens the period `periodKey`.
 * One transaction, no retry: a TransactionConflict is thrown (`TransactionCancelled`) for the caller's loop.
 */
export async function recordSubscriptionDownload(input: {
  sub: SubscriptionRecord;
  periodKey: string;
  newPeriod: boolean;
  license: LicenseRecord;
  at: string;
}): Promise<QuotaOutcome> {
  const { sub, license } = input;
  const limited = sub.downloadLimit !== null;
  const quotaUpdate = input.newPeriod
    ? {
        UpdateExpression: 'SET periodKey = :period, downloadsUsed = :one, updatedAt = :at',
        ConditionExpression: '#status = :active AND periodKey <> :period',
        ExpressionAttributeValues: { ':period': input.periodKey, ':one': 1, ':at': input.at, ':active': 'active' },
      }
    : {
        UpdateExpression: 'SET updatedAt = :at ADD downloadsUsed :one',
        ConditionExpression: `#status = :active AND periodKey = :period${limited ? ' AND downloadsUsed < :limit' : ''}`,
        ExpressionAttributeValues: {
          ':period': input.periodKey,
          ':one': 1,
          ':at': input.at,
          ':active': 'active',
          ...(limited ? { ':limit': sub.downloadLimit } : {}),
        },
      };
  const entries = [
    {
      name: 'quota',
      op: {
        Update: { TableName: tableName, Key: keys.subscription(sub.id), ExpressionAttributeNames: { '#status': 'status' }, ...quotaUpdate },
      },
    },
    grantEntitlementOp(entitlementFor(license, 'subscription'), { onlyIfNew: true }),
    issueLicenseOp(license),
    {
      name: 'songCounters',
      op: {
        Update: {
          TableName: tableName,
          Key: keys.song(license.songId),
          UpdateExpression: 'ADD downloads :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    },
    { name: 'storeStats', op: statsIncrement({ totalDownloads: 1 }) },
  ] satisfies NamedOp<string>[];
  try {
    // One try: the caller's loop (retryPolicies.hotItem) retries a conflict with the rest, so attempts never multiply.
    await namedTransaction(entries, {}, retryPolicies.none);
    return 'granted';
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    const cancelled = error as TransactionCancelled<(typeof entries)[number]['name']>;
    if (cancelled.conditionFailed('entitlement')) return 'already-owned';
    if (cancelled.conditionFailed('quota')) return input.newPeriod ? 'limit' : 'new-period';
    if (cancelled.conditionFailed('license')) return 'key-taken';
    // TransactionConflict: another download of this subscriber is being written.
    throw error;
  }
}

const LinkItem = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    userId: z.string(),
    songId: z.string(),
    expiresAt: z.number(),
    /** Licence tiers (issue 25): the file the plan's tier and quality give (absent: the master). */
    file: z.optional(Deliverable),
  }),
);

export async function saveDownloadLink(id: string, userId: string, songId: string, expiresAt: number, file?: Deliverable): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.downloadLink(id), _type: ENTITY.downloadLink, userId, songId, expiresAt, ...(file ? { file } : {}) },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** Deletes the link as it is used: of two uses, exactly one gets the file. */
export async function consumeDownloadLink(
  id: string,
  nowEpoch: number,
): Promise<{ userId: string; songId: string; file?: Deliverable } | undefined> {
  try {
    const out = await ddb.send(
      new DeleteCommand({
        TableName: tableName,
        Key: keys.downloadLink(id),
        ConditionExpression: 'attribute_exists(PK) AND expiresAt > :now',
        ExpressionAttributeValues: { ':now': nowEpoch },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return out.Attributes ? LinkItem.parse(out.Attributes) : undefined;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return undefined;
    throw error;
  }
}
