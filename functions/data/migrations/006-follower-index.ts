import { ENTITY, keys, partitions, sortKeyPrefixes } from '../keys';
import type { Migration } from './migration';
import { migrateEachUsersItems, updateIfStill } from './migrate-items';

/**
 * Follows made before the follower index get their GSI1 keys, so their listeners hear of new
 * releases too. Reads every account (GSI1 `USERS`) and each one's `FOLLOW#` items; each update is
 * conditional, so a rerun or two runs at once change nothing twice. Marked done on STATS/USERS.
 */
export async function backfillFollowerIndex(opts: { force?: boolean } = {}): Promise<number> {
  return migrateEachUsersItems(
    { key: keys.userStats(), entity: ENTITY.userStats, attribute: 'followersIndexed' },
    (userId) => ({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      FilterExpression: 'attribute_not_exists(GSI1PK)',
      ExpressionAttributeValues: { ':pk': partitions.user(userId), ':prefix': sortKeyPrefixes.follow },
    }),
    async (item, userId) => {
      const slug = typeof item.slug === 'string' ? item.slug : undefined;
      if (!slug) return false;
      const index = keys.followerIndex(slug, userId);
      return updateIfStill({
        Key: keys.follow(userId, slug),
        UpdateExpression: 'SET GSI1PK = :pk, GSI1SK = :sk',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(GSI1PK)',
        ExpressionAttributeValues: { ':pk': index.GSI1PK, ':sk': index.GSI1SK },
      });
    },
    opts,
  );
}

export const followerIndex: Migration = {
  id: '006-follower-index',
  description: 'follows from before the new-release mails are indexed under their artist',
  up: () => backfillFollowerIndex(),
};
