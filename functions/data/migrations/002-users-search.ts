import { userSearchTokens } from '../search-tokens';
import { ENTITY, keys } from '../keys';
import { profileUpdateOp, searchTokenOps, UserItem } from '../users-repo';
import type { Migration } from './migration';
import { liveUsersWithout, migrateItem, migrateOnce } from './migrate-items';

/**
 * Gives accounts made before the users search's token index (no `searchTokens`) their token
 * items and the list on the profile, in one transaction per account conditional on the profile
 * still having no list, the name and email read and no deletion: a rerun, a rename or a deletion
 * meanwhile leaves the account as that change left it. Reads GSI1 `USERS` (live accounts) page by
 * page: a migration, not a request path. A complete run is marked on STATS/USERS and the next
 * start skips it (accounts created since carry their tokens); `force` runs it anyway. Returns how
 * many accounts it indexed.
 */
export async function backfillUserSearch(opts: { force?: boolean } = {}): Promise<number> {
  return migrateOnce(
    { key: keys.userStats(), entity: ENTITY.userStats, attribute: 'searchBackfilled' },
    liveUsersWithout('searchTokens'),
    async (item) => {
      const user = UserItem.parse(item);
      const tokens = userSearchTokens(user);
      return migrateItem(
        [
          profileUpdateOp('profile', user.id, {
            set: 'SET searchTokens = :tokens',
            condition:
              'attribute_exists(PK) AND attribute_not_exists(searchTokens) AND attribute_not_exists(deletedAt) AND #name = :name AND email = :email',
            names: { '#name': 'name' },
            values: { ':tokens': tokens, ':name': user.name, ':email': user.email },
          }),
          ...searchTokenOps(user, [], tokens),
        ],
        'profile',
      );
    },
    opts,
  );
}

export const usersSearch: Migration = {
  id: '002-users-search',
  description: "accounts from before the users search's token index get their token items",
  // Each account's write is conditional, so running past an older marker only re-reads.
  up: () => backfillUserSearch({ force: true }),
};
