/**
 * Notifications. A broadcast is one item (`NOTIF#<id>`) whatever its audience: the bell of each
 * user queries the partitions of the targets that apply to them on GSI1. Per user there are only
 * small items in their own collection: a receipt per broadcast read (`READ#<id>`, written once)
 * and the store's events for them (`NOTIF#<id>`, read state on the item).
 */
import { counterFields } from './counters';
import { counterUpdate } from './stats-repo';
import { updateIf } from './conditional';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/api/zod';
import { NotificationTarget, NotificationType } from '../../shared/api/notifications';
import { ConflictError, NotFoundError } from '../kernel/errors';
import { batchGet, queryPartition, queryPartitionFrom } from './batch';
import { ddb, tableName } from './client';
import { ENTITY, keys, partitions, sortKeyPrefixes } from './keys';
import { entityType } from './entity-type';
import { namedTransaction, updateOp, putNewOp, type TransactOp } from './transaction';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';
const notFound = () => new NotFoundError(NOTIFICATION_NOT_FOUND, 'NOTIFICATION_NOT_FOUND');

const content = () => ({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  type: NotificationType,
  createdAt: z.string(),
});

export const BroadcastRecord = /* @__PURE__ */ z.lazySchema(() =>
  z.object({ ...content(), target: NotificationTarget, readCount: z._default(z.number(), 0) }),
);
export type BroadcastRecord = z.infer<typeof BroadcastRecord>;

export const UserNotificationRecord = /* @__PURE__ */ z.lazySchema(() => z.object({ ...content(), userId: z.string(), read: z.boolean() }));
export type UserNotificationRecord = z.infer<typeof UserNotificationRecord>;

const BroadcastItem = /* @__PURE__ */ z.lazySchema(() => z.extend(BroadcastRecord, { _type: entityType('notification') }));
const UserNotificationItem = /* @__PURE__ */ z.lazySchema(() =>
  z.extend(UserNotificationRecord, {
    _type: entityType('userNotification'),
  }),
);
const Receipt = /* @__PURE__ */ z.lazySchema(() => z.object({ notificationId: z.string() }));
const StatsItem = /* @__PURE__ */ z.lazySchema(() => z.object(counterFields(['sent', 'readTotal'])));

/** Adds to the broadcast counters (`STATS/NOTIFICATIONS`). */
const notificationCounts = (deltas: { sent?: number; readTotal?: number }) =>
  counterUpdate(keys.notificationStats(), ENTITY.notificationStats, deltas);

/** Stores the broadcast and counts it as sent, together. */
export async function insertBroadcast(n: BroadcastRecord): Promise<void> {
  await namedTransaction([
    putNewOp('notification', {
      ...keys.notification(n.id),
      ...keys.notificationIndexes(n.target, n.createdAt, n.id),
      _type: ENTITY.notification,
      ...n,
    }),
    {
      name: 'stats',
      op: notificationCounts({ sent: 1 }),
    },
  ]);
}

export async function getBroadcast(id: string): Promise<BroadcastRecord | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.notification(id) }));
  return out.Item ? BroadcastItem.parse(out.Item) : undefined;
}

class ReadMeanwhile extends Error {}

/**
 * Deletes the broadcast and takes it out of the stat card (sent −1, its reads off the read total)
 * in one transaction, so "sent" is always the number of broadcasts the list holds. The delete is
 * conditioned on the read count just read; a read landing in between retries with the new count.
 * Receipts already written stay behind; they are tiny and name a broadcast nobody can list any more.
 */
export async function deleteBroadcast(id: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.notification(id), ConsistentRead: true }));
    if (!out.Item) throw notFound();
    const reads = BroadcastItem.parse(out.Item).readCount;
    try {
      await namedTransaction(
        [
          {
            name: 'notification',
            op: {
              Delete: {
                TableName: tableName,
                Key: keys.notification(id),
                ConditionExpression:
                  reads === 0 ? 'attribute_exists(PK) AND (attribute_not_exists(readCount) OR readCount = :reads)' : 'readCount = :reads',
                ExpressionAttributeValues: { ':reads': reads },
              },
            },
          },
          {
            name: 'stats',
            op: notificationCounts({ sent: -1, readTotal: -reads }),
          },
        ],
        { notification: () => new ReadMeanwhile() },
      );
      return;
    } catch (error) {
      if (!(error instanceof ReadMeanwhile)) throw error;
      if (attempt >= 4) throw new ConflictError('The notification is being read right now; try again', 'NOTIFICATION_BUSY');
    }
  }
}

