/**
 * Orders and everything that must change with them atomically: the pending-order guard, the
 * store-wide transaction-ID reservation, and on approval the licence, the entitlement and the
 * aggregates (ARCHITECTURE §5: one TransactWriteItems with conditions).
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { Language } from '../../shared/api/account';
import { Currency, ManualPaymentDetails, OrderStatus, PaymentMethod } from '../../shared/api/orders';
import { toBdtMinor } from '../../shared/money';
import { ConflictError, NotFoundError, ValidationError } from '../kernel/errors';
import { batchGet, batchPut, batchWrite } from './batch';
import { ddb, tableName } from './client';
import { migrateOnce } from './migrations/migrate-items';
import { fromCursor } from './cursor';
import { counterShardKey, ENTITY, keys, partitions, rankingKinds } from './keys';
import { entityType } from './entity-type';
import { entitlementFor, grantEntitlementOp, issueLicenseOp, type LicenseRecord } from './licenses-repo';
import { songOrderCountOp, songStatsUpdate } from './songs-repo';
import { counterUpdate, readShardedCounters, saleShard, statsIncrement } from './stats-repo';
import { namedTransaction, type NamedOp } from './transaction';
import { buyerTotalsOp } from './users-repo';
import { activityOp, bucketOps, rankingMovedOn, withRankings, type RankedSubject } from './analytics-repo';
import { listenerPurchaseOp } from './account-repo';
import { isConditionalCheckFailed } from './dynamo-errors';
import { orderSearchTokens } from './order-search-tokens';
import { textHasEvery } from './search-tokens';
import { TierSnapshot, type TierApproval } from './order-license';
import { tierOrderOp, TIER_UNAVAILABLE } from './license-tiers-repo';

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
  }),
);
export type OrderRecord = z.infer<typeof OrderRecord>;

const OrderItem = /* @__PURE__ */ z.lazySchema(() => z.extend(OrderRecord, { _type: entityType('order') }));
const PendingItem = /* @__PURE__ */ z.lazySchema(() => z.object({ orderId: z.number() }));

export const ORDER_CURSOR_KEYS = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK'] as const;

const orderItem = (o: OrderRecord) => ({
  ...keys.order(o.id),
  ...keys.orderIndexes(o.userId, o.status, o.createdAt, o.id),
  _type: ENTITY.order,
  ...o,
  searchTokens: o.searchTokens ?? orderSearchTokens(o),
});

