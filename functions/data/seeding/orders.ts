import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchPut } from '../batch';
import { ddb } from '../client';
import { ENTITY, keys } from '../keys';
import { counterUpdate } from '../stats-repo';
import { orderItem, searchTokenItem, type OrderRecord } from '../orders-repo';

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
