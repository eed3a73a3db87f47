import { ENTITY, keys, partitions } from '../keys';
import { orderSearchTokens } from '../order-search-tokens';
import { OrderItem, putSearchTokens } from '../orders-repo';
import type { Migration } from './migration';
import { indexItemsWithout, migrateOnce, updateIfStill } from './migrate-items';

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
    indexItemsWithout('GSI2', partitions.orders, 'searchTokens'),
    async (item) => {
      const order = OrderItem.parse(item);
      const tokens = orderSearchTokens(order);
      await putSearchTokens(order, tokens);
      return updateIfStill({
        Key: keys.order(order.id),
        UpdateExpression: 'SET searchTokens = :tokens',
        ConditionExpression: 'attribute_not_exists(searchTokens) AND buyerEmail = :email',
        ExpressionAttributeValues: { ':tokens': tokens, ':email': order.buyerEmail },
      });
    },
    opts,
  );
}

export const ordersSearch: Migration = {
  id: '004-orders-search',
  description: "orders from before the admin order search's token index get their token items",
  up: () => backfillOrderSearch({ force: true }),
};
