/**
 * A song sale's figures: the hour, day and month buckets, the order counters, the buyer's totals
 * and listener stats, the store's downloads, the songs' revenue, the song, artist and buyer
 * rankings, and the artist's day, month and store earnings figures. The approval's transaction leaves them to its after-commit record, which adds them once
 * with its `sale` marker; a refund that comes first takes that marker itself and reverses only what
 * the approval wrote (docs/decisions/013-after-commit-effects.md).
 */
import { toBdtMinor } from '../../shared/money';
import { listenerPurchaseOp } from './account-repo';
import { bucketOps, rankingOps, type RankedSubject } from './analytics-repo';
import { earningFigureOps, earningsBucketDeltas, orderEarning } from './artist-ledger-repo';
import { counterShardKey, ENTITY, keys } from './keys';
import { approvalOrderDeltas, saleSubjects } from './orders-approval-repo';
import type { OrderRecord } from './orders-repo';
import { songStatsUpdate } from './songs-repo';
import { counterUpdate, saleShard, statsIncrement } from './stats-repo';
import type { NamedOp } from './transaction';
import { buyerTotalsOp } from './users-repo';

/** What the after-commit record keeps of a sale: the song, and the buyer as the approval found them. */
export interface SaleOf {
  songId: string;
  artist: string;
  /** The buyer at the approval: a guest order that joined an account since moved its figures from this id (guest-orders-repo). */
  buyerId: string;
  genre?: string;
  /** The artist's day, month and store earnings figures are this step's too (a record from before: the approval wrote them). */
  ledger?: true;
}

/** The subjects a sale ranks, its buyer as the approval found them. */
export const saleRanked = (order: OrderRecord, sale: SaleOf): RankedSubject[] =>
  saleSubjects({ ...order, userId: sale.buyerId }, { songId: sale.songId, artist: sale.artist });

/** The entries adding one sale's figures, counted in the buckets of `soldAt` (the approval's time) and the sale's shard. */
export function saleFigureOps(order: OrderRecord, sale: SaleOf, soldAt: string): NamedOp<string>[] {
  const revenue = toBdtMinor(order.amountMinor, order.currency);
  const shard = saleShard(order.id);
  const rate = order.earningsArtistId ? order.commissionRate : undefined;
  const ledger = sale.ledger && orderEarning(order);
  return [
    ...bucketOps(
      soldAt,
      { orders: 1, revenueTakaMinor: revenue, ...(rate !== undefined ? earningsBucketDeltas(revenue, rate, 1) : {}) },
      shard,
    ),
    { name: 'orderStats', op: counterUpdate(counterShardKey(keys.orderStats(), shard), ENTITY.orderStats, approvalOrderDeltas(order)) },
    buyerTotalsOp({ ...order, userId: sale.buyerId }),
    listenerPurchaseOp(sale.buyerId, { at: soldAt, cents: order.listPriceCents, ...(sale.genre ? { genre: sale.genre } : {}) }),
    { name: 'storeStats', op: statsIncrement({ totalDownloads: 1 }, shard) },
    { name: 'songStats', op: songStatsUpdate({ revenueCents: order.listPriceCents }, shard) },
    ...rankingOps(saleRanked(order, sale), revenue),
    ...(ledger ? earningFigureOps(ledger, soldAt, 1) : []),
  ];
}

/**
 * The order counters' change of a refund whose sale was never counted: the approval's and the
 * refund's together (pending -1, refunded +1), as if both had been counted.
 */
export function uncountedRefundOrderDeltas(order: OrderRecord, refund: Record<string, number>): Record<string, number> {
  const total: Record<string, number> = { ...approvalOrderDeltas(order) };
  for (const [name, delta] of Object.entries(refund)) total[name] = (total[name] ?? 0) + delta;
  return total;
}
