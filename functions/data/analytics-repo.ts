/**
 * Figures kept on write for the dashboard and analytics (issue 13): time-bucketed counters (hour,
 * day, month), the activity log and the rankings (songs, artists, customers). The bucket and log
 * entries are built here and joined to the transaction of the event they count; reads are bounded
 * queries on one partition.
 */
import { counterFields } from './counters';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import * as z from '../../shared/api/zod';
import { retryPolicies, type RetryPolicy } from '../lib/retry';
import { batchGet, queryPages, queryPartition } from './batch';
import { ddb, tableName } from './client';
import { counterShardKey, ENTITY, keys, partitions, rankingKinds, sortKeyPrefixes, type RankingKind } from './keys';
import { counterUpdate } from './stats-repo';
import { type NamedOp } from './transaction';
import { placeInIndex } from './index-place';
import { logger } from '../lib/log';

/** Counters of every time bucket. `orders`/`revenueTakaMinor` count approvals (as `DAY#` always did). */
export const BUCKET_FIELDS = [
  'revenueTakaMinor',
  'orders',
  'ordersPlaced',
  'newUsers',
  'newSongs',
  'previews',
  'downloads',
  'lastSeenUsers',
  // Artists' earnings (issue 24), in the sale's, the refund's and the payout's transactions.
  'commissionTakaMinor',
  'artistNetTakaMinor',
  'payoutsPaidTakaMinor',
] as const;
export type BucketField = (typeof BUCKET_FIELDS)[number];
export type BucketDeltas = Partial<Record<BucketField, number>>;

const BucketItem = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    SK: z.string(),
    ...counterFields(BUCKET_FIELDS),
  }),
);
export type Bucket = Omit<z.infer<typeof BucketItem>, 'SK'> & { key: string };

/** Hour buckets feed only the 24h range (and today's 5xx); they expire after a few days. */
const HOUR_BUCKET_TTL_SECONDS = 4 * 24 * 3600;

export type Granularity = 'hour' | 'day' | 'month';

/** `2026-11-24T13:05:00.000Z` → the bucket keys it falls in. */
export const bucketKeyOf = (at: string, granularity: Granularity): string =>
  granularity === 'hour' ? at.slice(0, 13) : granularity === 'day' ? at.slice(0, 10) : at.slice(0, 7);

const bucketKey = (granularity: Granularity, key: string) =>
  granularity === 'hour' ? keys.hourlyStats(key) : granularity === 'day' ? keys.dailyStats(key) : keys.monthlyStats(key);
const bucketEntity = { hour: ENTITY.hourlyStats, day: ENTITY.dailyStats, month: ENTITY.monthlyStats } as const;
const bucketAttribute = { hour: 'hour', day: 'day', month: 'month' } as const;

function bucketUpdate(granularity: Granularity, at: string, deltas: BucketDeltas, shard: number) {
  const key = bucketKeyOf(at, granularity);
  const op = counterUpdate(counterShardKey(bucketKey(granularity, key), shard), bucketEntity[granularity], deltas, {
    [bucketAttribute[granularity]]: key,
  });
  if (granularity !== 'hour') return op;
  const expiresAt = Math.floor(Date.parse(at) / 1000) + HOUR_BUCKET_TTL_SECONDS;
  return {
    Update: {
      ...op.Update,
      UpdateExpression: op.Update.UpdateExpression.replace('SET #type = :type', 'SET #type = :type, expiresAt = :exp'),
      ExpressionAttributeValues: { ...op.Update.ExpressionAttributeValues, ':exp': expiresAt },
    },
  };
}

/**
 * Transaction entries adding to the hour, day and month buckets of `at` (`dailyStats`,
 * `monthlyStats`, `hourlyStats`). Joined to the transaction of the event they count; a sale and
 * its refund pass the sale's shard (stats-repo `saleShard`), other events shard 0.
 */
export function bucketOps(at: string, deltas: BucketDeltas, shard = 0) {
  return [
    { name: 'dailyStats', op: bucketUpdate('day', at, deltas, shard) },
    { name: 'monthlyStats', op: bucketUpdate('month', at, deltas, shard) },
    { name: 'hourlyStats', op: bucketUpdate('hour', at, deltas, shard) },
  ] as const satisfies readonly NamedOp<string>[];
}

/**
 * For events with no transaction (a preview played, a download link handed out): one UpdateItem
 * ADD per bucket, in parallel. The hot path pays three small writes, no read.
 */
export async function addToBuckets(at: string, deltas: BucketDeltas): Promise<void> {
  await Promise.all(bucketOps(at, deltas).map(({ op }) => ddb.send(new UpdateCommand(op.Update))));
}

/**
 * The buckets of one granularity from `fromKey` to `toKey` inclusive (missing buckets are zero and
 * not returned), each the sum of its shards (`DAY#<day>`, `DAY#<day>#S<n>`, which sort together).
 * One Query on `STATS`, bounded by the range: ≤ 48 hours, ≤ 180 days, ≤ 24 months, each at most
 * `COUNTER_SHARDS` items.
 */
