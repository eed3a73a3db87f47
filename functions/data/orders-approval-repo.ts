import { toBdtMinor } from '../../shared/money';
import type { TierApproval } from './order-license';
import { tableName } from './client';
import { counterShardKey, ENTITY, keys, partitions, rankingKinds } from './keys';
import { entitlementFor, grantEntitlementOp, issueLicenseOp, type LicenseRecord } from './licenses-repo';
import { SongItem, songStatsUpdate, type SongRecord } from './songs-repo';
import { ArtistAccount } from './artists-repo';
import { artistKeys } from './artist-keys';
import { batchGet } from './batch';
import { counterUpdate, saleShard } from './stats-repo';
import { namedTransaction, type NamedOp } from './transaction';
import { retryPolicies } from '../lib/retry';
import { buyerTotalsOp } from './users-repo';
import { activityOp, bucketOps, type RankedSubject } from './analytics-repo';
import { listenerPurchaseOp } from './account-repo';
import { LicenseKeyTaken, OrderNotPending, type OrderRecord } from './orders-repo';
import { afterCommitOp, type NewAfterCommit } from './after-commit-repo';

/** A decided order with its payment submitted leaves the processing count (one update of STATS/ORDERS per transaction). */
const leavesProcessing = (order: OrderRecord): Record<string, number> => (order.manualPaymentDetails ? { processing: -1 } : {});

/** The order counters' change of an approval (revenue in paisa). */
export const approvalOrderDeltas = (order: OrderRecord): Record<string, number> => ({
  pending: -1,
  completed: 1,
  revenueTakaMinor: toBdtMinor(order.amountMinor, order.currency),
  ...leavesProcessing(order),
});

/** Who decided a pending order, and when. */
export interface Decision {
  adminId: string;
  at: string;
}

/**
 * The entries of any decision: the order pending → `status` (conditional, so a second decision
 * fails the entry `order`), with one optional extra attribute, and its pending guard released.
 */
function decisionOps(
  order: OrderRecord,
  d: Decision,
  status: 'completed' | 'failed',
  extra?: [attribute: string, value: string],
  snapshot: Record<string, string | number> = {},
) {
  const snapshotNames = Object.keys(snapshot);
  return [
    {
      name: 'order',
      op: {
        Update: {
          TableName: tableName,
          Key: keys.order(order.id),
          UpdateExpression: `SET #status = :decided, decidedBy = :admin, decidedAt = :at, updatedAt = :at, GSI3PK = :gsi3${extra ? `, ${extra[0]} = :extra` : ''}${snapshotNames.map((n) => `, ${n} = :snap_${n}`).join('')}`,
          // The payment as read, too: the processing count below follows it (a payment attached meanwhile fails the decision).
          ConditionExpression: `#status = :pending AND ${order.manualPaymentDetails ? 'attribute_exists' : 'attribute_not_exists'}(manualPaymentDetails)`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':decided': status,
            ':pending': 'pending',
            ':admin': d.adminId,
            ':at': d.at,
            ':gsi3': partitions.ordersByStatus(status),
            ...(extra ? { ':extra': extra[1] } : {}),
            ...Object.fromEntries(snapshotNames.map((n) => [`:snap_${n}`, snapshot[n]])),
          },
        },
      },
    },
    { name: 'pendingGuard', op: { Delete: { TableName: tableName, Key: keys.pendingOrder(order.userId, order.itemKey) } } },
  ] satisfies NamedOp<string>[];
}

/**
 * Entries of a plan's approval: the order pending → completed (conditional, so a second approval
 * fails the entry `order`), its pending guard released, the daily and order aggregates (revenue
 * in paisa: one payment, one increment). A song's figures follow its commit instead (sale-figures-repo.ts).
 */
export function orderCompletionOps(order: OrderRecord, d: Decision) {
  const shard = saleShard(order.id);
  return [
    ...decisionOps(order, d, 'completed'),
    ...bucketOps(d.at, { orders: 1, revenueTakaMinor: toBdtMinor(order.amountMinor, order.currency) }, shard),
    activityOp({ kind: 'approval', message: `Order #${order.id} approved: ${order.title}`, at: d.at }),
    { name: 'orderStats', op: counterUpdate(counterShardKey(keys.orderStats(), shard), ENTITY.orderStats, approvalOrderDeltas(order)) },
    buyerTotalsOp(order),
    listenerPurchaseOp(order.userId, { at: d.at, cents: order.listPriceCents }),
  ] satisfies NamedOp<string>[];
}

/**
 * What a song order's approval reads before its transaction, in one BatchGetItem: the song, the
 * account holding `artistSlug` (the artist's name as ordered; none to read without one) and the
 * stored system setting `settingName` (its value as stored).
 */
export async function readSaleInputs(
  songId: string,
  artistSlug: string | undefined,
  settingName: string,
): Promise<{ song?: SongRecord; account?: ArtistAccount; setting: unknown }> {
  const wanted = {
    song: keys.song(songId),
    setting: keys.setting(settingName),
    account: artistSlug ? artistKeys.account(artistSlug) : undefined,
  };
  const items = await batchGet([wanted.song, wanted.setting, ...(wanted.account ? [wanted.account] : [])]);
  const found = (key?: { PK: string; SK: string }) => (key ? items.find((i) => i.PK === key.PK && i.SK === key.SK) : undefined);
  const song = found(wanted.song);
  const account = found(wanted.account);
  return {
    ...(song ? { song: SongItem.parse(song) } : {}),
    ...(account ? { account: ArtistAccount.parse(account) } : {}),
    setting: found(wanted.setting)?.value,
  };
}

