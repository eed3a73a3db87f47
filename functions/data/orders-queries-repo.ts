import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import type { AdminOrderStatusFilter } from '../../shared/api/orders';
import { ValidationError } from '../kernel/errors';
import { batchGet } from './batch';
import { ddb, tableName } from './client';
import { fromCursor } from './cursor';
import { keys, partitions } from './keys';
import { textHasEvery } from './search-tokens';
import { searchTokenPartition, TokenHit } from './token-partition-search';
import { OrderItem, orderItem, type OrderRecord } from './orders-repo';

async function queryOrders(input: {
  index: 'GSI1' | 'GSI2' | 'GSI3';
  pk: string;
  limit: number;
  startKey?: Record<string, unknown>;
  q?: string;
  /** Only orders that carry this attribute (a narrowed filter's, see NARROWED_FILTERS). */
  withAttribute?: NarrowedFilter['attribute'];
}): Promise<{ orders: OrderRecord[]; lastKey?: Record<string, unknown> }> {
  const orders: OrderRecord[] = [];
  let startKey = input.startKey;
  const filters = [
    ...(input.q ? ['contains(searchText, :q)'] : []),
    ...(input.withAttribute ? [`attribute_exists(${input.withAttribute})`] : []),
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

interface NarrowedFilter {
  /** The status partition the filter reads. */
  status: 'pending' | 'failed';
  /** The attribute an order of that status must carry to be shown. */
  attribute: 'manualPaymentDetails' | 'refundDueAt';
}

/** The admin filters that are a status partition narrowed to the orders carrying one attribute. */
const NARROWED_FILTERS: Partial<Record<AdminOrderStatusFilter, NarrowedFilter>> = {
  // Pending orders with their payment submitted.
  processing: { status: 'pending', attribute: 'manualPaymentDetails' },
  // Failed orders closed by an exclusive sale whose manual payment is still to be paid back.
  refund_due: { status: 'failed', attribute: 'refundDueAt' },
};

export function listOrders(opts: { status?: AdminOrderStatusFilter; q?: string; limit: number; startKey?: Record<string, unknown> }) {
  const page = { limit: opts.limit, startKey: opts.startKey, q: opts.q };
  const narrowed = opts.status && NARROWED_FILTERS[opts.status];
  if (narrowed)
    return queryOrders({ index: 'GSI3', pk: partitions.ordersByStatus(narrowed.status), withAttribute: narrowed.attribute, ...page });
  return opts.status
    ? queryOrders({ index: 'GSI3', pk: partitions.ordersByStatus(opts.status), ...page })
    : queryOrders({ index: 'GSI2', pk: partitions.orders, ...page });
}

const OrderTokenHit = /* @__PURE__ */ z.lazySchema(() => z.extend(TokenHit, { orderId: z.number() }));

async function batchGetOrders(ids: readonly number[]): Promise<Map<number, OrderRecord>> {
  const found = new Map<number, OrderRecord>();
  for (const item of await batchGet(ids.map((id) => keys.order(id)))) {
    const order = OrderItem.parse(item);
    found.set(order.id, order);
  }
  return found;
}

/** Whether an order is one the admin list's status filter shows. */
export function statusMatches(o: OrderRecord, status?: AdminOrderStatusFilter): boolean {
  const narrowed = status && NARROWED_FILTERS[status];
  return !status || (narrowed ? o.status === narrowed.status && !!o[narrowed.attribute] : o.status === status);
}

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
  status?: AdminOrderStatusFilter;
  limit: number;
  startKey?: Record<string, unknown>;
}): Promise<{ orders: OrderRecord[]; lastKey?: Record<string, unknown> } | undefined> {
  const pk = partitions.orderSearch(input.token);
  if (input.startKey && (Object.keys(input.startKey).length !== 2 || input.startKey.PK !== pk || typeof input.startKey.SK !== 'string'))
    throw new ValidationError('Invalid cursor', [{ path: 'query.cursor', message: 'Invalid cursor' }]);
  const page = await searchTokenPartition({
    pk,
    from: input.startKey,
    newestFirst: true,
    limit: input.limit,
    parseHit: (item) => OrderTokenHit.parse(item),
    fetch: async (hits) => {
      const found = await batchGetOrders(hits.map((h) => h.orderId));
      return hits.map((h) => found.get(h.orderId));
    },
    keep: (order) => statusMatches(order, input.status) && textHasEvery(order.searchText, input.tokens),
  });
  return page && { orders: page.records, lastKey: page.next };
}