/** The token item of one search token: only what leads to the order. */
const searchTokenItem = (o: Pick<OrderRecord, 'id' | 'userId' | 'createdAt'>, token: string) => ({
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
    { name: 'order', op: { Put: { TableName: tableName, Item: orderItem(order), ConditionExpression: 'attribute_not_exists(PK)' } } },
    {
      name: 'pendingGuard',
      op: {
        Put: {
          TableName: tableName,
          Item: { ...keys.pendingOrder(order.userId, order.itemKey), _type: ENTITY.pendingOrder, orderId: order.id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
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

async function queryOrders(input: {
  index: 'GSI1' | 'GSI2' | 'GSI3';
  pk: string;
  limit: number;
  startKey?: Record<string, unknown>;
  q?: string;
  /** Only orders whose manual payment was submitted (the admin's 'processing' filter). */
  paymentSubmitted?: boolean;
}): Promise<{ orders: OrderRecord[]; lastKey?: Record<string, unknown> }> {
  const orders: OrderRecord[] = [];
  let startKey = input.startKey;
  const filters = [
    ...(input.q ? ['contains(searchText, :q)'] : []),
    ...(input.paymentSubmitted ? ['attribute_exists(manualPaymentDetails)'] : []),
  ];
  const filtered = filters.length > 0;
  // A filter applies after reading; a few pages keep a sparse search from returning nothing.
  for (let page = 0; page < (filtered ? 10 : 1); page++) {
    const from = startKey;
    const out = await fromCursor(from, () =>
      ddb.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: input.index,
          KeyConditionExpression: `${input.index}PK = :pk`,
          ...(filtered ? { FilterExpression: filters.join(' AND ') } : {}),
          ExpressionAttributeValues: { ':pk': input.pk, ...(input.q ? { ':q': input.q } : {}) },
          ScanIndexForward: false,
          Limit: filtered ? Math.max(input.limit, 100) : input.limit,
          ExclusiveStartKey: from,
        }),
      ),
    );
    for (const item of out.Items ?? []) {
      if (orders.length < input.limit) orders.push(OrderItem.parse(item));
    }
    startKey = out.LastEvaluatedKey;
    if (!startKey || orders.length >= input.limit) break;
  }
  const last = orders[orders.length - 1];
  // When the page was cut short inside a filtered read, continue after the last order returned.
  const lastKey =
    orders.length >= input.limit && last ? { ...keys.order(last.id), ...pickIndexKeys(orderItem(last), input.index) } : startKey;
  return { orders, lastKey };
}

function pickIndexKeys(item: Record<string, unknown>, index: 'GSI1' | 'GSI2' | 'GSI3') {
  return { [`${index}PK`]: item[`${index}PK`], [`${index}SK`]: item[`${index}SK`] };
}

/**
 * One page of a buyer's orders, newest first. A cursor must lie in this buyer's partition: one
 * naming another partition is a bad cursor, never a way into someone else's orders.
 */
export function listUserOrders(userId: string, limit = 100, startKey?: Record<string, unknown>) {
  const pk = partitions.userOrders(userId);
  if (startKey && startKey.GSI1PK !== pk)
    throw new ValidationError('Invalid cursor', [{ path: 'query.cursor', message: 'Invalid cursor' }]);
  return queryOrders({ index: 'GSI1', pk, limit, startKey });
}

export function listOrders(opts: { status?: OrderStatus | 'processing'; q?: string; limit: number; startKey?: Record<string, unknown> }) {
  if (opts.status === 'processing') {
    // Pending orders with their payment submitted: the pending partition, filtered.
    return queryOrders({
      index: 'GSI3',
      pk: partitions.ordersByStatus('pending'),
      limit: opts.limit,
      startKey: opts.startKey,
      q: opts.q,
      paymentSubmitted: true,
    });
  }
  return opts.status
    ? queryOrders({ index: 'GSI3', pk: partitions.ordersByStatus(opts.status), limit: opts.limit, startKey: opts.startKey, q: opts.q })
    : queryOrders({ index: 'GSI2', pk: partitions.orders, limit: opts.limit, startKey: opts.startKey, q: opts.q });
}

/**
 * Bulk seed for scale measurements only (scripts/bench): orders written straight with
 * BatchWriteItem (25 a call, 8 in parallel), no guards, licences or buckets, then the order
 * counters once. Never a request path. `searchTokens: false` leaves out the search token items
 * (a bench that never searches, such as the CSV export's).
 */
export async function bulkInsertOrders(records: readonly OrderRecord[], concurrency = 8, { searchTokens = true } = {}): Promise<void> {
  const items = records.flatMap((r) => {
    const item = orderItem(r);
    return searchTokens ? [item, ...item.searchTokens.map((t) => searchTokenItem(r, t))] : [item];
  });
  await batchPut(items, { concurrency });
  const counts: Record<string, number> = { total: records.length };
  for (const r of records) {
    counts[r.status] = (counts[r.status] ?? 0) + 1;
    if (r.status === 'pending' && r.manualPaymentDetails) counts.processing = (counts.processing ?? 0) + 1;
  }
  await ddb.send(new UpdateCommand(counterUpdate(keys.orderStats(), ENTITY.orderStats, counts).Update));
}

/** Token items one search request may read at most (and as many orders, in BatchGets of ≤ 100). */
export const MAX_TOKEN_ITEMS_PER_SEARCH = 200;

const TokenItem = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    PK: z.string(),
    SK: z.string(),
    orderId: z.number(),
  }),
);

async function batchGetOrders(ids: readonly number[]): Promise<Map<number, OrderRecord>> {
  const found = new Map<number, OrderRecord>();
  for (const item of await batchGet(ids.map((id) => keys.order(id)))) {
    const order = OrderItem.parse(item);
    found.set(order.id, order);
  }
  return found;
}

const statusMatches = (o: OrderRecord, status?: OrderStatus | 'processing') =>
  !status || (status === 'processing' ? o.status === 'pending' && !!o.manualPaymentDetails : o.status === status);

/**
 * One page of the orders carrying `token` (newest first) whose text holds every query token and
 * whose status matches, read from the token's partition: at most MAX_TOKEN_ITEMS_PER_SEARCH
 * token items and as many orders per request, whatever the number of orders. The cursor is a
 * key of this token's partition; one naming any other partition is a bad cursor. Undefined when
 * a first page finds the partition empty (no order has this whole word): the caller then falls
 * back to matching text.
 */
