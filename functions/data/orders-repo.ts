/**
 * Orders and everything that must change with them atomically: the pending-order guard, the
 * store-wide transaction-ID reservation, and on approval the licence, the entitlement and the
 * aggregates (ARCHITECTURE §5: one TransactWriteItems with conditions).
 */
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { Currency, ManualPaymentDetails, OrderStatus, PaymentMethod } from '../../shared/api/orders';
import { ConflictError } from '../domain/errors';
import { ddb, tableName } from './client';
import { fromCursor } from './cursor';
import { cancellationReasons } from './dynamo-errors';
import { ENTITY, keys } from './keys';
import { counterUpdate, statsIncrement } from './stats-repo';

export const OrderRecord = z.object({
  id: z.number().int().positive(),
  userId: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  type: z.enum(['song', 'subscription']),
  songId: z.string().optional(),
  planId: z.string().optional(),
  subscriptionId: z.string().optional(),
  /** Item key of the pending guard: `SONG#<id>` or `PLAN#<id>`. */
  itemKey: z.string(),
  title: z.string(),
  songArtist: z.string().optional(),
  /** Integer minor units: paisa for BDT, cents for USD. */
  amountMinor: z.number().int().nonnegative(),
  currency: Currency,
  /** The item's list price in US cents when ordered (song revenue is kept in USD). */
  listPriceCents: z.number().int().nonnegative(),
  paymentMethod: PaymentMethod,
  status: OrderStatus,
  manualPaymentDetails: ManualPaymentDetails.optional(),
  licenseKey: z.string().optional(),
  licensePdfKey: z.string().optional(),
  rejectionReason: z.string().optional(),
  decidedBy: z.string().optional(),
  decidedAt: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Lower-cased "id name email title" for the admin search. */
  searchText: z.string(),
});
export type OrderRecord = z.infer<typeof OrderRecord>;

const OrderItem = OrderRecord.extend({ _type: z.literal(ENTITY.order) });
const PendingItem = z.object({ orderId: z.number() });

export const ORDER_CURSOR_KEYS = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK'] as const;

/** Revenue counters are kept in taka; card amounts are converted at the spec's rate. */
export const toTakaMinor = (amountMinor: number, currency: 'BDT' | 'USD') => (currency === 'BDT' ? amountMinor : amountMinor * 110);

const orderItem = (o: OrderRecord) => ({
  ...keys.order(o.id),
  ...keys.orderIndexes(o.userId, o.status, o.createdAt, o.id),
  _type: ENTITY.order,
  ...o,
});

