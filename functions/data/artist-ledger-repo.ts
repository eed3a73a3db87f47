/**
 * The artists' earnings ledger (issue 24): entries the sale's and the refund's transactions carry
 * (orders-approval-repo, refunds-repo), each artist's balance item and day/month buckets, and the
 * store-wide earnings counters (a sale's buckets and counters follow its commit: sale-figures-repo).
 */
import { toBdtMinor } from '../../shared/money';
import { counterFields } from './counters';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { batchGet, queryItems } from './batch';
import { ddb, tableName } from './client';
import { ARTIST_ENTITY, artistKeys } from './artist-keys';
import { songPeriodOps } from './artist-song-stats-repo';
import { counterShardKey, keys } from './keys';
import type { OrderRecord } from './orders-repo';
import { readShardedCounters, counterUpdate, saleShard } from './stats-repo';
import { type NamedOp } from './transaction';

export const Balance = /* @__PURE__ */ z.lazySchema(() =>
  z.object(counterFields(['sales', 'grossMinor', 'commissionMinor', 'netMinor', 'availableMinor', 'heldMinor', 'paidOutMinor'])),
);
export type Balance = z.infer<typeof Balance>;

export const EarningRecord = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    SK: z.string(),
    kind: z.enum(['sale', 'refund']),
    orderId: z.number(),
    songId: z.string(),
    songTitle: z.string(),
    at: z.string(),
    /** Taka paisa; a refund's entry carries the sale's figures negated. */
    grossMinor: z.number(),
    commissionRate: z.number(),
    commissionMinor: z.number(),
    netMinor: z.number(),
  }),
);
export type EarningRecord = z.infer<typeof EarningRecord>;

export const EarningBucket = /* @__PURE__ */ z.lazySchema(() =>
  z.object({
    SK: z.string(),
    ...counterFields(['sales', 'grossMinor', 'commissionMinor', 'netMinor']),
  }),
);
export type EarningBucket = z.infer<typeof EarningBucket>;

/** One sale's figures for its artist (taka paisa), the rate as a percentage. */
export interface SaleEarning {
  artistId: string;
  orderId: number;
  songId: string;
  songTitle: string;
  grossMinor: number;
  commissionRate: number;
}

/** Commission rounded to the paisa; the artist gets the rest. */
export function splitSale(grossMinor: number, commissionRate: number): { commissionMinor: number; netMinor: number } {
  const commissionMinor = Math.round((grossMinor * commissionRate) / 100);
  return { commissionMinor, netMinor: grossMinor - commissionMinor };
}

/** What a sale (sign 1) or its refund (sign -1) adds to the store's time buckets (analytics-repo `bucketOps`). */
export function earningsBucketDeltas(grossMinor: number, commissionRate: number, sign: 1 | -1) {
  const { commissionMinor, netMinor } = splitSale(grossMinor, commissionRate);
  return { commissionTakaMinor: sign * commissionMinor, artistNetTakaMinor: sign * netMinor };
}

/** A sale's earnings as its order snapshotted them at the approval; undefined when the sale earned no artist anything. */
export function orderEarning(order: OrderRecord): SaleEarning | undefined {
  if (!order.earningsArtistId || order.commissionRate === undefined || !order.songId) return undefined;
  return {
    artistId: order.earningsArtistId,
    orderId: order.id,
    songId: order.songId,
    songTitle: order.title,
    grossMinor: toBdtMinor(order.amountMinor, order.currency),
    commissionRate: order.commissionRate,
  };
}

const signedFigures = (e: SaleEarning, sign: 1 | -1) => {
  const { commissionMinor, netMinor } = splitSale(e.grossMinor, e.commissionRate);
  return { sales: sign, grossMinor: sign * e.grossMinor, commissionMinor: sign * commissionMinor, netMinor: sign * netMinor };
};

/**
 * The transaction entries of a sale's earnings (sign 1) or their reversal by a refund (sign -1)
 * that the artist's balance rests on: the ledger entry (written once) and the balance. The
 * approval writes them itself, so a payout never finds a balance without its entries.
 */
