/** The artists a listener follows (`FOLLOW#<slug>`, counted on `COLLECTION`) and each artist's follower count. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet } from './batch';
import * as z from '../../shared/api/zod';
import { FOLLOWING_PER_USER_MAX } from '../../shared/artists';
import { UnprocessableError } from '../kernel/errors';
import { ddb, tableName } from './client';
import { ENTITY, keys, sortKeyPrefixes } from './keys';
import { namedTransaction } from './transaction';
import { AlreadyDone, collectionCount, queryPrefix } from './library-repo';

export const FollowRecord = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    slug: z.string(),
    name: z.string(),
    createdAt: z.string(),
  }),
);
export type FollowRecord = z.infer<typeof FollowRecord>;

const FOLLOWING_FULL = `You can follow at most ${FOLLOWING_PER_USER_MAX} artists. Unfollow one to follow another.`;

const followersCounter = (slug: string, delta: 1 | -1) => ({
  Update: {
    TableName: tableName,
    Key: keys.artistFollowers(slug),
    UpdateExpression: 'SET #type = :type, slug = :slug ADD followers :d',
    ExpressionAttributeNames: { '#type': '_type' },
    ExpressionAttributeValues: { ':type': ENTITY.artistFollowers, ':slug': slug, ':d': delta },
  },
});

/** Follows once: the follow, the artist's followers and the user's count together. False when already following. */
export async function insertFollow(userId: string, follow: FollowRecord): Promise<boolean> {
  try {
    await namedTransaction(
      [
        {
          name: 'follow',
          op: {
            Put: {
              TableName: tableName,
              // Indexed under the artist, so a new release finds its followers without a scan.
              Item: { ...keys.follow(userId, follow.slug), ...keys.followerIndex(follow.slug, userId), _type: ENTITY.follow, ...follow },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        },
        { name: 'followers', op: followersCounter(follow.slug, 1) },
        { name: 'counts', op: collectionCount(userId, 'following', 1, FOLLOWING_PER_USER_MAX) },
      ],
      { follow: () => new AlreadyDone(), counts: () => new UnprocessableError(FOLLOWING_FULL, 'FOLLOWING_LIMIT') },
    );
    return true;
  } catch (error) {
    if (error instanceof AlreadyDone) return false;
    throw error;
  }
}

export async function deleteFollow(userId: string, slug: string): Promise<boolean> {
  try {
    await namedTransaction(
      [
        {
          name: 'follow',
          op: { Delete: { TableName: tableName, Key: keys.follow(userId, slug), ConditionExpression: 'attribute_exists(PK)' } },
        },
        { name: 'followers', op: followersCounter(slug, -1) },
        { name: 'counts', op: collectionCount(userId, 'following', -1) },
      ],
      { follow: () => new AlreadyDone() },
    );
    return true;
  } catch (error) {
    if (error instanceof AlreadyDone) return false;
    throw error;
  }
}

export async function getFollow(userId: string, slug: string): Promise<FollowRecord | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.follow(userId, slug), ConsistentRead: true }));
  return out.Item ? FollowRecord.parse(out.Item) : undefined;
}

export async function listFollowRecords(userId: string): Promise<FollowRecord[]> {
  const items = await queryPrefix(userId, sortKeyPrefixes.follow);
  return items.map((i) => FollowRecord.parse(i));
}

const FollowersItem = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    slug: z.string(),
    followers: z._default(z.number(), 0),
  }),
);

/** Follower counts by slug (0 for an artist nobody followed yet), 100 keys per request. */
export async function readFollowerCounts(slugs: readonly string[], consistent = false): Promise<Map<string, number>> {
  const counts = new Map<string, number>(slugs.map((s) => [s, 0]));
  for (const item of await batchGet(
    slugs.map((s) => keys.artistFollowers(s)),
    { consistent },
  )) {
    const parsed = FollowersItem.parse(item);
    counts.set(parsed.slug, Math.max(0, parsed.followers));
  }
  return counts;
}