/** The next order number, from an atomic counter. */
export async function nextOrderId(): Promise<number> {
  const out = await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.counter('ORDER'),
      UpdateExpression: 'SET #type = :type ADD #value :one',
      ExpressionAttributeNames: { '#type': '_type', '#value': 'value' },
      ExpressionAttributeValues: { ':type': ENTITY.counter, ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return z.object({ value: z.number() }).parse(out.Attributes).value;
}

export class PendingOrderExists extends Error {}

/** Transaction entries of a new pending order: the order, its pending guard (index 1) and the counts. */
export const orderPutItems = (order: OrderRecord) => [
  { Put: { TableName: tableName, Item: orderItem(order), ConditionExpression: 'attribute_not_exists(PK)' } },
  {
    Put: {
      TableName: tableName,
      Item: { ...keys.pendingOrder(order.userId, order.itemKey), _type: ENTITY.pendingOrder, orderId: order.id },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  },
  counterUpdate(keys.orderStats(), ENTITY.orderStats, { total: 1, pending: 1 }),
];

/** Stores a new pending order with its guard; throws PendingOrderExists if the buyer already has one for the item. */
export async function insertOrder(order: OrderRecord): Promise<void> {
  try {
    await ddb.send(new TransactWriteCommand({ TransactItems: orderPutItems(order) }));
  } catch (error) {
    if (cancellationReasons(error)?.[1] === 'ConditionalCheckFailed') throw new PendingOrderExists();
    throw error;
  }
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
}): Promise<{ orders: OrderRecord[]; lastKey?: Record<string, unknown> }> {
  const orders: OrderRecord[] = [];
  let startKey = input.startKey;
  // A search filters after reading; a few pages keep a sparse search from returning nothing.
  for (let page = 0; page < (input.q ? 10 : 1); page++) {
    const from = startKey;
    const out = await fromCursor(from, () =>
      ddb.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: input.index,
          KeyConditionExpression: `${input.index}PK = :pk`,
          ...(input.q ? { FilterExpression: 'contains(searchText, :q)' } : {}),
          ExpressionAttributeValues: { ':pk': input.pk, ...(input.q ? { ':q': input.q } : {}) },
          ScanIndexForward: false,
          Limit: input.q ? Math.max(input.limit, 100) : input.limit,
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
    orders.length >= input.limit && last
      ? { ...keys.order(last.id), ...pickIndexKeys(orderItem(last), input.index) }
      : startKey;
  return { orders, lastKey };
}

function pickIndexKeys(item: Record<string, unknown>, index: 'GSI1' | 'GSI2' | 'GSI3') {
  return { [`${index}PK`]: item[`${index}PK`], [`${index}SK`]: item[`${index}SK`] };
}

export const listUserOrders = (userId: string, limit = 100) => queryOrders({ index: 'GSI1', pk: `USER#${userId}#ORDERS`, limit });

export function listOrders(opts: { status?: OrderStatus; q?: string; limit: number; startKey?: Record<string, unknown> }) {
  return opts.status
    ? queryOrders({ index: 'GSI3', pk: `ORDERS#${opts.status}`, limit: opts.limit, startKey: opts.startKey, q: opts.q })
    : queryOrders({ index: 'GSI2', pk: 'ORDERS', limit: opts.limit, startKey: opts.startKey, q: opts.q });
}

export const PAYMENT_ALREADY_SUBMITTED = 'Payment details already submitted';
export const TRANSACTION_ID_USED = 'This transaction ID has already been used';

/**
 * Transaction entry that claims a manual-payment transaction ID for one order; it fails when the
 * ID was already used with that method anywhere in the store.
 */
export const transactionIdReservation = (details: z.infer<typeof ManualPaymentDetails>, orderId: number, at: string) => ({
  Put: {
    TableName: tableName,
    Item: { ...keys.transactionId(details.paymentMethod, details.transactionId), _type: ENTITY.transactionId, orderId, usedAt: at },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/**
 * Stores the payment details on a pending order of this buyer and reserves the transaction ID
 * for its method in the same transaction, so one payment can never back two orders.
 */
export async function attachPaymentDetails(order: OrderRecord, details: z.infer<typeof ManualPaymentDetails>, now: string) {
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName,
              Key: keys.order(order.id),
              UpdateExpression: 'SET manualPaymentDetails = :d, paymentMethod = :m, updatedAt = :now',
              ConditionExpression: 'userId = :uid AND #status = :pending AND attribute_not_exists(manualPaymentDetails)',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':d': details, ':m': details.paymentMethod, ':now': now, ':uid': order.userId, ':pending': 'pending' },
            },
          },
          transactionIdReservation(details, order.id, now),
        ],
      }),
    );
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons?.[1] === 'ConditionalCheckFailed') throw new ConflictError(TRANSACTION_ID_USED, 'TRANSACTION_ID_USED');
    if (reasons?.[0] === 'ConditionalCheckFailed') throw new ConflictError(PAYMENT_ALREADY_SUBMITTED, 'PAYMENT_ALREADY_SUBMITTED');
    throw error;
  }
}

export interface Approval {
  order: OrderRecord;
  adminId: string;
  /** Song orders: the licence record (see licences-repo) and the buyer's entitlement. */
  license?: { key: string; licenseItem: Record<string, unknown>; entitlementItem: Record<string, unknown> };
  /** Writes that belong to the same decision (e.g. activating a subscription). */
  extraItems?: Record<string, unknown>[];
  now: Date;
}

export const ORDER_NOT_PENDING = 'Order is not pending';