export function earningEntryOps(e: SaleEarning, at: string, kind: 'sale' | 'refund'): NamedOp<string>[] {
  const figures = signedFigures(e, kind === 'sale' ? 1 : -1);
  return [
    {
      name: 'earning',
      op: {
        Put: {
          TableName: tableName,
          Item: {
            ...artistKeys.earning(e.artistId, at, e.orderId, kind),
            _type: ARTIST_ENTITY.earning,
            kind,
            orderId: e.orderId,
            songId: e.songId,
            songTitle: e.songTitle,
            at,
            grossMinor: figures.grossMinor,
            commissionRate: e.commissionRate,
            commissionMinor: figures.commissionMinor,
            netMinor: figures.netMinor,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
    {
      name: 'artistBalance',
      op: counterUpdate(artistKeys.balance(e.artistId), ARTIST_ENTITY.artistBalance, { ...figures, availableMinor: figures.netMinor }),
    },
  ];
}

/**
 * The entries of a sale's (sign 1) or refund's (sign -1) earnings figures, counted in the buckets
 * of `at`: the artist's day and month, the song's day and month, and the store's earnings counters
 * (sharded by order like the sale counters). A sale's follow from its after-commit record
 * (sale-figures-repo.ts); a refund writes its own with its entry.
 */
export function earningFigureOps(e: SaleEarning, at: string, sign: 1 | -1): NamedOp<string>[] {
  const figures = signedFigures(e, sign);
  return [
    { name: 'earningDay', op: counterUpdate(artistKeys.earningDay(e.artistId, at.slice(0, 10)), ARTIST_ENTITY.earningBucket, figures) },
    { name: 'earningMonth', op: counterUpdate(artistKeys.earningMonth(e.artistId, at.slice(0, 7)), ARTIST_ENTITY.earningBucket, figures) },
    ...songPeriodOps(e.artistId, { id: e.songId, title: e.songTitle }, at, {
      sales: sign,
      grossMinor: figures.grossMinor,
      netMinor: figures.netMinor,
    }),
    {
      name: 'earningsStats',
      op: counterUpdate(counterShardKey(artistKeys.earningsStats(), saleShard(e.orderId)), ARTIST_ENTITY.earningsStats, {
        grossMinor: figures.grossMinor,
        commissionMinor: figures.commissionMinor,
        netMinor: figures.netMinor,
      }),
    },
  ];
}

export async function getBalance(userId: string, consistent = false): Promise<Balance> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: artistKeys.balance(userId), ConsistentRead: consistent }));
  return Balance.parse(out.Item ?? {});
}

export async function getBalances(userIds: readonly string[]): Promise<Map<string, Balance>> {
  const byPartition = new Map(userIds.map((id) => [artistKeys.balance(id).PK, id]));
  const items = await batchGet(userIds.map((id) => artistKeys.balance(id)));
  return new Map(items.map((i) => [byPartition.get(String(i.PK)) ?? String(i.PK), Balance.parse(i)]));
}

/** A page of the artist's ledger between two instants, newest first. */
export async function listEarnings(userId: string, from: string, limit: number, startKey?: Record<string, string>) {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': keys.user(userId).PK,
        ':from': `${artistKeys.earningPrefix}${from}`,
        ':to': `${artistKeys.earningPrefix}~`,
      },
      ScanIndexForward: false,
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  return {
    items: (out.Items ?? []).map((i) => EarningRecord.parse(i)),
    lastKey: out.LastEvaluatedKey as Record<string, string> | undefined,
  };
}

/** The artist's day or month buckets from `from` (inclusive) on: at most a year of days or a few years of months. */
export async function listEarningBuckets(userId: string, granularity: 'day' | 'month', from: string): Promise<EarningBucket[]> {
  const prefix = granularity === 'day' ? artistKeys.earningDayPrefix : artistKeys.earningMonthPrefix;
  const items = await queryItems({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': keys.user(userId).PK, ':from': `${prefix}${from}`, ':to': `${prefix}~` },
  });
  return items.map((i) => EarningBucket.parse(i));
}

export async function readEarningsStats(): Promise<{
  grossMinor: number;
  commissionMinor: number;
  netMinor: number;
  paidOutMinor: number;
  heldMinor: number;
  openPayouts: number;
}> {
  const c = await readShardedCounters(artistKeys.earningsStats());
  const n = (v: unknown) => (typeof v === 'number' ? v : 0);
  return {
    grossMinor: n(c.grossMinor),
    commissionMinor: n(c.commissionMinor),
    netMinor: n(c.netMinor),
    paidOutMinor: n(c.paidOutMinor),
    heldMinor: n(c.heldMinor),
    openPayouts: n(c.openPayouts),
  };
}
