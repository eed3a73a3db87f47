import { ENTITY, keys } from '../keys';
import { directoryUpdate, profileUpdateOp, UserItem, userStatName, userStatsUpdate } from '../users-repo';
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
      const dir = directoryUpdate(user);
      return migrateItem(
        [
          profileUpdateOp('profile', user.id, {
            set: `SET #status = if_not_exists(#status, :status), ${dir.set}`,
            condition: 'attribute_exists(PK) AND attribute_not_exists(GSI2PK)',
            names: { '#status': 'status' },
            values: { ':status': user.status, ...dir.values },
          }),
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