/** Key attributes a cursor of `listBroadcastPage` may carry (GSI2 and the table key). */
export const BROADCAST_CURSOR_KEYS = ['PK', 'SK', 'GSI2PK', 'GSI2SK'] as const;

/** One page of every broadcast, newest first (GSI2 `NOTIFS`), continuing from `startKey`. */
export const listBroadcastPage = (
  limit: number,
  startKey: Record<string, string> | undefined,
): Promise<{ items: BroadcastRecord[]; lastKey: Record<string, unknown> | undefined }> =>
  queryPartitionFrom({ index: 'GSI2', pk: partitions.notifications, newestFirst: true, limit }, startKey, (i) => BroadcastItem.parse(i));

/** Broadcasts to one target group, newest first (GSI1 `NOTIFS#<target>`). */
export const listBroadcastsFor = (target: NotificationTarget, limit: number): Promise<BroadcastRecord[]> =>
  queryPartition({ index: 'GSI1', pk: partitions.notificationsFor(target), newestFirst: true, limit }, (i) => BroadcastItem.parse(i));

/** A user's own notifications, newest first (their item collection, `NOTIF#` sort keys). */
export const listUserNotifications = (userId: string, limit: number): Promise<UserNotificationRecord[]> =>
  queryPartition({ pk: partitions.user(userId), prefix: sortKeyPrefixes.userNotification, newestFirst: true, limit }, (i) =>
    UserNotificationItem.parse(i),
  );

/** Which of these broadcasts the user has read (one `BatchGetItem` of receipts, at most 100 ids). */
export async function readBroadcastIds(userId: string, ids: readonly string[]): Promise<Set<string>> {
  const read = new Set<string>();
  if (ids.length === 0) return read;
  const found = await batchGet(
    ids.map((id) => keys.notificationRead(userId, id)),
    { projection: 'notificationId' },
  );
  for (const item of found) read.add(Receipt.parse(item).notificationId);
  return read;
}

/**
 * The user's first read of a broadcast: the receipt, the broadcast's read count and the stat
 * card, together. A second read finds the receipt and changes nothing.
 */
export async function recordBroadcastRead(userId: string, id: string, at: string): Promise<void> {
  try {
    await namedTransaction(
      [
        putNewOp('receipt', { ...keys.notificationRead(userId, id), _type: ENTITY.notificationRead, notificationId: id, readAt: at }),
        updateOp('notification', {
          Key: keys.notification(id),
          UpdateExpression: 'ADD readCount :one',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':one': 1 },
        }),
        {
          name: 'stats',
          op: notificationCounts({ readTotal: 1 }),
        },
      ],
      { receipt: () => new AlreadyRead(), notification: notFound },
    );
  } catch (error) {
    if (error instanceof AlreadyRead) return;
    throw error;
  }
}

class AlreadyRead extends Error {}

/** A user's notification as a transaction entry (an approval's after-commit records). */
export function userNotificationOp(n: UserNotificationRecord): TransactOp {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.userNotification(n.userId, n.id), _type: ENTITY.userNotification, ...n },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

export async function insertUserNotification(n: UserNotificationRecord): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.userNotification(n.userId, n.id), _type: ENTITY.userNotification, ...n },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** Marks one of the user's own notifications read; false when they have none with this id. */
export async function markUserNotificationRead(userId: string, id: string): Promise<boolean> {
  const written = await updateIf({
    Key: keys.userNotification(userId, id),
    UpdateExpression: 'SET #read = :true',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: { '#read': 'read' },
    ExpressionAttributeValues: { ':true': true },
  });
  if (!written) return false;
  return true;
}

export async function getNotificationStats(): Promise<{ sent: number; readTotal: number }> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.notificationStats() }));
  return StatsItem.parse(out.Item ?? {});
}
