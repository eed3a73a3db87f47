import { tableName } from '../client';
import { ENTITY, keys } from '../keys';
import { directoryAttributes, UserItem, userStatName, userStatsUpdate } from '../users-repo';
import type { Migration } from './migration';
import { liveUsersWithout, migrateItem, migrateOnce } from './migrate-items';

/**
 * Gives accounts made before the back office's directory (no GSI2 keys) their directory keys and
 * search text, and counts them into STATS/USERS. An account is counted in the same conditional
 * transaction that gives it its keys, so a rerun (or two at once) never counts one twice. Reads
 * GSI1 `USERS` page by page: a migration run once (then marked done on STATS/USERS), not a request path.
 */
export async function backfillUserDirectory(): Promise<number> {
  return migrateOnce(
    { key: keys.userStats(), entity: ENTITY.userStats, attribute: 'directoryBackfilled' },
    liveUsersWithout('GSI2PK'),
    async (item) => {
      const user = UserItem.parse(item);
      const dir = directoryAttributes(user);
      return migrateItem(
        [
          {
            name: 'profile',
            op: {
              Update: {
                TableName: tableName,
                Key: keys.user(user.id),
                UpdateExpression:
                  'SET #status = if_not_exists(#status, :status), searchText = :search, GSI2PK = :g2pk, GSI2SK = :g2sk, GSI3PK = :g3pk, GSI3SK = :g3sk',
                ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(GSI2PK)',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: {
                  ':status': user.status,
                  ':search': dir.searchText,
                  ':g2pk': dir.GSI2PK,
                  ':g2sk': dir.GSI2SK,
                  ':g3pk': dir.GSI3PK,
                  ':g3sk': dir.GSI3SK,
                },
              },
            },
          },
          { name: 'userStats', op: userStatsUpdate({ [userStatName(user.role, user.status)]: 1 }) },
        ],
        'profile',
      );
    },
  );
}

export const usersDirectory: Migration = {
  id: '001-users-directory',
  description: "accounts from before the users back office join the admin's user list",
  up: () => backfillUserDirectory(),
};
