/**
 * A listener's collection (issue 14): favourites (`FAV#<songId>`), playlists (`PLAYLIST#<id>`),
 * follows (`FOLLOW#<slug>`), reviews (`REVIEW#<songId>`) and their counts (`COLLECTION`), all in the
 * user's own partition, so the data export and account erasure reach them with one query. The
 * counters they move elsewhere (a song's likes and rating, an artist's followers) change in the
 * same transaction as the item, never by counting.
 */
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { retryPolicies } from '../lib/retry';
import { batchGet } from './batch';
import * as z from '../../shared/api/zod';
import { FAVORITES_PER_USER_MAX, FOLLOWING_PER_USER_MAX, PLAYLISTS_PER_USER_MAX, REVIEWS_LIST_LIMIT } from '../../shared/artists';
import { ConflictError, NotFoundError, UnprocessableError } from '../kernel/errors';
import { ddb, tableName } from './client';
import { isConditionalCheckFailed } from './dynamo-errors';
import { ENTITY, keys, partitions, sortKeyPrefixes } from './keys';
import { counterUpdate } from './stats-repo';
import { namedTransaction, TransactionCancelled, type NamedOp } from './transaction';

/** The change was already made (a second PUT or DELETE): nothing was written. */
class AlreadyDone extends Error {}

export const PLAYLIST_NOT_FOUND = 'Playlist not found';
const playlistNotFound = () => new NotFoundError(PLAYLIST_NOT_FOUND, 'PLAYLIST_NOT_FOUND');
const songGone = () => new NotFoundError('Song not found', 'SONG_NOT_FOUND');

/** Adds to one of the user's collection counts; when `max` is given, only while the count is below it. */
function collectionCount(userId: string, field: 'favorites' | 'playlists' | 'following', delta: 1 | -1, max?: number) {
  return {
    Update: {
      TableName: tableName,
      Key: keys.collectionCounts(userId),
      UpdateExpression: 'SET #type = :type ADD #f :d',
      ...(max === undefined ? {} : { ConditionExpression: 'attribute_not_exists(#f) OR #f < :max' }),
      ExpressionAttributeNames: { '#type': '_type', '#f': field },
      ExpressionAttributeValues: { ':type': ENTITY.collectionCounts, ':d': delta, ...(max === undefined ? {} : { ':max': max }) },
    },
  };
}

const songCounter = (songId: string, field: 'likes', delta: 1 | -1) => ({
  Update: {
    TableName: tableName,
    Key: keys.song(songId),
    UpdateExpression: 'ADD #f :d',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: { '#f': field },
    ExpressionAttributeValues: { ':d': delta },
  },
});

/** Every item of the user's partition under one sort-key prefix (bounded by the collection limits). */
async function queryPrefix(userId: string, prefix: string, options: { descending?: boolean; projection?: string[] } = {}) {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': partitions.user(userId), ':prefix': prefix },
        ScanIndexForward: !options.descending,
        ...(options.projection
          ? {
              ProjectionExpression: options.projection.map((_, i) => `#p${i}`).join(', '),
              ExpressionAttributeNames: Object.fromEntries(options.projection.map((p, i) => [`#p${i}`, p])),
            }
          : {}),
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(out.Items ?? []));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return items;
}

const CountsItem = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    favorites: z._default(z.number(), 0),
    playlists: z._default(z.number(), 0),
    following: z._default(z.number(), 0),
  }),
);
export type CollectionCounts = z.infer<typeof CountsItem>;

/** How many favourites, playlists and follows the user has (`COLLECTION`; zeros before the first). */
export async function readCollectionCounts(userId: string): Promise<CollectionCounts> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.collectionCounts(userId) }));
  const counts = CountsItem.parse(out.Item ?? {});
  return { favorites: Math.max(0, counts.favorites), playlists: Math.max(0, counts.playlists), following: Math.max(0, counts.following) };
}

// ---------------------------------------------------------------- favourites