export async function searchOrdersByToken(input: {
  token: string;
  tokens: readonly string[];
  status?: OrderStatus | 'processing';
  limit: number;
  startKey?: Record<string, unknown>;
}): Promise<{ orders: OrderRecord[]; lastKey?: Record<string, unknown> } | undefined> {
  const pk = partitions.orderSearch(input.token);
  if (input.startKey && (Object.keys(input.startKey).length !== 2 || input.startKey.PK !== pk || typeof input.startKey.SK !== 'string'))
    throw new ValidationError('Invalid cursor', [{ path: 'query.cursor', message: 'Invalid cursor' }]);
  const orders: OrderRecord[] = [];
  let startKey = input.startKey;
  let read = 0;
  while (read < MAX_TOKEN_ITEMS_PER_SEARCH) {
    const out = await ddb.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ScanIndexForward: false,
        Limit: Math.min(input.limit * 2, MAX_TOKEN_ITEMS_PER_SEARCH - read),
        ExclusiveStartKey: startKey,
      }),
    );
    const hits = (out.Items ?? []).map((item) => TokenItem.parse(item));
    if (!input.startKey && read === 0 && hits.length === 0 && !out.LastEvaluatedKey) return undefined;
    read += hits.length;
    const found = await batchGetOrders(hits.map((h) => h.orderId));
    for (const [i, hit] of hits.entries()) {
      const order = found.get(hit.orderId);
      if (!order || !statusMatches(order, input.status) || !textHasEvery(order.searchText, input.tokens)) continue;
      orders.push(order);
      if (orders.length >= input.limit) {
        const more = i < hits.length - 1 || !!out.LastEvaluatedKey;
        return { orders, lastKey: more ? { PK: hit.PK, SK: hit.SK } : undefined };
      }
    }
    startKey = out.LastEvaluatedKey;
    if (!startKey) return { orders };
  }
  return { orders, lastKey: startKey };
}

/**
 * Gives orders from before the token index (no `searchTokens`) their token items, then the list
 * on the order (conditional on the buyer's email read, so an erasure meanwhile is not undone).
 * Reads GSI2 `ORDERS` page by page; idempotent (token items are plain Puts, a marked order is
 * skipped). A migration, not a request path: a complete run is marked on STATS/ORDERS and the
 * next start skips it (orders created since carry their tokens); `force` runs it anyway.
 * Returns how many orders it indexed.
 */
export async function backfillOrderSearch(opts: { force?: boolean } = {}): Promise<number> {
  return migrateOnce(
    { key: keys.orderStats(), entity: ENTITY.orderStats, attribute: 'searchBackfilled' },
    {
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      FilterExpression: 'attribute_not_exists(searchTokens)',
      ExpressionAttributeValues: { ':pk': partitions.orders },
    },
    async (item) => {
      const order = OrderItem.parse(item);
      const tokens = orderSearchTokens(order);
      await putSearchTokens(order, tokens);
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.order(order.id),
            UpdateExpression: 'SET searchTokens = :tokens',
            ConditionExpression: 'attribute_not_exists(searchTokens) AND buyerEmail = :email',
            ExpressionAttributeValues: { ':tokens': tokens, ':email': order.buyerEmail },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionalCheckFailed(error)) return false;
        throw error;
      }
    },
    opts,
  );
}

export const PAYMENT_ALREADY_SUBMITTED = 'Payment details already submitted';
export const TRANSACTION_ID_USED = 'This transaction ID has already been used';

/**
 * Transaction entry that claims a manual-payment transaction ID for one order; it fails when the
 * ID was already used with that method anywhere in the store.
 */
