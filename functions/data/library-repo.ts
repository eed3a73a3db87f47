/**
 * A listener's collection (issue 14): favourites (`FAV#<songId>`), playlists (`PLAYLIST#<id>`),
 * follows (`FOLLOW#<slug>`), reviews (`REVIEW#<songId>`) and their counts (`COLLECTION`), all in the
 * user's own partition, so the data export and account erasure reach them with one query. The
 * counters they move elsewhere (a song's likes and rating, an artist's followers) change in the
 * same transaction as the item, never by counting. This file holds the favourites, the counts and
 * what the collection's repositories share (playlists-repo, follows-repo, reviews-repo).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { FAVORITES_PER_USER_MAX } from '../../shared/artists';
import { NotFoundError, UnprocessableError } from '../kernel/errors';
import { queryItems } from './batch';
import { ddb, tableName } from './client';
import { ENTITY, keys, partitions, sortKeyPrefixes } from './keys';
import { namedTransaction, putNewOp } from './transaction';

/** The change was already made (a second PUT or DELETE): nothing was written. */
export class AlreadyDone extends Error {}

export const songGone = () => new NotFoundError('Song not found', 'SONG_NOT_FOUND');

/** Adds to one of the user's collection counts; when `max` is given, only while the count is below it. */
export function collectionCount(userId: string, field: 'favorites' | 'playlists' | 'following', delta: 1 | -1, max?: number) {
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

export const songCounter = (songId: string, field: 'likes', delta: 1 | -1) => ({
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
export async function queryPrefix(userId: string, prefix: string, options: { descending?: boolean; projection?: string[] } = {}) {
  return queryItems({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': partitions.user(userId), ':prefix': prefix },
    ScanIndexForward: !options.descending,
    ...(options.projection
      ? {
          ProjectionExpression: options.projection.map((_, i) => `#p${i}`).join(', '),
          ExpressionAttributeNames: Object.fromEntries(options.projection.map((p, i) => [`#p${i}`, p])),
        }
      : {}),
  });
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
        putNewOp('favorite', { ...keys.favorite(userId, songId), _type: ENTITY.favorite, songId, createdAt: now }),
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