export const FavoriteRecord = /* @__PURE__ */ z.lazySchema(() => z.object({ songId: z.string(), createdAt: z.string() }));
export type FavoriteRecord = z.infer<typeof FavoriteRecord>;

const FAVORITES_FULL = `You can keep at most ${FAVORITES_PER_USER_MAX} favourite songs. Remove one to add another.`;

/** Favourites a song once: the favourite, the song's like and the user's count in one transaction. False when it already was. */
export async function insertFavorite(userId: string, songId: string, now: string): Promise<boolean> {
  try {
    await namedTransaction(
      [
        {
          name: 'favorite',
          op: {
            Put: {
              TableName: tableName,
              Item: { ...keys.favorite(userId, songId), _type: ENTITY.favorite, songId, createdAt: now },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        },
        { name: 'song', op: songCounter(songId, 'likes', 1) },
        { name: 'counts', op: collectionCount(userId, 'favorites', 1, FAVORITES_PER_USER_MAX) },
      ],
      {
        favorite: () => new AlreadyDone(),
        song: songGone,
        counts: () => new UnprocessableError(FAVORITES_FULL, 'FAVORITES_LIMIT'),
      },
    );
    return true;
  } catch (error) {
    if (error instanceof AlreadyDone) return false;
    throw error;
  }
}

/** Removes a favourite once (and the like, while the song exists). False when there was none. */
export async function deleteFavorite(userId: string, songId: string, songExists: boolean): Promise<boolean> {
  try {
    await namedTransaction(
      [
        {
          name: 'favorite',
          op: { Delete: { TableName: tableName, Key: keys.favorite(userId, songId), ConditionExpression: 'attribute_exists(PK)' } },
        },
        ...(songExists ? [{ name: 'song' as const, op: songCounter(songId, 'likes', -1) }] : []),
        { name: 'counts', op: collectionCount(userId, 'favorites', -1) },
      ],
      { favorite: () => new AlreadyDone(), song: songGone },
    );
    return true;
  } catch (error) {
    if (error instanceof AlreadyDone) return false;
    throw error;
  }
}

export async function listFavoriteRecords(userId: string): Promise<FavoriteRecord[]> {
  const items = await queryPrefix(userId, sortKeyPrefixes.favorite);
  return items.map((i) => FavoriteRecord.parse(i));
}

export async function isFavorite(userId: string, songId: string): Promise<boolean> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.favorite(userId, songId), ProjectionExpression: 'PK' }));
  return Boolean(out.Item);
}

// ---------------------------------------------------------------- playlists

export const PlaylistRecord = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    name: z.string(),
    songIds: z.array(z.string()),
    songCount: z.number(),
    durationSeconds: z.number(),
    shareId: z.optional(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type PlaylistRecord = z.infer<typeof PlaylistRecord>;
export type PlaylistHeader = Omit<PlaylistRecord, 'songIds'>;
const PlaylistHeader = /* @__PURE__ */ z.lazySchema(() => z.omit(PlaylistRecord, { songIds: true }));

const playlistItem = (p: PlaylistRecord) => ({
  ...keys.playlist(p.userId, p.id),
  ...(p.shareId ? keys.playlistShare(p.shareId) : {}),
  _type: ENTITY.playlist,
  ...PlaylistRecord.parse(p),
});

const PLAYLISTS_FULL = `You can have at most ${PLAYLISTS_PER_USER_MAX} playlists. Delete one to create another.`;

export async function insertPlaylist(p: PlaylistRecord): Promise<void> {
  await namedTransaction(
    [
      { name: 'playlist', op: { Put: { TableName: tableName, Item: playlistItem(p), ConditionExpression: 'attribute_not_exists(PK)' } } },
      { name: 'counts', op: collectionCount(p.userId, 'playlists', 1, PLAYLISTS_PER_USER_MAX) },
    ],
    { counts: () => new UnprocessableError(PLAYLISTS_FULL, 'PLAYLISTS_LIMIT') },
  );
}

export async function getPlaylistRecord(userId: string, playlistId: string): Promise<PlaylistRecord | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.playlist(userId, playlistId), ConsistentRead: true }));
  return out.Item ? PlaylistRecord.parse(out.Item) : undefined;
}

