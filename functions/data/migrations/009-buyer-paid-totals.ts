import { ENTITY, keys, partitions } from '../keys';
import { queryPages } from '../batch';
import { paidAttribute } from '../users-repo';
import type { Migration } from './migration';
import { migrateOnce, updateIfStill } from './migrate-items';

/**
 * Buyers who bought before the per-currency paid totals get them from their completed orders
 * (the user's GSI1 order partition): one SET each, conditional on `paidCounted`, so a rerun or a
 * second run at once changes nothing twice. An approval landing while a buyer is read can leave
 * that buyer's total one order short: run it when the store is quiet. Marked done on STATS/USERS.
 */
export async function backfillBuyerPaidTotals(opts: { force?: boolean } = {}): Promise<number> {
  return migrateOnce(
    { key: keys.userStats(), entity: ENTITY.userStats, attribute: 'buyerPaidCounted' },
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      FilterExpression: 'totalPurchases > :none AND attribute_not_exists(paidCounted)',
      ExpressionAttributeValues: { ':pk': partitions.users, ':none': 0 },
    },
    async (user) => {
      const userId = typeof user.id === 'string' ? user.id : undefined;
      if (!userId) return false;
      const paid = { paidTakaMinor: 0, paidUsdCents: 0 };
      for await (const page of queryPages({
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        FilterExpression: '#status = :completed',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pk': partitions.userOrders(userId), ':completed': 'completed' },
      })) {
        for (const order of page.Items ?? []) {
          const amountMinor: unknown = order.amountMinor;
          const currency = order.currency === 'BDT' ? 'BDT' : order.currency === 'USD' ? 'USD' : undefined;
          if (typeof amountMinor !== 'number' || !currency) continue;
          paid[paidAttribute(currency)] += amountMinor;
        }
      }
      return updateIfStill({
        Key: keys.user(userId),
        UpdateExpression: 'SET paidTakaMinor = :taka, paidUsdCents = :usd, paidCounted = :yes',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(paidCounted)',
        ExpressionAttributeValues: { ':taka': paid.paidTakaMinor, ':usd': paid.paidUsdCents, ':yes': true },
      });
    },
    opts,
  );
}

export const buyerPaidTotals: Migration = {
  id: '009-buyer-paid-totals',
  description: 'buyers from before the per-currency totals get what they paid, from their completed orders',
  up: () => backfillBuyerPaidTotals(),
};
