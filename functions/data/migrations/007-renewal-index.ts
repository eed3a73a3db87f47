import { ENTITY, keys, partitions } from '../keys';
import type { Migration } from './migration';
import { migrateEachUsersItems, updateIfStill } from './migrate-items';

/**
 * Live subscriptions activated before the renewal sweep's index (GSI2 `SUBS#ENDING`) get their
 * place in it, so they are invoiced and lapse like newer ones. Reads every account (GSI1 `USERS`)
 * and each one's subscriptions (GSI1 `USER#<id>#SUBS`): an active plan with an end date, not a
 * renewal invoice, not lapsed or refunded. Each update is conditional on exactly that, so a rerun
 * or two runs at once change nothing twice. Marked done on STATS/USERS.
 */
export async function backfillRenewalIndex(opts: { force?: boolean } = {}): Promise<number> {
  return migrateEachUsersItems(
    { key: keys.userStats(), entity: ENTITY.userStats, attribute: 'renewalIndexed' },
    (userId) => ({
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      FilterExpression:
        '#status = :active AND attribute_exists(endAt) AND attribute_not_exists(GSI2PK) AND attribute_not_exists(renewalOf) AND attribute_not_exists(lapsedAt) AND attribute_not_exists(refundedAt)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':pk': partitions.userSubscriptions(userId), ':active': 'active' },
    }),
    async (item) => {
      const { id, endAt } = item;
      if (typeof id !== 'string' || typeof endAt !== 'string') return false;
      const index = keys.subscriptionEnding(endAt, id);
      return updateIfStill({
        Key: keys.subscription(id),
        UpdateExpression: 'SET GSI2PK = :pk, GSI2SK = :sk',
        // As read: still live with that end and still outside the index.
        ConditionExpression:
          '#status = :active AND endAt = :end AND attribute_not_exists(GSI2PK) AND attribute_not_exists(renewalOf) AND attribute_not_exists(lapsedAt) AND attribute_not_exists(refundedAt)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pk': index.GSI2PK, ':sk': index.GSI2SK, ':active': 'active', ':end': endAt },
      });
    },
    opts,
  );
}

export const renewalIndex: Migration = {
  id: '007-renewal-index',
  description: 'live subscriptions from before the renewal sweep are indexed by their end date',
  up: () => backfillRenewalIndex(),
};
