/**
 * A refund's own transaction (ARCHITECTURE §9, "reversal, not deletion"): the order completed →
 * refunded, the licence revoked (never deleted), the entitlement gone, and the sale's aggregates
 * reversed in the buckets it was counted in; for a plan, the subscription ended and its quota
 * stopped. All or nothing; a second refund fails the order's condition.
 */
import { toBdtMinor } from '../../shared/money';
import { retryPolicies, type RetryPolicy } from '../lib/retry';
import { listenerPurchaseOp } from './account-repo';
import { activityOp, bucketOps, type rankingOps, type RankedSubject, withRankings } from './analytics-repo';
import { earningsBucketDeltas } from './artist-ledger-repo';
import { tableName } from './client';
import { counterShardKey, ENTITY, keys, partitions } from './keys';
import { saleSubjects } from './orders-approval-repo';
import { type OrderRecord } from './orders-repo';
import { counterUpdate, saleShard, statsIncrement } from './stats-repo';
import { songStatsUpdate } from './songs-repo';
import { buyerTotalsOp } from './users-repo';
import { namedTransaction, updateOp, type NamedOp } from './transaction';
import { effectMarkerOp, getAfterCommit } from './after-commit-repo';
import { uncountedRefundOrderDeltas } from './sale-figures-repo';

/** The order was not completed any more (refunded meanwhile, or never paid). */
export class OrderNotRefundable extends Error {}

export interface RefundInput {
  order: OrderRecord;
  /** The admin, or `provider:<name>` for a provider's own refund notice. */
  actor: string;
  at: string;
  reason: string;
  /** The provider's refund id. */
  reference?: string;
  /** A plan's subscription, when the order is a plan payment. */
  subscriptionId?: string;
  /** The song's genre, whose purchase count the buyer's listener stats take back. */
  genre?: string;
  /** The artist's reversing ledger entries (issue 24), when the sale earned an artist something. */
  earnings?: RefundEarnings;
}

/** A refund's ledger entries: the entry and balance, and the day, month and store figures (artist-ledger-repo). */
export interface RefundEarnings {
  entries: NamedOp<string>[];
  figures: NamedOp<string>[];
}

function orderRefundOp(input: RefundInput) {
  const { order, actor, at, reason, reference } = input;
  return updateOp('order', {
    Key: keys.order(order.id),
    UpdateExpression: `SET #status = :refunded, refundedAt = :at, refundReason = :reason, refundedBy = :actor, updatedAt = :at, GSI3PK = :gsi3${reference ? ', refundReference = :ref' : ''}`,
    ConditionExpression: '#status = :completed',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':refunded': 'refunded',
      ':completed': 'completed',
      ':at': at,
      ':reason': reason,
      ':actor': actor,
      ':gsi3': partitions.ordersByStatus('refunded'),
      ...(reference ? { ':ref': reference } : {}),
    },
  });
}

/** The order counters' change of a refund. */
const refundOrderDeltas = (order: OrderRecord) => ({
  completed: -1,
  refunded: 1,
  revenueTakaMinor: -toBdtMinor(order.amountMinor, order.currency),
});

/**
 * What every refund reverses: the order, its revenue in the sale's buckets, the order counters, the
 * buyer's totals and listener stats (in the approval's month), and the sale in the rankings.
 */
function commonOps(input: RefundInput, ranks: ReturnType<typeof rankingOps>) {
  const { order } = input;
  const revenue = toBdtMinor(order.amountMinor, order.currency);
  const soldAt = order.decidedAt ?? order.createdAt;
  // The sale's own shard of each counter, so the reversal lands where the sale was counted.
  const shard = saleShard(order.id);
  return [
    orderRefundOp(input),
    ...ranks,
    listenerPurchaseOp(order.userId, {
      at: soldAt,
      cents: -order.listPriceCents,
      count: -1,
      ...(input.genre ? { genre: input.genre } : {}),
    }),
    ...bucketOps(
      soldAt,
      {
        orders: -1,
        revenueTakaMinor: -revenue,
        ...(order.earningsArtistId && order.commissionRate !== undefined ? earningsBucketDeltas(revenue, order.commissionRate, -1) : {}),
      },
      shard,
    ),
    refundActivityOp(input),
    { name: 'orderStats', op: counterUpdate(counterShardKey(keys.orderStats(), shard), ENTITY.orderStats, refundOrderDeltas(order)) },
    buyerTotalsOp(order, -1),
  ] satisfies NamedOp<string>[];
}

const refundActivityOp = ({ order, at }: RefundInput) =>
  activityOp({ kind: 'refund', message: `Order #${order.id} refunded: ${order.title}`, at });

/**
 * What a song refund changes besides the store's figures: the licence revoked, the entitlement
 * gone, the song's own counters back, the artist's ledger entry and balance, and (`earningFigures`)
 * the artist's day, month and store earnings figures.
 */
function songRefundOps(input: RefundInput, songId: string, licenseKey: string, earningFigures: boolean) {
  const { order, at } = input;
  return [
    updateOp('license', {
      Key: keys.license(licenseKey),
      UpdateExpression: 'SET #status = :revoked, revokedAt = :at',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':revoked': 'revoked', ':at': at },
    }),
    { name: 'entitlement', op: { Delete: { TableName: tableName, Key: keys.entitlement(order.userId, songId) } } },
    {
      name: 'songCounters',
      op: {
        Update: {
          TableName: tableName,
          Key: keys.song(songId),
          UpdateExpression: 'ADD downloads :minusOne, revenueCents :rev',
          ExpressionAttributeValues: { ':minusOne': -1, ':rev': -order.listPriceCents },
        },
      },
    },
    ...(input.earnings?.entries ?? []),
    ...((earningFigures && input.earnings?.figures) || []),
  ] satisfies NamedOp<string>[];
}