export async function readBuckets(
  granularity: Granularity,
  fromKey: string,
  toKey: string,
): Promise<{ buckets: Bucket[]; itemsRead: number }> {
  const prefix = { hour: sortKeyPrefixes.hourStats, day: sortKeyPrefixes.dayStats, month: sortKeyPrefixes.monthStats }[granularity];
  const byKey = new Map<string, Bucket>();
  let itemsRead = 0;
  for await (const out of queryPages({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    // `~` sorts after the shard suffix `#S<n>` of the last bucket.
    ExpressionAttributeValues: { ':pk': partitions.stats, ':from': `${prefix}${fromKey}`, ':to': `${prefix}${toKey}#~` },
  })) {
    for (const item of out.Items ?? []) {
      const { SK, ...counts } = BucketItem.parse(item);
      const key = SK.slice(prefix.length).split('#')[0]!;
      const seen = byKey.get(key);
      if (!seen) byKey.set(key, { key, ...counts });
      else for (const field of BUCKET_FIELDS) seen[field] += counts[field];
    }
    itemsRead += out.Count ?? 0;
  }
  return { buckets: [...byKey.values()], itemsRead };
}

/**
 * A sign-in moves the user from the day bucket of their previous sign-in to today's
 * (`lastSeenUsers`), so the sum over the last 30 days counts each user once: the active users.
 * `previous` comes from the atomic SET that recorded this sign-in, so each move happens once.
 */
export async function moveLastSeen(previous: string | undefined, at: string): Promise<void> {
  const today = bucketKeyOf(at, 'day');
  if (previous && bucketKeyOf(previous, 'day') === today) return;
  const items = [counterUpdate(keys.dailyStats(today), ENTITY.dailyStats, { lastSeenUsers: 1 }, { day: today })];
  if (previous) {
    const day = bucketKeyOf(previous, 'day');
    items.push(counterUpdate(keys.dailyStats(day), ENTITY.dailyStats, { lastSeenUsers: -1 }, { day }));
  }
  await ddb.send(new TransactWriteCommand({ TransactItems: items }));
}

/** Transaction entry `lastSeen`: a deleted account leaves the active-users count of its last sign-in's day. */
export function leaveLastSeenOp(lastLogin: string) {
  const day = bucketKeyOf(lastLogin, 'day');
  return { name: 'lastSeen' as const, op: counterUpdate(keys.dailyStats(day), ENTITY.dailyStats, { lastSeenUsers: -1 }, { day }) };
}

// ---------------------------------------------------------------- activity log

export const ACTIVITY_KINDS = ['registration', 'order', 'approval', 'rejection', 'refund', 'upload', 'user_action'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The log keeps a year; the dashboard and analytics read its newest entries only. */
const ACTIVITY_TTL_SECONDS = 366 * 24 * 3600;

export interface ActivityInput {
  kind: ActivityKind;
  /**
   * What happened. An entry about an account names it by `USER_PLACEHOLDER` and carries `userId`:
   * the name is looked up when the log is read, so a deleted account's name is never shown again.
   */
  message: string;
  at: string;
  userId?: string;
}

/** Stands for the account's current name in an entry's message (`Deleted user` once it is gone). */
export const USER_PLACEHOLDER = '{user}';

const ActivityItem = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    id: z.string(),
    kind: z.enum(ACTIVITY_KINDS),
    message: z.string(),
    at: z.string(),
    userId: z.optional(z.string()),
  }),
);
export type ActivityRecord = z.infer<typeof ActivityItem>;

/** Transaction entry `activity`: one new log entry, written with its event. */
export function activityOp(entry: ActivityInput) {
  const id = ulid(Date.parse(entry.at));
  return {
    name: 'activity' as const,
    op: {
      Put: {
        TableName: tableName,
        Item: {
          ...keys.activity(entry.at, id),
          _type: ENTITY.activity,
          id,
          kind: entry.kind,
          message: entry.message.slice(0, 300),
          at: entry.at,
          ...(entry.userId ? { userId: entry.userId } : {}),
          expiresAt: Math.floor(Date.parse(entry.at) / 1000) + ACTIVITY_TTL_SECONDS,
        },
      },
    },
  };
}

/** The newest entries of the log: one Query, descending, `Limit`. */
export const listActivity = (limit: number): Promise<ActivityRecord[]> =>
  queryPartition({ pk: partitions.activity, newestFirst: true, limit }, (item) => ActivityItem.parse(item));

// ---------------------------------------------------------------- rankings

const RankingItem = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    detail: z.optional(z.string()),
    sales: z._default(z.number(), 0),
    revenueTakaMinor: z._default(z.number(), 0),
  }),
);
export type RankingRecord = z.infer<typeof RankingItem>;

/** One ranked entity a sale adds to: who it is and what it shows (a song's artist). */
export interface RankedSubject {
  kind: RankingKind;
  id: string;
  name: string;
  detail?: string;
}

/** Entry names of `rankingOps`. */
export const RANKING_ENTRIES = ['songRank', 'artistRank', 'customerRank'] as const;
export type RankingEntry = (typeof RANKING_ENTRIES)[number];
const entryName = {
  [rankingKinds.song]: 'songRank',
  [rankingKinds.artist]: 'artistRank',
  [rankingKinds.customer]: 'customerRank',
} as const;