/**
 * pending → completed, with the licence (unique key), the entitlement, the song's counters,
 * the daily and order aggregates, all or nothing. The order's status condition makes a second
 * approval fail: one payment, one licence, one revenue increment.
 */
export async function completeOrder(a: Approval): Promise<'done' | 'not-pending' | 'key-taken' | 'extra-failed'> {
  const { order, now } = a;
  const at = now.toISOString();
  const day = at.slice(0, 10);
  const takaMinor = toTakaMinor(order.amountMinor, order.currency);
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName,
              Key: keys.order(order.id),
              UpdateExpression: `SET #status = :completed, decidedBy = :admin, decidedAt = :at, updatedAt = :at, GSI3PK = :gsi3${a.license ? ', licenseKey = :key' : ''}`,
              ConditionExpression: '#status = :pending',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':completed': 'completed',
                ':pending': 'pending',
                ':admin': a.adminId,
                ':at': at,
                ':gsi3': 'ORDERS#completed',
                ...(a.license ? { ':key': a.license.key } : {}),
              },
            },
          },
          { Delete: { TableName: tableName, Key: keys.pendingOrder(order.userId, order.itemKey) } },
          ...(a.license
            ? [
                { Put: { TableName: tableName, Item: a.license.licenseItem, ConditionExpression: 'attribute_not_exists(PK)' } },
                { Put: { TableName: tableName, Item: a.license.entitlementItem } },
              ]
            : []),
          counterUpdate(keys.dailyStats(day), ENTITY.dailyStats, { orders: 1, revenueTakaMinor: takaMinor }, { day }),
          counterUpdate(keys.orderStats(), ENTITY.orderStats, { pending: -1, completed: 1, revenueTakaMinor: takaMinor }),
          ...(order.songId
            ? [
                {
                  Update: {
                    TableName: tableName,
                    Key: keys.song(order.songId),
                    UpdateExpression: 'ADD downloads :one, revenueCents :rev',
                    ExpressionAttributeValues: { ':one': 1, ':rev': order.listPriceCents },
                  },
                },
                statsIncrement({ totalDownloads: 1 }),
              ]
            : []),
          ...(a.extraItems ?? []),
        ],
      }),
    );
    return 'done';
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons?.[0] === 'ConditionalCheckFailed') return 'not-pending';
    if (a.license && reasons?.[2] === 'ConditionalCheckFailed') return 'key-taken';
    if (reasons?.some((r) => r === 'ConditionalCheckFailed')) return 'extra-failed';
    throw error;
  }
}

/** pending → failed, releasing the pending guard. The transaction ID stays used. */
export async function failOrder(
  order: OrderRecord,
  adminId: string,
  reason: string | undefined,
  now: Date,
  extraItems: Record<string, unknown>[] = [],
): Promise<boolean> {
  const at = now.toISOString();
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName,
              Key: keys.order(order.id),
              UpdateExpression: `SET #status = :failed, decidedBy = :admin, decidedAt = :at, updatedAt = :at, GSI3PK = :gsi3${reason ? ', rejectionReason = :reason' : ''}`,
              ConditionExpression: '#status = :pending',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':failed': 'failed',
                ':pending': 'pending',
                ':admin': adminId,
                ':at': at,
                ':gsi3': 'ORDERS#failed',
                ...(reason ? { ':reason': reason } : {}),
              },
            },
          },
          { Delete: { TableName: tableName, Key: keys.pendingOrder(order.userId, order.itemKey) } },
          counterUpdate(keys.orderStats(), ENTITY.orderStats, { pending: -1, failed: 1 }),
          ...extraItems,
        ],
      }),
    );
    return true;
  } catch (error) {
    if (cancellationReasons(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
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

const OrderStatsItem = z.object({
  total: z.number().default(0),
  pending: z.number().default(0),
  completed: z.number().default(0),
  failed: z.number().default(0),
  revenueTakaMinor: z.number().default(0),
});

export async function readOrderStats() {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.orderStats() }));
  return OrderStatsItem.parse(out.Item ?? {});
}
