import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchPut } from '../batch';
import { ddb } from '../client';
import { userItem, userSearchTokenItem, userStatName, userStatsUpdate, type User } from '../users-repo';

/**
 * Bench seeding only (`scripts/bench/admin-users.ts`): writes many accounts straight into the
 * table (BatchWriteItem, 25 at a time, unprocessed items retried) with their list and directory
 * keys and their search token items, and counts them into STATS/USERS once. No email reservation, no activity: never a request path.
 */
export async function bulkInsertUsers(users: readonly User[], concurrency = 8): Promise<void> {
  const items = users.flatMap((user) => {
    const item = userItem(user);
    return [item, ...item.searchTokens.map((t) => userSearchTokenItem(user, t))];
  });
  await batchPut(items, { concurrency });
  const counts: Record<string, number> = {};
  for (const u of users) counts[userStatName(u.role, u.status)] = (counts[userStatName(u.role, u.status)] ?? 0) + 1;
  await ddb.send(new UpdateCommand(userStatsUpdate(counts).Update));
}
