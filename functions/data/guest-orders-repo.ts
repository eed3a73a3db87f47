/**
 * Guest orders: their extra tokens, and joining them to the account that proved their address.
 * A guest buys under a buyer id of their address (`guest_<hash>`), so every guest order of one
 * address sits in one GSI1 partition (`USER#guest_…#ORDERS`) and its entitlements in one item
 * collection, which a join moves to the account.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { queryItems } from './batch';
import { ddb, tableName } from './client';
import { ENTITY, keys, partitions } from './keys';
import { getEntitlement } from './licenses-repo';
import type { OrderRecord } from './orders-repo';
import { namedTransaction, type NamedOp } from './transaction';
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
 * My Orders), a pending order's guard, and a completed order's entitlement and licence holder. A
 * song the account already owns keeps the account's own entitlement. False when the order is no
 * longer the guest's (joined meanwhile).
 */
export async function joinGuestOrder(
  order: OrderRecord,
  guestId: string,
  account: { id: string; name: string; email: string },
): Promise<boolean> {
  const ops: NamedOp<string>[] = [
    {
      name: 'order',
      op: {
        Update: {
          TableName: tableName,
          Key: keys.order(order.id),
          UpdateExpression: 'SET userId = :uid, buyerName = :name, GSI1PK = :gsi1',
          ConditionExpression: 'userId = :guest',
          ExpressionAttributeValues: {
            ':uid': account.id,
            ':name': account.name,
            ':gsi1': partitions.userOrders(account.id),
            ':guest': guestId,
          },
        },
      },
    },
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
    ops.push({
      name: 'license',
      op: {
        Update: {
          TableName: tableName,
          Key: keys.license(order.licenseKey),
          UpdateExpression: 'SET userId = :uid, userName = :name',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':uid': account.id, ':name': account.name },
        },
      },
    });
  }
  try {
    await namedTransaction(ops, { order: () => new OrderLeftGuest() });
    return true;
  } catch (error) {
    if (error instanceof OrderLeftGuest) return false;
    throw error;
  }
}

class OrderLeftGuest extends Error {}
