import { updateIf } from '../conditional';
import { LEGACY_TIER_ID } from '../../../shared/api/licenses';
import { LEGACY_SNAPSHOT, seedTierRecords } from '../default-tiers';
import { addTierOrders } from '../license-tiers-repo';
import { ENTITY, keys, partitions } from '../keys';
import type { Migration } from './migration';
import { migrateOnce } from './migrate-items';

/** Sets the snapshot on an item that has none (conditional: a rerun or a second run changes nothing twice). */
async function setSnapshot(key: Record<string, string>): Promise<boolean> {
  const written = await updateIf({
    Key: key,
    UpdateExpression: 'SET license = :snap',
    ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(license)',
    ExpressionAttributeValues: { ':snap': LEGACY_SNAPSHOT },
  });
  if (!written) return false;
  return true;
}

/**
 * Seeds the five tiers a store lacks, then makes every song order from before tiers an MP3 Lease
 * order (its snapshot) and its licence an MP3 Lease licence, and counts them on the MP3 tier (so it
 * reads as in use). Reads GSI2 `ORDERS` page by page; marked done on STATS/ORDERS.
 */
export async function migrateToLicenseTiers(opts: { force?: boolean } = {}): Promise<number> {
  await seedTierRecords();
  let orders = 0;
  const changed = await migrateOnce(
    { key: keys.orderStats(), entity: ENTITY.orderStats, attribute: 'licenseTiersMigrated' },
    {
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      FilterExpression: '#type = :song AND attribute_not_exists(license)',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':pk': partitions.orders, ':song': 'song' },
    },
    async (item) => {
      if (typeof item.id !== 'number') return false;
      const changedOrder = await setSnapshot(keys.order(item.id));
      if (changedOrder) orders++;
      if (typeof item.licenseKey === 'string') await setSnapshot(keys.license(item.licenseKey));
      return changedOrder;
    },
    opts,
  );
  await addTierOrders(LEGACY_TIER_ID, orders);
  return changed;
}

export const licenseTiers: Migration = {
  id: '008-license-tiers',
  description: 'the five licence tiers are seeded; song orders and licences from before tiers become MP3 Lease',
  up: () => migrateToLicenseTiers(),
};
