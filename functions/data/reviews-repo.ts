/** A listener's reviews (`REVIEW#<songId>`) and the song's and the store's rating counters that move with them. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { retryPolicies } from '../lib/retry';
import * as z from '../../shared/api/zod';
import { REVIEWS_LIST_LIMIT } from '../../shared/artists';
import { queryPartition } from './batch';
import { ddb, tableName } from './client';
import { ENTITY, keys, partitions, sortKeyPrefixes } from './keys';
import { counterUpdate } from './stats-repo';
import { namedTransaction, updateOp, TransactionCancelled, type NamedOp } from './transaction';
import { AlreadyDone, queryPrefix } from './library-repo';

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

/**
 * Transaction entry: the song's rating sum, count and average (one decimal; 0 without reviews) set
 * to `next`, only while its counters are still `seen` (absent counters read as none yet).
 */
const songRatingOp = (songId: string, next: RatingCounters, seen: RatingCounters): NamedOp<'song'> =>
  updateOp('song', {
    Key: keys.song(songId),
    UpdateExpression: 'SET ratingSum = :sum, ratingCount = :count, rating = :avg',
    ConditionExpression:
      'attribute_exists(PK) AND (attribute_not_exists(ratingCount) OR ratingCount = :seenCount) AND (attribute_not_exists(ratingSum) OR ratingSum = :seenSum)',
    ExpressionAttributeValues: {
      ':sum': next.ratingSum,
      ':count': next.ratingCount,
      ':avg': next.ratingCount > 0 ? Math.round((next.ratingSum / next.ratingCount) * 10) / 10 : 0,
      ':seenCount': seen.ratingCount,
      ':seenSum': seen.ratingSum,
    },
  });

/** Another review of the song was saved between the read and the write: read again and retry. */
export class RatingRace extends Error {}

/**
 * Saves a review (new, or replacing `previous`) and moves the song's sum, count and average in one
 * transaction, conditional on the counters as read: two reviews at once never lose one.
 */
export async function saveReview(previous: ReviewRecord | undefined, next: ReviewRecord, seen: RatingCounters): Promise<RatingCounters> {
  const ratingSum = seen.ratingSum + next.rating - (previous?.rating ?? 0);
  const ratingCount = seen.ratingCount + (previous ? 0 : 1);
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
    songRatingOp(next.songId, { ratingSum, ratingCount }, seen),
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
    entries.push(songRatingOp(review.songId, { ratingSum, ratingCount }, seen));
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
export const listSongReviewRecords = (songId: string, limit = REVIEWS_LIST_LIMIT): Promise<ReviewRecord[]> =>
  queryPartition({ index: 'GSI1', pk: partitions.songReviews(songId), newestFirst: true, limit }, (i) => ReviewRecord.parse(i));