/** The sale's figures were counted meanwhile (the after-commit step won the race for its marker). */
class SaleCounted extends Error {}

/**
 * Refunds a song order: licence revoked, entitlement (and so the library entry) gone, song counters
 * reversed. A sale whose figures its after-commit step has not added yet (sale-figures-repo.ts, the
 * artist's earnings figures among them) has none to reverse: the refund marks them done instead,
 * so the step never adds them (the artist's ledger entry and balance are reversed all the same), and the
 * order counters move from pending to refunded at once. Had the step added them in between, the
 * mark fails and the refund reverses them as usual (all of them are additions, so a reversal that
 * lands before the step's addition nets to the same figures).
 */
export async function refundSongOrder(input: RefundInput): Promise<void> {
  const { order, at } = input;
  const { songId, licenseKey } = order;
  if (!songId || !licenseKey) throw new Error(`order ${order.id} has no song or licence`);
  const record = await getAfterCommit(order.id);
  // Bought as a guest and joined to an account since: the join moved figures the step has yet to
  // add to the guest, so the usual reversal (from the account) is what nets them to zero.
  if (record?.kind === 'songApproved' && record.sale?.buyerId === order.userId && !record.done.sale) {
    try {
      await namedTransaction(
        [
          orderRefundOp(input),
          refundActivityOp(input),
          {
            name: 'orderStats',
            op: counterUpdate(
              counterShardKey(keys.orderStats(), saleShard(order.id)),
              ENTITY.orderStats,
              uncountedRefundOrderDeltas(order, refundOrderDeltas(order)),
            ),
          },
          // The artist's earnings figures too, where the step would have added them (a record from before: the approval did).
          ...songRefundOps(input, songId, licenseKey, !record.sale.ledger),
          effectMarkerOp(order.id, 'sale', at),
        ],
        { order: () => new OrderNotRefundable(), effectMarker: () => new SaleCounted() },
        retryPolicies.hotItem,
      );
      return;
    } catch (error) {
      if (!(error instanceof SaleCounted)) throw error;
    }
  }
  const subjects = saleSubjects(order, order.songArtist ? { songId, artist: order.songArtist } : undefined);
  await reversingRankings(order, subjects, (ranks, policy) =>
    namedTransaction(
      [
        ...commonOps(input, ranks),
        ...songRefundOps(input, songId, licenseKey, true),
        { name: 'storeStats', op: statsIncrement({ totalDownloads: -1 }, saleShard(order.id)) },
        { name: 'songStats', op: songStatsUpdate({ revenueCents: -order.listPriceCents }, saleShard(order.id)) },
      ],
      { order: () => new OrderNotRefundable() },
      policy,
    ),
  );
}

/** A queued plan's refund found the queue changed (the plan started, or the plans around it moved): read again and retry. */
export class QueueChanged extends Error {}

/**
 * Refunds a plan payment: the subscription ends now (reads as expired, quota stopped) and its plan's
 * counters go back. A queued plan (`unqueue`, see subscriptions-queue-repo.ts `unqueueOps`) leaves
 * its queue in the same transaction; it never held the holder's one-active guard.
 */
export async function refundSubscriptionOrder(
  input: RefundInput & { planId: string; unqueue?: NamedOp<'before' | 'next'>[] },
): Promise<void> {
  const { order, at, subscriptionId, unqueue } = input;
  if (!subscriptionId) throw new Error(`order ${order.id} has no subscription`);
  const queueChanged = () => new QueueChanged();
  await reversingRankings(order, saleSubjects(order), (ranks, policy) =>
    namedTransaction(
      [
        ...commonOps(input, ranks),
        {
          name: 'subscription',
          op: {
            Update: {
              TableName: tableName,
              Key: keys.subscription(subscriptionId),
              // Ends now: a stored subscription past its end reads as expired everywhere; it leaves the renewal sweep.
              UpdateExpression: 'SET endAt = :at, refundedAt = :at, updatedAt = :at REMOVE GSI2PK, GSI2SK',
              ConditionExpression: unqueue ? '#status = :queued' : 'attribute_exists(PK)',
              ...(unqueue ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
              ExpressionAttributeValues: { ':at': at, ...(unqueue ? { ':queued': 'queued' } : {}) },
            },
          },
        },
        ...(unqueue ?? [
          {
            name: 'activeGuard',
            op: {
              Delete: {
                TableName: tableName,
                Key: keys.activeSubscription(order.userId),
                ConditionExpression: 'attribute_not_exists(PK) OR subscriptionId = :sub',
                ExpressionAttributeValues: { ':sub': subscriptionId },
              },
            },
          },
        ]),
        {
          name: 'planCounters',
          op: {
            Update: {
              TableName: tableName,
              Key: keys.plan(input.planId),
              UpdateExpression: 'ADD subscribers :minusOne, revenueCents :rev',
              ExpressionAttributeValues: { ':minusOne': -1, ':rev': -order.listPriceCents },
            },
          },
        },
      ],
      {
        order: () => new OrderNotRefundable(),
        ...(unqueue ? { subscription: queueChanged, before: queueChanged, next: queueChanged } : {}),
      },
      policy,
    ),
  );
}

/** The refund's transaction with its ranking entries: the sale's revenue and one sale out, read-again-and-retry as a sale does. */
const reversingRankings = (
  order: OrderRecord,
  subjects: RankedSubject[],
  run: (ranks: ReturnType<typeof rankingOps>, policy: RetryPolicy) => Promise<void>,
) => withRankings(subjects, -toBdtMinor(order.amountMinor, order.currency), run, -1);
