/**
 * Per-song daily plays and sales for the home page's trending list: one `Trend` item per song and
 * UTC day, placed in that day's GSI1 partition by its score so the top of a day is one bounded Query.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { counterFields } from './counters';
import * as z from '../../shared/api/zod';
import { queryPartition } from './batch';
import { ddb, tableName } from './client';
import { placeInIndex } from './index-place';
import { ENTITY, keys, partitions } from './keys';
import type { TransactOp } from './transaction';

/** A sale weighs as much as this many previews played. */
export const SALE_WEIGHT = 5;
/** Entries read per day: the trending list merges each day's top. */
export const TREND_DAY_LIMIT = 50;
/** Trend items outlive the window they count in by a day, then TTL removes them. */
const TREND_TTL_SECONDS = 9 * 24 * 3600;

const TrendItem = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    songId: z.string(),
    ...counterFields(['plays', 'sales', 'score']),
  }),
);
export type TrendRecord = z.infer<typeof TrendItem>;

const dayOf = (at: string) => at.slice(0, 10);
const expiresAt = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + TREND_TTL_SECONDS;

/**
 * Adds plays or sales to a song's day and moves its place in the day's index. Two writes, no read:
 * the second sets the place for the score the first returned, only while that score still holds,
 * so of two concurrent counts the later one places the song.
 */
export async function addTrend(songId: string, at: string, counts: { plays?: number; sales?: number }): Promise<void> {
  const day = dayOf(at);
  const key = keys.trend(day, songId);
  const plays = counts.plays ?? 0;
  const sales = counts.sales ?? 0;
  const added = await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: key,
      UpdateExpression: 'SET #type = :type, songId = :id, expiresAt = :exp ADD plays :plays, sales :sales, score :score',
      ExpressionAttributeNames: { '#type': '_type' },
      ExpressionAttributeValues: {
        ':type': ENTITY.trend,
        ':id': songId,
        ':exp': expiresAt(day),
        ':plays': plays,
        ':sales': sales,
        ':score': plays + SALE_WEIGHT * sales,
      },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const score = Number((added.Attributes as { score?: unknown } | undefined)?.score ?? 0);
  const index = keys.trendIndex(day, score, songId);
  await placeInIndex(key, index, 'score', score);
}

/** One sale added to a song's day, as a transaction entry (an approval's after-commit records); `placeTrend` then places it. */
export function trendSaleOp(songId: string, at: string): TransactOp {
  const day = dayOf(at);
  return {
    Update: {
      TableName: tableName,
      Key: keys.trend(day, songId),
      UpdateExpression: 'SET #type = :type, songId = :id, expiresAt = :exp ADD sales :one, score :score',
      ExpressionAttributeNames: { '#type': '_type' },
      ExpressionAttributeValues: { ':type': ENTITY.trend, ':id': songId, ':exp': expiresAt(day), ':one': 1, ':score': SALE_WEIGHT },
    },
  };
}

/** Places a song's day in the day's index by its score as it now is (idempotent). */
export async function placeTrend(songId: string, at: string): Promise<void> {
  const day = dayOf(at);
  const key = keys.trend(day, songId);
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true, ProjectionExpression: 'score' }));
  if (!out.Item) return;
  const score = Number((out.Item as { score?: unknown }).score ?? 0);
  await placeInIndex(key, keys.trendIndex(day, score, songId), 'score', score);
}

/** The top `limit` songs of one day, highest score first: one Query on GSI1. */
export const topOfDay = (day: string, limit = TREND_DAY_LIMIT): Promise<TrendRecord[]> =>
  queryPartition({ index: 'GSI1', pk: partitions.trendDay(day), newestFirst: true, limit }, (item) => TrendItem.parse(item));