export const reserveTransactionIdOp = (details: ManualPaymentDetails, orderId: number, at: string): NamedOp<'transactionId'> => ({
  name: 'transactionId',
  op: {
    Put: {
      TableName: tableName,
      Item: { ...keys.transactionId(details.paymentMethod, details.transactionId), _type: ENTITY.transactionId, orderId, usedAt: at },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  },
});

export const transactionIdUsed = () => new ConflictError(TRANSACTION_ID_USED, 'TRANSACTION_ID_USED');
export const paymentAlreadySubmitted = () => new ConflictError(PAYMENT_ALREADY_SUBMITTED, 'PAYMENT_ALREADY_SUBMITTED');

/**
 * Stores the payment details on a pending order of this buyer and reserves the transaction ID
 * for its method in the same transaction, so one payment can never back two orders.
 */
export async function attachPaymentDetails(order: OrderRecord, details: ManualPaymentDetails, now: string) {
  await namedTransaction(
    [
      {
        name: 'order',
        op: {
          Update: {
            TableName: tableName,
            Key: keys.order(order.id),
            UpdateExpression: 'SET manualPaymentDetails = :d, paymentMethod = :m, updatedAt = :now',
            ConditionExpression: 'userId = :uid AND #status = :pending AND attribute_not_exists(manualPaymentDetails)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':d': details,
              ':m': details.paymentMethod,
              ':now': now,
              ':uid': order.userId,
              ':pending': 'pending',
            },
          },
        },
      },
      reserveTransactionIdOp(details, order.id, now),
      processingCountOp(),
    ],
    { transactionId: transactionIdUsed, order: paymentAlreadySubmitted },
  );
}

/**
 * The count of processing orders (pending, payment submitted: the admin's 'processing' filter)
 * moves up in the transaction that attaches a payment; a decision takes it down with its other
 * counts (`leavesProcessing`).
 */
export const processingCountOp = () => ({
  name: 'processingCount',
  op: counterUpdate(keys.orderStats(), ENTITY.orderStats, { processing: 1 }),
});

/** A decided order with its payment submitted leaves the processing count (one update of STATS/ORDERS per transaction). */
const leavesProcessing = (order: OrderRecord): Record<string, number> => (order.manualPaymentDetails ? { processing: -1 } : {});

/** Who decided a pending order, and when. */
export interface Decision {
  adminId: string;
  at: string;
}

/**
 * The entries of any decision: the order pending → `status` (conditional, so a second decision
 * fails the entry `order`), with one optional extra attribute, and its pending guard released.
 */
function decisionOps(order: OrderRecord, d: Decision, status: 'completed' | 'failed', extra?: [attribute: string, value: string]) {
  return [
    {
      name: 'order',
      op: {
        Update: {
          TableName: tableName,
          Key: keys.order(order.id),
          UpdateExpression: `SET #status = :decided, decidedBy = :admin, decidedAt = :at, updatedAt = :at, GSI3PK = :gsi3${extra ? `, ${extra[0]} = :extra` : ''}`,
          // The payment as read, too: the processing count below follows it (a payment attached meanwhile fails the decision).
          ConditionExpression: `#status = :pending AND ${order.manualPaymentDetails ? 'attribute_exists' : 'attribute_not_exists'}(manualPaymentDetails)`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':decided': status,
            ':pending': 'pending',
            ':admin': d.adminId,
            ':at': d.at,
            ':gsi3': partitions.ordersByStatus(status),
            ...(extra ? { ':extra': extra[1] } : {}),
          },
        },
      },
    },
    { name: 'pendingGuard', op: { Delete: { TableName: tableName, Key: keys.pendingOrder(order.userId, order.itemKey) } } },
  ] satisfies NamedOp<string>[];
}

/**
 * Entries every approval shares: the order pending → completed (conditional, so a second
 * approval fails the entry `order`), its pending guard released, the daily and order aggregates
 * (revenue in paisa: one payment, one increment).
 */
export function orderCompletionOps(order: OrderRecord, d: Decision, licenseKey?: string, genre?: string) {
  const revenue = toBdtMinor(order.amountMinor, order.currency);
  const shard = saleShard(order.id);
  return [
    ...decisionOps(order, d, 'completed', licenseKey ? ['licenseKey', licenseKey] : undefined),
    ...bucketOps(d.at, { orders: 1, revenueTakaMinor: revenue }, shard),
    activityOp({ kind: 'approval', message: `Order #${order.id} approved: ${order.title}`, at: d.at }),
    {
      name: 'orderStats',
      op: counterUpdate(counterShardKey(keys.orderStats(), shard), ENTITY.orderStats, {
        pending: -1,
        completed: 1,
        revenueTakaMinor: revenue,
        ...leavesProcessing(order),
      }),
    },
    buyerTotalsOp(order.userId, order.listPriceCents),
    listenerPurchaseOp(order.userId, { at: d.at, cents: order.listPriceCents, ...(genre ? { genre } : {}) }),
  ] satisfies NamedOp<string>[];
}