/** Replaces a playlist read as `previous`; a change saved meanwhile (another tab) makes it a 409. */
export async function replacePlaylist(previous: PlaylistRecord, next: PlaylistRecord): Promise<void> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName,
        Item: playlistItem(next),
        ConditionExpression: 'attribute_exists(PK) AND updatedAt = :seen',
        ExpressionAttributeValues: { ':seen': previous.updatedAt },
      }),
    );
  } catch (error) {
    if (isConditionalCheckFailed(error))
      throw new ConflictError('The playlist was changed meanwhile. Please reload and try again.', 'PLAYLIST_CHANGED');
    throw error;
  }
}

export async function deletePlaylistRecord(userId: string, playlistId: string): Promise<void> {
  await namedTransaction(
    [
      {
        name: 'playlist',
        op: { Delete: { TableName: tableName, Key: keys.playlist(userId, playlistId), ConditionExpression: 'attribute_exists(PK)' } },
      },
      { name: 'counts', op: collectionCount(userId, 'playlists', -1) },
    ],
    { playlist: playlistNotFound },
  );
}

/** The user's playlists without their song lists (at most 100 items), newest first. */
export async function listPlaylistHeaders(userId: string): Promise<PlaylistHeader[]> {
  const items = await queryPrefix(userId, sortKeyPrefixes.playlist, {
    descending: true,
    projection: ['id', 'userId', 'name', 'songCount', 'durationSeconds', 'shareId', 'createdAt', 'updatedAt'],
  });
  return items.map((i) => PlaylistHeader.parse(i));
}

/** The playlist a public link names, if it is still shared. */
export async function findSharedPlaylist(shareId: string): Promise<PlaylistRecord | undefined> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': partitions.sharedPlaylist(shareId) },
      Limit: 1,
    }),
  );
  const item = out.Items?.[0];
  return item ? PlaylistRecord.parse(item) : undefined;
}

// ---------------------------------------------------------------- follows

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

// ---------------------------------------------------------------- reviews

export const ReviewRecord = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    userId: z.string(),
    songId: z.string(),
    reviewer: z.string(),
    rating: z.number(),
    comment: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type ReviewRecord = z.infer<typeof ReviewRecord>;

export async function getReviewRecord(userId: string, songId: string): Promise<ReviewRecord | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.review(userId, songId), ConsistentRead: true }));
  return out.Item ? ReviewRecord.parse(out.Item) : undefined;
}

/** The song's rating counters as read, so a save can move them without recounting. */
export interface RatingCounters {
  ratingSum: number;
  ratingCount: number;
}

/** The store-wide review totals on `STATS/GLOBAL` (the admin analytics' average rating). */
const ratingTotals = (sum: number, count: number) => counterUpdate(keys.stats(), ENTITY.stats, { ratingSum: sum, ratingCount: count });

/** Another review of the song was saved between the read and the write: read again and retry. */
export class RatingRace extends Error {}

/**
 * Saves a review (new, or replacing `previous`) and moves the song's sum, count and average in one
 * transaction, conditional on the counters as read: two reviews at once never lose one.
 */
