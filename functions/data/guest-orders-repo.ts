/**
 * Guest orders: their extra tokens, and joining them to the account that proved their address.
 * A guest buys under a buyer id of their address (`guest_<hash>`), so every guest order of one
 * address sits in one GSI1 partition (`USER#guest_…#ORDERS`) and its entitlements in one item
 * collection, which a join moves to the account.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { queryItems } from './batch';
import { ddb, tableName } from './client';
import { toBdtMinor } from '../../shared/money';
import { retryPolicies } from '../lib/retry';
import { listenerPurchaseOp } from './account-repo';
import { placeRankings, rankingOps, type RankedSubject } from './analytics-repo';
import { ENTITY, keys, partitions, rankingKinds } from './keys';
import { buyerTotalsOp } from './users-repo';
import { getEntitlement } from './licenses-repo';
import type { OrderRecord } from './orders-repo';
import { LIFETIME_END_EPOCH, type SubscriptionRecord } from './subscriptions-repo';
import { guestGuardDeleteOp, queueBehindOp, queueJoinedOp, type QueuePlace } from './subscriptions-queue-repo';
import { namedTransaction, updateOp, type NamedOp } from './transaction';
import * as z from '../../shared/api/zod';

/** Adds a token (its hash) to a guest order: the approval mail's link carries a fresh one. */
export async function addGuestTokenHash(orderId: number, hash: string): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.order(orderId),
      UpdateExpression: 'SET guestTokenHashes = list_append(if_not_exists(guestTokenHashes, :none), :hash)',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':hash': [hash], ':none': [] },
    }),
  );
}

const OrderIdOnly = /* @__PURE__ */ z.lazySchema(() => z.object({ id: z.number() }));

/** The ids of every order placed under a buyer id (GSI1, a page at a time to the end). */
export async function listBuyerOrderIds(buyerId: string): Promise<number[]> {
  const items = await queryItems({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': partitions.userOrders(buyerId) },
    ProjectionExpression: 'id',
  });
  return items.map((item) => OrderIdOnly.parse(item).id);
}

/**
 * Moves one guest order to an account in one transaction: the order (its buyer and its place in
 * My Orders), a pending order's guard, and a completed order's entitlement, licence holder and
 * figures (the account's totals, listener figures and place among the top buyers). A
 * song the account already owns keeps the account's own entitlement. False when the order is no
 * longer the guest's (joined meanwhile).
 */
export async function joinGuestOrder(
  order: OrderRecord,
  guestId: string,
  account: { id: string; name: string; email: string },
  /** The song's genre, under which the buyer's figures counted the purchase. */
  genre?: string,
  /** A plan order's subscription, which moves with it (see `subscriptionJoinOps`). */
  sub?: SubscriptionRecord,
  now = new Date(),
  /** The account's current plan, when the joining active plan is to start after it (see subscriptions-queue-repo.ts). */
  queue?: QueuePlace,
): Promise<boolean> {
  const ops: NamedOp<string>[] = [
    updateOp('order', {
      Key: keys.order(order.id),
      UpdateExpression: 'SET userId = :uid, buyerName = :name, GSI1PK = :gsi1',
      ConditionExpression: 'userId = :guest',
      ExpressionAttributeValues: {
        ':uid': account.id,
        ':name': account.name,
        ':gsi1': partitions.userOrders(account.id),
        ':guest': guestId,
      },
    }),
  ];
  if (order.status === 'pending') {
    ops.push(
      { name: 'guestGuard', op: { Delete: { TableName: tableName, Key: keys.pendingOrder(guestId, order.itemKey) } } },
      {
        name: 'accountGuard',
        op: {
          Put: {
            TableName: tableName,
            Item: { ...keys.pendingOrder(account.id, order.itemKey), _type: ENTITY.pendingOrder, orderId: order.id },
          },
        },
      },
    );
  }
  const owned = order.status === 'completed' && order.songId ? await getEntitlement(guestId, order.songId) : undefined;
  if (owned && owned.orderId === order.id && order.licenseKey) {
    ops.push({ name: 'guestEntitlement', op: { Delete: { TableName: tableName, Key: keys.entitlement(guestId, owned.songId) } } });
    if (!(await getEntitlement(account.id, owned.songId))) {
      ops.push({
        name: 'accountEntitlement',
        op: {
          Put: {
            TableName: tableName,
            Item: { ...keys.entitlement(account.id, owned.songId), _type: ENTITY.entitlement, ...owned, userId: account.id },
          },
        },
      });
    }
    ops.push(
      updateOp('license', {
        Key: keys.license(order.licenseKey),
        UpdateExpression: 'SET userId = :uid, userName = :name',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':uid': account.id, ':name': account.name },
      }),
    );
  }
  if (sub?.userId === guestId && queue)
    ops.push(
      queueJoinedOp(sub, guestId, account.id, queue),
      guestGuardDeleteOp(sub, guestId),
      queueBehindOp(queue, sub.id, now.toISOString()),
    );
  else if (sub?.userId === guestId) ops.push(...subscriptionJoinOps(sub, guestId, account.id, now));
  const sale = order.status === 'completed' ? saleMoveOps(order, guestId, account, genre) : undefined;
  if (sale) ops.push(...sale.ops);
  try {
    await namedTransaction(
      ops,
      {
        order: () => new OrderLeftGuest(),
        subscription: () => new OrderLeftGuest(),
        accountActive: () => new AccountAlreadySubscribed(),
        current: () => new AccountAlreadySubscribed(),
      },
      retryPolicies.hotItem,
    );
    if (sale) await placeRankings(sale.subjects);
    return true;
  } catch (error) {
    if (error instanceof OrderLeftGuest) return false;
    throw error;
  }
}

