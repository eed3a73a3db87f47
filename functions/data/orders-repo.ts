/**
 * Orders and everything that must change with them atomically: the pending-order guard, the
 * store-wide transaction-ID reservation, and on approval the licence, the entitlement and the
 * aggregates (ARCHITECTURE §5: one TransactWriteItems with conditions).
 */
import { counterFields } from './counters';
import { TierSnapshot } from './order-license';
import { tierOrderOp, TIER_UNAVAILABLE } from './license-tiers-repo';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { Language } from '../../shared/api/account';
import { Currency, ManualPaymentDetails, OrderStatus, PaymentMethod } from '../../shared/api/orders';
import { ConflictError, NotFoundError } from '../kernel/errors';
import { batchWrite } from './batch';
import { ddb, tableName } from './client';
import { counterShardKey, ENTITY, keys } from './keys';
import { entityType } from './entity-type';
import { songOrderCountOp } from './songs-repo';
import { counterUpdate, readShardedCounters, saleShard } from './stats-repo';
import { namedTransaction, putNewOp, type NamedOp, type TransactOp } from './transaction';
import { activityOp, bucketOps } from './analytics-repo';
import { orderSearchTokens } from './order-search-tokens';

export const OrderRecord = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    id: z.number().check(z.int(), z.positive()),
    userId: z.string(),
    buyerName: z.string(),
    buyerEmail: z.string(),
    type: z.enum(['song', 'subscription']),
    songId: z.optional(z.string()),
    planId: z.optional(z.string()),
    subscriptionId: z.optional(z.string()),
    /** What the pending guard is about (keys.ts `pendingItemKeys`). */
    itemKey: z.string(),
    title: z.string(),
    songArtist: z.optional(z.string()),
    /** Integer minor units: paisa for BDT, cents for USD. */
    amountMinor: z.number().check(z.int(), z.nonnegative()),
    currency: Currency,
    /** The item's list price in US cents when ordered (song revenue is kept in USD). */
    listPriceCents: z.number().check(z.int(), z.nonnegative()),
    paymentMethod: PaymentMethod,
    status: OrderStatus,
    manualPaymentDetails: z.optional(ManualPaymentDetails),
    licenseKey: z.optional(z.string()),
    licensePdfKey: z.optional(z.string()),
    rejectionReason: z.optional(z.string()),
    /** The provider's id of the payment (a Stripe Checkout Session, a PayPal order, an SSLCommerz tran_id). */
    paymentReference: z.optional(z.string()),
    /** Why a provider's notification did not approve the order (amount, currency or order mismatch, risk). */
    reviewReason: z.optional(z.string()),
    refundedAt: z.optional(z.string()),
    refundReason: z.optional(z.string()),
    /** The provider's refund id (a Stripe refund), absent for a manual method's refund. */
    refundReference: z.optional(z.string()),
    /** Who refunded it: an admin's id, or `provider:<name>`. */
    refundedBy: z.optional(z.string()),
    /**
     * `exclusive`: closed because its song was sold exclusively to another buyer (a payment for it is paid back, not approved);
     * `lifetime`: a plan order whose holder has a lifetime plan, paid back when the provider confirmed it.
     */
    closedBy: z.optional(z.enum(['exclusive', 'lifetime'])),
    /** A manual payment of an order closed by an exclusive sale, not yet paid back: the admin's "refund due" (cleared by the refund). */
    refundDueAt: z.optional(z.string()),
    decidedBy: z.optional(z.string()),
    decidedAt: z.optional(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Lower-cased "id name email title" for the admin search. */
    searchText: z.string(),
    /**
     * The order's search tokens (order-search-tokens.ts), one token item each, so a deletion knows
     * which to remove. Absent on orders from before the token index until the backfill ran.
     */
    searchTokens: z.optional(z.array(z.string())),
    /** A guest order's tokens (SHA-256, hex): each opens this order alone on the guest routes. */
    guestTokenHashes: z.optional(z.array(z.string())),
    /** A guest order's mail language: the one the guest's browser asked in when ordering (a guest has no settings). */
    guestLanguage: z.optional(Language),
    /** A song order's licence tier, as it stood when ordered (issue 25). */
    license: z.optional(TierSnapshot),
    /** Snapshotted by the approval of an artist's song (issue 24): the rate in force then, and whose ledger it went to. */
    commissionRate: z.optional(z.number()),
    earningsArtistId: z.optional(z.string()),
  }),
);
export type OrderRecord = z.infer<typeof OrderRecord>;

export const OrderItem = /* @__PURE__ */ z.lazySchema(() => z.extend(OrderRecord, { _type: entityType('order') }));
const PendingItem = /* @__PURE__ */ z.lazySchema(() => z.object({ orderId: z.number() }));

export const ORDER_CURSOR_KEYS = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK'] as const;

export const orderItem = (o: OrderRecord) => ({
  ...keys.order(o.id),
  ...keys.orderIndexes(o.userId, o.status, o.createdAt, o.id),
  _type: ENTITY.order,
  ...o,
  searchTokens: o.searchTokens ?? orderSearchTokens(o),
});