export async function saveReview(previous: ReviewRecord | undefined, next: ReviewRecord, seen: RatingCounters): Promise<RatingCounters> {
  const ratingSum = seen.ratingSum + next.rating - (previous?.rating ?? 0);
  const ratingCount = seen.ratingCount + (previous ? 0 : 1);
  const average = Math.round((ratingSum / ratingCount) * 10) / 10;
  const entries: NamedOp<'review' | 'song' | 'totals'>[] = [
    {
      name: 'review',
      op: {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.review(next.userId, next.songId),
            ...keys.reviewIndex(next.songId, next.updatedAt, next.userId),
            _type: ENTITY.review,
            ...ReviewRecord.parse(next),
          },
          ...(previous
            ? { ConditionExpression: 'updatedAt = :seen', ExpressionAttributeValues: { ':seen': previous.updatedAt } }
            : { ConditionExpression: 'attribute_not_exists(PK)' }),
        },
      },
    },
    {
      name: 'song',
      op: {
        Update: {
          TableName: tableName,
          Key: keys.song(next.songId),
          UpdateExpression: 'SET ratingSum = :sum, ratingCount = :count, rating = :avg',
          ConditionExpression:
            'attribute_exists(PK) AND (attribute_not_exists(ratingCount) OR ratingCount = :seenCount) AND (attribute_not_exists(ratingSum) OR ratingSum = :seenSum)',
          ExpressionAttributeValues: {
            ':sum': ratingSum,
            ':count': ratingCount,
            ':avg': average,
            ':seenCount': seen.ratingCount,
            ':seenSum': seen.ratingSum,
          },
        },
      },
    },
  ];
  try {
    entries.push({ name: 'totals', op: ratingTotals(next.rating - (previous?.rating ?? 0), previous ? 0 : 1) });
    // One try: a conflict is a RatingRace too, retried (with a fresh read) by the caller's loop alone.
    await namedTransaction(entries, { review: () => new RatingRace(), song: () => new RatingRace() }, retryPolicies.none);
  } catch (error) {
    if (error instanceof TransactionCancelled) throw new RatingRace();
    throw error;
  }
  return { ratingSum, ratingCount };
}

/** Every review the user wrote (one per song they rated). */
export async function listReviewRecords(userId: string): Promise<ReviewRecord[]> {
  const items = await queryPrefix(userId, sortKeyPrefixes.review);
  return items.map((i) => ReviewRecord.parse(i));
}

/**
 * Deletes a review and takes its rating out of the song's counters (when the song still exists),
 * conditional on the counters as read like `saveReview`. False when the review was already gone.
 */
export async function deleteReview(review: ReviewRecord, seen: RatingCounters | undefined): Promise<boolean> {
  const remove: NamedOp<'review'> = {
    name: 'review',
    op: { Delete: { TableName: tableName, Key: keys.review(review.userId, review.songId), ConditionExpression: 'attribute_exists(PK)' } },
  };
  const entries: NamedOp<'review' | 'song' | 'totals'>[] = [remove, { name: 'totals', op: ratingTotals(-review.rating, -1) }];
  if (seen) {
    const ratingSum = Math.max(0, seen.ratingSum - review.rating);
    const ratingCount = Math.max(0, seen.ratingCount - 1);
    entries.push({
      name: 'song',
      op: {
        Update: {
          TableName: tableName,
          Key: keys.song(review.songId),
          UpdateExpression: 'SET ratingSum = :sum, ratingCount = :count, rating = :avg',
          ConditionExpression:
            'attribute_exists(PK) AND (attribute_not_exists(ratingCount) OR ratingCount = :seenCount) AND (attribute_not_exists(ratingSum) OR ratingSum = :seenSum)',
          ExpressionAttributeValues: {
            ':sum': ratingSum,
            ':count': ratingCount,
            ':avg': ratingCount > 0 ? Math.round((ratingSum / ratingCount) * 10) / 10 : 0,
            ':seenCount': seen.ratingCount,
            ':seenSum': seen.ratingSum,
          },
        },
      },
    });
  }
  try {
    await namedTransaction(entries, { review: () => new AlreadyDone(), song: () => new RatingRace() }, retryPolicies.none);
    return true;
  } catch (error) {
    if (error instanceof AlreadyDone) return false;
    if (error instanceof TransactionCancelled) throw new RatingRace();
    throw error;
  }
}

/** The newest reviews of a song (GSI1, eventually consistent). */
export async function listSongReviewRecords(songId: string, limit = REVIEWS_LIST_LIMIT): Promise<ReviewRecord[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': partitions.songReviews(songId) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map((i) => ReviewRecord.parse(i));
}