/**
 * Approves a song order: pending → completed with the licence (unique key), the buyer's
 * entitlement, the song's counters, the daily, order and store aggregates, all or nothing.
 * Throws OrderNotPending when the order was decided meanwhile, LicenseKeyTaken on a key collision.
 */
export async function completeSongOrder(
  input: { order: OrderRecord; songId: string; genre?: string; license: LicenseRecord; tier?: TierApproval } & Decision,
): Promise<void> {
  const { order, license } = input;
  await withRankings(
    saleSubjects(order, { songId: input.songId, artist: license.artist }),
    toBdtMinor(order.amountMinor, order.currency),
    (ranks, policy) =>
      namedTransaction(
        [
          ...orderCompletionOps(order, input, license.licenseKey, input.genre),
          issueLicenseOp(license),
          grantEntitlementOp(entitlementFor(license, 'purchase'), { onlyIfNew: false }),
          {
            name: 'songCounters',
            op: input.tier?.songOp ?? {
              Update: {
                TableName: tableName,
                Key: keys.song(input.songId),
                UpdateExpression: 'ADD downloads :one, revenueCents :rev',
                ExpressionAttributeValues: { ':one': 1, ':rev': order.listPriceCents },
              },
            },
          },
          { name: 'storeStats', op: statsIncrement({ totalDownloads: 1 }, saleShard(order.id)) },
          {
            name: 'songStats',
            op: songStatsUpdate({ revenueCents: order.listPriceCents, ...input.tier?.songStatsDeltas }, saleShard(order.id)),
          },
          ...ranks,
          ...(input.tier?.ops ?? []),
        ],
        { order: () => new OrderNotPending(), license: () => new LicenseKeyTaken(), ...rankingMovedOn, ...input.tier?.errors },
        policy,
      ),
  );
}

/**
 * What a sale ranks: the buyer always; a song sale also the song and its artist (by lower-cased
 * name, as the store counts artists).
 */
export function saleSubjects(order: OrderRecord, song?: { songId: string; artist: string }): RankedSubject[] {
  const customer: RankedSubject = { kind: rankingKinds.customer, id: order.userId, name: order.buyerName };
  if (!song) return [customer];
  return [
    { kind: rankingKinds.song, id: song.songId, name: order.title, detail: song.artist },
    { kind: rankingKinds.artist, id: song.artist.toLowerCase(), name: song.artist },
    customer,
  ];
}

/** Entries of a rejection: pending → failed (the entry `order`), the pending guard released. The transaction ID stays used. */
export function orderRejectionOps(order: OrderRecord, d: Decision & { reason?: string }) {
  return [
    ...decisionOps(order, d, 'failed', d.reason ? ['rejectionReason', d.reason] : undefined),
    {
      name: 'orderStats',
      op: counterUpdate(counterShardKey(keys.orderStats(), saleShard(order.id)), ENTITY.orderStats, {
        pending: -1,
        failed: 1,
        ...leavesProcessing(order),
      }),
    },
    activityOp({ kind: 'rejection', message: `Order #${order.id} rejected: ${order.title}`, at: d.at }),
  ] satisfies NamedOp<string>[];
}

/** Rejects a song order; throws OrderNotPending when it was decided meanwhile. */
export async function rejectSongOrder(order: OrderRecord, d: Decision & { reason?: string }): Promise<void> {
  await namedTransaction(orderRejectionOps(order, d), { order: () => new OrderNotPending() });
}

export async function setLicensePdfKey(orderId: number, pdfKey: string): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.order(orderId),
      UpdateExpression: 'SET licensePdfKey = :k',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':k': pdfKey },
    }),
  );
}

const OrderStatsItem = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    total: z._default(z.number(), 0),
    pending: z._default(z.number(), 0),
    completed: z._default(z.number(), 0),
    failed: z._default(z.number(), 0),
    /** Pending orders whose payment was submitted. */
    processing: z._default(z.number(), 0),
    refunded: z._default(z.number(), 0),
    revenueTakaMinor: z._default(z.number(), 0),
  }),
);

/** The order counters: `STATS/ORDERS` and its shards (stats-repo `saleShard`), summed. */
export async function readOrderStats() {
  return OrderStatsItem.parse(await readShardedCounters(keys.orderStats()));
}