/** The token item of one search token: only what leads to the order. */
export const searchTokenItem = (o: Pick<OrderRecord, 'id' | 'userId' | 'createdAt'>, token: string) => ({
  ...keys.orderSearchToken(token, o.createdAt, o.id),
  _type: ENTITY.orderSearchToken,
  orderId: o.id,
  userId: o.userId,
});

/** Writes (idempotently) the token items of these tokens of an order. */
export const putSearchTokens = (o: Pick<OrderRecord, 'id' | 'userId' | 'createdAt'>, tokens: readonly string[]) =>
  batchWrite(tokens.map((t) => ({ PutRequest: { Item: searchTokenItem(o, t) } })));

/** Deletes the token items of these tokens of an order (absent ones are no error). */
export const deleteSearchTokens = (o: Pick<OrderRecord, 'id' | 'createdAt'>, tokens: readonly string[]) =>
  batchWrite(tokens.map((t) => ({ DeleteRequest: { Key: keys.orderSearchToken(t, o.createdAt, o.id) } })));

/** The next order number, from an atomic counter. */
export async function nextOrderId(): Promise<number> {
  const out = await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.orderCounter(),
      UpdateExpression: 'SET #type = :type ADD #value :one',
      ExpressionAttributeNames: { '#type': '_type', '#value': 'value' },
      ExpressionAttributeValues: { ':type': ENTITY.counter, ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return /* @__PURE__ */ z.object({ value: /* @__PURE__ */ z.number() }).parse(out.Attributes).value;
}

/** The buyer already has a pending order for this item (the entry `pendingGuard` failed). */
export class PendingOrderExists extends Error {}
/** The order was decided meanwhile (the entry `order` failed its `status = pending` condition). */
export class OrderNotPending extends Error {}
/** A freshly drawn licence key already exists (the entry `license` failed): draw another. */
export class LicenseKeyTaken extends Error {}

/** Transaction entries of a new pending order: the order, its pending guard and the counts. */
export const newOrderOps = (order: OrderRecord) =>
  [
    putNewOp('order', orderItem(order)),
    putNewOp('pendingGuard', { ...keys.pendingOrder(order.userId, order.itemKey), _type: ENTITY.pendingOrder, orderId: order.id }),
    {
      name: 'orderStats',
      // An order placed with its payment (a subscription's checkout) is processing from the start.
      // In the order's shard, as its decision's: a burst of checkouts does not queue on one item either.
      op: counterUpdate(counterShardKey(keys.orderStats(), saleShard(order.id)), ENTITY.orderStats, {
        total: 1,
        pending: 1,
        ...(order.manualPaymentDetails ? { processing: 1 } : {}),
      }),
    },
    ...bucketOps(order.createdAt, { ordersPlaced: 1 }, saleShard(order.id)),
    activityOp({ kind: 'order', message: `New order #${order.id}: ${order.title}`, at: order.createdAt }),
    // Counted on the song, so a song with orders is never deleted (the song must still exist).
    ...(order.type === 'song' && order.songId ? [{ name: 'songOrders', op: songOrderCountOp(order.songId) }] : []),
    // Licence tiers (issue 25): counted on the tier, which must still be on (a tier in use is never deleted).
    ...(order.license ? [tierOrderOp(order.license.tier)] : []),
    // The search token items (at most MAX_ORDER_SEARCH_TOKENS), written with the order they find.
    ...orderItem(order).searchTokens.map((token, i) => ({
      name: `searchToken${i}`,
      op: { Put: { TableName: tableName, Item: searchTokenItem(order, token) } },
    })),
  ] satisfies NamedOp<string>[];

/** Stores a new pending order with its guard; throws PendingOrderExists if the buyer already has one for the item. */
export async function insertOrder(order: OrderRecord): Promise<void> {
  await namedTransaction(newOrderOps(order), {
    pendingGuard: () => new PendingOrderExists(),
    songOrders: () => new NotFoundError('Song not found', 'SONG_NOT_FOUND'),
    tier: () => new ConflictError(TIER_UNAVAILABLE, 'TIER_UNAVAILABLE'),
  });
}

export async function findPendingOrderId(userId: string, itemKey: string): Promise<number | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.pendingOrder(userId, itemKey), ConsistentRead: true }));
  return out.Item ? PendingItem.parse(out.Item).orderId : undefined;
}

export async function getOrderRecord(orderId: number, consistent = false): Promise<OrderRecord | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.order(orderId), ConsistentRead: consistent }));
  return out.Item ? OrderItem.parse(out.Item) : undefined;
}

/** Notes where the order's licence certificate is stored (a transaction entry of the after-commit step); the order must still exist. */
export function licensePdfKeyOp(orderId: number, pdfKey: string): TransactOp {
  return {
    Update: {
      TableName: tableName,
      Key: keys.order(orderId),
      UpdateExpression: 'SET licensePdfKey = :k',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':k': pdfKey },
    },
  };
}

const OrderStatsItem = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    // `processing`: pending orders whose payment was submitted.
    ...counterFields(['total', 'pending', 'completed', 'failed', 'processing', 'refunded', 'revenueTakaMinor']),
  }),
);

/** The order counters: `STATS/ORDERS` and its shards (stats-repo `saleShard`), summed. */
export async function readOrderStats() {
  return OrderStatsItem.parse(await readShardedCounters(keys.orderStats()));
}
