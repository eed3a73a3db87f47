/**
 * Reads and writes of licence tiers around orders (issue 25): a song's open orders (when an
 * exclusive retires it), an upgraded licence's mark, and the approval entries of an exclusive.
 */
import { queryItems } from './batch';
import { tableName } from './client';
import { keys, partitions } from './keys';
import { getOrderRecord, type OrderRecord } from './orders-repo';
import { updateOp, type NamedOp, type TransactOp } from './transaction';

/**
 * Pending orders of one song: the pending partition (GSI3 `ORDERS#pending`) read whole and
 * filtered on the song. Bounded by the store's pending orders; run once per exclusive sale.
 */
export async function pendingOrdersOfSong(songId: string): Promise<OrderRecord[]> {
  const items = await queryItems({
    IndexName: 'GSI3',
    KeyConditionExpression: 'GSI3PK = :pk',
    FilterExpression: 'songId = :song',
    ExpressionAttributeValues: { ':pk': partitions.ordersByStatus('pending'), ':song': songId },
    ProjectionExpression: 'id',
  });
  const ids = items.flatMap((item) => (typeof item.id === 'number' ? [item.id] : []));
  const orders = await Promise.all(ids.map((id) => getOrderRecord(id, true)));
  return orders.filter((o): o is OrderRecord => o?.status === 'pending');
}

/** Entry marking the licence an upgrade replaces: still active and the buyer's (else the entry `upgradedLicense` fails). */
export const upgradeLicenseOp = (oldKey: string, newKey: string, userId: string, at: string): NamedOp<'upgradedLicense'> =>
  updateOp('upgradedLicense', {
    Key: keys.license(oldKey),
    UpdateExpression: 'SET #status = :upgraded, upgradedTo = :to, upgradedAt = :at',
    ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#status) AND userId = :uid',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':upgraded': 'upgraded', ':to': newKey, ':at': at, ':uid': userId },
  });

/**
 * The song's update in an exclusive's approval: its counters like every sale's, and off sale (sold
 * out, the exclusive's key kept), on condition that it is still published and not sold
 * exclusively, so of two exclusive approvals at once one wins.
 */
export const exclusiveSongOp = (songId: string, licenseKey: string, revenueCents: number, at: string): TransactOp => ({
  Update: {
    TableName: tableName,
    Key: keys.song(songId),
    UpdateExpression: 'SET #status = :sold, exclusiveLicenseKey = :key, updatedAt = :at ADD downloads :one, revenueCents :rev',
    ConditionExpression: '#status = :published AND attribute_not_exists(exclusiveLicenseKey)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':sold': 'sold_out',
      ':published': 'published',
      ':key': licenseKey,
      ':at': at,
      ':one': 1,
      ':rev': revenueCents,
    },
  },
});

/**
 * The song's counters in any other sale's approval, on condition that it was not sold exclusively
 * meanwhile: a payment confirmed between an exclusive's commit and the closing of the song's other
 * open orders is then refused (and paid back), not sold.
 */
export const notSoldExclusivelySongOp = (songId: string, revenueCents: number): TransactOp => ({
  Update: {
    TableName: tableName,
    Key: keys.song(songId),
    UpdateExpression: 'ADD downloads :one, revenueCents :rev',
    ConditionExpression: 'attribute_not_exists(exclusiveLicenseKey)',
    ExpressionAttributeValues: { ':one': 1, ':rev': revenueCents },
  },
});