/** The artist's share of a sale (issue 24): the order's snapshot, and the ledger's entry and balance written in the approval itself. */
export interface SaleEarnings {
  snapshot: { commissionRate: number; earningsArtistId: string };
  ops: NamedOp<string>[];
}

/**
 * Approves a song order: pending → completed with the licence (unique key), the buyer's
 * entitlement, the song's counters, the artist's ledger entry and balance and the after-commit
 * record, all or nothing. The sale's figures (aggregates, rankings, buyer totals) follow from the record
 * (sale-figures-repo.ts): on DynamoDB Local every item of this transaction is a write the
 * provider's answer waits for. Throws OrderNotPending when the order was decided meanwhile,
 * LicenseKeyTaken on a key collision.
 */
export async function completeSongOrder(
  input: {
    order: OrderRecord;
    songId: string;
    genre?: string;
    license: LicenseRecord;
    tier?: TierApproval;
    earnings?: SaleEarnings;
    /** What follows the commit (after-commit-repo.ts), recorded in the same transaction with the sale's buyer. */
    afterCommit: Extract<NewAfterCommit, { kind: 'songApproved' }>;
    /** Entries of the caller's own, written with the approval (a provider event's completion). */
    also?: NamedOp<string>[];
  } & Decision,
): Promise<void> {
  const { order, license } = input;
  const statusDeltas = input.tier?.songStatsDeltas;
  await namedTransaction(
    [
      ...decisionOps(order, input, 'completed', ['licenseKey', license.licenseKey], input.earnings?.snapshot),
      ...(input.earnings?.ops ?? []),
      issueLicenseOp(license),
      grantEntitlementOp(entitlementFor(license, 'purchase'), { onlyIfNew: false }),
      {
        name: 'songCounters',
        op: input.tier?.songOp ?? {
          Update: {
            TableName: tableName,
            Key: keys.song(input.songId),
            UpdateExpression: 'ADD downloads :one, revenueCents :rev',
            ExpressionAttributeValues: { ':one': 1, ':rev': order.listPriceCents },
          },
        },
      },
      // An exclusive takes the song off sale here: the songs' status counts move with it.
      ...(statusDeltas ? [{ name: 'songStatus', op: songStatsUpdate(statusDeltas, saleShard(order.id)) }] : []),
      ...(input.tier?.ops ?? []),
      afterCommitOp({
        ...input.afterCommit,
        sale: { buyerId: order.userId, ...(input.genre ? { genre: input.genre } : {}), ...(input.earnings ? { ledger: true } : {}) },
      }),
      ...(input.also ?? []),
    ],
    { order: () => new OrderNotPending(), license: () => new LicenseKeyTaken(), ...input.tier?.errors },
    // Sales of one song touch its item at once: on AWS they cancel each other with TransactionConflict (nothing written; sent again).
    retryPolicies.hotItem,
  );
}

/**
 * What a sale ranks: the buyer always; a song sale also the song and its artist (by lower-cased
 * name, as the store counts artists).
 */
export function saleSubjects(order: OrderRecord, song?: { songId: string; artist: string }): RankedSubject[] {
  const customer: RankedSubject = { kind: rankingKinds.customer, id: order.userId, name: order.buyerName };
  if (!song) return [customer];
  return [
    { kind: rankingKinds.song, id: song.songId, name: order.title, detail: song.artist },
    { kind: rankingKinds.artist, id: song.artist.toLowerCase(), name: song.artist },
    customer,
  ];
}

/** A rejection's extras: `soldExclusively`, an order closed because its song was sold exclusively (its payment is paid back). */
export interface Rejection extends Decision {
  reason?: string;
  soldExclusively?: boolean;
}

/**
 * Entries of a rejection: pending → failed (the entry `order`), the pending guard released. The
 * transaction ID stays used. Closed by an exclusive sale, the order is marked `closedBy` and, with
 * a manual payment submitted, `refundDueAt` (the admin pays it back by hand: exclusive-refunds-repo.ts).
 */
export function orderRejectionOps(order: OrderRecord, d: Rejection) {
  const marks: Record<string, string> = d.soldExclusively
    ? { closedBy: 'exclusive', ...(order.manualPaymentDetails ? { refundDueAt: d.at } : {}) }
    : {};
  return [
    ...decisionOps(order, d, 'failed', d.reason ? ['rejectionReason', d.reason] : undefined, marks),
    {
      name: 'orderStats',
      op: counterUpdate(counterShardKey(keys.orderStats(), saleShard(order.id)), ENTITY.orderStats, {
        pending: -1,
        failed: 1,
        ...leavesProcessing(order),
      }),
    },
    activityOp({ kind: 'rejection', message: `Order #${order.id} rejected: ${order.title}`, at: d.at }),
  ] satisfies NamedOp<string>[];
}

/** Rejects a song order; throws OrderNotPending when it was decided meanwhile. */
export async function rejectSongOrder(order: OrderRecord, d: Rejection): Promise<void> {
  await namedTransaction(orderRejectionOps(order, d), { order: () => new OrderNotPending() });
}