/**
 * Transaction entries adding one sale to each subject's ranking item: plain ADDs with no
 * condition, so sales of one song or artist never cancel each other (each conditional entry used
 * to send the whole sale's transaction again, once per sale ahead of it: 50 card payments for one
 * artist queued for seconds). The place in the ranking's GSI follows after the transaction
 * (`placeRankings`).
 */
export function rankingOps(subjects: readonly RankedSubject[], revenueTakaMinor: number, sales = 1) {
  return subjects.map(
    (s) =>
      ({
        name: entryName[s.kind],
        op: {
          Update: {
            TableName: tableName,
            Key: keys.ranking(s.kind, s.id),
            UpdateExpression:
              'SET #type = :type, id = :id, #name = :name' +
              (s.detail !== undefined ? ', detail = :detail' : '') +
              ' ADD sales :one, revenueTakaMinor :rev',
            ExpressionAttributeNames: { '#type': '_type', '#name': 'name' },
            ExpressionAttributeValues: {
              ':type': ENTITY.ranking,
              ':id': s.id,
              ':name': s.name,
              ':one': sales,
              ':rev': revenueTakaMinor,
              ...(s.detail !== undefined ? { ':detail': s.detail } : {}),
            },
          },
        },
      }) satisfies NamedOp<RankingEntry>,
  );
}

const RankingPlace = /* @__PURE__ */ z.lazySchema(() =>
  z.object({ revenueTakaMinor: z._default(z.number(), 0), GSI1SK: z.optional(z.string()) }),
);

/**
 * Moves each subject to its place in the ranking's sparse GSI1 (sorted by zero-padded revenue),
 * after a sale's (or refund's) transaction: one consistent BatchGetItem of their revenues (one
 * request, not one per subject: on DynamoDB Local every request queues behind the others), then
 * each place written only while that revenue still holds. When another sale moved a subject in
 * between, that sale's own placing (which runs after its transaction, so it reads the newer total)
 * writes the place; so the last sale always leaves it right, as the trending index does. A failure
 * is logged, and the subject's next sale places it.
 */
export async function placeRankings(subjects: readonly RankedSubject[]): Promise<void> {
  if (subjects.length === 0) return;
  let items: Record<string, unknown>[];
  try {
    items = await batchGet(
      subjects.map((s) => keys.ranking(s.kind, s.id)),
      { consistent: true, projection: 'PK, SK, revenueTakaMinor, GSI1SK' },
    );
  } catch (error) {
    logger.error('ranking places not updated', { error, subjects: subjects.length });
    return;
  }
  const byKey = new Map(items.map((item) => [`${String(item.PK)}\u0000${String(item.SK)}`, item]));
  await Promise.all(
    subjects.map(async (s) => {
      const key = keys.ranking(s.kind, s.id);
      const item = byKey.get(`${key.PK}\u0000${key.SK}`);
      if (!item) return;
      const { revenueTakaMinor, GSI1SK } = RankingPlace.parse(item);
      const index = keys.rankingIndex(s.kind, revenueTakaMinor, s.id);
      if (GSI1SK === index.GSI1SK) return;
      await placeInIndex(key, index, 'revenueTakaMinor', revenueTakaMinor).catch((error: unknown) =>
        logger.error('ranking place not updated', { error, kind: s.kind, id: s.id }),
      );
    }),
  );
}

/**
 * Runs a sale's transaction with its ranking entries, then places the subjects in their rankings.
 * The transaction is sent under `retryPolicies.hotItem`: many sales of one artist touch the same
 * ranking item at once, and on AWS concurrent transactions on one item cancel each other with
 * TransactionConflict (they wrote nothing; sent again with backoff).
 */
export async function withRankings(
  subjects: readonly RankedSubject[],
  revenueTakaMinor: number,
  run: (ops: ReturnType<typeof rankingOps>, policy: RetryPolicy) => Promise<void>,
  /** Sales the event adds: -1 (with a negative revenue) for a refund, which takes its sale back out. */
  sales = 1,
  /** False when the caller places the subjects itself, alongside its other steps after the transaction. */
  place = true,
): Promise<void> {
  await run(rankingOps(subjects, revenueTakaMinor, sales), retryPolicies.hotItem);
  if (place) await placeRankings(subjects);
}

/** The top of one ranking, highest revenue first: one Query on GSI1, `Limit`. */
export const topRanked = (kind: RankingKind, limit: number): Promise<RankingRecord[]> =>
  queryPartition({ index: 'GSI1', pk: partitions.top(kind), newestFirst: true, limit }, (item) => RankingItem.parse(item));

const RatingTotals = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    ratingSum: z._default(z.number(), 0),
    ratingCount: z._default(z.number(), 0),
  }),
);

/**
 * Store-wide review totals (`ratingSum`, `ratingCount` on `STATS/GLOBAL`), added to by the
 * review writes; absent until the store has reviews.
 */
export async function readRatingTotals(): Promise<{ ratingSum: number; ratingCount: number }> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.stats() }));
  return RatingTotals.parse(out.Item ?? {});
}