class OrderLeftGuest extends Error {}

/** The account has an active plan of its own (or its plan changed while queueing behind it): the join is left for later. */
export class AccountAlreadySubscribed extends Error {}

/**
 * A guest's subscription moves to the account with its order: its owner and place in the account's
 * subscriptions, and, while it is active, the one-active-per-user guard (on condition the account
 * has no live plan of its own: a paid period is never overwritten). Dates, quota and downloads used
 * are the record's own, so they stay as they were.
 */
function subscriptionJoinOps(sub: SubscriptionRecord, guestId: string, accountId: string, now: Date): NamedOp<string>[] {
  const ops: NamedOp<string>[] = [
    updateOp('subscription', {
      Key: keys.subscription(sub.id),
      UpdateExpression: 'SET userId = :uid, GSI1PK = :gsi1',
      ConditionExpression: 'userId = :guest',
      ExpressionAttributeValues: {
        ':uid': accountId,
        ':gsi1': keys.userSubscriptions(accountId, sub.createdAt, sub.id).GSI1PK,
        ':guest': guestId,
      },
    }),
  ];
  const nowEpoch = Math.floor(now.getTime() / 1000);
  const endEpoch = sub.endAt ? Math.floor(Date.parse(sub.endAt) / 1000) : LIFETIME_END_EPOCH;
  if (sub.status === 'active' && endEpoch > nowEpoch) {
    ops.push(
      {
        name: 'guestActive',
        op: {
          Delete: {
            TableName: tableName,
            Key: keys.activeSubscription(guestId),
            ConditionExpression: 'subscriptionId = :sid',
            ExpressionAttributeValues: { ':sid': sub.id },
          },
        },
      },
      {
        name: 'accountActive',
        op: {
          Put: {
            TableName: tableName,
            Item: { ...keys.activeSubscription(accountId), _type: ENTITY.activeSubscription, subscriptionId: sub.id, endEpoch },
            ConditionExpression: 'attribute_not_exists(PK) OR endEpoch < :now',
            ExpressionAttributeValues: { ':now': nowEpoch },
          },
        },
      },
    );
  }
  return ops;
}

/**
 * A completed sale's figures move with the order, so the account's totals, its listener figures
 * and the top-buyers ranking count what it bought as a guest (and a later refund, which reverses
 * them from the order's buyer, leaves both at zero): taken off the guest, added to the account.
 */
function saleMoveOps(order: OrderRecord, guestId: string, account: { id: string; name: string }, genre: string | undefined) {
  const soldAt = order.decidedAt ?? order.createdAt;
  const cents = order.listPriceCents;
  const revenue = toBdtMinor(order.amountMinor, order.currency);
  const guest: RankedSubject = { kind: rankingKinds.customer, id: guestId, name: order.buyerName };
  const buyer: RankedSubject = { kind: rankingKinds.customer, id: account.id, name: account.name };
  const [guestRank] = rankingOps([guest], -revenue, -1);
  const [accountRank] = rankingOps([buyer], revenue, 1);
  const ops: NamedOp<string>[] = [
    { ...listenerPurchaseOp(guestId, { at: soldAt, cents: -cents, count: -1, ...(genre ? { genre } : {}) }), name: 'guestListener' },
    { ...listenerPurchaseOp(account.id, { at: soldAt, cents, ...(genre ? { genre } : {}) }), name: 'accountListener' },
    // What was paid (per currency, for Total spent) moves with the counts.
    { ...buyerTotalsOp({ ...order, userId: guestId }, -1), name: 'guestTotals' },
    { ...buyerTotalsOp({ ...order, userId: account.id }), name: 'accountTotals' },
    { ...guestRank!, name: 'guestRank' },
    { ...accountRank!, name: 'accountRank' },
  ];
  return { ops, subjects: [guest, buyer] };
}
